import './admin.css';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';
import { SchoolLogo } from '../../components/header/school-logo';
import { trpc } from '../../lib/trpc';
import { ApplicationsSection } from '../applications/applications-section';
import { AuditSection } from '../audit/audit-section';
import { BackupsSection } from '../backups/backups-section';
import { CalendarSection } from '../calendar/calendar-section';
import { CONTENT_SECTIONS, type ContentSectionId, DEFAULT_SECTION_ICON } from '../content/content-config';
import { ContentSection } from '../content/content-section';
import { DisclosureExampleBanner } from '../disclosure/disclosure-banner';
import { DisclosureSection } from '../disclosure/disclosure-section';
import { EnquiriesSection } from '../enquiries/enquiries-section';
import { ToastProvider } from '../kit/toast';
import { UnsavedChangesProvider } from '../kit/unsaved-changes';
import { NoticesSection } from '../notices/notices-section';
import { OverviewSection } from '../overview/overview-section';
import { PrivacySection } from '../privacy/privacy-section';
import { SettingsSection } from '../settings/settings-section';
import { SiteAlertSection } from '../site-alert/site-alert-section';
import { TcSection } from '../transfer-certificates/tc-section';
import { type AdminPlace, parseAdminPath, type SectionId, sectionPath } from './admin-paths';
import { clearAdminHint } from './admin-storage';

// The admin dashboard. Client-rendered behind the server session (docs/decisions/003-sign-in-and-sessions.md): the server
// HTML is a loading shell; a signed-out visitor is sent to the login page, and back here once signed in. Each
// section and open item has its own address (admin-paths.ts), so reload, back and forward keep the place.
interface NavItem {
  id: SectionId;
  label: string;
  /** The `d` of the icon's SVG path. */
  icon: string;
}

