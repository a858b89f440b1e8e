import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importantDates } from '../../src/server/content/field-values';
import { settings } from '../../src/server/db/schema';
import { seedEventsFor } from '../../src/server/db/seed-data/events';
import { seedNoticesFor } from '../../src/server/db/seed-data/notices';
import { readSettings } from '../../src/server/platform/settings';
import { academicYearOf } from '../../src/shared/calendar';
import { EXAM_CALENDAR } from '../../src/shared/content/school-facts';
import { setCreatedAt } from '../factories/rows';
import { createEnquiryRow } from '../factories/submissions';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// One academic year (docs/decisions/044-one-academic-year.md): a fresh install says one year
// everywhere in any month, the switch picks one text everywhere, an upgraded install keeps its
// office's texts, and the calendar, the fees and the admissions report read "2026-27" alike.

const ADMIN = { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true };

/** A fresh install first started at `now`, which stays its clock. */
const freshInstall = (now: Date) => makeTestApp({}, { empty: true, seed: true, now: () => now });

/** 11:30 in Akola on a day. */
const at = (date: string) => new Date(`${date}T06:00:00Z`);

/** A page's HTML without its scripts (the page data carries both texts; a visitor reads one). */
const html = async (t: TestApp, url: string) =>
  (await t.app.inject({ method: 'GET', url })).body.replace(/<script\b[\s\S]*?<\/script>/g, '');

/** What the home hero, /admissions, /apply and an FAQ answer's {admissionYear} say. */
async function visibleYears(t: TestApp) {
  const faq = await t.caller({ session: ADMIN }).admin.faqs.create({
    question: 'Which year do we apply for now?',
    answer: 'Applications are for {admissionYear}.',
    category: 'admission',
    popularity: 1,
  });
  const answer = (await t.caller().faqs.list()).find((f) => f.id === faq.id)?.answer;
  return { home: await html(t, '/'), admissions: await html(t, '/admissions'), apply: await html(t, '/apply'), answer };
}

describe('a fresh install in December 2026', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await freshInstall(at('2026-12-02'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('is open for 2027-28 on the home page, /admissions, /apply and in the FAQ', async () => {
    const { home, admissions, apply, answer } = await visibleYears(t);
    expect(home).toContain('Admissions Open For AY 2027-28');
    expect(admissions).toContain('Admissions Open For AY 2027-28');
    expect(admissions).not.toContain('are closed');
    // The page's eyebrow names the same year as its banner.
    expect(admissions).toContain('Admissions 2027-28');
    expect(admissions).not.toContain('Admissions 2026-27');
    expect(apply).toContain('Admissions 2027-28');
    expect(answer).toBe('Applications are for 2027-28.');
    for (const page of [home, admissions, apply]) expect(page).not.toContain('2026-27 are closed');
    expect((await t.caller().site.settings()).admissionYear).toBe('2027-28');
    const items = (await t.caller({ session: ADMIN }).admin.setupChecklist()).items.map((i) => i.id);
    expect(items).not.toContain('admissions-texts');
    expect(items).not.toContain('academic-year');
  });

  it('says the closed text everywhere once the switch is off, and the open one again once on', async () => {
    const admin = t.caller({ session: ADMIN }).admin;
    await admin.settings.save({ admissionsOpen: false });
    try {
      const { home, admissions, apply } = await visibleYears(t);
      for (const page of [home, admissions, apply]) {
        expect(page).toContain('Admissions for the academic year 2027-28 are closed.');
        expect(page).not.toContain('Admissions Open For AY');
      }
    } finally {
      await admin.settings.save({ admissionsOpen: true });
    }
    expect(await html(t, '/')).toContain('Admissions Open For AY 2027-28');
  });

  it('moves on with the admissions month set in Settings', async () => {
    const admin = t.caller({ session: ADMIN }).admin;
    // Admissions for the next year from January: in December parents still apply for 2026-27.
    await admin.settings.save({ nextYearAdmissionsMonth: 1 });
    try {
      expect(await html(t, '/')).toContain('Admissions Open For AY 2026-27');
    } finally {
      await admin.settings.save({ nextYearAdmissionsMonth: 10 });
    }
  });
});

describe('a fresh install in July 2026', () => {
  it('names the year then running everywhere', async () => {
    const t = await freshInstall(at('2026-07-15'));
    try {
      const { home, admissions, apply, answer } = await visibleYears(t);
      expect(home).toContain('Admissions Open For AY 2026-27');
      expect(admissions).toContain('Admissions Open For AY 2026-27');
      expect(apply).toContain('Admissions 2026-27');
      expect(answer).toBe('Applications are for 2026-27.');
      expect((await t.caller().notices.list({ page: 1 })).items.map((n) => n.title)).toContain(
        'Admissions open for 2026-27',
      );
    } finally {
      await t.close();
    }
  });
});

describe('an upgraded install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await freshInstall(at('2026-12-02'));
  });
  afterAll(async () => {
    await t.close();
  });

  /** The settings row as an office wrote it before the months existed (no month fields in it). */
  function storeOfficeTexts(heroButtonText: string, admissionsNotice: string) {
    const row = t.app.svc.db
      .select()
      .from(settings)
      .all()
      .find((r) => r.key === 'site');
    const {
      academicYearStartMonth: _start,
      nextYearAdmissionsMonth: _admissions,
      ...stored
    } = JSON.parse(row?.value ?? '{}');
    t.app.svc.db.$client
      .prepare("update settings set value = ? where key = 'site'")
      .run(JSON.stringify({ ...stored, heroButtonText, admissionsNotice }));
    // As a restart after the upgrade would: no page of before is kept.
    t.app.pageCache.clear();
  }

  it('keeps the texts its office wrote, and lists them to fix only when they disagree', async () => {
    const admin = t.caller({ session: ADMIN }).admin;
    storeOfficeTexts('Admissions Open For AY 2026-27', 'Admissions for the academic year 2026-27 are closed.');
    expect(await html(t, '/')).toContain('Admissions Open For AY 2026-27');
    const item = (await admin.setupChecklist()).items.find((i) => i.id === 'admissions-texts');
    expect(item?.text).toContain('The admissions open text names 2026-27, but parents apply now for 2027-28.');

    storeOfficeTexts('Apply now for 2027-28', 'Admissions for 2027-28 are closed for now.');
    expect(await html(t, '/')).toContain('Apply now for 2027-28');
    expect((await admin.setupChecklist()).items.map((i) => i.id)).not.toContain('admissions-texts');
  });
});

