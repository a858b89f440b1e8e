import fs from 'node:fs';
import { gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { auditLog } from '../../src/server/db/schema';
import { seedEventsFor } from '../../src/server/db/seed-data/events';
import { publishedEvents } from '../../src/server/features/events/calendar';
import { readSettings } from '../../src/server/platform/settings';
import { LUNAR_DATE_TO_CHECK, LUNAR_DATE_TO_CONFIRM, yearAlreadyStarted } from '../../src/shared/content/academic-year';
import { countRows } from '../factories/rows';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The current academic year of a fresh install, computed from the day of its first start, and the
// dashboard's "Start the next academic year" (docs/decisions/031-academic-year.md).

const ADMIN = { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true };

/** A fresh install (no template copy) started at `now`. */
const freshInstall = (now: Date) => makeTestApp({}, { empty: true, seed: true, now: () => now });

/** 11:30 in Akola on a day: the clock of a first start. */
const at = (date: string) => new Date(`${date}T06:00:00Z`);

/** The first and the last day of every month from June 2026 to May 2027, each with the year it seeds. */
const FIRST_STARTS = Array.from({ length: 12 }, (_, i) => {
  const month = ((5 + i) % 12) + 1;
  const year = month >= 6 ? 2026 : 2027;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  // In May the year starting that June is the current one: the ending year has nothing ahead.
  const expected = month === 5 ? '2027-28' : '2026-27';
  // From October (the admissions month) parents apply for the next year (docs/decisions/044).
  const admission = month >= 6 && month < 10 ? '2026-27' : '2027-28';
  return [
    { day: `${year}-${mm}-01`, expected, admission },
    { day: `${year}-${mm}-${String(last).padStart(2, '0')}`, expected, admission },
  ];
}).flat();

describe('a fresh install', () => {
  it.each(FIRST_STARTS)(
    'started on $day is in $expected, admitting for $admission, with upcoming events',
    async ({ day, expected, admission }) => {
      const t = await freshInstall(at(day));
      try {
        const visitor = t.caller();
        const settings = await visitor.site.settings();
        expect(settings.academicYear).toBe(expected);
        expect(settings.admissionYear).toBe(admission);
        expect(settings.heroButtonText).toBe(`Admissions Open For AY ${admission}`);
        expect(settings.admissionsNotice).toBe(`Admissions for the academic year ${admission} are closed.`);
        // What the /calendar page shows: its agenda of what is ahead.
        const calendar = await visitor.events.calendar({});
        expect(calendar.today).toBe(day);
        expect(calendar.items.length).toBeGreaterThan(0);
        expect(calendar.items.every((o) => o.endDate >= day)).toBe(true);
        // The fee structure the site shows is the year's.
        expect((await visitor.feeStructures.list())[0]?.academicYear).toBe(expected);
        const notices = await visitor.notices.list({ page: 1 });
        expect(notices.items.map((n) => n.title)).toContain(`Admissions open for ${admission}`);
      } finally {
        await t.close();
      }
    },
  );

  it('shows the year on the home page, dates notices just before the first start, and moves each event by whole years', async () => {
    const t = await freshInstall(at('2026-11-27'));
    try {
      const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
      expect(home).toContain('Admissions Open For AY 2027-28');
      const notices = (await t.caller().notices.list({ page: 1 })).items;
      const newest = Math.max(...notices.map((n) => Date.parse(n.publishedAt)));
      expect(newest).toBeLessThanOrEqual(at('2026-11-27').getTime());
      expect(newest).toBeGreaterThan(at('2026-11-20').getTime());

      const events = publishedEvents(t.app.svc);
      const one = (title: string) => events.find((e) => e.title === title);
      // A fixed-date holiday stays on its date, with no note.
      expect(one('Independence Day')).toMatchObject({ startDate: '2026-08-15', description: '' });
      expect(one('Republic Day')).toMatchObject({ startDate: '2027-01-26' });
      // The PTM is still the third Saturday of every month, June to March.
      expect(one('Parent-teacher meeting')).toMatchObject({
        startDate: '2026-06-20',
        recurrence: 'monthly-weekday',
        repeatUntil: '2027-03-31',
      });
      // Exams keep their months; fee dates their days.
      expect(one('Term 1 Examination')).toMatchObject({ startDate: '2026-10-01', endDate: '2026-11-30' });
      expect(one('Second installment')).toMatchObject({ startDate: '2026-10-10' });
      // A lunar holiday moved by a year is marked for visitors as a date to be confirmed.
      expect(one('Diwali Vacation')).toMatchObject({ startDate: '2026-10-20', endDate: '2026-10-24' });
      expect(one('Diwali Vacation')?.description).toBe(LUNAR_DATE_TO_CONFIRM);
      expect(one('Eid-ul-Fitr (Ramzan Eid)')?.description).toBe(`Subject to moon sighting ${LUNAR_DATE_TO_CONFIRM}`);

      const dates = await t.caller().events.importantDates();
      expect(dates.year).toBe('2026-27');
      expect(dates.fees.map((f) => f.due)).toEqual(['At admission (June 2026)', '10 October 2026']);
    } finally {
      await t.close();
    }
  });

  it('keeps what an existing install has when it starts again a year later', async () => {
    const t = await freshInstall(at('2026-11-27'));
    const before = publishedEvents(t.app.svc).map((e) => `${e.uid} ${e.startDate}`);
    await t.app.close();
    const later = await buildApp(t.app.svc.config, { logger: false, now: () => at('2027-11-27') });
    try {
      expect(publishedEvents(later.svc).map((e) => `${e.uid} ${e.startDate}`)).toEqual(before);
      expect(countRows(later.svc, 'feeStructures')).toBe(1);
      expect(readSettings(later.svc.db).academicYear).toBe('2026-27');
    } finally {
      await later.close();
      fs.rmSync(t.dataDir, { recursive: true, force: true });
    }
  });
});

describe('Start the next academic year', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await freshInstall(at('2026-11-27'));
  });
  afterAll(async () => {
    await t.close();
  });
  const admin = () => t.caller({ session: ADMIN });

  it('copies the year’s events as drafts and its fees to the next year, showing visitors nothing new', async () => {
    const visitor = t.caller();
    const publicBefore = await visitor.events.calendar({});
    const feedBefore = (await t.app.inject({ method: 'GET', url: '/calendar.ics' })).body;
    const seeded = seedEventsFor(2026);
    // A fee head whose due date names the year, as offices often write them.
    await admin().admin.feeItems.create({
      academicYear: '2026-27',
      name: 'Second installment',
      amount: 12000,
      amountNote: '',
      due: '10 October 2026',
      sortOrder: 3,
    });
    const firstAudit = t.app.svc.db.select({ id: auditLog.id }).from(auditLog).all().at(-1)?.id ?? 0;

    const copied = await admin().admin.events.startNextYear();
    expect(copied).toEqual({
      from: '2026-27',
      year: '2027-28',
      events: seeded.length,
      feeStructure: true,
      feeItems: 3,
    });

    const all = await admin().admin.events.list();
    const drafts = all.filter((e) => e.draft);
    expect(drafts).toHaveLength(seeded.length);
    expect(drafts.every((d) => d.startDate >= '2027-06-01' && d.startDate <= '2028-05-31')).toBe(true);
    const uids = new Set(all.filter((e) => !e.draft).map((e) => e.uid));
    expect(drafts.some((d) => uids.has(d.uid))).toBe(false);
    const draft = (title: string) => drafts.find((e) => e.title === title);
    expect(draft('Parent-teacher meeting')).toMatchObject({
      startDate: '2027-06-19',
      startTime: '12:00',
      recurrence: 'monthly-weekday',
      repeatUntil: '2028-03-31',
    });
    expect(draft('Independence Day')).toMatchObject({ startDate: '2027-08-15', description: '' });
    expect(draft('Term 2 Examination')).toMatchObject({ startDate: '2028-03-01', endDate: '2028-04-30' });
    expect(draft('First installment')).toMatchObject({ startDate: '2027-06-01', description: 'At admission' });
    // Lunar holidays are copied too, flagged for the office to check (and no longer "to be confirmed").
    expect(draft('Holi')?.description).toBe(LUNAR_DATE_TO_CHECK);
    expect(draft('Eid-ul-Fitr (Ramzan Eid)')?.description).toBe(`Subject to moon sighting ${LUNAR_DATE_TO_CHECK}`);

    // Visitors see the same calendar, feed and fees until the office publishes.
    expect(await visitor.events.calendar({})).toEqual(publicBefore);
    expect((await t.app.inject({ method: 'GET', url: '/calendar.ics' })).body).toBe(feedBefore);
    expect((await visitor.feeStructures.list()).map((s) => s.academicYear)).toEqual(['2026-27']);
    expect(new Set((await visitor.feeItems.list()).map((s) => s.academicYear))).toEqual(new Set(['2026-27']));
    const structures = await admin().admin.feeStructures.list();
    expect(structures.map((s) => s.academicYear)).toEqual(['2027-28', '2026-27']);
    expect(structures[0]).toMatchObject({ approvedOn: '', paymentMethods: structures[1]?.paymentMethods });
    // The fee heads' due dates name the next year, as the office would have to type them.
    const nextHeads = (await admin().admin.feeItems.list()).filter((f) => f.academicYear === '2027-28');
    expect(nextHeads.find((f) => f.name === 'Second installment')?.due).toBe('10 October 2027');

    // Recorded in the audit log like the other changes.
    const entries = t.app.svc.db.select().from(auditLog).where(gt(auditLog.id, firstAudit)).all();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: 'admin', entity: 'events', outcome: 'ok' });

    // Once Settings names the next year, the site shows its fees.
    await admin().admin.settings.save({ academicYear: '2027-28' });
    expect((await visitor.feeStructures.list())[0]?.academicYear).toBe('2027-28');
    await admin().admin.settings.save({ academicYear: '2026-27' });
  });

  it('refuses to start the same year twice, and copies only what the next year lacks', async () => {
    const events = countRows(t.app.svc, 'events');
    await expect(admin().admin.events.startNextYear()).rejects.toMatchObject({
      code: 'CONFLICT',
      message: yearAlreadyStarted('2027-28'),
    });
    expect(countRows(t.app.svc, 'events')).toBe(events);
    expect(countRows(t.app.svc, 'feeStructures')).toBe(2);

    // A draft the office deleted is copied again; nothing else is.
    const holi = (await admin().admin.events.list()).find((e) => e.title === 'Holi' && e.draft);
    if (!holi) throw new Error('no draft Holi');
    await admin().admin.events.remove({ id: holi.id });
    expect(await admin().admin.events.startNextYear()).toMatchObject({ events: 1, feeStructure: false, feeItems: 0 });
    expect(countRows(t.app.svc, 'events')).toBe(events);
  });

  it('needs a signed-in administrator', async () => {
    await expect(t.caller().admin.events.startNextYear()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
