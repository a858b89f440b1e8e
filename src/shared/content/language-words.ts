// The words of the language switcher (src/client/components/header/language-switcher.tsx). The
// languages' own names are not words to translate: each is written in its own script, in LANGUAGES
// (src/shared/paths.ts).

export const LANGUAGE_WORDS = {
  /** The switcher's accessible name (a `nav` landmark). */
  switcher: 'Language',
} as const;
