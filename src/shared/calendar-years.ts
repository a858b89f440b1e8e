import {
  addDays,
  daysBetween,
  type EventCategory,
  nthWeekdayOfMonth,
  type Recurrence,
  weekday,
  weekOfMonth,
} from './calendar';
import { isFixedDateHoliday, LUNAR_DATE_TO_CHECK, LUNAR_DATE_TO_CONFIRM } from './content/academic-year';

// Moving a year's events to another year (docs/decisions/031-academic-year.md): the seed moves the
// calendar it was written with to the year of the first start, and "Start the next academic year"
// copies this year's to the next.

/** The same day some years later; 29 February becomes the 28th in a year without one. */
export function sameDayYearsLater(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return date.slice(5) === '02-29' && !leap ? `${year}-02-28` : `${year}-${date.slice(5)}`;
}

/** The same weekday nearest the same day some years later (a weekly event keeps its day of the week). */
export function sameWeekdayYearsLater(date: string, years: number): string {
  const candidate = sameDayYearsLater(date, years);
  let shift = (weekday(date) - weekday(candidate) + 7) % 7;
  if (shift > 3) shift -= 7;
  return addDays(candidate, shift);
}

/**
 * The same weekday of the same week of the same month some years later ('the third Saturday of June');
 * a fifth weekday that month lacks becomes the fourth.
 */
export function sameNthWeekdayYearsLater(date: string, years: number): string {
  const month = `${Number(date.slice(0, 4)) + years}-${date.slice(5, 7)}`;
  const n = weekOfMonth(date);
  const day = weekday(date);
  return nthWeekdayOfMonth(month, n, day) ?? (nthWeekdayOfMonth(month, n - 1, day) as string);
}

/** What says when an event happens, and what is flagged when its date is only a guess. */
export interface MovableEvent {
  category: EventCategory | (string & {});
  startDate: string;
  endDate: string;
  description?: string;
  recurrence?: Recurrence;
  repeatUntil?: string | null;
}

/** A description without either lunar-date note (a copy of a copy carries one note, not two). */
function withoutNotes(description: string): string {
  return description.replace(LUNAR_DATE_TO_CONFIRM, '').replace(LUNAR_DATE_TO_CHECK, '').trim();
}

/**
 * The event some whole years later. A one-off event keeps its day and month (a fixed-date holiday, a
 * fee due on 10 October, exams from 1 July); a monthly meeting stays on its weekday of the month
 * ('the third Saturday'), a weekly one on its weekday; each lasts as long as before. A holiday not on
 * a fixed date (FIXED_DATE_HOLIDAYS) follows a lunar calendar: it is moved too, its description
 * ending with `lunarNote`, since its real day is not known here.
 */
export function moveEventByYears<T extends MovableEvent>(event: T, years: number, lunarNote: string): T {
  if (years === 0) return event;
  const length = Math.max(0, daysBetween(event.startDate, event.endDate));
  const startDate =
    event.recurrence === 'monthly-weekday'
      ? sameNthWeekdayYearsLater(event.startDate, years)
      : event.recurrence === 'weekly'
        ? sameWeekdayYearsLater(event.startDate, years)
        : sameDayYearsLater(event.startDate, years);
  const isLunar = event.category === 'holiday' && !isFixedDateHoliday(event.startDate);
  const description = event.description ?? '';
  return {
    ...event,
    startDate,
    endDate: addDays(startDate, length),
    ...(event.repeatUntil ? { repeatUntil: sameDayYearsLater(event.repeatUntil, years) } : {}),
    ...(isLunar ? { description: [withoutNotes(description), lunarNote].filter(Boolean).join(' ') } : {}),
  };
}
