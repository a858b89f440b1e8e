import { type HomeWords, homeWordsFor } from '../../shared/words/pages/home';
import { useLanguage } from './language';

/**
 * The home page's and the information pages' own words in the page's language, from the four
 * catalogues. Only for components the browser never hydrates (the pages around the islands): an
 * island's module reads `home-words.tsx` instead.
 */
export function useHomeCatalogue(): HomeWords {
  return homeWordsFor(useLanguage().code);
}

/** The information pages' words around the office's lists. */
export function useInfoWords(): HomeWords['info'] {
  return useHomeCatalogue().info;
}
