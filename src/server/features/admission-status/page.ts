import { PAGES, PATHS, pageTitle } from '../../../shared/paths';
import type { PublicPage } from '../../ssr/public-page';

/**
 * /admission-status: an empty form (cached like any page), never indexed and with no canonical; its
 * answers are POSTs, never cached. Linked only from the forms' confirmations.
 */
export const admissionStatusPage: PublicPage = {
  matches: (pathname) => pathname === PATHS.admissionStatus,
  prefetch: () => [],
  head: (_svc, _url, settings) => ({
    title: pageTitle(PAGES.admissionStatus, settings),
    description: PAGES.admissionStatus.description,
    canonicalUrl: null,
    noindex: true,
  }),
};