describe('what "2026-27" means', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await freshInstall(at('2027-04-10'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('is one year for the calendar, the fees and the admissions report: May 2027 is in it with a June start', async () => {
    const admin = t.caller({ session: ADMIN }).admin;
    const { id } = createEnquiryRow(t.app.svc, { grade: 'Grade 3' });
    setCreatedAt(t.app.svc, 'enquiries', id, at('2027-05-20'));

    // The calendar puts an event of May 2027 in 2026-27, named as settings and fees name it, and its
    // Important Dates page, on 10 April 2027, shows that year.
    expect(academicYearOf('2027-05-20', readSettings(t.app.svc.db))).toEqual({
      label: '2026-27',
      from: '2026-06-01',
      to: '2027-05-31',
    });
    expect(importantDates(t.app.svc).year).toBe('2026-27');
    // The fees the site shows are of that year.
    expect((await t.caller().feeStructures.list())[0]?.academicYear).toBe('2026-27');
    // The report counts the May enquiry in 2026-27, which runs June to May.
    const report = await admin.deskReport.funnel({ year: '2026-27' });
    expect(report.from).toBe('2026-06-01');
    expect(report.to).toBe('2027-05-31');
    expect(report.families).toBeGreaterThanOrEqual(1);
    const next = await admin.deskReport.funnel({ year: '2027-28' });
    expect(next.families).toBe(0);
    // References are numbered by the academic year too.
    const walkIn = await admin.desk.recordWalkIn({
      name: 'Asha Khan',
      mobile: '9876543210',
      grade: 'Grade 3',
      channel: 'phone',
    });
    expect(walkIn.reference).toMatch(/^ENQ-2026-\d{5}$/);
  });

  it('follows the start month set in Settings', async () => {
    const admin = t.caller({ session: ADMIN }).admin;
    // An enquiry of 20 July 2027 is in 2027-28 with a June start, in 2026-27 with an August one.
    const { id } = createEnquiryRow(t.app.svc, { grade: 'Grade 4' });
    setCreatedAt(t.app.svc, 'enquiries', id, at('2027-07-20'));
    const families = async (year: string) => (await admin.deskReport.funnel({ year })).families;
    const juneStart = { earlier: await families('2026-27'), later: await families('2027-28') };
    await admin.settings.save({ academicYearStartMonth: 8 });
    try {
      const report = await admin.deskReport.funnel({ year: '2026-27' });
      expect(report.from).toBe('2026-08-01');
      expect(report.to).toBe('2027-07-31');
      expect(await families('2026-27')).toBe(juneStart.earlier + 1);
      expect(await families('2027-28')).toBe(juneStart.later - 1);
      expect(academicYearOf('2027-07-20', readSettings(t.app.svc.db)).label).toBe('2026-27');
    } finally {
      await admin.settings.save({ academicYearStartMonth: 6 });
    }
  });
});

describe('the seeded notice and calendar', () => {
  it('agree on the months of the Term 1 examinations', () => {
    for (const year of [2026, 2027, 2030]) {
      const term1 = seedEventsFor(year).find((e) => e.title === EXAM_CALENDAR[1].name);
      const notice = seedNoticesFor(year).find((n) => n.slug === 'term-1-examination-timetable');
      const month = new Date(`${term1?.startDate}T00:00:00Z`).toLocaleString('en-GB', {
        month: 'long',
        timeZone: 'UTC',
      });
      expect(notice?.body).toContain(month);
    }
  });
});
