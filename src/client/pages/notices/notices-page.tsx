import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  NOTICE_CATEGORIES,
  NOTICE_CATEGORY_LABELS,
  NOTICE_SEARCH_MAX,
  NOTICES_FEED_PATH,
  NOTICES_PATH,
  noticesListPath,
  readNoticeQuery,
} from '../../../shared/notices';
import { PAGES } from '../../../shared/paths';
import { ChipNav } from '../../components/layout/chip-nav';
import { PageMetaHero } from '../../components/layout/page-hero';
import { Island } from '../../islands/island';
import { trpc } from '../../lib/trpc';
import { NoticeCard } from './notice-card';

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

/** The search box: an island (docs/architecture.md, "Islands"), hydrated when a visitor focuses it. */
function NoticeSearch() {
  return <Island name="notice-search" component={NoticeSearchIsland} props={{}} />;
}

/** The search reads its words and category from the address, never from its props. */
export function NoticeSearchIsland() {
  const [params] = useSearchParams();
  const query = readNoticeQuery(params);
  const navigate = useNavigate();
  // What the search box holds; a new address (back or forward) puts its search back in it.
  const [text, setText] = useState(query.q);
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    setText(query.q);
  }

  function onSearch(e: FormEvent<HTMLFormElement>) {
    // With JavaScript, the same address without empty parameters. The words are what the box shows,
    // which a visitor may have typed before the island woke.
    e.preventDefault();
    const q = new FormData(e.currentTarget).get('q');
    navigate(noticesListPath({ category: query.category, q: typeof q === 'string' ? q.trim() : '' }));
  }

  return (
    <form className="notice-search" method="get" action={NOTICES_PATH} aria-label="Search notices" onSubmit={onSearch}>
      {query.category && <input type="hidden" name="category" value={query.category} />}
      <label htmlFor="notice-search-q" className="visually-hidden">
        Search notices
      </label>
      <input
        id="notice-search-q"
        type="search"
        name="q"
        value={text}
        maxLength={NOTICE_SEARCH_MAX}
        placeholder="Search notices"
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}
