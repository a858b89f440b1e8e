import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentServices } from '../../src/server/content';
import { occurrencesBetween } from '../../src/server/content/field-values';
import { seedClock } from '../../src/server/db/seed';
import { SEED_EVENTS } from '../../src/server/db/seed-data/events';
import { CALENDAR_SEEDED_KEY, seedCalendarEvents, seedSchoolContent } from '../../src/server/db/seed-school-content';
import { calendarView, publishedEvents } from '../../src/server/features/events/calendar';
import { instantToZoned } from '../../src/shared/time-zone';
import { createEventRow } from '../factories/content';
import { clearRows, countRows } from '../factories/rows';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// The school calendar (docs/decisions/020-calendar-and-ical.md): the iCal feed read back by a real
// parser (ical.js, as calendar apps read it), the calendar page and the Important Dates page rendered
// by the server, the school's time zone, and the dashboard's rules.

/** 22 November 2026, 11:30 in Akola: the clock of these tests. */
const NOW = new Date('2026-11-22T06:00:00Z');
let t: TestApp;
let host: string;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
const visitor = () => t.caller();

beforeAll(async () => {
  // A fresh install started at NOW: its seeded calendar is the 2026-27 year's, whatever today is.
  t = await makeTestApp({}, { empty: true, seed: true, now: () => NOW });
  host = new URL(t.app.svc.config.siteUrl).host;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** A page's HTML without the data embedded for hydration, and without React's text separators. */
const readable = (html: string) =>
  html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '').replaceAll('<!-- -->', '');
const page = async (url: string) => readable((await get(url)).body);

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}
const byUid = (events: ICAL.Component[], uid: string) => {
  const found = events.find((e) => e.getFirstPropertyValue('uid') === `${uid}@${host}`);
  if (!found) throw new Error(`no event ${uid} in the feed`);
  return found;
};

/** The dates (school time) of an event's occurrences as ical.js expands them, up to `until`. */
function expand(vevent: ICAL.Component, until: string, timeZone = 'Asia/Kolkata'): string[] {
  const iterator = new ICAL.Event(vevent).iterator();
  const out: string[] = [];
  for (let next = iterator.next(); next; next = iterator.next()) {
    const date = next.isDate ? next.toString().slice(0, 10) : instantToZoned(next.toJSDate(), timeZone).slice(0, 10);
    if (date > until) break;
    out.push(date);
  }
  return out;
}

const PTM_2026 = {
  title: 'Parent-teacher meeting 2026-27',
  category: 'ptm',
  allDay: false,
  startDate: '2026-06-20',
  startTime: '12:00',
  endTime: '14:00',
  recurrence: 'monthly-weekday',
  repeatUntil: '2027-03-31',
} as const;
const THIRD_SATURDAYS_2026_27 = [
  '2026-06-20',
  '2026-07-18',
  '2026-08-15',
  '2026-09-19',
  '2026-10-17',
  '2026-11-21',
  '2026-12-19',
  '2027-01-16',
  '2027-02-20',
  '2027-03-20',
];

