import { formsWordsFor } from '../../shared/words/forms';
import type { FormsWords } from '../../shared/words/forms/index';
import type { FormsWordsProps } from '../components/form/forms-words';
import { useLanguage } from './language';

// The forms' words an island is given with its props, chosen by the server render from the page's
// language (docs/architecture.md, "Forms in every language"). Never imported by an island's own
// module: it would carry the four catalogues.

/** Words only the server says (its answers, refusals and limits): an island never needs them. */
const SERVER_ONLY = {
  common: [],
  enquiry: ['rateLimited', 'refused', 'notSaved'],
  application: [],
  tcLookup: ['noMatch', 'rateLimited'],
  admissionStatus: ['notFound', 'rateLimited', 'stages'],
  payment: ['mail', 'unknown', 'rateLimited', 'notSaved', 'flagged'],
  mail: [],
} as const satisfies { [P in keyof FormsWords]: readonly (keyof FormsWords[P])[] };
const SERVER_ONLY_MESSAGES = ['closed', 'rateLimited', 'refused', 'notSaved'] as const;

type Part = Exclude<keyof FormsWords, 'mail'>;

function forIsland(words: FormsWords, part: Part): object {
  const own: Record<string, unknown> = { ...words[part] };
  for (const key of SERVER_ONLY[part]) delete own[key];
  if (part === 'application') {
    const messages: Record<string, string> = { ...words.application.messages };
    for (const key of SERVER_ONLY_MESSAGES) delete messages[key];
    own.messages = messages;
  }
  return own;
}

/**
 * The parts `parts` of the forms' words in the page's language, as an island's props: nothing on an
 * English page (the island's own English words, so its HTML is what it always was), and never the
 * server's own answers (which it sends with them).
 */
export function useIslandFormsWords(parts: readonly Part[]): FormsWordsProps | undefined {
  const { code } = useLanguage();
  if (code === 'en') return undefined;
  const words = formsWordsFor(code);
  return Object.fromEntries(parts.map((part) => [part, forIsland(words, part)])) as FormsWordsProps;
}

/** The forms' words in the page's language, for the server-rendered words around a form's island. */
export function usePageFormsWords(): FormsWords {
  return formsWordsFor(useLanguage().code);
}
