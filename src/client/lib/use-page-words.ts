import { DEFAULT_LANGUAGE, type PageMeta } from '../../shared/paths';
import { type PageWords, pageHeroIn, pageWordsFor } from '../../shared/words/pages';
import { useLanguage } from './language';
import { type OwnLanguage, useOwnLanguage } from './own-language';

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
export function usePageHero(
  key: keyof PageWords['titles'],
): Pick<PageMeta, 'eyebrow' | 'heading' | 'intro'> & { language?: OwnLanguage } {
  const { code } = useLanguage();
  const own = useOwnLanguage();
  return code === DEFAULT_LANGUAGE ? pageHeroIn(key, code) : { ...pageHeroIn(key, code), language: own };
}
