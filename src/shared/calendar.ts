// The school calendar's shared part (docs/decisions/020-calendar-and-ical.md): the fixed categories,
// the recurrence patterns, and the date arithmetic and wording both the server and the pages use.
// Dates are wall-clock dates in the school's time zone, written 'YYYY-MM-DD'; times are 'HH:MM'.
// Pure string and UTC arithmetic: no time zone database and no library, so the public pages can
// import it without weight.
import {
  academicYearDays,
  academicYearLabel,
  academicYearStartOf,
  DEFAULT_YEAR_MONTHS,
  type YearMonths,
} from './content/academic-year';
import { type DateWords, dayMonthYear, fillDate, monthName } from './day-month-year';
import { EN_DATES } from './words/pages/dates-en';

export const EVENT_CATEGORIES = [
  { value: 'exam', label: 'Exam' },
  { value: 'holiday', label: 'Holiday' },
  { value: 'ptm', label: 'PTM' },
  { value: 'fee-due', label: 'Fee due' },
  { value: 'admission', label: 'Admission' },
  { value: 'event', label: 'Event' },
] as const;

export type EventCategory = (typeof EVENT_CATEGORIES)[number]['value'];
export const EVENT_CATEGORY_VALUES = EVENT_CATEGORIES.map((c) => c.value) as [EventCategory, ...EventCategory[]];

export function isEventCategory(v: unknown): v is EventCategory {
  return typeof v === 'string' && (EVENT_CATEGORY_VALUES as readonly string[]).includes(v);
}

export function categoryLabel(value: string): string {
  return EVENT_CATEGORIES.find((c) => c.value === value)?.label ?? value;
}

