import { PATHS } from './paths';
import { SEARCH_MAX_CHARS } from './search';

// The search page's address (/search?q=fees&page=2): what the server's render, the page's head and
// the results page read from it, and the links between its pages. docs/architecture.md, "Site search".

export interface SearchAddress {
  /** The query the page searches: its first SEARCH_MAX_CHARS characters, trimmed. */
  q: string;
  page: number;
  /** The address's query was longer than SEARCH_MAX_CHARS characters (the page says it was cut). */
  cut: boolean;
  /** Whether `?page=` is absent or a whole number from 1 (a bad one is a 404, page 1 shown). */
  pageValid: boolean;
}

/** The search of an address: `?q=` cut to its first characters, `?page=` read as notices read it. */
export function readSearchAddress(params: URLSearchParams): SearchAddress {
  const raw = (params.get('q') ?? '').trim();
  const pageText = params.get('page');
  const pageValid = !pageText || /^[1-9]\d{0,5}$/.test(pageText);
  return {
    q: raw.slice(0, SEARCH_MAX_CHARS).trim(),
    page: pageValid && pageText ? Number(pageText) : 1,
    cut: raw.length > SEARCH_MAX_CHARS,
    pageValid,
  };
}

/** The address of a search's page ('/search?q=fees&page=2'; page 1 has no `page`), in English. */
export function searchPath(q: string, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${PATHS.search}?${search}` : PATHS.search;
}
