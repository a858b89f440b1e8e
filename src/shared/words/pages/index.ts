import type { LanguageCode } from '../../paths';
import type { WordsLike } from '../index';
import { EN_PAGES } from './en';
import { HI_PAGES } from './hi';
import { MR_PAGES } from './mr';
import { UR_PAGES } from './ur';

// The public pages' own words in the site's four languages (docs/architecture.md, "Languages", "The
// pages' words"). Only the server's code and components the browser never hydrates import this
// module; an island takes its part in one language with its props.

export type PageWords = WordsLike<typeof EN_PAGES>;

export const PAGE_CATALOGUES: Record<LanguageCode, PageWords> = {
  en: EN_PAGES,
  mr: MR_PAGES,
  hi: HI_PAGES,
  ur: UR_PAGES,
};

export function pageWordsFor(lang: LanguageCode): PageWords {
  return PAGE_CATALOGUES[lang];
}
