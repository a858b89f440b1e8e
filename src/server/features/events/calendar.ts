import { eq } from 'drizzle-orm';
import { addDays, addMonths, type CalendarQuery, daysInMonth, type EventCategory } from '../../../shared/calendar';
import { DEFAULT_LANGUAGE, type LanguageCode, pathInLanguage } from '../../../shared/paths';
import { pageWordsFor } from '../../../shared/words/pages';
import { type EventItem, newEventUid, schoolTimeZone, schoolToday } from '../../content/event-type';
import { occurrencesBetween } from '../../content/field-values';
import { contentServices } from '../../content/index';
import type { ServiceContext } from '../../context';
import { events } from '../../db/schema';
import { write } from '../../db/write';
import { NotFoundError } from '../../lib/errors';
import type { Translated } from '../../platform/translations';

// The calendar's reads for the public pages (docs/decisions/020-calendar-and-ical.md): the agenda of
// upcoming events and a month, from the published events with recurring ones expanded
// (src/shared/calendar.ts occurrences, the same rule as the feed's RRULE). The Important Dates page's
// year is a fact the pages' fields state too: src/server/content/field-values.ts.

/**
 * The published events (drafts never), optionally of one category, in `lang` (English where an event
 * has no translation; its `untranslated` names those texts).
 */
export function publishedEvents(
  svc: ServiceContext,
  category?: EventCategory,
  lang?: LanguageCode,
): Translated<EventItem>[] {
  const all = contentServices.events.listPublic(svc, lang);
  return category ? all.filter((e) => e.category === category) : all;
}

/** How far ahead the agenda looks, and how many occurrences it lists at most. */
const AGENDA_DAYS = 366;
const AGENDA_MAX = 120;

/** The public calendar page: the agenda (no month asked for) or one month, and the subscription addresses. */
export function calendarView(svc: ServiceContext, query: CalendarQuery, lang: LanguageCode = DEFAULT_LANGUAGE) {
  // The words of the page's language: the categories' names and how an event repeats; the feed it
  // offers is that language's.
  const w = pageWordsFor(lang).calendar;
  const words = { ...w.dates, categories: w.categories };
  const timeZone = schoolTimeZone(svc.db);
  const today = schoolToday(svc);
  const list = publishedEvents(svc, query.category, lang);
  const feedPath = pathInLanguage(query.category ? `/calendar.ics?category=${query.category}` : '/calendar.ics', lang);
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
      items: occurrencesBetween(list, from, to, words),
    };
  }
  const items = occurrencesBetween(list, today, addDays(today, AGENDA_DAYS), words).slice(0, AGENDA_MAX);
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

/** A copy of an event with a new uid, as a draft (so it shows nowhere until the office has edited it). */
export function duplicateEvent(svc: ServiceContext, id: number): EventItem {
  const row = svc.db.select().from(events).where(eq(events.id, id)).get();
  if (!row) throw new NotFoundError();
  const { id: _id, uid: _uid, createdAt: _c, updatedAt: _u, ...fields } = row;
  const newId = write(svc.db, (tx) => {
    const id = Number(
      tx
        .insert(events)
        .values({ ...fields, uid: newEventUid(), draft: true })
        .run().lastInsertRowid,
    );
    contentServices.events.indexItem(svc, id);
    return id;
  });
  return contentServices.events.byId(svc, newId);
}
