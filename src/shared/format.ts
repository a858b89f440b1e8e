import { type DateWords, dayMonthYear } from './day-month-year';

// How the dashboard writes dates and times, on its cards and lists and in the CSV exports: always in
// the school's time zone, whatever the time zone of the office computer or of the server, and in one
// style ('12 Jan 2025, 3:04 pm'), so a time read on a card is the time found in the spreadsheet.

/** The school's time zone; every date and time the office reads is given in it. */
export const SCHOOL_TIME_ZONE = 'Asia/Kolkata';
const LOCALE = 'en-IN';

/**
 * A formatter made on first use, not when the module loads: making one loads the time zone and locale
 * data, which in the browser is a task of several milliseconds that a page showing no date never needs
 * (docs/decisions/028-first-screen-work.md).
 */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    made ??= new Intl.DateTimeFormat(locale, options);
    return made;
  };
}

const dateTimeFormat = lazyFormat(LOCALE, {
  timeZone: SCHOOL_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dateFormat = lazyFormat(LOCALE, {
  timeZone: SCHOOL_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** What a missing or unreadable date shows. */
export const NO_DATE = 'N/A';

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** '12 Jan 2025, 3:04 pm' in school time; 'N/A' when there is no valid date. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const d = toDate(value);
  return d ? dateTimeFormat().format(d) : NO_DATE;
}

/**
 * '12 Jan 2025' in school time; 'N/A' when there is no valid date. Given a language's date words
 * (a page in Marathi, Hindi or Urdu), its month's name with Latin digits: '12 जानेवारी 2026', never
 * the locale's digits, the same on the server and in the browser.
 */
export function formatDate(value: Date | string | number | null | undefined, words?: DateWords): string {
  const d = toDate(value);
  if (!d) return NO_DATE;
  return words ? dayMonthYear(isoDateFormat().format(d), words) : dateFormat().format(d);
}

const isoDateFormat = lazyFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '2025-01-12', the school's date, for file names that sort by date (contacts-2025-01-12.csv). */
export function fileDate(value: Date = new Date()): string {
  return isoDateFormat().format(value);
}

/** A tel: link to a phone number as the school writes it (spaces, dashes and brackets dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
