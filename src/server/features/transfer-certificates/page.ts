import { PAGES, PATHS, pageTitle } from '../../../shared/paths';
import type { PublicPage } from '../../ssr/public-page';

/**
 * Transfer-certificate verification: an empty form (cached like any page), never indexed and with no
 * canonical, since what it answers is for whoever holds a certificate (its answers are POSTs, never cached).
 */
export const tcVerificationPage: PublicPage = {
  matches: (pathname) => pathname === PATHS.tcVerification,
  prefetch: () => [],
  head: (_svc, _url, settings) => ({
    title: pageTitle(PAGES.tcVerification, settings),
    description: PAGES.tcVerification.description,
    canonicalUrl: null,
    noindex: true,
  }),
};
