import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { write } from '../../src/server/db/write';
import { funnelQueries, yearWindow } from '../../src/server/features/desk/funnel';
import { applyStage } from '../../src/server/features/desk/stages';
import { saveSettings } from '../../src/server/platform/settings';
import type { DeskKind, Stage } from '../../src/shared/admissions';
import { academicYearStart, DEFAULT_YEAR_MONTHS } from '../../src/shared/content/academic-year';
import { createCampusRow } from '../factories/content';
import { setCreatedAt } from '../factories/rows';
import { createApplicationRow, createEnquiryRow } from '../factories/submissions';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The funnel report counted from a hand-made year of families: stages reached, closed, conversion,
// the median days to admission, sources ranked by admissions, and each filter.

let t: TestApp;
const OWNER = { session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } };
const YEAR = '2020-21';
const ist = (local: string) => new Date(`${local}+05:30`);
let campusA = 0;
let campusB = 0;

const sql = (statement: string, ...params: unknown[]) => t.app.svc.db.$client.prepare(statement).run(...params);

function stages(kind: DeskKind, id: number, moves: [Stage, string][]) {
  for (const [stage, at] of moves)
    write(t.app.svc.db, (tx) => applyStage(tx, { kind, id, stage, actor: 'admin', at: ist(at) }));
}

function enquiry(
  created: string,
  fields: { grade?: string; heardFrom?: string; utmSource?: string; referrerHost?: string; campusId?: number },
) {
  const { id } = createEnquiryRow(t.app.svc, { grade: fields.grade ?? 'Grade 3' });
  setCreatedAt(t.app.svc, 'enquiries', id, ist(created));
  sql(
    'update enquiries set heard_from = ?, utm_source = ?, referrer_host = ?, campus_id = ? where id = ?',
    fields.heardFrom ?? '',
    fields.utmSource ?? '',
    fields.referrerHost ?? '',
    fields.campusId ?? null,
    id,
  );
  return id;
}

function application(created: string, fields: { classApplying?: string; heardFrom?: string; enquiryId?: number }) {
  const { id } = createApplicationRow(t.app.svc, { classApplying: fields.classApplying ?? 'class1' });
  setCreatedAt(t.app.svc, 'applications', id, ist(created));
  sql(
    'update applications set heard_from = ?, enquiry_id = ? where id = ?',
    fields.heardFrom ?? '',
    fields.enquiryId ?? null,
    id,
  );
  return id;
}

beforeAll(async () => {
  t = await makeTestApp();
  // The records below are of a school whose year starts in April (Settings): the report counts by it.
  saveSettings(t.app.svc, { academicYearStartMonth: 4 });
  campusA = (await createCampusRow(t.app.svc, { name: 'North campus', slug: 'north' })).id;
  campusB = (await createCampusRow(t.app.svc, { name: 'South campus', slug: 'south' })).id;

  // E1: a friend's word, admitted ten days after enquiring, every stage on the way.
  const e1 = enquiry('2020-05-01T10:00', { heardFrom: 'friend-or-family', campusId: campusA });
  stages('enquiry', e1, [
    ['contacted', '2020-05-02T10:00'],
    ['visit-scheduled', '2020-05-03T10:00'],
    ['applied', '2020-05-04T10:00'],
    ['assessment', '2020-05-05T10:00'],
    ['offered', '2020-05-06T10:00'],
    ['admitted', '2020-05-11T10:00'],
  ]);
  // E2: a campaign, contacted, then not interested.
  const e2 = enquiry('2020-06-01T10:00', { utmSource: 'facebook', campusId: campusB });
  stages('enquiry', e2, [
    ['contacted', '2020-06-02T10:00'],
    ['not-interested', '2020-06-03T10:00'],
  ]);
  // E3: from a search engine; its application (linked) is admitted twenty days after the enquiry.
  const e3 = enquiry('2020-07-01T10:00', { referrerHost: 'www.google.com', grade: 'LKG' });
  stages('enquiry', e3, [['contacted', '2020-07-02T10:00']]);
  const a1 = application('2020-07-05T10:00', { classApplying: 'lkg', enquiryId: e3 });
  stages('application', a1, [
    ['assessment', '2020-07-10T10:00'],
    ['admitted', '2020-07-21T10:00'],
  ]);
  // E4: the same family as E1, merged into it: not a family of its own.
  const e4 = enquiry('2020-08-01T10:00', { grade: 'Grade 1' });
  stages('enquiry', e4, [['duplicate', '2020-08-02T10:00']]);
  sql('update enquiries set merged_into = ? where id = ?', e1, e4);
  // A2: an application with no enquiry, a walk-in, admitted thirty days later.
  const a2 = application('2020-09-01T10:00', { classApplying: 'class1', heardFrom: 'walk-in' });
  stages('application', a2, [['admitted', '2020-10-01T10:00']]);
  // E7: the campaign again, still new.
  enquiry('2020-12-01T10:00', { utmSource: 'facebook' });
  // Just outside the year on both sides (1 April, midnight, school time, the year's first month).
  enquiry('2020-03-31T23:59', { utmSource: 'facebook' });
  enquiry('2021-04-01T00:00', { utmSource: 'facebook' });
});
afterAll(async () => {
  await t.close();
});

