import type { LanguageCode } from '../../paths';
import type { WordsLike } from '../index';
import { EN_PRIVACY } from './en';
import { HI_PRIVACY } from './hi';
import { MR_PRIVACY } from './mr';
import { UR_PRIVACY } from './ur';

// The privacy notice's sections in the site's four languages: the server's only (the notice's page
// is given its sections by `privacy.notice`, in the page's language).

export type PrivacyWords = WordsLike<typeof EN_PRIVACY>;

const PRIVACY: Record<LanguageCode, PrivacyWords> = { en: EN_PRIVACY, mr: MR_PRIVACY, hi: HI_PRIVACY, ur: UR_PRIVACY };

export function privacyWordsFor(lang: LanguageCode): PrivacyWords {
  return PRIVACY[lang];
}
