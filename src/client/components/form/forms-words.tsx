import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { EN_FORMS } from '../../../shared/words/forms/en';
import type { FormsWords } from '../../../shared/words/forms/index';

// The forms' words inside an island (docs/architecture.md, "Forms in every language"): the island
// receives its language's parts with its props (JSON, chosen by the server render from the page's
// language) and gives them to its fields, messages and schema through this context. This module
// imports English only, the words of the dashboard's forms that reuse these fields; it never imports
// the four catalogues, which would all travel in every island.

/** The parts of the forms catalogue an island is given; what it is not given stays English. */
export type FormsWordsProps = Partial<FormsWords>;

const FormsWordsContext = createContext<FormsWords>(EN_FORMS);

/** The forms' words in the page's language (English outside an island that was given its words). */
export function useFormsWords(): FormsWords {
  return useContext(FormsWordsContext);
}

/** Gives an island's fields the words it received with its props. */
export function FormsWordsProvider({ words, children }: { words: FormsWordsProps | undefined; children: ReactNode }) {
  const value = useMemo(() => ({ ...EN_FORMS, ...words }) as FormsWords, [words]);
  return <FormsWordsContext.Provider value={value}>{children}</FormsWordsContext.Provider>;
}
