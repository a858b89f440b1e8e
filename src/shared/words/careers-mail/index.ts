import { isLanguageCode, type LanguageCode } from '../../paths';
import type { WordsLike } from '../index';
import { EN_CAREERS_MAIL } from './en';
import { HI_CAREERS_MAIL } from './hi';
import { MR_CAREERS_MAIL } from './mr';
import { UR_CAREERS_MAIL } from './ur';

// The interview or demo-lesson invitation's words in the site's four languages: the candidate's
// language (the page they applied from) picks one (features/careers/interview-mail.ts).

export type CareersMailWords = WordsLike<typeof EN_CAREERS_MAIL>;

export const CAREERS_MAIL_CATALOGUES: Record<LanguageCode, CareersMailWords> = {
  en: EN_CAREERS_MAIL,
  mr: MR_CAREERS_MAIL,
  hi: HI_CAREERS_MAIL,
  ur: UR_CAREERS_MAIL,
};

/** A stored language's catalogue; English for a value that is not one of the site's languages. */
export function careersMailWordsFor(lang: string | null | undefined): { lang: LanguageCode; words: CareersMailWords } {
  const known: LanguageCode = lang && isLanguageCode(lang) ? lang : 'en';
  return { lang: known, words: CAREERS_MAIL_CATALOGUES[known] };
}
