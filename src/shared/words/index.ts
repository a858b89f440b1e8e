import type { LanguageCode } from '../paths';
import { EN } from './en';
import { HI } from './hi';
import { MR } from './mr';
import { UR } from './ur';

export { fill } from './fill';

// The interface words in the site's four languages (docs/architecture.md, "Languages", "Words in four
// languages"). Only components rendered on the server import this module: a page's islands and its
// site script never carry the four catalogues (the site script reads its few words from the page).

/** A catalogue's shape: English's, each word a string (or a function of the same arguments). */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Widen<T[K]> };

export type Words = Widen<typeof EN>;

/**
 * A part's own catalogue typed against its English (a form's words, a page's): what an island takes
 * with its props, so it carries one language's words and never the four (docs/architecture.md,
 * "Words in four languages").
 */
export type WordsLike<T> = Widen<T>;

export const CATALOGUES: Record<LanguageCode, Words> = { en: EN, mr: MR, hi: HI, ur: UR };

export function wordsFor(lang: LanguageCode): Words {
  return CATALOGUES[lang];
}
