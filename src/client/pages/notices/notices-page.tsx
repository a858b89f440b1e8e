import { Link, useSearchParams } from 'react-router-dom';
import {
  NOTICE_CATEGORIES,
  NOTICE_CATEGORY_LABELS,
  NOTICES_FEED_PATH,
  NOTICES_PATH,
  noticesListPath,
  readNoticeQuery,
} from '../../../shared/notices';
import { PAGES } from '../../../shared/paths';
import { ChipNav } from '../../components/layout/chip-nav';
import { PageMetaHero } from '../../components/layout/page-hero';
import { trpc } from '../../lib/trpc';
import { NoticeCard } from './notice-card';
import { NoticeSearch } from './notice-search';

// /notices: the visible notices, pinned first then newest, ten a page. Category and search live in the
// address (/notices?category=exam&q=timetable&page=2), so a filtered list can be shared; the filter
// is links and a GET form, so all of it works without JavaScript. The list is in the server HTML.
export default function NoticesPage() {
  const [params] = useSearchParams();
  const query = readNoticeQuery(params);
  const list = trpc.notices.list.useQuery(query, { staleTime: 60_000 });
  const data = list.data;
  const filtered = Boolean(query.category || query.q);
  return (
    <>
      <PageMetaHero page={PAGES.notices} />
      <section className="section notices-section" aria-labelledby="notices-results-title">
        <div className="container notices-layout">
          <div className="notices-filters">
            <ChipNav
              label="Notice categories"
              chips={[
                { label: 'All', to: noticesListPath({ q: query.q }), isCurrent: query.category === '' },
                ...NOTICE_CATEGORIES.map((c) => ({
                  label: NOTICE_CATEGORY_LABELS[c],
                  to: noticesListPath({ category: c, q: query.q }),
                  isCurrent: query.category === c,
                })),
              ]}
            />
            <NoticeSearch />
          </div>

          <h2 id="notices-results-title" className="notices-results-title" aria-live="polite">
            {!data
              ? 'Notices'
              : data.pagination.total === 0
                ? 'No notices found'
                : `${data.pagination.total} ${data.pagination.total === 1 ? 'notice' : 'notices'}${
                    query.category ? ` in ${NOTICE_CATEGORY_LABELS[query.category]}` : ''
                  }${query.q ? ` matching “${query.q}”` : ''}`}
          </h2>

          {list.isError && (
            <p className="alert alert-error">The notices could not be loaded. Please try again later.</p>
          )}
          {!data && list.isPending && (
            <p className="muted" role="status">
              Loading notices...
            </p>
          )}
          {data && data.items.length === 0 && (
            <p className="notices-empty">
              {filtered ? (
                <>
                  No notice matches this search. <Link to={NOTICES_PATH}>Show all notices</Link>
                </>
              ) : (
                'There are no notices at the moment. Please check again soon.'
              )}
            </p>
          )}
          {data && data.items.length > 0 && (
            <ul className="notice-list">
              {data.items.map((n) => (
                <li key={n.id}>
                  <NoticeCard notice={n} headingLevel="h3" />
                </li>
              ))}
            </ul>
          )}

          {data && data.pagination.totalPages > 1 && (
            <nav className="notice-pager" aria-label="Pages of notices">
              {data.pagination.hasPrev ? (
                <Link className="btn btn-outline" to={noticesListPath({ ...query, page: query.page - 1 })} rel="prev">
                  Newer notices
                </Link>
              ) : (
                <span />
              )}
              <span className="notice-pager-status">
                Page {data.pagination.page} of {data.pagination.totalPages}
              </span>
              {data.pagination.hasNext ? (
                <Link className="btn btn-outline" to={noticesListPath({ ...query, page: query.page + 1 })} rel="next">
                  Older notices
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}

          <p className="notice-feed">
            <a href={NOTICES_FEED_PATH}>Follow the notices in a feed reader (RSS)</a>
          </p>
        </div>
      </section>
    </>
  );
}