describe('the iCal feed', () => {
  it('has every published event once, with stable UIDs, DTSTAMP, CRLF lines folded at 75 octets', async () => {
    const draft = await createEventRow(t.app.svc, {
      title: 'Unannounced staff day',
      startDate: '2026-12-02',
      draft: true,
    });
    const res = await get('/calendar.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
    expect(res.headers.etag).toBeTruthy();
    const raw = res.body;
    expect(raw.endsWith('\r\n') || raw.endsWith('END:VCALENDAR')).toBe(true);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of raw.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const { calendar, events } = parse(raw);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Al Mahmood School');
    const published = publishedEvents(t.app.svc);
    expect(published.length).toBe(SEED_EVENTS.length);
    expect(events.map((e) => e.getFirstPropertyValue('uid')).sort()).toEqual(
      published.map((e) => `${e.uid}@${host}`).sort(),
    );
    for (const e of events) expect(e.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(raw).not.toContain(draft.uid);

    // The same bytes on the next request (a calendar app's poll gets a 304).
    const again = await get('/calendar.ics', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('keeps an event UID when the event is edited, and drops the cached bytes on every change', async () => {
    const before = await get('/calendar.ics');
    const [christmas] = publishedEvents(t.app.svc).filter((e) => e.title === 'Christmas');
    if (!christmas) throw new Error('no Christmas');
    await admin().admin.events.update({ ...christmas, id: christmas.id, title: 'Christmas Day' });
    const after = await get('/calendar.ics');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const event = byUid(parse(after.body).events, christmas.uid);
    expect(event.getFirstPropertyValue('summary')).toBe('Christmas Day');
  });

  it('escapes commas, semicolons and new lines, and folds long lines (multi-byte text too)', async () => {
    const description = `Bring: a pen, a pencil; and a ruler.\nSecond line with ₹ and “quotes”. ${'Long text, '.repeat(12)}`;
    const event = await createEventRow(t.app.svc, {
      title: 'Maths, Science; and English',
      category: 'exam',
      startDate: '2026-12-07',
      location: 'Hall A, first floor',
      description,
    });
    const raw = (await get('/calendar.ics')).body;
    expect(raw).toContain('SUMMARY:Maths\\, Science\\; and English');
    expect(raw).toContain('LOCATION:Hall A\\, first floor');
    expect(raw).toMatch(/DESCRIPTION:Bring: a pen\\, a pencil\\; and a ruler\.\\nSecond line/);
    expect(raw).toMatch(/\r\n [^\r\n]/); // a folded continuation line
    const parsed = byUid(parse(raw).events, event.uid);
    expect(parsed.getFirstPropertyValue('summary')).toBe('Maths, Science; and English');
    expect(parsed.getFirstPropertyValue('description')).toBe(description.trim());
    // An all-day event is a date, its DTEND the day after its last.
    expect(raw).toContain('DTSTART;VALUE=DATE:20261207\r\nDTEND;VALUE=DATE:20261208');
  });

  it('has the monthly PTM as FREQ=MONTHLY;BYDAY=3SA, expanded by ical.js to the third Saturdays of the year', async () => {
    const ptm = await createEventRow(t.app.svc, PTM_2026);
    const raw = (await get('/calendar.ics')).body;
    // 31 March 2027 ends at 23:59:59 in Akola: 18:29:59 UTC.
    expect(raw).toContain('RRULE:FREQ=MONTHLY;BYDAY=3SA;UNTIL=20270331T182959Z');
    const vevent = byUid(parse(raw).events, ptm.uid);
    expect(expand(vevent, '2027-05-31')).toEqual(THIRD_SATURDAYS_2026_27);
    // The pages expand the same rule to the same dates.
    const ours = occurrencesBetween(
      publishedEvents(t.app.svc).filter((e) => e.uid === ptm.uid),
      '2026-06-01',
      '2027-05-31',
    );
    expect(ours.map((o) => o.startDate)).toEqual(THIRD_SATURDAYS_2026_27);

    // The seeded PTM, moved from 2025-2026 to the year of the first start: still the third Saturdays.
    const [seeded] = publishedEvents(t.app.svc, 'ptm').filter((e) => e.title === 'Parent-teacher meeting');
    if (!seeded) throw new Error('no seeded PTM');
    expect(expand(byUid(parse(raw).events, seeded.uid), '2027-05-31')).toEqual(THIRD_SATURDAYS_2026_27);
  });

  it('has a weekly event as FREQ=WEEKLY with a date UNTIL for an all-day event', async () => {
    const weekly = await createEventRow(t.app.svc, {
      title: 'Library day',
      category: 'event',
      startDate: '2026-12-03',
      recurrence: 'weekly',
      repeatUntil: '2026-12-24',
    });
    const raw = (await get('/calendar.ics')).body;
    expect(raw).toContain('RRULE:FREQ=WEEKLY;UNTIL=20261224');
    expect(expand(byUid(parse(raw).events, weekly.uid), '2027-01-31')).toEqual([
      '2026-12-03',
      '2026-12-10',
      '2026-12-17',
      '2026-12-24',
    ]);
  });

  it('gives one category its own feed, and 404 for an unknown category', async () => {
    const res = await get('/calendar.ics?category=exam');
    expect(res.statusCode).toBe(200);
    const { calendar, events } = parse(res.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Al Mahmood School: Exam');
    const exams = publishedEvents(t.app.svc, 'exam');
    expect(events).toHaveLength(exams.length);
    for (const e of events) expect(e.getFirstProperty('categories')?.getFirstValue()).toBe('Exam');
    expect((await get('/calendar.ics?category=parking')).statusCode).toBe(404);
  });

  it('offers one event as a file to download, and 404 for a draft or an unknown uid', async () => {
    const [holi] = publishedEvents(t.app.svc).filter((e) => e.title === 'Holi');
    if (!holi) throw new Error('no Holi');
    const res = await get(`/calendar/${holi.uid}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="holi.ics"');
    const { calendar, events } = parse(res.body);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toHaveLength(1);
    expect(events[0]?.getFirstPropertyValue('uid')).toBe(`${holi.uid}@${host}`);

    const draft = await createEventRow(t.app.svc, { title: 'Hidden', startDate: '2026-12-09', draft: true });
    expect((await get(`/calendar/${draft.uid}.ics`)).statusCode).toBe(404);
    expect((await get('/calendar/no-such-event.ics')).statusCode).toBe(404);
  });
});

describe('the time zone setting', () => {
  it('gives a 09:00 event in Akola as 03:30Z, and follows the setting when it changes', async () => {
    const assembly = await createEventRow(t.app.svc, {
      title: 'Annual Day rehearsal',
      category: 'event',
      allDay: false,
      startDate: '2026-12-05',
      startTime: '09:00',
      endTime: '10:30',
    });
    const raw = (await get('/calendar.ics')).body;
    expect(raw).toContain(`UID:${assembly.uid}@${host}`);
    const vevent = byUid(parse(raw).events, assembly.uid);
    expect(vevent.getFirstPropertyValue('dtstart')?.toString()).toBe('2026-12-05T03:30:00Z');
    expect(raw).toContain('DTSTART:20261205T033000Z');
    expect(raw).toContain('X-WR-TIMEZONE:Asia/Kolkata');

    expect(await fieldErrorsOf(admin().admin.settings.save({ timeZone: 'Asia/Akola' }))).toEqual({
      timeZone: 'Choose a valid time zone such as Asia/Kolkata',
    });
    await admin().admin.settings.save({ timeZone: 'Asia/Dubai' });
    const dubai = (await get('/calendar.ics')).body;
    expect(dubai).toContain('DTSTART:20261205T050000Z');
    expect(dubai).toContain('X-WR-TIMEZONE:Asia/Dubai');
    expect((await page('/calendar?month=2026-12')).includes('Times are school time (Asia/Dubai)')).toBe(true);
    await admin().admin.settings.save({ timeZone: 'Asia/Kolkata' });
  });
});

describe('the School Calendar page', () => {
  it('lists the upcoming events by month, server-rendered, with their .ics and the subscription links', async () => {
    await createEventRow(t.app.svc, {
      title: 'Winter break',
      category: 'holiday',
      startDate: '2026-12-28',
      endDate: '2027-01-02',
    });
    await createEventRow(t.app.svc, {
      title: 'Admissions open for 2027-28',
      category: 'admission',
      startDate: '2027-01-04',
    });
    const html = await page('/calendar');
    expect(html).toContain('<h1>School Calendar</h1>');
    expect(html).toContain('Upcoming events');
    const december = html.indexOf('>December 2026</h3>');
    const january = html.indexOf('>January 2027</h3>');
    expect(december).toBeGreaterThan(0);
    expect(january).toBeGreaterThan(december);
    expect(html.indexOf('Winter break')).toBeGreaterThan(december);
    expect(html.indexOf('Admissions open for 2027-28')).toBeGreaterThan(january);
    // The past is not upcoming; the PTM's next meeting is.
    expect(html).not.toContain('Independence Day');
    expect(html).toContain('Third Saturday of every month until 31 March 2027');
    const [winter] = publishedEvents(t.app.svc).filter((e) => e.title === 'Winter break');
    expect(html).toContain(`href="/calendar/${winter?.uid}.ics"`);
    expect(html).toContain('href="/calendar.ics"');
    expect(html).toMatch(/href="webcal:\/\/[^"]+\/calendar\.ics"/);
    expect(html).toContain('Subscribe (iCal)');
    expect(html).toContain('Google Calendar');
  });

  it('shows a month as a table with column headers, event links and previous/next months', async () => {
    const res = await get('/calendar?month=2026-12');
    expect(res.statusCode).toBe(200);
    const html = readable(res.body);
    expect(html).toContain('<table class="calendar-grid">');
    expect(html).toContain('Events in December 2026, by day');
    expect(html).toMatch(/<th scope="col"><abbr title="Monday">Mon<\/abbr><\/th>/);
    expect(html).toContain('href="/calendar?month=2026-11"');
    expect(html).toContain('href="/calendar?month=2027-01"');
    // The third Saturday of December: the PTM, linked to its entry under the grid.
    expect(html).toMatch(/<a class="calendar-cell-event calendar-badge-ptm" href="#event-[0-9a-f-]+-2026-12-19"/);
    expect(html).toContain('Saturday, 19 December 2026');
    expect(html).toContain('<title>School Calendar: December 2026 | Al Mahmood School</title>');
    expect(html).toContain('type="text/calendar"');
  });

  it('filters by category from the address, in both views, with the category feed', async () => {
    const exams = await page('/calendar?category=exam&month=2026-12');
    expect(exams).toContain('Maths, Science; and English');
    expect(exams).not.toContain('Winter break');
    expect(exams).not.toContain('Library day');
    expect(exams).toContain('href="/calendar.ics?category=exam"');
    expect(exams).toMatch(/aria-current="page"[^>]*>Exam</);
    const holidays = await page('/calendar?category=holiday');
    expect(holidays).toContain('Winter break');
    expect(holidays).not.toContain('Annual Day rehearsal');
  });

  it('moves the Important Dates page to the running year once it has events (its title too)', async () => {
    // November 2026, with the 2026-2027 PTM and exams entered above.
    const html = await page('/important-dates');
    expect(html).toContain('<title>Important Dates 2026-27 | Al Mahmood School</title>');
    expect(html).toContain('<h1>Important Dates 2026-27</h1>');
    expect(html).toContain('Saturday, 19 December 2026');
    expect(html).not.toContain('Saturday, 20 September 2025');
  });

  it('is the view the procedure gives: a month, or the agenda from today', () => {
    const view = calendarView(t.app.svc, {});
    expect(view.view).toBe('agenda');
    expect(view.today).toBe('2026-11-22');
    expect(view.items.every((o) => o.endDate >= '2026-11-22')).toBe(true);
  });
});

describe('the dashboard', () => {
  it('refuses an end before the start, missing times and a repeat without a last date, beside the fields', async () => {
    expect(
      await fieldErrorsOf(
        admin().admin.events.create({
          title: 'Trip',
          category: 'event',
          startDate: '2026-12-10',
          endDate: '2026-12-09',
        }),
      ),
    ).toEqual({ endDate: 'End must be after start' });
    expect(
      await fieldErrorsOf(
        admin().admin.events.create({
          title: 'Trip',
          category: 'event',
          allDay: false,
          startDate: '2026-12-10',
          startTime: '10:00',
          endTime: '09:00',
        }),
      ),
    ).toEqual({ endTime: 'End must be after start' });
    expect(
      await fieldErrorsOf(
        admin().admin.events.create({ title: 'Trip', category: 'event', allDay: false, startDate: '2026-12-10' }),
      ),
    ).toEqual({ startTime: 'Enter a time such as 09:30', endTime: 'Enter a time such as 09:30' });
    expect(
      await fieldErrorsOf(
        admin().admin.events.create({
          title: 'Club',
          category: 'event',
          startDate: '2026-12-10',
          recurrence: 'weekly',
        }),
      ),
    ).toEqual({ repeatUntil: 'Choose the last date it repeats on' });
    expect(
      await fieldErrorsOf(
        admin().admin.events.create({ title: ' ', category: 'party' as 'event', startDate: '2026-02-30' }),
      ),
    ).toEqual({ title: 'Title is required', category: 'Choose a category', startDate: 'Enter a date' });
  });

  it('duplicates an event with a new uid, as a draft, and is only for a signed-in administrator', async () => {
    const [gudi] = publishedEvents(t.app.svc).filter((e) => e.title === 'Gudi Padwa');
    if (!gudi) throw new Error('no Gudi Padwa');
    const copy = await admin().admin.events.duplicate({ id: gudi.id });
    expect(copy).toMatchObject({ title: 'Gudi Padwa', startDate: gudi.startDate, draft: true });
    expect(copy.uid).not.toBe(gudi.uid);
    expect(copy.id).not.toBe(gudi.id);
    await expect(visitor().admin.events.duplicate({ id: gudi.id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(admin().admin.events.duplicate({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('seeding', () => {
  it('seeds the calendar once, and again on an install seeded before the calendar existed', async () => {
    const clock = seedClock(NOW);
    expect(seedCalendarEvents(t.app.svc.db, clock)).toBe(false);
    // An install from before the calendar: the other content seeded, no events and no calendar marker.
    clearRows(t.app.svc, 'events');
    t.app.svc.db.$client.prepare('DELETE FROM settings WHERE key = ?').run(CALENDAR_SEEDED_KEY);
    expect(seedSchoolContent(t.app.svc.db, clock)).toBe(false);
    expect(countRows(t.app.svc, 'events')).toBe(SEED_EVENTS.length);
  });
});

describe('the Important Dates page', () => {
  let year: TestApp;
  beforeAll(async () => {
    // A fresh install in January 2026 seeds the 2025-2026 year the calendar was written for.
    year = await makeTestApp({}, { empty: true, seed: true, now: () => new Date('2026-01-10T06:00:00Z') });
  });
  afterAll(async () => {
    await year.close();
  });
  const yearPage = async (url: string) => readable((await year.app.inject({ method: 'GET', url })).body);

  it("shows the academic year's events as it always did, and a date changed in the calendar at once", async () => {
    const html = await yearPage('/important-dates');
    expect(html).toContain('<title>Important Dates 2025-26 | Al Mahmood School</title>');
    expect(html).toContain('<h1>Important Dates 2025-26</h1>');
    expect(html).toContain('Examinations 2025-26');
    expect(html).toMatch(/First Evaluation<\/th><td[^>]*>July - August<\/td><td[^>]*>Shared at the September/);
    expect(html).toContain('Due: At admission (June 2025)');
    expect(html).toContain('10 October 2025');
    expect(html).toContain('Saturday, 20 September 2025');
    expect(html.match(/<time dateTime="20\d\d-\d\d-\d\d">Saturday,/g)).toHaveLength(10);
    expect(html).toContain('Holidays (13)');
    expect(html).toContain('Monday, 20 October to Friday, 24 October 2025');
    expect(html).toContain('(Subject to moon sighting)');

    const [independence] = contentServices.events
      .listPublic(year.app.svc)
      .filter((e) => e.title === 'Independence Day');
    if (!independence) throw new Error('no Independence Day');
    // Changed in the dashboard's Calendar.
    await year
      .caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } })
      .admin.events.update({
        ...independence,
        endDate: '2025-08-14',
        startDate: '2025-08-14',
        draft: false,
      });
    const changed = await yearPage('/important-dates');
    expect(changed).toContain('Thursday, 14 August 2025');
    expect(changed).not.toContain('Friday, 15 August 2025');
  });
});
