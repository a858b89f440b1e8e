import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DEFAULT_LANGUAGE, PATHS } from '../../../shared/paths';
import { SEARCH_MAX_CHARS, SEARCH_MAX_WORDS, type SearchResult } from '../../../shared/search';
import { readSearchAddress, searchPath } from '../../../shared/search-address';
import { fill } from '../../../shared/words/fill';
import { fillParts } from '../../../shared/words/pages/fill-parts';
import { PageMetaHero } from '../../components/layout/page-hero';
import { useLanguage, useSiteHref } from '../../lib/language';
import { useOwnLanguage } from '../../lib/own-language';
import { trpc } from '../../lib/trpc';
import { usePageHero, usePageWords } from '../../lib/use-page-words';
import './search-page.css';

// /search: the answer to a search of the site, in the server's HTML (docs/architecture.md, "Site
// search"). No island: the form is a GET form, the pages of results are links, so all of it works
// without JavaScript and the page loads no React. The server finds and marks; this only lays out.

type SearchWords = ReturnType<typeof usePageWords>['search'];

/** A word with `{q}` as its own element: a query in another script keeps its order in the sentence. */
function withQuery(text: string, q: string, count = 0): ReactNode[] {
  return fillParts(fill(text, { count }), { q: '\u0000' }).map((part, i) =>
    part === '\u0000' ? <bdi key={i}>{q}</bdi> : part,
  );
}

export default function SearchPage() {
  const [params] = useSearchParams();
  const { q, page, cut } = readSearchAddress(params);
  const answer = trpc.search.query.useQuery({ q, page }, { staleTime: 60_000, retry: false, retryOnMount: false });
  const data = answer.data;
  const w = usePageWords().search;
  const own = useOwnLanguage();
  const siteHref = useSiteHref();
  return (
    <>
      <PageMetaHero page={usePageHero('search')} />
      <section className="section search-section" aria-labelledby="search-results-title" {...own}>
        <div className="container search-layout">
          {/* biome-ignore lint/a11y/useSemanticElements: the form is the landmark; <search> is unknown to the browsers of before 2023 that parents' phones still run */}
          <form
            className="search-form"
            role="search"
            aria-label={w.formLabel}
            method="get"
            action={siteHref(PATHS.search)}
          >
            <label htmlFor="search-page-q" className="search-form-label">
              {w.fieldLabel}
            </label>
            <div className="search-form-row">
              <input id="search-page-q" type="search" name="q" defaultValue={q} enterKeyHint="search" />
              <button type="submit" className="btn btn-primary">
                {w.button}
              </button>
            </div>
          </form>

          {(cut || data?.shortened) && (
            <p className="search-note">{fill(w.shortened, { chars: SEARCH_MAX_CHARS, words: SEARCH_MAX_WORDS })}</p>
          )}

          {answer.isError ? (
            <>
              <h2 id="search-results-title" className="search-results-title">
                {page > 1 ? w.notFound : w.loadFailed}
              </h2>
              {page > 1 && (
                <p>
                  <Link to={searchPath(q)}>{w.firstPage}</Link>
                </p>
              )}
            </>
          ) : !q ? (
            <EmptyQuery words={w} suggestions={data?.suggestions ?? []} />
          ) : !data ? (
            <h2 id="search-results-title" className="search-results-title">
              {w.fieldLabel}
            </h2>
          ) : data.total === 0 ? (
            <>
              <h2 id="search-results-title" className="search-results-title">
                {withQuery(w.noneFound, q)}
              </h2>
              <p className="search-help">
                {`${w.noneText} `}
                <Link to={`${PATHS.home}#home-faq-title`}>{w.faqLink}</Link>
                {`${w.or} `}
                <Link to={PATHS.contact}>{w.contactLink}</Link>
                {w.end}
              </p>
            </>
          ) : (
            <>
              <h2 id="search-results-title" className="search-results-title">
                {withQuery(data.total === 1 ? w.countOne : w.countMany, q, data.total)}
              </h2>
              <ol className="search-results">
                {data.results.map((result) => (
                  <li key={`${result.kind}:${result.href}:${result.title}`}>
                    <Result result={result} words={w} />
                  </li>
                ))}
              </ol>
              {data.pages > 1 && (
                <nav className="search-pager" aria-label={w.pages}>
                  {page > 1 ? (
                    <Link className="btn btn-outline" to={searchPath(q, page - 1)} rel="prev">
                      {w.previous}
                    </Link>
                  ) : (
                    <span />
                  )}
                  <span className="search-pager-status">{fillParts(w.pageOf, { page, pages: data.pages })}</span>
                  {page < data.pages ? (
                    <Link className="btn btn-outline" to={searchPath(q, page + 1)} rel="next">
                      {w.next}
                    </Link>
                  ) : (
                    <span />
                  )}
                </nav>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}

/** What an empty search shows: the words searched most, to try, or how to search. */
function EmptyQuery({ words: w, suggestions }: { words: SearchWords; suggestions: string[] }) {
  return (
    <>
      <h2 id="search-results-title" className="search-results-title">
        {w.emptyHeading}
      </h2>
      {suggestions.length > 0 ? (
        <>
          <p id="search-suggestions-text">{w.suggestionsText}</p>
          <ul className="chip-list search-suggestions" aria-labelledby="search-suggestions-text">
            {suggestions.map((word) => (
              <li key={word}>
                <Link className="chip-link" to={searchPath(word)}>
                  {word}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{w.emptyText}</p>
      )}
    </>
  );
}

/**
 * One result: its title as the link, its kind in the page's language, and the passage with the
 * searched words marked. A text shown in English on another language's page says so (`lang`, and
 * `dir` on a right-to-left page).
 */
function Result({ result, words: w }: { result: SearchResult; words: SearchWords }) {
  const { code, dir } = useLanguage();
  const english =
    result.lang === 'en' && code !== DEFAULT_LANGUAGE
      ? { lang: 'en', dir: dir === 'rtl' ? ('ltr' as const) : undefined }
      : {};
  return (
    <article className="search-result">
      <h3 className="search-result-title" {...english}>
        {/* The server gives the address in the page's language already: a plain link. */}
        <a href={result.href}>{result.title}</a>
      </h3>
      <p className="search-result-kind">
        <span className="search-kind">{w.kinds[result.kind]}</span>
      </p>
      <p className="search-passage" {...english}>
        {result.passage.map((piece, i) => (piece.mark ? <mark key={i}>{piece.text}</mark> : piece.text))}
      </p>
    </article>
  );
}
