import { type FormsWords, formsWordsFor } from '../../shared/words/forms';
import { useLanguage } from './language';

/**
 * The forms' words in the page's language, for the server-rendered page around a form's island, which
 * passes the island its parts as props. Never in an island's own module: it would carry the four
 * catalogues (docs/architecture.md, "Forms in every language").
 */
export function usePageFormsWords(): FormsWords {
  return formsWordsFor(useLanguage().code);
}
