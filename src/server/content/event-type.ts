import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { addDays, type EventCategory } from '../../shared/calendar';
import { CONTENT_TYPES } from '../../shared/content-types';
import { PATHS } from '../../shared/paths';
import type { EventValues } from '../../shared/schemas/events';
import { instantToZoned, zonedToInstant } from '../../shared/time-zone';
import type { ServiceContext } from '../context';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { readSettings } from '../platform/settings';
import { defineContentType } from './define';

// The school calendar's content type (docs/decisions/020-calendar-and-ical.md). Its service, its admin
// procedures and its page-cache clearing come from the content-type layer; the calendar views and
// the iCal feed read its public list (src/server/features/events/).

/** The columns for validated fields: no times on an all-day event, the end day defaults to the start. */
function columns(fields: EventValues) {
  return {
    title: fields.title,
    category: fields.category,
    allDay: fields.allDay,
    startDate: fields.startDate,
    endDate: fields.endDate ?? fields.startDate,
    startTime: fields.allDay ? null : fields.startTime,
    endTime: fields.allDay ? null : fields.endTime,
    location: fields.location,
    description: fields.description,
    recurrence: fields.recurrence,
    repeatUntil: fields.recurrence === 'none' ? null : fields.repeatUntil,
    draft: fields.draft,
  };
}

/** A new stable iCalendar UID (the feed adds '@' and the site's host). */
export const newEventUid = (): string => randomUUID();

export const eventsType = defineContentType({
  name: 'events',
  shared: CONTENT_TYPES.events,
  table: events,
  translatable: ['title', 'description', 'location'],
  toRow: (fields) => ({ ...columns(fields), uid: newEventUid() }),
  toUpdate: (fields) => columns(fields),
  list: (db, where) =>
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(asc(events.startDate), asc(events.startTime), asc(events.id))
      .all()
      .map(({ createdAt, updatedAt, category, ...rest }) => ({
        ...rest,
        // Only the fixed categories are ever stored (the fields' schema).
        category: category as EventCategory,
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      })),
  // Drafts are the office's own.
  publicWhere: eq(events.draft, false),
  // The calendar's "upcoming" list and its "today" change at midnight in the school's time zone.
  nextChange: (db, now) => nextMidnight(db, now),
  // Found in the calendar's month of its (first) day.
  search: (item) => ({
    kind: 'event',
    title: item.title,
    body: [item.description, item.location].filter(Boolean).join(' · '),
    link: `${PATHS.calendar}?month=${item.startDate.slice(0, 7)}`,
  }),
});

export type EventItem = ReturnType<typeof eventsType.list>[number];

/** The school's time zone (a site setting). */
export const schoolTimeZone = (db: Db): string => readSettings(db).timeZone;

/** Today's date in the school's time zone. */
export function schoolToday(svc: ServiceContext): string {
  return instantToZoned(svc.now(), schoolTimeZone(svc.db)).slice(0, 10);
}

/** The next midnight in the school's time zone. */
function nextMidnight(db: Db, now: Date): Date {
  const timeZone = schoolTimeZone(db);
  return zonedToInstant(`${addDays(instantToZoned(now, timeZone).slice(0, 10), 1)}T00:00`, timeZone);
}