const NAV: NavItem[] = [
  { id: 'dashboard', label: 'Dashboard', icon: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z' },
  { id: 'enquiries', label: 'Contacts', icon: 'M4 6h16v12H4zM4 7l8 6 8-6' },
  { id: 'applications', label: 'Applications', icon: 'M6 3h9l3 3v15H6zM9 10h6M9 14h6M9 18h4' },
  { id: 'notices', label: 'Notices', icon: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5' },
  // Every content type has its section: adding one to CONTENT_SECTIONS adds its navigation and address.
  ...(Object.keys(CONTENT_SECTIONS) as ContentSectionId[]).map((id) => ({
    id,
    label: CONTENT_SECTIONS[id].title,
    icon: CONTENT_SECTIONS[id].icon ?? DEFAULT_SECTION_ICON,
  })),
  { id: 'disclosure', label: 'Disclosure', icon: 'M9 4h6v3H9zM6 6h12v15H6zM9 12l2 2 4-4M9 17h6' },
  { id: 'transferCertificates', label: 'Transfer Certificates', icon: 'M6 3h12v18H6zM9 8h6M9 12h6M10 17l2 2 3-4' },
  { id: 'privacy', label: 'Privacy', icon: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4' },
  { id: 'audit', label: 'Audit log', icon: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h4M16 16h.01' },
  { id: 'alert', label: 'Site alert', icon: 'M12 3l10 18H2zM12 10v5M12 18v.5' },
  { id: 'backups', label: 'Backups', icon: 'M3 4h18v4H3zM5 8v12h14V8M10 12h4' },
  {
    id: 'settings',
    label: 'Settings',
    icon: 'M12 8a4 4 0 100 8 4 4 0 000-8zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  },
];

/**
 * The login page with the dashboard address to come back to after signing in (its path only, never a
 * query); the overview, and anything that is not a dashboard address, need no return path.
 */
function loginPath(pathname: string): string {
  const place = parseAdminPath(pathname);
  return !place || pathname === PATHS.adminDashboard
    ? PATHS.adminLogin
    : `${PATHS.adminLogin}?next=${encodeURIComponent(pathname)}`;
}

function NavIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="icon"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

function Dashboard({
  username,
  place,
  mustChangePassword,
}: {
  username: string;
  place: AdminPlace | null;
  mustChangePassword: boolean;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const logout = trpc.admin.logout.useMutation();
  const section = place?.section ?? null;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // A session that expires while the dashboard is open sends the administrator to sign in again.
  useEffect(() => {
    const isUnauthorized = (e: unknown) => (e as { data?: { code?: string } } | null)?.data?.code === 'UNAUTHORIZED';
    const unsubQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && isUnauthorized(event.query.state.error))
        navigate(loginPath(window.location.pathname), { replace: true });
    });
    const unsubMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && isUnauthorized(event.mutation?.state.error))
        navigate(loginPath(window.location.pathname), { replace: true });
    });
    return () => {
      unsubQueries();
      unsubMutations();
    };
  }, [queryClient, navigate]);

  async function onLogout() {
    try {
      await logout.mutateAsync();
    } catch {
      // Signed out locally either way; the server session expires on its own.
    }
    clearAdminHint();
    // The login page drops the rest of the cached admin data once this page has unmounted.
    queryClient.setQueryData([['admin', 'me'], { type: 'query' }], null);
    navigate(PATHS.adminLogin, { replace: true });
  }

  function choose(id: SectionId) {
    setMenuOpen(false);
    // Choosing the section again brings it back to its list (and closes an open item).
    if (sectionPath(id) !== pathname) navigate(sectionPath(id));
    if (id !== 'dashboard' && id !== 'settings' && id !== 'applications')
      void queryClient.invalidateQueries({ queryKey: [['admin', id]] });
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  let content: ReactNode;
  if (mustChangePassword && section !== 'settings') content = <Navigate to={sectionPath('settings')} replace />;
  else if (!place) content = <UnknownAddress />;
  else if (place.section === 'dashboard') content = <OverviewSection username={username} />;
  else if (place.section === 'enquiries') content = <EnquiriesSection open={place.item} />;
  else if (place.section === 'settings') content = <SettingsSection mustChangePassword={mustChangePassword} />;
  else if (place.section === 'applications') content = <ApplicationsSection open={place.item} />;
  else if (place.section === 'backups') content = <BackupsSection />;
  else if (place.section === 'notices') content = <NoticesSection open={place.item} />;
  else if (place.section === 'events') content = <CalendarSection open={place.item} />;
  else if (place.section === 'alert') content = <SiteAlertSection />;
  else if (place.section === 'disclosure') content = <DisclosureSection />;
  else if (place.section === 'privacy') content = <PrivacySection />;
  else if (place.section === 'audit') content = <AuditSection />;
  else if (place.section === 'transferCertificates') content = <TcSection open={place.item} />;
  else content = <ContentSection key={place.section} config={CONTENT_SECTIONS[place.section]} open={place.item} />;

  return (
    <div className={`admin-shell${menuOpen ? ' is-menu-open' : ''}`}>
      <header className="admin-topbar">
        <button
          type="button"
          className="icon-btn admin-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <NavIcon>{menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</NavIcon>
        </button>
        <p className="admin-brand">
          <SchoolLogo size={28} />
          Admin Portal
        </p>
        <p className="admin-user">
          Signed in as <strong>{username}</strong>
        </p>
      </header>
      <aside className="admin-sidebar" id={menuId}>
        <nav aria-label="Admin sections">
          <ul>
            {NAV.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  className="admin-nav-item"
                  aria-current={n.id === section ? 'page' : undefined}
                  onClick={() => choose(n.id)}
                >
                  <NavIcon>
                    <path d={n.icon} />
                  </NavIcon>
                  {n.label}
                </button>
              </li>
            ))}
            <li className="admin-nav-sep">
              <button
                type="button"
                className="admin-nav-item admin-logout"
                onClick={onLogout}
                disabled={logout.isPending}
              >
                <NavIcon>
                  <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
                </NavIcon>
                Logout
              </button>
            </li>
          </ul>
        </nav>
        <a className="admin-site-link" href={PATHS.home}>
          View website
        </a>
      </aside>
      {menuOpen && (
        <button
          type="button"
          className="admin-scrim"
          aria-label="Close menu"
          tabIndex={-1}
          onClick={() => setMenuOpen(false)}
        />
      )}
      <main className="admin-main" id="main">
        {!mustChangePassword && <DisclosureExampleBanner key={pathname} />}
        {content}
      </main>
    </div>
  );
}

/** An address under /admin that names no section or item. */
function UnknownAddress() {
  const navigate = useNavigate();
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h1 id="admin-section-title">Page not found</h1>
      </div>
      <p className="admin-empty">
        This address is not part of the dashboard.{' '}
        <button type="button" className="btn btn-outline btn-sm" onClick={() => navigate(PATHS.adminDashboard)}>
          Go to the overview
        </button>
      </p>
    </section>
  );
}

export default function DashboardPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const me = trpc.admin.me.useQuery(undefined, { staleTime: 0, retry: false });

  useEffect(() => {
    if (me.data === null) {
      clearAdminHint();
      navigate(loginPath(window.location.pathname), { replace: true });
    }
  }, [me.data, navigate]);

  if (me.isError) {
    return (
      <main className="admin-loading" id="main">
        <div className="alert alert-error">
          <p>Error loading page</p>
          <button type="button" className="btn btn-outline" onClick={() => me.refetch()}>
            Try Again
          </button>
        </div>
      </main>
    );
  }
  if (!me.data) {
    return (
      <main className="admin-loading" id="main">
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Loading dashboard...
        </p>
      </main>
    );
  }
  // '/admin' alone is the overview's address.
  if (pathname === '/admin' || pathname === '/admin/') return <Navigate to={PATHS.adminDashboard} replace />;
  return (
    <ToastProvider>
      <UnsavedChangesProvider>
        <Dashboard
          username={me.data.username}
          place={parseAdminPath(pathname)}
          mustChangePassword={me.data.mustChangePassword}
        />
      </UnsavedChangesProvider>
    </ToastProvider>
  );
}
