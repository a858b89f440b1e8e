import type { PassagePiece } from '../../../shared/search';
import { foldLatin, normaliseText, queryTerms, stemOf } from './normalise';

// The passage a result shows, with the searched words marked (docs/decisions/051-site-search.md). The
// index holds only normalised words, so the passage is cut from the text as visitors read it, and a
// word is marked when the index would have matched it: the same normalisation, each searched word
// as a prefix, and English words by their stem as the porter tokenizer compares them ("fees" marks
// "fee").

/** A word of the text as written, joiners and soft hyphens included (they stay in the passage). */
const TEXT_WORD = /(?:[\p{L}\p{N}\p{M}\p{Co}]|\u00AD|\u200C|\u200D|\u2060|\uFEFF)+/gu;

/** A word as compared: normalised, lower-cased, without a Latin letter's accents (remove_diacritics). */
const fold = (word: string): string => foldLatin(normaliseText(word).toLowerCase());

/**
 * Whether a word of the text is one the query's words find, as the index matches them: a prefix
 * term the start of the word (or of its stem), a whole term the same stem.
 */
export function wordMatcher(words: readonly string[]): (word: string) => boolean {
  const terms = queryTerms(words).map((term) => ({ ...term, stem: stemOf(foldLatin(term.word)) }));
  // Each distinct word is folded and stemmed once a search: a PDF's passage may test thousands of
  // words before its first match, most of them repeated (docs/decisions/051-site-search.md).
  const known = new Map<string, boolean>();
  return (word) => {
    let found = known.get(word);
    if (found === undefined) {
      const folded = fold(word);
      const stem = stemOf(folded);
      found = terms.some((term) =>
        term.prefix ? folded.startsWith(term.stem) || stem.startsWith(term.stem) : stem === term.stem,
      );
      known.set(word, found);
    }
    return found;
  };
}

const BEFORE_WORDS = 8;
const PASSAGE_WORDS = 32;

/**
 * About 32 words of `text` from a little before its first matching word (its start when only the
 * title matched), in pieces, the matching words marked, an ellipsis where it was cut.
 */
export function passageOf(text: string, matches: (word: string) => boolean): PassagePiece[] {
  const words = Array.from(text.matchAll(TEXT_WORD));
  if (words.length === 0) return [];
  const first = words.findIndex((w) => matches(w[0]));
  const from = first > BEFORE_WORDS ? first - BEFORE_WORDS : 0;
  const to = Math.min(words.length, from + PASSAGE_WORDS);
  const start = from === 0 ? 0 : (words[from]?.index ?? 0);
  const lastWord = words[to - 1];
  const end = to === words.length ? text.length : (lastWord?.index ?? 0) + (lastWord?.[0].length ?? 0);
  const pieces: PassagePiece[] = [];
  const push = (piece: string, mark?: true) => {
    if (piece === '') return;
    const last = pieces[pieces.length - 1];
    if (!mark && last && !last.mark) last.text += piece;
    else pieces.push(mark ? { text: piece, mark } : { text: piece });
  };
  if (start > 0) push('… ');
  let at = start;
  for (let i = from; i < to; i++) {
    const w = words[i];
    if (!w || w.index === undefined) continue;
    push(text.slice(at, w.index).replace(/\s+/g, ' '));
    push(w[0], matches(w[0]) ? true : undefined);
    at = w.index + w[0].length;
  }
  push(text.slice(at, end).replace(/\s+/g, ' '));
  if (end < text.length) push(' …');
  return pieces;
}
