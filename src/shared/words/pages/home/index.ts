import type { LanguageCode } from '../../../paths';
import type { WordsLike } from '../../index';
import { EN_HOME } from './en';
import { HI_HOME } from './hi';
import { MR_HOME } from './mr';
import { UR_HOME } from './ur';

// The home page's and the information pages' own words in the four languages (docs/architecture.md,
// "Languages", "The home page's and information pages' words"). Only the server's code and components
// the browser never hydrates import this module; an island takes its part in one language with its props.

export type HomeWords = WordsLike<typeof EN_HOME>;

export const HOME_CATALOGUES: Record<LanguageCode, HomeWords> = { en: EN_HOME, mr: MR_HOME, hi: HI_HOME, ur: UR_HOME };

export function homeWordsFor(lang: LanguageCode): HomeWords {
  return HOME_CATALOGUES[lang];
}
