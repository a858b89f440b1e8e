import { campusSlugOfPath, DISCLOSURE_PATH } from '../../../shared/disclosure';
import { PAGES, pageTitle } from '../../../shared/paths';
import { headWithCard, notFoundHead, type PageHead, type PublicPage } from '../../ssr/public-page';
import { disclosurePage } from './service';

// The Mandatory Public Disclosure for the server render: /mandatory-public-disclosure (the first
// campus, with the switcher) and each campus at its own address; 404 for a campus that does not exist.

export const disclosureDynamicPage: PublicPage = {
  matches: (pathname) => campusSlugOfPath(pathname) !== null,
  prefetch: (h, url) => [h.disclosure.page.prefetch({ campus: campusSlugOfPath(url.pathname) ?? '' })],
  head: (svc, url, settings): PageHead => {
    const slug = campusSlugOfPath(url.pathname) ?? '';
    const data = disclosurePage(svc, slug);
    if (!data && slug !== '') return notFoundHead(settings);
    const title = pageTitle(
      { title: slug && data ? `${PAGES.disclosure.title}: ${data.campus.name}` : PAGES.disclosure.title },
      settings,
    );
    const canonicalUrl = `${svc.config.siteUrl}${slug ? `${DISCLOSURE_PATH}/${slug}` : DISCLOSURE_PATH}`;
    return headWithCard(settings, { type: 'website', title, description: PAGES.disclosure.description, canonicalUrl });
  },
};
