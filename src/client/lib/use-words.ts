import { type Words, wordsFor } from '../../shared/words';
import { useLanguage } from './language';

/**
 * The interface words in the page's language. Only for components the server renders and the browser
 * never hydrates (the header, the footer, the not-found page): an island importing this would carry
 * the four catalogues (docs/architecture.md, "Words in four languages").
 */
export function useWords(): Words {
  return wordsFor(useLanguage().code);
}