const funnel = (filter: Record<string, unknown> = {}) =>
  t.caller(OWNER).admin.deskReport.funnel({ year: YEAR, ...filter });
const countsOf = (report: Awaited<ReturnType<typeof funnel>>) =>
  Object.fromEntries(report.stages.map((s) => [s.stage, s.count]));

describe('the funnel of a year', () => {
  it('counts each family once at every stage it reached, and each closed one in its stage', async () => {
    const report = await funnel();
    expect(report.year).toBe(YEAR);
    expect(report.from).toBe('2020-04-01');
    expect(report.to).toBe('2021-03-31');
    expect(report.families).toBe(5);
    expect(countsOf(report)).toEqual({
      new: 5,
      contacted: 4,
      'visit-scheduled': 3,
      applied: 3,
      assessment: 3,
      offered: 3,
      admitted: 3,
      'not-admitted': 0,
      withdrawn: 0,
      'not-interested': 1,
      duplicate: 0,
    });
  });

  it('gives the conversion from enquiry to admission and the median days to admission', async () => {
    const report = await funnel();
    expect(report.admitted).toBe(3);
    expect(report.conversionPercent).toBe(60);
    expect(report.medianDays).toBe(20);
  });

  it('ranks sources by admissions, then by enquiries', async () => {
    const report = await funnel();
    expect(report.sources).toEqual([
      { source: 'Friend or family', enquiries: 1, admissions: 1 },
      { source: 'Walk-in', enquiries: 1, admissions: 1 },
      { source: 'www.google.com', enquiries: 1, admissions: 1 },
      { source: 'facebook', enquiries: 2, admissions: 0 },
    ]);
    expect(report.options.sources).toEqual(['facebook', 'Friend or family', 'Walk-in', 'www.google.com']);
  });

  it('filters by class (an application by the class it applies for), campus and source', async () => {
    const grade3 = await funnel({ grade: 'Grade 3' });
    expect([grade3.families, grade3.admitted, grade3.conversionPercent]).toEqual([3, 1, 33.3]);
    const grade1 = await funnel({ grade: 'Grade 1' });
    expect([grade1.families, grade1.admitted, grade1.medianDays]).toEqual([1, 1, 30]);
    const lkg = await funnel({ grade: 'LKG' });
    expect([lkg.families, lkg.admitted, lkg.medianDays]).toEqual([1, 1, 20]);
    const south = await funnel({ campusId: campusB });
    expect(countsOf(south)).toMatchObject({ new: 1, contacted: 1, admitted: 0, 'not-interested': 1 });
    const facebook = await funnel({ source: 'facebook' });
    expect([facebook.families, facebook.admitted, facebook.conversionPercent, facebook.medianDays]).toEqual([
      2,
      0,
      0,
      null,
    ]);
    // The filter's choices stay those of the whole year.
    expect(facebook.options.sources).toHaveLength(4);
  });

  it('draws the same figures in the chart it returns', async () => {
    const report = await funnel();
    expect(report.chartSvg).toMatch(/^<svg [^>]*role="img"/);
    expect(report.chartSvg).toContain(`<title id="funnel-chart-title">Families at each stage, ${YEAR}</title>`);
    expect(report.chartSvg).toContain('>Not interested</text>');
  });

  it('exports the report as CSV', async () => {
    const { filename, csv } = await t.caller(OWNER).admin.deskReport.exportCsv({ year: YEAR });
    expect(filename).toMatch(/^admissions-report-2020-21-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Measure,Name,Value,Admissions');
    expect(lines).toContain('Reached stage,Admitted,3,');
    expect(lines).toContain('Closed as,Not interested,1,');
    expect(lines).toContain('Conversion from enquiry to admission (%),2020-21,60,3');
    expect(lines).toContain('Median days from enquiry to admission,2020-21,20,3');
    expect(lines.at(-1)).toBe('Source,facebook,2,0');
  });

  it('refuses a year that is not one, and counts an empty year as nothing', async () => {
    await expect(funnel({ year: '2020-22' })).rejects.toThrow(/2026-27/);
    const empty = await funnel({ year: '2010-11' });
    expect([empty.families, empty.conversionPercent, empty.medianDays, empty.sources]).toEqual([0, null, null, []]);
    expect(countsOf(empty).new).toBe(0);
  });

  it('is not open to the Editor role', async () => {
    await expect(
      t.caller({ session: { ...OWNER.session, role: 'editor' } }).admin.deskReport.funnel({ year: YEAR }),
    ).rejects.toThrow();
  });
});

describe('how the year is read', () => {
  it('reads each table by its year’s school months on an index, in the order it counts by: no scan, no sort of the year', () => {
    const queries = funnelQueries(t.app.svc, academicYearStart(YEAR)!);
    for (const [name, query] of Object.entries(queries)) {
      const { sql: text, params } = query.toSQL();
      const plan = t.app.svc.db.$client
        .prepare(`explain query plan ${text}`)
        .all(...params)
        .map((row) => (row as { detail: string }).detail)
        .join('\n');
      expect(plan).not.toMatch(/\bSCAN (enquiries|applications)\b/);
      expect(plan).toMatch(/SEARCH (enquiries|applications) USING (COVERING )?INDEX \w+_funnel_idx \(school_month=\?/);
      if (name.endsWith('Groups')) expect(plan, name).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('puts a record in the year its creation falls in, in school time: the first and last instants of each year', () => {
    const id = createEnquiryRow(t.app.svc, { grade: 'Grade 3' }).id;
    const months = DEFAULT_YEAR_MONTHS;
    const yearOf = (at: Date) => {
      setCreatedAt(t.app.svc, 'enquiries', id, at);
      const { m } = t.app.svc.db.$client.prepare('select school_month as m from enquiries where id = ?').get(id) as {
        m: number;
      };
      // The year whose twelve school months hold it (academicYearMonthNumbers).
      return Math.floor((m - (months.academicYearStartMonth - 1)) / 12);
    };
    try {
      for (const year of ['2019-20', '2020-21', '2023-24', '2026-27', '2040-41']) {
        const start = academicYearStart(year)!;
        const { from, to } = yearWindow(year, months);
        expect(yearOf(new Date(from.getTime() - 1))).toBe(start - 1);
        expect(yearOf(from)).toBe(start);
        expect(yearOf(new Date(to.getTime() - 1))).toBe(start);
        expect(yearOf(to)).toBe(start + 1);
      }
    } finally {
      sql('delete from enquiries where id = ?', id);
    }
  });
});
