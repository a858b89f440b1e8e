import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { EDITABLE_PAGES, type EditablePageKey, PAGES, PATHS } from '../shared/paths';

// The public pages' routes (paths from src/shared/paths.ts). Every page is its own chunk; the route id is the module's path, so
// the server can find the chunk in Vite's manifest and preload it (src/server/http/document.ts); Vite's
// public build takes the page modules from the paths quoted here (vite.config.ts).
type PageModule = { default: ComponentType };

export function page(path: string, id: string, load: () => Promise<PageModule>): RouteObject {
  return { path, id, lazy: async () => ({ Component: (await load()).default }) };
}

export const NOT_FOUND_ROUTE_ID = 'src/client/pages/not-found/not-found-page.tsx';

/** The pages with a component of their own. */
const OWN_PAGES: RouteObject[] = [
  page(PATHS.home, 'src/client/pages/home/home-page.tsx', () => import('./pages/home/home-page')),
  page(PATHS.why, 'src/client/pages/info/why-page.tsx', () => import('./pages/info/why-page')),
  page(PATHS.about, 'src/client/pages/info/about-page.tsx', () => import('./pages/info/about-page')),
  page(
    PATHS.studentsJourney,
    'src/client/pages/info/students-journey-page.tsx',
    () => import('./pages/info/students-journey-page'),
  ),
  page(
    PATHS.visionMission,
    'src/client/pages/info/vision-mission-page.tsx',
    () => import('./pages/info/vision-mission-page'),
  ),
  page(
    PATHS.schoolActivities,
    'src/client/pages/info/school-activities-page.tsx',
    () => import('./pages/info/school-activities-page'),
  ),
  page(
    PATHS.infrastructure,
    'src/client/pages/info/infrastructure-page.tsx',
    () => import('./pages/info/infrastructure-page'),
  ),
  page(PATHS.awards, 'src/client/pages/info/awards-page.tsx', () => import('./pages/info/awards-page')),
  page(PATHS.leadership, 'src/client/pages/info/leadership-page.tsx', () => import('./pages/info/leadership-page')),
  page(PATHS.academics, 'src/client/pages/info/academics-page.tsx', () => import('./pages/info/academics-page')),
  page(PATHS.teaching, 'src/client/pages/info/teaching-page.tsx', () => import('./pages/info/teaching-page')),
  page(PATHS.activities, 'src/client/pages/info/activities-page.tsx', () => import('./pages/info/activities-page')),
  page(PATHS.global, 'src/client/pages/info/global-page.tsx', () => import('./pages/info/global-page')),
  page(PATHS.alumni, 'src/client/pages/info/alumni-page.tsx', () => import('./pages/info/alumni-page')),
  page(PATHS.admissions, 'src/client/pages/info/admissions-page.tsx', () => import('./pages/info/admissions-page')),
  page(PATHS.admissionProcess, 'admission-process', () => import('./pages/info/admissions-page')),
  page(
    PATHS.importantDates,
    'src/client/pages/info/important-dates-page.tsx',
    () => import('./pages/info/important-dates-page'),
  ),
  page(PATHS.eligibility, 'src/client/pages/info/eligibility-page.tsx', () => import('./pages/info/eligibility-page')),
  page(PATHS.fees, 'src/client/pages/info/fees-page.tsx', () => import('./pages/info/fees-page')),
  page(PATHS.apply, 'src/client/pages/apply/apply-page.tsx', () => import('./pages/apply/apply-page')),
  page(PATHS.careersApply, 'src/client/pages/careers/apply-page.tsx', () => import('./pages/careers/apply-page')),
  page(PATHS.contact, 'src/client/pages/contact/contact-page.tsx', () => import('./pages/contact/contact-page')),
  page(PATHS.notices, 'src/client/pages/notices/notices-page.tsx', () => import('./pages/notices/notices-page')),
  page(
    `${PATHS.notices}/:slug`,
    'src/client/pages/notices/notice-page.tsx',
    () => import('./pages/notices/notice-page'),
  ),
  page(PATHS.careers, 'src/client/pages/careers/careers-page.tsx', () => import('./pages/careers/careers-page')),
  page(
    `${PATHS.careers}/:slug`,
    'src/client/pages/careers/vacancy-page.tsx',
    () => import('./pages/careers/vacancy-page'),
  ),
  page(PATHS.calendar, 'src/client/pages/calendar/calendar-page.tsx', () => import('./pages/calendar/calendar-page')),
  page(
    PATHS.disclosure,
    'src/client/pages/disclosure/disclosure-page.tsx',
    () => import('./pages/disclosure/disclosure-page'),
  ),
  page(`${PATHS.disclosure}/:campus`, 'disclosure-campus', () => import('./pages/disclosure/disclosure-page')),
  page(
    PATHS.tcVerification,
    'src/client/pages/tc-verification/tc-verification-page.tsx',
    () => import('./pages/tc-verification/tc-verification-page'),
  ),
  page(
    PATHS.admissionStatus,
    'src/client/pages/admission-status/admission-status-page.tsx',
    () => import('./pages/admission-status/admission-status-page'),
  ),
  page(PATHS.privacy, 'src/client/pages/privacy/privacy-page.tsx', () => import('./pages/privacy/privacy-page')),
  page(
    PATHS.accessibility,
    'src/client/pages/statements/accessibility-page.tsx',
    () => import('./pages/statements/accessibility-page'),
  ),
  page(PATHS.terms, 'src/client/pages/statements/terms-page.tsx', () => import('./pages/statements/terms-page')),
  page(PATHS.search, 'src/client/pages/search/search-page.tsx', () => import('./pages/search/search-page')),
  page(PATHS.offline, 'src/client/pages/offline/offline-page.tsx', () => import('./pages/offline/offline-page')),
];

/** The module that draws an editable page's document alone, and the route id of each page it draws. */
const DOCUMENT_PAGE_ID = 'src/client/pages/info/sections/page-document.tsx';
const documentRouteId = (key: EditablePageKey) => `document-${key}`;

/** An editable page without a component of its own: its document, as DocumentPage draws it. */
function documentPage(key: EditablePageKey): RouteObject {
  return {
    path: PAGES[key].path,
    id: documentRouteId(key),
    lazy: async () => {
      const { DocumentPage } = await import('./pages/info/sections/page-document');
      return { Component: () => <DocumentPage page={key} /> };
    },
  };
}

const WITHOUT_OWN_PAGE = EDITABLE_PAGES.filter((key) => !OWN_PAGES.some((route) => route.path === PAGES[key].path));

/** The public pages the server renders. */
export const PUBLIC_PAGES: RouteObject[] = [...OWN_PAGES, ...WITHOUT_OWN_PAGE.map(documentPage)];

export const NOT_FOUND_ROUTE = page('*', NOT_FOUND_ROUTE_ID, () => import('./pages/not-found/not-found-page'));

/** Module ids of routes sharing another route's module (for preloading). */
export const ROUTE_MODULE_ALIASES: Record<string, string> = {
  'admission-process': 'src/client/pages/info/admissions-page.tsx',
  'disclosure-campus': 'src/client/pages/disclosure/disclosure-page.tsx',
  ...Object.fromEntries(WITHOUT_OWN_PAGE.map((key) => [documentRouteId(key), DOCUMENT_PAGE_ID])),
};
