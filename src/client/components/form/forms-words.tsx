import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { EN_FORMS } from '../../../shared/words/forms/en';
import type { FormsWords } from '../../../shared/words/forms/index';
import { useLanguage } from '../../lib/language';

// The forms' words inside an island (docs/architecture.md, "Forms in every language"): the island
// receives its language's parts with its props (JSON, chosen by the server render from the page's
// language) and gives them to its fields, messages and schema through this context. This module
// imports English only, the words of the dashboard's forms that reuse these fields; it never imports
// the four catalogues, which would all travel in every island.

/** The parts of the forms catalogue an island is given; what it is not given stays English. */
export type FormsWordsProps = { [P in keyof FormsWords]?: Partial<FormsWords[P]> };

const FormsWordsContext = createContext<FormsWords>(EN_FORMS);

/** The forms' words in the page's language (English outside an island that was given its words). */
export function useFormsWords(): FormsWords {
  return useContext(FormsWordsContext);
}

/** English's words with the given ones over them, part by part and group by group. */
function over(base: unknown, given: unknown): unknown {
  if (typeof base !== 'object' || base === null || typeof given !== 'object' || given === null) return given ?? base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(given)) out[key] = over((base as Record<string, unknown>)[key], value);
  return out;
}

/**
 * Gives an island's fields the words it received with its props; what it was not given (an English
 * page's island gets none; no island gets the server's own answers) is English's.
 */
export function FormsWordsProvider({ words, children }: { words: FormsWordsProps | undefined; children: ReactNode }) {
  const value = useMemo(() => (words ? (over(EN_FORMS, words) as FormsWords) : EN_FORMS), [words]);
  const language = useLanguage();
  // Given its language's words, the form says so: inside a <main> marked English (a page whose own
  // content has no translation), an Urdu form still reads right to left with an Urdu voice.
  if (!words) return <FormsWordsContext.Provider value={value}>{children}</FormsWordsContext.Provider>;
  return (
    <FormsWordsContext.Provider value={value}>
      <div className="words-scope" lang={language.code} dir={language.dir}>
        {children}
      </div>
    </FormsWordsContext.Provider>
  );
}