/** How an event repeats: not at all, every week, or on the same weekday of the same week of each month. */
export const RECURRENCES = [
  { value: 'none', label: 'Does not repeat' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly-weekday', label: 'Monthly on the same weekday (such as the third Saturday)' },
] as const;
export type Recurrence = (typeof RECURRENCES)[number]['value'];
export const RECURRENCE_VALUES = RECURRENCES.map((r) => r.value) as [Recurrence, ...Recurrence[]];

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whether a 'YYYY-MM-DD' names a real day (not 2026-02-30). */
export function isIsoDate(v: string): boolean {
  if (!DATE_PATTERN.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const DAY_MS = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(toUtc(date)).getUTCDay();
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** 'YYYY-MM' moved by some months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** Which of the month's same weekdays a date is: 1 for the first Saturday ... 5 for a fifth. */
export function weekOfMonth(date: string): number {
  return Math.ceil(Number(date.slice(8, 10)) / 7);
}

/** The nth (1-5) weekday of a month, or null when the month has no such day (a fifth Saturday). */
export function nthWeekdayOfMonth(month: string, n: number, day: number): string | null {
  const first = weekday(`${month}-01`);
  const date = 1 + ((day - first + 7) % 7) + 7 * (n - 1);
  return date > daysInMonth(month) ? null : `${month}-${String(date).padStart(2, '0')}`;
}

/** The fields of an event that say when it happens. */
export interface EventWhen {
  startDate: string;
  endDate: string;
  recurrence: Recurrence;
  repeatUntil: string | null;
}

/** One occurrence of an event: its first and last day. */
export interface OccurrenceDates {
  startDate: string;
  endDate: string;
}

/** More occurrences than this are never expanded for one event (a weekly event over many years). */
const MAX_OCCURRENCES = 1000;

/**
 * The occurrences of an event that touch the days `from` to `to` (both included), in order. A
 * recurring event repeats from its start until its repeat-until date (the last day an occurrence may
 * begin), as the feed's RRULE says: FREQ=WEEKLY, or FREQ=MONTHLY;BYDAY=<n><weekday> (a month without
 * a fifth such weekday is skipped). Every occurrence lasts as long as the first.
 */
export function occurrences(event: EventWhen, from: string, to: string): OccurrenceDates[] {
  const length = Math.max(0, daysBetween(event.startDate, event.endDate));
  const out: OccurrenceDates[] = [];
  const push = (start: string) => {
    const end = addDays(start, length);
    if (end >= from && start <= to) out.push({ startDate: start, endDate: end });
  };
  if (event.recurrence === 'none' || !event.repeatUntil) {
    push(event.startDate);
    return out;
  }
  const last = event.repeatUntil < to ? event.repeatUntil : to;
  if (event.recurrence === 'weekly') {
    // Start at the first week whose occurrence can still reach `from`.
    const skip = Math.max(0, Math.floor((daysBetween(event.startDate, from) - length) / 7));
    for (let k = skip, n = 0; n < MAX_OCCURRENCES; k++, n++) {
      const start = addDays(event.startDate, 7 * k);
      if (start > last) break;
      push(start);
    }
    return out;
  }
  const n = weekOfMonth(event.startDate);
  const day = weekday(event.startDate);
  for (let month = event.startDate.slice(0, 7), i = 0; i < MAX_OCCURRENCES; month = addMonths(month, 1), i++) {
    if (`${month}-01` > last) break;
    const start = nthWeekdayOfMonth(month, n, day);
    if (start && start >= event.startDate && start <= last) push(start);
  }
  return out;
}

// Wording, the same on the server and in the browser (no Intl: no locale differences), in the words
// of the page's language (a catalogue's `dates`, src/shared/words/pages/), English's by default.
export { type DateWords, dayMonthYear, MONTH_NAMES, monthName } from './day-month-year';

export const WEEKDAY_NAMES = EN_DATES.weekdays;

const dayOf = (date: string) => Number(date.slice(8, 10));

/** 'June 2025' (of a date or a 'YYYY-MM'). */
export const monthYear = (date: string, w: DateWords = EN_DATES): string =>
  fillDate(w.monthYear, { month: monthName(date, w), year: date.slice(0, 4) });
/** 'Jun 2025', for the previous and next month buttons (they fit side by side on a phone). */
export const shortMonthYear = (date: string, w: DateWords = EN_DATES): string =>
  fillDate(w.monthYear, { month: w.monthsShort[Number(date.slice(5, 7)) - 1] ?? '', year: date.slice(0, 4) });
/** 'Friday, 15 August 2025' */
export const longDate = (date: string, w: DateWords = EN_DATES): string =>
  fillDate(w.longDate, { weekday: w.weekdays[weekday(date)] ?? '', date: dayMonthYear(date, w) });
/** 'Sat 21 Jun' */
export const shortDate = (date: string, w: DateWords = EN_DATES): string =>
  fillDate(w.shortDate, {
    weekday: w.weekdaysShort[weekday(date)] ?? '',
    day: dayOf(date),
    month: w.monthsShort[Number(date.slice(5, 7)) - 1] ?? '',
  });
/** 'Sat', the short name of a date's weekday. */
export const shortWeekday = (date: string, w: DateWords = EN_DATES): string => w.weekdaysShort[weekday(date)] ?? '';

/** 'Friday, 15 August 2025', or 'Monday, 20 October to Friday, 24 October 2025' for several days. */
export function dateRange(start: string, end: string, w: DateWords = EN_DATES): string {
  if (end <= start) return longDate(start, w);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const date = sameYear
    ? fillDate(w.dayMonth, { day: dayOf(start), month: monthName(start, w) })
    : dayMonthYear(start, w);
  const first = fillDate(w.longDate, { weekday: w.weekdays[weekday(start)] ?? '', date });
  return fillDate(w.range, { first, last: longDate(end, w) });
}

/** 'July', or 'July - August' when the dates span months. */
export function monthSpan(start: string, end: string, w: DateWords = EN_DATES): string {
  return start.slice(0, 7) === end.slice(0, 7)
    ? monthName(start, w)
    : fillDate(w.monthSpan, { first: monthName(start, w), last: monthName(end, w) });
}

/** '2:00 PM' of '14:00'. */
export function timeOfDay(time: string, w: DateWords = EN_DATES): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return fillDate(w.time, { time: `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')}`, half: h < 12 ? w.am : w.pm });
}

/** How a recurring event repeats, in words: 'Every Saturday', 'Third Saturday of every month'. */
export function recurrenceText(event: EventWhen, w: DateWords = EN_DATES): string {
  const day = w.weekdays[weekday(event.startDate)] ?? '';
  const until = event.repeatUntil ? fillDate(w.until, { date: dayMonthYear(event.repeatUntil, w) }) : '';
  if (event.recurrence === 'weekly') return fillDate(w.repeatsWeekly, { day, until });
  if (event.recurrence === 'monthly-weekday') {
    const ordinal = w.ordinals[weekOfMonth(event.startDate) - 1] ?? '';
    return fillDate(w.repeatsMonthly, { ordinal, day, until });
  }
  return '';
}

/** The weeks (Monday first) of a month's grid: each day's date, or null before the 1st and after the last. */
export function monthWeeks(month: string): (string | null)[][] {
  const lead = (weekday(`${month}-01`) + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= daysInMonth(month); d++) days.push(`${month}-${String(d).padStart(2, '0')}`);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

/**
 * The academic year that holds a date ('2026-27', June 2026 to May 2027 with a June start), with its
 * first and last day: the one function of the school's year (content/academic-year.ts) with the
 * calendar's label.
 */
export function academicYearOf(
  date: string,
  months: Pick<YearMonths, 'academicYearStartMonth'> = DEFAULT_YEAR_MONTHS,
): { label: string; from: string; to: string } {
  const start = academicYearStartOf(date, months);
  return { label: academicYearLabel(start), ...academicYearDays(start, months) };
}

/** What the public calendar page asks for: its month (grid view) and category, from its address. */
export interface CalendarQuery {
  month?: string;
  category?: EventCategory;
}

/** The calendar's query from the address's parameters; unknown values are dropped (the default view). */
export function calendarQuery(params: { get(name: string): string | null }): CalendarQuery {
  const out: CalendarQuery = {};
  const month = params.get('month');
  const category = params.get('category');
  if (month && MONTH_PATTERN.test(month)) out.month = month;
  if (isEventCategory(category)) out.category = category;
  return out;
}

/** The public calendar's address for a query. */
export function calendarHref(path: string, query: CalendarQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.month) params.set('month', query.month);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
