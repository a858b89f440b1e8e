import { Link, useSearchParams } from 'react-router-dom';
import {
  NOTICE_CATEGORIES,
  NOTICES_FEED_PATH,
  NOTICES_PATH,
  noticesListPath,
  readNoticeQuery,
} from '../../../shared/notices';
import { pathInLanguage } from '../../../shared/paths';
import { fill } from '../../../shared/words/fill';
import { fillParts } from '../../../shared/words/pages/fill-parts';
import { ChipNav } from '../../components/layout/chip-nav';
import { PageMetaHero } from '../../components/layout/page-hero';
import { useLanguage } from '../../lib/language';
import { useOwnLanguage } from '../../lib/own-language';
import { trpc } from '../../lib/trpc';
import { usePageHero, usePageWords } from '../../lib/use-page-words';
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
  const pageWords = usePageWords();
  const w = pageWords.notices;
  const own = useOwnLanguage();
  const { code } = useLanguage();
  return (
    <>
      <PageMetaHero page={usePageHero('notices')} />
      <section className="section notices-section" aria-labelledby="notices-results-title" {...own}>
        <div className="container notices-layout">
          <div className="notices-filters">
            <ChipNav
              label={w.categoriesLabel}
              chips={[
                { label: w.all, to: noticesListPath({ q: query.q }), isCurrent: query.category === '' },
                ...NOTICE_CATEGORIES.map((c) => ({
                  label: w.categories[c],
                  to: noticesListPath({ category: c, q: query.q }),
                  isCurrent: query.category === c,
                })),
              ]}
            />
            <NoticeSearch words={w.search} />
          </div>

          <h2 id="notices-results-title" className="notices-results-title" aria-live="polite">
            {!data
              ? w.heading
              : data.pagination.total === 0
                ? w.noneFound
                : `${fill(data.pagination.total === 1 ? w.countOne : w.countMany, { count: data.pagination.total })}${
                    query.category ? fill(w.inCategory, { category: w.categories[query.category] }) : ''
                  }${query.q ? fill(w.matching, { q: query.q }) : ''}`}
          </h2>

          {list.isError && <p className="alert alert-error">{w.loadFailed}</p>}
          {!data && list.isPending && (
            <p className="muted" role="status">
              {w.loading}
            </p>
          )}
          {data && data.items.length === 0 && (
            <p className="notices-empty">
              {filtered ? (
                <>
                  {`${w.noMatch} `}
                  <Link to={NOTICES_PATH}>{w.showAll}</Link>
                </>
              ) : (
                w.noneYet
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
            <nav className="notice-pager" aria-label={w.pages}>
              {data.pagination.hasPrev ? (
                <Link className="btn btn-outline" to={noticesListPath({ ...query, page: query.page - 1 })} rel="prev">
                  {w.newer}
                </Link>
              ) : (
                <span />
              )}
              <span className="notice-pager-status">
                {fillParts(w.pageOf, { page: data.pagination.page, pages: data.pagination.totalPages })}
              </span>
              {data.pagination.hasNext ? (
                <Link className="btn btn-outline" to={noticesListPath({ ...query, page: query.page + 1 })} rel="next">
                  {w.older}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}

          <p className="notice-feed">
            <a href={pathInLanguage(NOTICES_FEED_PATH, code)}>{w.feedLink}</a>
          </p>
        </div>
      </section>
    </>
  );
}
