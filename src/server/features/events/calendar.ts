import { eq } from 'drizzle-orm';
import {
  academicYearOf,
  addDays,
  addMonths,
  type CalendarQuery,
  categoryLabel,
  dateRange,
  dayMonthYear,
  daysInMonth,
  type EventCategory,
  longDate,
  monthSpan,
  monthYear,
  occurrences,
  recurrenceText,
} from '../../../shared/calendar';
import type { ServiceContext } from '../../context';
import { events } from '../../db/schema';
import { write } from '../../db/write';
import { NotFoundError } from '../../lib/errors';
import { type EventItem, eventsService, newEventUid, schoolTimeZone, schoolToday } from './event-type';

// The calendar's reads for the public pages (docs/decisions/020-calendar-and-ical.md): the agenda of
// upcoming events, a month, and the Important Dates page's year, all from the published events with
// recurring ones expanded (src/shared/calendar.ts occurrences, the same rule as the feed's RRULE).

/** One occurrence of a published event, as the pages show it. */
export interface Occurrence {
  /** Unique on the page: the event's uid and the occurrence's first day. */
  key: string;
  uid: string;
  title: string;
  category: EventCategory;
  categoryLabel: string;
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  location: string;
  description: string;
  /** 'Third Saturday of every month until 31 March 2026', or '' for a one-off event. */
  repeats: string;
}

/** The published events (drafts never), optionally of one category. */
export function publishedEvents(svc: ServiceContext, category?: EventCategory): EventItem[] {
  const all = eventsService.listPublic(svc);
  return category ? all.filter((e) => e.category === category) : all;
}

/** Every occurrence of the events that touches the days from..to, in date and time order. */
export function occurrencesBetween(list: EventItem[], from: string, to: string): Occurrence[] {
  const out: Occurrence[] = [];
  for (const e of list) {
    for (const o of occurrences(e, from, to)) {
      out.push({
        key: `${e.uid}-${o.startDate}`,
        uid: e.uid,
        title: e.title,
        category: e.category,
        categoryLabel: categoryLabel(e.category),
        startDate: o.startDate,
        endDate: o.endDate,
        allDay: e.allDay,
        startTime: e.startTime,
        endTime: e.endTime,
        location: e.location,
        description: e.description,
        repeats: recurrenceText(e),
      });
    }
  }
  const time = (o: Occurrence) => (o.allDay ? '' : (o.startTime ?? ''));
  return out.sort(
    (a, b) =>
      a.startDate.localeCompare(b.startDate) || time(a).localeCompare(time(b)) || a.title.localeCompare(b.title),
  );
}

/** How far ahead the agenda looks, and how many occurrences it lists at most. */
const AGENDA_DAYS = 366;
const AGENDA_MAX = 120;

/** The public calendar page: the agenda (no month asked for) or one month, and the subscription addresses. */
export function calendarView(svc: ServiceContext, query: CalendarQuery) {
  const timeZone = schoolTimeZone(svc.db);
  const today = schoolToday(svc);
  const list = publishedEvents(svc, query.category);
  const feedPath = query.category ? `/calendar.ics?category=${query.category}` : '/calendar.ics';
  const site = new URL(svc.config.siteUrl);
  const feed = {
    path: feedPath,
    https: `${site.origin}${feedPath}`,
    webcal: `webcal://${site.host}${feedPath}`,
  };
  const month = query.month ?? null;
  const common = { today, timeZone, category: query.category ?? null, feed };
  if (month) {
    const from = `${month}-01`;
    const to = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
    return {
      ...common,
      view: 'month' as const,
      month,
      prevMonth: addMonths(month, -1),
      nextMonth: addMonths(month, 1),
      items: occurrencesBetween(list, from, to),
    };
  }
  const items = occurrencesBetween(list, today, addDays(today, AGENDA_DAYS)).slice(0, AGENDA_MAX);
  return {
    ...common,
    view: 'agenda' as const,
    month: today.slice(0, 7),
    prevMonth: addMonths(today.slice(0, 7), -1),
    nextMonth: addMonths(today.slice(0, 7), 1),
    items,
  };
}
export type CalendarView = ReturnType<typeof calendarView>;

/**
 * The academic year the Important Dates page shows: the one running today when it has published
 * events, else the latest earlier one that has (a school that has not yet entered the new year's
 * dates keeps showing the last year's), else the next one that has.
 */
function importantYear(list: EventItem[], today: string) {
  const current = academicYearOf(today);
  const years = [...new Set(list.map((e) => academicYearOf(e.startDate).from))].sort();
  if (years.length === 0 || years.includes(current.from)) return current;
  const earlier = years.filter((y) => y < current.from).at(-1);
  return academicYearOf(earlier ?? (years[0] as string));
}

/**
 * The Important Dates page, from the events of one academic year: exams (the months they run, and
 * their description as the results line), fee instalments, the parent-teacher meetings (each
 * occurrence) and the holidays.
 */
export function importantDates(svc: ServiceContext) {
  const list = publishedEvents(svc);
  const year = importantYear(list, schoolToday(svc));
  const all = occurrencesBetween(list, year.from, year.to);
  // An occurrence belongs to the year it begins in.
  const inYear = all.filter((o) => o.startDate >= year.from);
  const of = (category: EventCategory) => inYear.filter((o) => o.category === category);
  return {
    year: year.label,
    exams: of('exam').map((o) => ({
      key: o.key,
      title: o.title,
      period: monthSpan(o.startDate, o.endDate),
      results: o.description,
    })),
    fees: of('fee-due').map((o) => ({
      key: o.key,
      title: o.title,
      // 'At admission (June 2025)' when the office describes the due date, else '10 October 2025'.
      due: o.description ? `${o.description} (${monthYear(o.startDate)})` : dayMonthYear(o.startDate),
    })),
    ptm: of('ptm').map((o) => ({
      key: o.key,
      month: monthYear(o.startDate),
      date: o.startDate,
      when: longDate(o.startDate),
    })),
    holidays: of('holiday').map((o) => ({
      key: o.key,
      title: o.title,
      date: o.startDate,
      when: dateRange(o.startDate, o.endDate),
      note: o.description,
    })),
  };
}
export type ImportantDates = ReturnType<typeof importantDates>;

/** A copy of an event with a new uid, as a draft (so it shows nowhere until the office has edited it). */
export function duplicateEvent(svc: ServiceContext, id: number): EventItem {
  const row = svc.db.select().from(events).where(eq(events.id, id)).get();
  if (!row) throw new NotFoundError();
  const { id: _id, uid: _uid, createdAt: _c, updatedAt: _u, ...fields } = row;
  const newId = write(svc.db, (tx) =>
    Number(
      tx
        .insert(events)
        .values({ ...fields, uid: newEventUid(), draft: true })
        .run().lastInsertRowid,
    ),
  );
  return eventsService.byId(svc, newId);
}
