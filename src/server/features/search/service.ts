import { type LanguageCode, pathInLanguage } from '../../../shared/paths';
import { SEARCH_PAGE_SIZE, type SearchAnswer, type SearchKind, type SearchResult } from '../../../shared/search';
import type { ServiceContext } from '../../context';
import { NotFoundError } from '../../lib/errors';
import { readQuery } from '../../platform/search/normalise';
import { passageOf, wordMatcher } from '../../platform/search/passage';
import { type EntryRow, searchIndex } from '../../platform/search/query';
import { searchedWords } from './searched-words';

// A search of the whole site (docs/decisions/051-site-search.md): the query read as words, one page of
// ten results in the page's language with their passages marked, or, for an empty query, the words
// searched most lately. What a visitor typed is never logged nor stored; only a word that found
// something is counted, without who or when (searched-words.ts).

function resultOf(
  svc: ServiceContext,
  row: EntryRow,
  lang: LanguageCode,
  matches: (word: string) => boolean,
): SearchResult {
  const body =
    row.body ?? svc.searchSources.find((s) => s.name === row.source)?.bodyOf?.(svc.db, row.itemId, row.part) ?? '';
  return {
    kind: row.kind as SearchKind,
    title: row.title,
    passage: passageOf(body, matches),
    href: pathInLanguage(row.link, lang),
    ...(row.lang !== lang ? { lang: 'en' as const } : {}),
  };
}

/** Whether a later page of results for `q` exists (the page's status), without counting the search. */
export function resultPageExists(svc: ServiceContext, input: { q: string; page: number; lang: LanguageCode }): boolean {
  const { words } = readQuery(input.q);
  if (words.length === 0) return input.page === 1;
  return (
    searchIndex(svc.db, svc.searchSources, { words, lang: input.lang, page: input.page, now: svc.now() }).length > 0
  );
}

/** One page of results for `q` in `lang`; a page past the last is NotFoundError (the page answers 404). */
export function searchSite(svc: ServiceContext, input: { q: string; page: number; lang: LanguageCode }): SearchAnswer {
  const { lang, page } = input;
  const read = readQuery(input.q);
  const answer = { q: read.q, words: read.words, shortened: read.shortened, page };
  if (read.words.length === 0) {
    if (page > 1) throw new NotFoundError();
    const suggestions = read.q.trim() === '' ? searchedWords(svc).suggestions(lang) : [];
    return { ...answer, pages: 0, total: 0, results: [], suggestions };
  }
  const rows = searchIndex(svc.db, svc.searchSources, { words: read.words, lang, page, now: svc.now() });
  if (rows.length === 0 && page > 1) throw new NotFoundError();
  const total = rows[0]?.total ?? 0;
  // Counted once a search, on its first page, and only when it found something.
  if (total > 0 && page === 1) searchedWords(svc).count(lang, read.words);
  const matches = wordMatcher(read.words);
  return {
    ...answer,
    pages: Math.ceil(total / SEARCH_PAGE_SIZE),
    total,
    results: rows.map((row) => resultOf(svc, row, lang, matches)),
    suggestions: [],
  };
}
