import { createContext, type ReactNode, useContext } from 'react';
import { DEFAULT_LANGUAGE } from '../../shared/paths';
import type { WordsLike } from '../../shared/words';
import { EN_HOME, type EN_HOME_ISLANDS } from '../../shared/words/pages/home/en';
import { useLanguage } from './language';

// The home page's own words for its sections and islands (docs/architecture.md, "Languages", "The home
// page's and information pages' words"). This module imports English only, so an island's chunk
// carries no other language: the home page (server-rendered only) provides its language's catalogue
// (`use-home-words.ts`), a section gives its island the parts it needs as props on a page in another
// language, and the island provides them around itself.

export type HomeWordsValue = WordsLike<typeof EN_HOME>;
export type HomeIslandWords = Partial<WordsLike<typeof EN_HOME_ISLANDS>>;
type IslandPart = keyof WordsLike<typeof EN_HOME_ISLANDS>;

export const HomeWordsContext = createContext<HomeWordsValue>(EN_HOME);

/** The home page's words in the page's language (English's where nothing provides them). */
export function useHomeWords(): HomeWordsValue {
  return useContext(HomeWordsContext);
}

/**
 * An island's props: `words`, the parts `parts` of the page's words, on a page in another language;
 * nothing on an English page, whose islands read English's from this module (so its HTML is what it was).
 */
export function useIslandWords(parts: readonly IslandPart[]): { words?: HomeIslandWords } {
  const { code } = useLanguage();
  const all = useHomeWords();
  if (code === DEFAULT_LANGUAGE) return {};
  return { words: Object.fromEntries(parts.map((p) => [p, all[p]])) as HomeIslandWords };
}

/** Inside an island: the words it was given over English's. */
export function IslandWords({ words, children }: { words?: HomeIslandWords; children: ReactNode }) {
  return (
    <HomeWordsContext.Provider value={words ? { ...EN_HOME, ...words } : EN_HOME}>{children}</HomeWordsContext.Provider>
  );
}
