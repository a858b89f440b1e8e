import { stemmer } from 'stemmer';
import { SEARCH_MAX_CHARS, SEARCH_MAX_WORDS } from '../../../shared/search';

// One normalisation for what is indexed and what is searched (docs/decisions/051-site-search.md):
// FTS5 compares tokens byte for byte, so two spellings a reader takes for the same word must become
// the same bytes before the tokenizer sees them.

/** Joiners and invisible marks written inside words: Marathi's eyelash ra (र्‍), soft hyphens. */
const INSIDE_WORDS = /\u00AD|\u200C|\u200D|\u2060|\uFEFF/g;
/** A zero-width space separates words (some editors put it where a line may break). */
const WORD_BREAKS = /\u200B/g;
/**
 * Urdu's (and Arabic's) short vowels and other optional marks: "اُردو" is "اردو" with a pesh. Harakat,
 * tanween, shadda, sukun, superscript alef, and the Quranic annotation signs.
 */
const OPTIONAL_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED]/g;
/** Arabic letter forms typed for Urdu's own (an Arabic keyboard's yeh, kaf and heh). */
const URDU_LETTERS: Record<string, string> = {
  '\u064A': '\u06CC', // ي → ی
  '\u0649': '\u06CC', // ى → ی
  '\u0643': '\u06A9', // ك → ک
  '\u0647': '\u06C1', // ه → ہ
};
const ARABIC_FORMS = /[\u064A\u0649\u0643\u0647]/g;
/** Devanagari, Arabic-Indic and Urdu digits read as the digits 0-9. */
const OTHER_DIGITS = /[\u0966-\u096F\u0660-\u0669\u06F0-\u06F9]/g;

function latinDigit(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  const zero = code >= 0x0966 ? 0x0966 : code >= 0x06f0 ? 0x06f0 : 0x0660;
  return String(code - zero);
}

/** Text as the index and the queries read it: NFC, no joiners, Urdu's letters and no optional marks. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFC')
    .replace(WORD_BREAKS, ' ')
    .replace(INSIDE_WORDS, '')
    .replace(OPTIONAL_MARKS, '')
    .replace(ARABIC_FORMS, (ch) => URDU_LETTERS[ch] ?? ch)
    .replace(OTHER_DIGITS, latinDigit);
}

/**
 * A word as the tokenizer cuts it (unicode61 with categories 'L* N* Co M*'): letters, digits, marks
 * (Devanagari's vowel signs and viramas stay inside the word) and private-use characters. Everything
 * else (spaces, punctuation, quotes, FTS5's operators, emoji, control characters) separates words.
 */
export const WORD = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;

/** The words of a normalised text, lower-cased as the tokenizer folds them. */
export function wordsOf(text: string): string[] {
  return (normaliseText(text).match(WORD) ?? []).map((word) => word.toLowerCase());
}

export interface ReadQuery {
  /** The query as searched: its first 100 characters. */
  q: string;
  /** Its words, at most 8. */
  words: string[];
  /** More than 100 characters or 8 words were given. */
  shortened: boolean;
}

/** What a visitor typed, read as words: never an FTS5 expression of its own (docs/decisions/051-site-search.md). */
export function readQuery(raw: string): ReadQuery {
  const chars = Array.from(raw);
  const q = chars.slice(0, SEARCH_MAX_CHARS).join('');
  const all = wordsOf(q);
  const words = [...new Set(all)].slice(0, SEARCH_MAX_WORDS);
  return { q, words, shortened: chars.length > SEARCH_MAX_CHARS || all.length > SEARCH_MAX_WORDS };
}

/** A Latin word as the tokenizer leaves it before stemming: accents removed (remove_diacritics 2). */
export function foldLatin(word: string): string {
  return word
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');
}

const ASCII_WORD = /^[a-z0-9]+$/;

/** An English word's stem as the porter tokenizer makes it ('fees' → 'fee'); other words as they are. */
export const stemOf = (word: string): string => (ASCII_WORD.test(word) ? stemmer(word) : word);

export interface QueryTerm {
  word: string;
  /** Matched as the start of a word ("प्रवेश" finds "प्रवेशासाठी"). */
  prefix: boolean;
}

/**
 * How each word is matched. A word is a prefix unless it has one character (a prefix of one letter
 * reads a large part of the index) or stemming shortens it: the index compares English words by their
 * porter stems, so "bus" is looked up as "bu", and as a prefix would find "build"; a word stemming
 * shortens is a whole word already ("fees", "buses"), found in all its forms by its stem.
 */
export function queryTerms(words: readonly string[]): QueryTerm[] {
  return words.map((word) => ({
    word,
    prefix: Array.from(word).length > 1 && stemOf(foldLatin(word)) === foldLatin(word),
  }));
}

/**
 * The FTS5 expression for the words: each a quoted string (so 'NEAR', 'AND' and '-' are words, and no
 * text can be an operator), a prefix where queryTerms says, all of them required.
 */
export function matchExpression(words: readonly string[]): string {
  return queryTerms(words)
    .map((term) => (term.prefix ? `"${term.word}"*` : `"${term.word}"`))
    .join(' AND ');
}
