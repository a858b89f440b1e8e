import { PAGES, PATHS, pageTitle } from '../../../shared/paths';
import { pageTitleIn } from '../../../shared/words/pages';
import type { PublicPage } from '../../ssr/public-page';

/**
 * Transfer-certificate verification: an empty form (cached like any page), never indexed and with no
 * canonical, since what it answers is for whoever holds a certificate (its answers are POSTs, never cached).
 */
export const tcVerificationPage: PublicPage = {
  matches: (pathname) => pathname === PATHS.tcVerification,
  prefetch: () => [],
  // Its title in the page's language (the pages' catalogue); PAGES' own in English.
  head: (_svc, _url, settings, { lang }) => ({
    title: pageTitle(pageTitleIn(PAGES.tcVerification.path, lang) ?? PAGES.tcVerification, settings),
    description: (pageTitleIn(PAGES.tcVerification.path, lang) ?? PAGES.tcVerification).description,
    canonicalUrl: null,
    noindex: true,
  }),
};
