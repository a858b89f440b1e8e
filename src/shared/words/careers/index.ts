import type { LanguageCode } from '../../paths';
import type { WordsLike } from '../index';
import { EN_CAREERS } from './en';
import { HI_CAREERS } from './hi';
import { MR_CAREERS } from './mr';
import { UR_CAREERS } from './ur';

// The careers pages' words in the site's four languages (docs/architecture.md, "Languages"). The
// pages are the server's HTML with no island, so a page reads its language's part here.

export type CareersWords = WordsLike<typeof EN_CAREERS>;

const CAREERS: Record<LanguageCode, CareersWords> = { en: EN_CAREERS, mr: MR_CAREERS, hi: HI_CAREERS, ur: UR_CAREERS };

export function careersWordsFor(lang: LanguageCode): CareersWords {
  return CAREERS[lang];
}
