import type { RouteObject } from 'react-router-dom';
import { PATHS } from '../shared/paths';
import { RouteErrorScreen } from './components/layout/error-screen';
import { RootLayout } from './components/layout/root-layout';
import { NOT_FOUND_ROUTE, PUBLIC_PAGES, page } from './page-routes';

export { NOT_FOUND_ROUTE_ID, ROUTE_MODULE_ALIASES } from './page-routes';

// The route table of the server render and the dashboard's single-page app: the public pages
// (page-routes.tsx, whose page modules the public build also reads for their CSS: vite.config.ts) and
// the dashboard's.
/** The dashboard's route: /admin/dashboard and every section and item address under /admin. */
const ADMIN_DASHBOARD_ROUTE = '/admin/*';

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteErrorScreen />,
    children: [
      ...PUBLIC_PAGES,
      page(PATHS.adminLogin, 'src/client/admin/shell/login-page.tsx', () => import('./admin/shell/login-page')),
      // Reached from a link, signed out (src/client/admin/staff/): more specific than the dashboard's route.
      page(
        `${PATHS.adminInvitation}/*`,
        'src/client/admin/staff/invitation-page.tsx',
        () => import('./admin/staff/invitation-page'),
      ),
      page(
        PATHS.adminForgotPassword,
        'src/client/admin/staff/forgot-password-page.tsx',
        () => import('./admin/staff/forgot-password-page'),
      ),
      page(
        `${PATHS.adminResetPassword}/*`,
        'src/client/admin/staff/reset-password-page.tsx',
        () => import('./admin/staff/reset-password-page'),
      ),
      // Every other /admin address is the dashboard (its overview is PATHS.adminDashboard): one route,
      // so moving between sections keeps the dashboard mounted; it reads its section from the address
      // (src/client/admin/shell/admin-paths.ts). The login route above is more specific and wins.
      page(
        ADMIN_DASHBOARD_ROUTE,
        'src/client/admin/shell/dashboard-page.tsx',
        () => import('./admin/shell/dashboard-page'),
      ),
      NOT_FOUND_ROUTE,
    ],
  },
];
