import type { LanguageCode } from '../../paths';
import type { WordsLike } from '../index';
import { EN_FORMS } from './en';
import { HI_FORMS } from './hi';
import { MR_FORMS } from './mr';
import { UR_FORMS } from './ur';

// The four public forms' words in the site's four languages (docs/architecture.md, "Forms in every
// language"). Only the server imports this module (the procedures, the forms' POST routes, the pages'
// server-rendered parts): an island gets its one language's part with its props (forms-words.tsx).

export type FormsWords = WordsLike<typeof EN_FORMS>;

export const FORMS_CATALOGUES: Record<LanguageCode, FormsWords> = {
  en: EN_FORMS,
  mr: MR_FORMS,
  hi: HI_FORMS,
  ur: UR_FORMS,
};

export function formsWordsFor(lang: LanguageCode | undefined): FormsWords {
  return FORMS_CATALOGUES[lang ?? 'en'];
}
