import { EN_DATES } from './words/pages/dates-en';

// Dates in words, the same on the server and in the browser (no Intl: no locale differences, and
// Latin digits in every language: '12 जानेवारी 2026'). The names come from the page's catalogue
// (src/shared/words/pages/), English's by default. A module of its own, with nothing else in it, so
// every public page can show a date without loading the calendar's rules (src/shared/calendar.ts
// re-exports these).

/** The names and shapes of dates in one language: a catalogue's `dates`. */
export type DateWords = {
  readonly [K in keyof typeof EN_DATES]: (typeof EN_DATES)[K] extends string ? string : readonly string[];
};

export const MONTH_NAMES = EN_DATES.months;

/** A date word with its `{name}`s filled (as words/fill.ts, kept here so this module stays alone). */
export const fillDate = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));

/** 'July', of a date or a 'YYYY-MM'. */
export const monthName = (date: string, words: DateWords = EN_DATES): string =>
  words.months[Number(date.slice(5, 7)) - 1] ?? '';
/** '10 October 2025' */
export const dayMonthYear = (date: string, words: DateWords = EN_DATES): string =>
  fillDate(words.dayMonthYear, {
    day: Number(date.slice(8, 10)),
    month: monthName(date, words),
    year: date.slice(0, 4),
  });
