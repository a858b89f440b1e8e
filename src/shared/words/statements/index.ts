import type { LanguageCode } from '../../paths';
import type { WordsLike } from '../index';
import { EN_STATEMENTS } from './en';
import { HI_STATEMENTS } from './hi';
import { MR_STATEMENTS } from './mr';
import { UR_STATEMENTS } from './ur';

// The accessibility statement and the terms of use in the site's four languages. Only components the
// server renders and the browser never hydrates import this (the statements' pages).

export type StatementWords = WordsLike<typeof EN_STATEMENTS>;

const STATEMENTS: Record<LanguageCode, StatementWords> = {
  en: EN_STATEMENTS,
  mr: MR_STATEMENTS,
  hi: HI_STATEMENTS,
  ur: UR_STATEMENTS,
};

export function statementWordsFor(lang: LanguageCode): StatementWords {
  return STATEMENTS[lang];
}
