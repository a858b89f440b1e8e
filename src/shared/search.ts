// What a site search answers (docs/decisions/051-site-search.md): the server finds and marks, the
// results page (src/client/pages/search/) only lays out. Shared so both sides read one shape.

/** The kinds of result, each named in the page's language by the search page's words. */
export const SEARCH_KINDS = [
  'page',
  'notice',
  'notice-file',
  'faq',
  'event',
  'person',
  'fee',
  'activity',
  'disclosure',
  'vacancy',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The most a query searches: its first 100 characters and, of those, its first 8 words. */
export const SEARCH_MAX_CHARS = 100;
export const SEARCH_MAX_WORDS = 8;
/** Results on one page of results. */
export const SEARCH_PAGE_SIZE = 10;

/** A piece of a passage: `mark` on the searched words (drawn as <mark>). */
export interface PassagePiece {
  text: string;
  mark?: true;
}

export interface SearchResult {
  kind: SearchKind;
  title: string;
  /** The passage around the first searched word, in pieces. */
  passage: PassagePiece[];
  /** Where it is, in the page's language ('/mr/fees?tab=payment', '/#faq-12'). */
  href: string;
  /** 'en' when an English text is shown on another language's page (it has no translation). */
  lang?: 'en';
}

export interface SearchAnswer {
  /** What was searched: the query as typed, cut to its first 100 characters. */
  q: string;
  /** The words searched (at most 8), after the query was read. */
  words: string[];
  /** True when the query was longer than 100 characters or 8 words. */
  shortened: boolean;
  page: number;
  /** Pages of results (0 when none was found). */
  pages: number;
  total: number;
  results: SearchResult[];
  /** For an empty query: the words searched most in this language lately. */
  suggestions: string[];
}
