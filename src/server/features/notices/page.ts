import {
  isNoticeCategory,
  NOTICES_FEED_PATH,
  noticesListPath,
  readNoticeQuery,
  slugOfPath,
} from '../../../shared/notices';
import { type LanguageCode, PATHS, pageTitle } from '../../../shared/paths';
import { fill } from '../../../shared/words/fill';
import { pageWordsFor } from '../../../shared/words/pages';
import { headWithCard, notFoundHead, type PageHead, type PublicPage } from '../../ssr/public-page';
import { listPublicNotices, noticeBySlug } from './service';

// The two notices pages for the server render (src/server/ssr/ssr.ts): their data prefetched from
// the address, their head (title, description, canonical, Open Graph, the feed link) and status.

/** The link to the feed, in the page's language (the render puts its address in that language). */
const feedLink = (siteName: string, lang: LanguageCode) => ({
  type: 'application/rss+xml',
  title: fill(pageWordsFor(lang).notices.feedTitle, { school: siteName }),
  href: NOTICES_FEED_PATH,
});

/** Whether the address names a list page that exists: a known category (or none), a page in range. */
function listStatus(url: URL, totalPages: number): number {
  const category = url.searchParams.get('category');
  const page = url.searchParams.get('page');
  // Empty values are what a form sends for 'none' (the search form without JavaScript).
  if (category && !isNoticeCategory(category)) return 404;
  if (page && (!/^[1-9]\d{0,5}$/.test(page) || Number(page) > totalPages)) return 404;
  return 200;
}

const noticesList: PublicPage = {
  matches: (pathname) => pathname === PATHS.notices,
  prefetch: (h, url) => [h.notices.list.prefetch(readNoticeQuery(url.searchParams))],
  head: (svc, url, settings, { lang }): PageHead => {
    const query = readNoticeQuery(url.searchParams);
    const words = pageWordsFor(lang);
    const w = words.notices;
    const { pagination } = listPublicNotices(svc, query);
    const status = listStatus(url, pagination.totalPages);
    const label = query.category ? fill(w.categoryTitle, { category: w.categories[query.category] }) : w.heading;
    const title = pageTitle(
      { title: query.page > 1 ? fill(w.pageTitle, { title: label, page: query.page }) : label },
      settings,
    );
    // A search is not a page of its own: its canonical is the list it searched.
    const canonicalUrl = `${svc.config.siteUrl}${noticesListPath({ category: query.category, page: query.q ? 1 : query.page })}`;
    return {
      status,
      ...headWithCard(settings, {
        type: 'website',
        title,
        description: words.titles.notices.description,
        canonicalUrl,
      }),
      canonicalUrl: status === 200 ? canonicalUrl : null,
      noindex: status !== 200 || Boolean(query.q),
      alternate: feedLink(settings.schoolName, lang),
    };
  },
};

const noticePage: PublicPage = {
  matches: (pathname) => slugOfPath(pathname) !== null,
  prefetch: (h, url) => [h.notices.bySlug.prefetch({ slug: slugOfPath(url.pathname) ?? '' })],
  head: (svc, url, settings, { lang }): PageHead => {
    const notice = noticeBySlug(svc, slugOfPath(url.pathname) ?? '');
    if (!notice) return notFoundHead(settings);
    return {
      ...headWithCard(settings, {
        type: 'article',
        title: pageTitle({ title: notice.title }, settings),
        cardTitle: notice.title,
        description: notice.description,
        canonicalUrl: notice.url,
      }),
      alternate: feedLink(settings.schoolName, lang),
    };
  },
};

export const noticesPages: PublicPage[] = [noticesList, noticePage];
