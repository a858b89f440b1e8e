import type { createServerSideHelpers } from '@trpc/react-query/server';
import { PAGES, PATHS, pageTitle } from '../../shared/paths';
import type { SiteSettings } from '../../shared/schemas/settings';
import type { ServiceContext } from '../context';
import { disclosureDynamicPage } from '../features/disclosure/page';
import { calendarPage, importantDatesPage } from '../features/events/page';
import { noticesPages } from '../features/notices/page';
import type { AppRouter } from '../trpc/router';

export type Helpers = ReturnType<typeof createServerSideHelpers<AppRouter>>;

// What each public page needs in its server HTML, prefetched through the procedures' caller
// (never over HTTP). Site settings (header and footer) are prefetched for every page.
export const PAGE_PREFETCH: Record<string, (h: Helpers) => Promise<unknown>[]> = {
  [PATHS.home]: (h) => [
    h.journeys.list.prefetch(),
    h.achievements.list.prefetch(),
    h.highlights.list.prefetch(),
    h.artworks.list.prefetch(),
    h.announcements.list.prefetch(),
    h.faqs.list.prefetch(),
    h.notices.latest.prefetch(),
  ],
  [PATHS.leadership]: (h) => [h.staff.list.prefetch()],
  [PATHS.infrastructure]: (h) => [h.photos.list.prefetch()],
  [PATHS.schoolActivities]: (h) => [h.photos.list.prefetch()],
  [PATHS.fees]: (h) => [h.feeStructures.list.prefetch(), h.feeItems.list.prefetch()],
  [PATHS.admissions]: (h) => [h.feeStructures.list.prefetch(), h.feeItems.list.prefetch()],
  [PATHS.admissionProcess]: (h) => [h.feeStructures.list.prefetch(), h.feeItems.list.prefetch()],
  [PATHS.activities]: (h) => [h.activities.list.prefetch()],
  [PATHS.alumni]: (h) => [h.alumni.list.prefetch(), h.alumniTiles.list.prefetch()],
  [PATHS.studentsJourney]: (h) => [h.journeys.list.prefetch()],
  [PATHS.awards]: (h) => [h.achievements.list.prefetch()],
  [PATHS.privacy]: (h) => [h.privacy.notice.prefetch()],
};

/** Query parameters that change what a public page shows (tabs, filters, a page number); others are dropped. */
export const PAGE_QUERY_PARAMS = ['tab', 'category', 'page', 'month'] as const;

/**
 * Free text a page reads from its address (a search): passed to the page, but a page that has one is
 * never stored in the page cache, so visitors cannot fill it with their searches.
 */
export const UNCACHED_QUERY_PARAMS = ['q'] as const;

/** The head of a page whose address says what it shows; replaces the registry's (src/shared/paths.ts). */
export interface PageHead {
  /** 404 when the address names nothing to show (a hidden notice); the page renders its not-found text. */
  status?: number;
  title: string;
  description: string;
  canonicalUrl: string | null;
  noindex?: boolean;
  og?: { type: 'website' | 'article'; title: string; description: string; url: string; siteName: string };
  /** A feed of the page's items (<link rel="alternate">). */
  alternate?: { type: string; title: string; href: string };
}

/**
 * A page whose address carries what it shows (/notices?category=exam, /notices/<slug>): its data is
 * prefetched from the URL, and it gives its own head and status. Cached like any page when it answers 200.
 */
export interface DynamicPage {
  matches: (pathname: string) => boolean;
  prefetch: (h: Helpers, url: URL) => Promise<unknown>[];
  head: (svc: ServiceContext, url: URL, settings: SiteSettings) => PageHead;
}

/**
 * Transfer-certificate verification: an empty form (cached like any page), never indexed and with no
 * canonical, since what it answers is for whoever holds a certificate (its answers are POSTs, never cached).
 */
const tcVerificationPage: DynamicPage = {
  matches: (pathname) => pathname === PATHS.tcVerification,
  prefetch: () => [],
  head: (_svc, _url, settings) => ({
    title: pageTitle(PAGES.tcVerification, settings),
    description: PAGES.tcVerification.description,
    canonicalUrl: null,
    noindex: true,
  }),
};

export const DYNAMIC_PAGES: DynamicPage[] = [
  ...noticesPages,
  calendarPage,
  importantDatesPage,
  tcVerificationPage,
  disclosureDynamicPage,
];

export const dynamicPageFor = (pathname: string): DynamicPage | undefined =>
  DYNAMIC_PAGES.find((p) => p.matches(pathname));
