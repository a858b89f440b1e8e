import { PATHS, pageTitle } from '../../../shared/paths';
import { readSearchAddress } from '../../../shared/search-address';
import { fill } from '../../../shared/words/fill';
import { pageWordsFor } from '../../../shared/words/pages';
import type { PageHead, PublicPage } from '../../ssr/public-page';
import { resultPageExists } from './service';

// The search page for the server render (src/server/ssr/ssr.ts): its answer prefetched from the
// address (/search?q=fees&page=2, in any language: the procedure searches the API's language), its
// head and status. An answer is for the one who asked: never stored, kept or indexed
// (docs/architecture.md, "Site search").

export const searchPage: PublicPage = {
  path: PATHS.search,
  uncached: true,
  prefetch: (h, url) => {
    const { q, page } = readSearchAddress(url.searchParams);
    return [h.search.query.prefetch({ q, page })];
  },
  head: (svc, url, settings, { lang }): PageHead => {
    const { q, page, pageValid } = readSearchAddress(url.searchParams);
    const words = pageWordsFor(lang);
    const w = words.search;
    // A page number that is not one, or past the last page of results, names nothing: as the notices
    // list. The first page always exists (it may say nothing was found); a later one is looked up.
    const status = pageValid && (page === 1 || resultPageExists(svc, { q, page, lang })) ? 200 : 404;
    const label = q ? fill(w.resultsTitle, { q }) : words.titles.search.title;
    return {
      status,
      title: pageTitle({ title: page > 1 ? fill(w.pageTitle, { title: label, page }) : label }, settings),
      description: words.titles.search.description,
      canonicalUrl: null,
      noindex: true,
    };
  },
};

export const searchPages: PublicPage[] = [searchPage];
