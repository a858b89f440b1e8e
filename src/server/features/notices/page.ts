import {
  isNoticeCategory,
  NOTICE_CATEGORY_LABELS,
  NOTICES_FEED_PATH,
  noticesListPath,
  readNoticeQuery,
  slugOfPath,
} from '../../../shared/notices';
import { PAGES, PATHS, pageTitle } from '../../../shared/paths';
import { headWithCard, notFoundHead, type PageHead, type PublicPage } from '../../ssr/public-page';
import { listPublicNotices, noticeBySlug } from './service';

// The two notices pages for the server render (src/server/ssr/ssr.ts): their data prefetched from
// the address, their head (title, description, canonical, Open Graph, the feed link) and status.

const feedLink = (siteName: string) => ({
  type: 'application/rss+xml',
  title: `${siteName}: Notices`,
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
  head: (svc, url, settings): PageHead => {
    const query = readNoticeQuery(url.searchParams);
    const { pagination } = listPublicNotices(svc, query);
    const status = listStatus(url, pagination.totalPages);
    const label = query.category ? `${NOTICE_CATEGORY_LABELS[query.category]} notices` : 'Notices';
    const title = pageTitle({ title: query.page > 1 ? `${label}, page ${query.page}` : label }, settings);
    // A search is not a page of its own: its canonical is the list it searched.
    const canonicalUrl = `${svc.config.siteUrl}${noticesListPath({ category: query.category, page: query.q ? 1 : query.page })}`;
    return {
      status,
      ...headWithCard(settings, { type: 'website', title, description: PAGES.notices.description, canonicalUrl }),
      canonicalUrl: status === 200 ? canonicalUrl : null,
      noindex: status !== 200 || Boolean(query.q),
      alternate: feedLink(settings.schoolName),
    };
  },
};

const noticePage: PublicPage = {
  matches: (pathname) => slugOfPath(pathname) !== null,
  prefetch: (h, url) => [h.notices.bySlug.prefetch({ slug: slugOfPath(url.pathname) ?? '' })],
  head: (svc, url, settings): PageHead => {
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
      alternate: feedLink(settings.schoolName),
    };
  },
};

export const noticesPages: PublicPage[] = [noticesList, noticePage];
