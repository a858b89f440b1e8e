// Dates in words, in English, the same on the server and in the browser (no Intl: no locale
// differences). A module of its own, with nothing else in it, so every public page can show a date
// without loading the calendar's rules (src/shared/calendar.ts re-exports these).

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'July', of a date or a 'YYYY-MM'. */
export const monthName = (date: string): string => MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? '';
/** '10 October 2025' */
export const dayMonthYear = (date: string): string =>
  `${Number(date.slice(8, 10))} ${monthName(date)} ${date.slice(0, 4)}`;
