import { PAGES, PATHS, pageTitle } from '../../../shared/paths';
import { pageTitleIn } from '../../../shared/words/pages';
import type { PublicPage } from '../../ssr/public-page';

/**
 * /admission-status: an empty form (cached like any page), never indexed and with no canonical; its
 * answers are POSTs, never cached. Linked only from the forms' confirmations.
 */
export const admissionStatusPage: PublicPage = {
  matches: (pathname) => pathname === PATHS.admissionStatus,
  prefetch: () => [],
  // Its title in the page's language (the pages' catalogue); PAGES' own in English.
  head: (_svc, _url, settings, { lang }) => ({
    title: pageTitle(pageTitleIn(PAGES.admissionStatus.path, lang) ?? PAGES.admissionStatus, settings),
    description: (pageTitleIn(PAGES.admissionStatus.path, lang) ?? PAGES.admissionStatus).description,
    canonicalUrl: null,
    noindex: true,
  }),
};
