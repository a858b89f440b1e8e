import type { PageMeta } from '../../shared/paths';
import { type PageWords, pageHeroIn, pageWordsFor } from '../../shared/words/pages';
import { useLanguage } from './language';

/**
 * The public pages' own words in the page's language. Only for components the server renders and the
 * browser never hydrates: an island importing this would carry the four catalogues; it takes its
 * words with its props (docs/architecture.md, "Languages", "The pages' words").
 */
export function usePageWords(): PageWords {
  return pageWordsFor(useLanguage().code);
}

/**
 * A page's hero (heading, eyebrow, intro) in the page's language: PAGES' own in English, the
 * catalogue's translation in another language.
 */
export function usePageHero(key: keyof PageWords['titles']): Pick<PageMeta, 'eyebrow' | 'heading' | 'intro'> {
  const { code } = useLanguage();
  return pageHeroIn(key, code);
}

/**
 * `'ltr'` on a right-to-left page, else nothing: for an element holding a phone number, an e-mail or
 * web address, a reference or an amount inside Urdu text, so its characters keep their order (and an
 * English page's HTML stays as it was).
 */
export function useLtrInRtl(): 'ltr' | undefined {
  return useLanguage().dir === 'rtl' ? 'ltr' : undefined;
}
