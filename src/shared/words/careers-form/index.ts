import type { LanguageCode } from '../../paths';
import type { WordsLike } from '../index';
import { EN_CAREERS_FORM } from './en';
import { HI_CAREERS_FORM } from './hi';
import { MR_CAREERS_FORM } from './mr';
import { UR_CAREERS_FORM } from './ur';

// The careers application form's words in the site's four languages. The server picks one language's
// and gives it to the form's island with its props, so the browser never loads the four.

export type CareersFormWords = WordsLike<typeof EN_CAREERS_FORM>;

export const CAREERS_FORM_CATALOGUES: Record<LanguageCode, CareersFormWords> = {
  en: EN_CAREERS_FORM,
  mr: MR_CAREERS_FORM,
  hi: HI_CAREERS_FORM,
  ur: UR_CAREERS_FORM,
};

export function careersFormWordsFor(lang: LanguageCode | undefined): CareersFormWords {
  return CAREERS_FORM_CATALOGUES[lang ?? 'en'];
}
