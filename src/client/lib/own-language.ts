import { DEFAULT_LANGUAGE, type LanguageCode } from '../../shared/paths';
import { useLanguage } from './language';

// The marks of a translated part of a page (docs/architecture.md, "Languages"), without any words: an
// island's module may import this.

/** The attributes an element whose words are translated carries (`lang`, and `dir` on a right-to-left page). */
export type OwnLanguage = { lang?: LanguageCode; dir?: 'rtl' };

/**
 * `lang` (and `dir`) of the page's language on a page in another language than English, nothing on an
 * English page: for the elements whose words are translated inside a <main> that may still say its
 * content is English (docs/architecture.md, "Languages").
 */
export function useOwnLanguage(): OwnLanguage {
  const { code, dir } = useLanguage();
  if (code === DEFAULT_LANGUAGE) return {};
  return dir === 'rtl' ? { lang: code, dir: 'rtl' } : { lang: code };
}

/**
 * `'ltr'` on a right-to-left page, else nothing: for an element holding a phone number, an e-mail or
 * web address, a reference or an amount inside Urdu text, so its characters keep their order (and an
 * English page's HTML stays as it was).
 */
export function useLtrInRtl(): 'ltr' | undefined {
  return useLanguage().dir === 'rtl' ? 'ltr' : undefined;
}
