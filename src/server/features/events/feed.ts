import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { addDays, type EventCategory, WEEKDAY_NAMES, weekday, weekOfMonth } from '../../../shared/calendar';
import { DEFAULT_LANGUAGE, type LanguageCode, PATHS, pathInLanguage } from '../../../shared/paths';
import { zonedToInstant } from '../../../shared/time-zone';
import { fill } from '../../../shared/words/fill';
import { pageWordsFor } from '../../../shared/words/pages';
import type { EventItem } from '../../content/event-type';
import type { ServiceContext } from '../../context';
import { getSettings } from '../../platform/settings';
import { publishedEvents } from './calendar';

// The iCalendar (RFC 5545) files of the school calendar (docs/decisions/020-calendar-and-ical.md),
// made by ical-generator: the subscribable feed of every published event (or one category's), and one
// event's file. All-day events are dates (VALUE=DATE, DTEND the day after the last); timed events are
// UTC instants of the school's wall clock in its time zone (a setting). A recurring event carries its
// RRULE; the pages expand the same rule (src/shared/calendar.ts occurrences).

/** How often a subscribed calendar should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 6 * 60 * 60;

const compact = (date: string) => date.replaceAll('-', '');
const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** The event's RRULE, or null: FREQ=WEEKLY or FREQ=MONTHLY;BYDAY=3SA, until its last day (RFC 5545 3.3.10). */
export function rrule(event: EventItem, timeZone: string): string | null {
  if (event.recurrence === 'none' || !event.repeatUntil) return null;
  // UNTIL has DTSTART's type: a date for an all-day event, else the UTC instant the last day ends.
  const until = event.allDay
    ? compact(event.repeatUntil)
    : utcStamp(new Date(zonedToInstant(`${addDays(event.repeatUntil, 1)}T00:00`, timeZone).getTime() - 1000));
  if (event.recurrence === 'weekly') return `RRULE:FREQ=WEEKLY;UNTIL=${until}`;
  const day = WEEKDAY_NAMES[weekday(event.startDate)]?.slice(0, 2).toUpperCase();
  return `RRULE:FREQ=MONTHLY;BYDAY=${weekOfMonth(event.startDate)}${day};UNTIL=${until}`;
}

/**
 * A TEXT value as RFC 5545 (3.3.11) writes it. The library escapes what it writes of events, but not
 * the calendar's name (NAME, X-WR-CALNAME): a line break in the school's name would start a line of
 * its own in every feed.
 */
function icsText(value: string): string {
  return value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, '');
}

/** The calendar as text: every content line, the last one too, ends with CRLF (RFC 5545 3.1). */
function icsFile(calendar: ReturnType<typeof ical>): string {
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

function calendarFor(svc: ServiceContext, name: string, lang: LanguageCode, method?: ICalCalendarMethod) {
  const settings = getSettings(svc);
  const site = new URL(svc.config.siteUrl);
  const calendar = ical({
    name: icsText(name),
    prodId: { company: site.host, product: 'school-calendar', language: lang.toUpperCase() },
    url: `${site.origin}${pathInLanguage(PATHS.calendar, lang)}`,
    ttl: REFRESH_SECONDS,
    // Where the school is: Google and Apple show the calendar's own zone with it.
    x: [{ key: 'X-WR-TIMEZONE', value: settings.timeZone }],
    ...(method ? { method } : {}),
  });
  return { calendar, settings, site, lang };
}

function addEvent(target: ReturnType<typeof calendarFor>, event: EventItem): void {
  const { calendar, settings, site, lang } = target;
  const timeZone = settings.timeZone;
  const when = event.allDay
    ? { allDay: true, start: event.startDate, end: addDays(event.endDate, 1) }
    : {
        start: zonedToInstant(`${event.startDate}T${event.startTime ?? '00:00'}`, timeZone),
        end: zonedToInstant(`${event.endDate}T${event.endTime ?? event.startTime ?? '00:00'}`, timeZone),
      };
  const updated = new Date(event.updatedAt);
  calendar.createEvent({
    id: `${event.uid}@${site.host}`,
    ...when,
    // The last change: the same bytes on every request until the office edits the event.
    stamp: updated,
    lastModified: updated,
    created: new Date(event.createdAt),
    summary: event.title,
    description: event.description || null,
    location: event.location || null,
    categories: [{ name: pageWordsFor(lang).calendar.categories[event.category as EventCategory] ?? event.category }],
    repeating: rrule(event, timeZone),
    url: `${site.origin}${pathInLanguage(PATHS.calendar, lang)}`,
    // A holiday does not make a parent busy; an exam or a meeting does.
    transparency: event.allDay ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
  });
}

/**
 * The feed of every published event, or of one category's ('<school>: Exam'), in a language: its
 * categories' names and its links are that language's (the events' own words are the office's).
 */
export function calendarFeed(
  svc: ServiceContext,
  category?: EventCategory,
  lang: LanguageCode = DEFAULT_LANGUAGE,
): string {
  const { schoolName } = getSettings(svc);
  const w = pageWordsFor(lang).calendar;
  const target = calendarFor(
    svc,
    category ? fill(w.feedName, { school: schoolName, category: w.categories[category] }) : schoolName,
    lang,
  );
  for (const event of publishedEvents(svc, category)) addEvent(target, event);
  return icsFile(target.calendar);
}

/** One published event as a file to open in a calendar app; null when there is none with that uid. */
export function eventFile(
  svc: ServiceContext,
  uid: string,
  lang: LanguageCode = DEFAULT_LANGUAGE,
): { ics: string; title: string } | null {
  const event = publishedEvents(svc).find((e) => e.uid === uid);
  if (!event) return null;
  const target = calendarFor(svc, getSettings(svc).schoolName, lang, ICalCalendarMethod.PUBLISH);
  addEvent(target, event);
  return { ics: icsFile(target.calendar), title: event.title };
}
