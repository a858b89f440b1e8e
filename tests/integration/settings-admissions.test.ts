import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_CLASSES } from '../../src/shared/content/school-facts';
import { APPLICATION_MESSAGES } from '../../src/shared/schemas/application';
import { admissionsWarnings, DEFAULT_SETTINGS } from '../../src/shared/schemas/settings';
import { makeApplicationForm, makeApplicationInput } from '../factories/inputs';
import { countRows } from '../factories/rows';
import { seededAcademicYear, seededSettings } from '../helpers/seeded-year';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Admissions in the settings: the academic year, open or closed, the classes open for application
// (the /apply list, and what the server accepts), and the texts that announce them.
let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
const visitor = () => t.caller({ clientIp: freshIp() });
const countApplications = () => countRows(t.app.svc, 'applications');

/** The class options the /apply page offers, as value/label pairs. */
async function applyOptions(): Promise<[string, string][]> {
  const html = (await t.app.inject({ method: 'GET', url: '/apply' })).body;
  const select = /<select[^>]*name="classApplying"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)]
    .map((m): [string, string] => [m[1] ?? '', m[2] ?? ''])
    .filter(([value]) => value !== '');
}

function postApplyForm(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/apply',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'school.test',
      origin: 'http://school.test',
      'sec-fetch-site': 'same-origin',
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: freshIp(),
  });
}

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('admissions settings', () => {
  it('start with today’s year, open admissions and today’s class list', async () => {
    const s = await visitor().site.settings();
    expect(s.academicYear).toBe(seededAcademicYear());
    expect(s.admissionsOpen).toBe(true);
    expect(s.applicationClasses).toEqual(APPLICATION_CLASSES.map((c) => c.value));
    expect(await applyOptions()).toEqual(APPLICATION_CLASSES.map((c) => [c.value, c.label]));
  });

  it('the /apply list follows the classes open, in the school’s order', async () => {
    await admin().admin.settings.save({ applicationClasses: ['class5', 'class4', 'class5'] });
    expect((await visitor().site.settings()).applicationClasses).toEqual(['class4', 'class5']);
    expect(await applyOptions()).toEqual([
      ['class4', 'Class 4'],
      ['class5', 'Class 5'],
    ]);
  });

  it('the server refuses a class that is not open, through the API and the form without JavaScript', async () => {
    await admin().admin.settings.save({ applicationClasses: ['class4', 'class5'] });
    const before = countApplications();
    const refused = await visitor()
      .applications.create(makeApplicationInput({ classApplying: 'nursery' }))
      .catch((e: { code: string; cause: { issues: unknown[] } }) => e);
    expect(refused).toMatchObject({ code: 'BAD_REQUEST' });
    expect((refused as { cause: { issues: unknown[] } }).cause.issues).toMatchObject([
      { path: ['classApplying'], message: APPLICATION_MESSAGES.classUnknown },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/applications.create?batch=1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: makeApplicationInput({ classApplying: 'lkg' }) }),
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()[0].error.data.fieldErrors).toEqual({ classApplying: [APPLICATION_MESSAGES.classUnknown] });

    const posted = await postApplyForm(makeApplicationForm({ classApplying: 'lkg' }));
    expect(posted.statusCode).toBe(422);
    expect(posted.body).toContain(APPLICATION_MESSAGES.classUnknown);
    expect(countApplications()).toBe(before);

    // A class that is open is accepted.
    const { reference } = await visitor().applications.create(makeApplicationInput({ classApplying: 'class4' }));
    expect(reference).toMatch(/^APP-\d{4}-\d{5}$/);
    expect(countApplications()).toBe(before + 1);
  });

  it('refuses a class the school does not teach, and open admissions with no class', async () => {
    const before = await visitor().site.settings();
    await expect(admin().admin.settings.save({ applicationClasses: ['class13'] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(admin().admin.settings.save({ admissionsOpen: true, applicationClasses: [] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Tick at least one class, or switch admissions off',
    });
    await expect(admin().admin.settings.save({ academicYear: '2025-2026' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await visitor().site.settings()).toEqual(before);
  });

  it('closed admissions: /apply says so instead of the form, and the server accepts no application', async () => {
    await admin().admin.settings.save({
      admissionsOpen: false,
      academicYear: '2026-27',
      admissionsNotice: 'Admissions for 2026-27 open in December.',
    });
    const page = await t.app.inject({ method: 'GET', url: '/apply' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Admissions are closed');
    expect(page.body).toContain('Admissions for 2026-27 open in December.');
    // The eyebrow names the year parents apply for (decision 044), whatever the setting says.
    expect(page.body).toContain(`Admissions ${(await visitor().site.settings()).admissionYear}`);
    expect(page.body).not.toContain('name="classApplying"');

    const before = countApplications();
    await expect(
      visitor().applications.create(makeApplicationInput({ classApplying: 'class4' })),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: APPLICATION_MESSAGES.closed,
    });
    const posted = await postApplyForm(makeApplicationForm({ classApplying: 'class4' }));
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain(APPLICATION_MESSAGES.closed);
    expect(countApplications()).toBe(before);

    // Closed admissions may keep an empty class list.
    await admin().admin.settings.save({ applicationClasses: [] });
    await admin().admin.settings.save({
      admissionsOpen: true,
      applicationClasses: DEFAULT_SETTINGS.applicationClasses,
      academicYear: seededSettings().academicYear,
      admissionsNotice: seededSettings().admissionsNotice,
    });
  });

  it('the open text shows on the home page and the banner once saved, the closed one once switched off', async () => {
    await admin().admin.settings.save({ heroButtonText: 'Admissions Open For AY 2026-27' });
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('Admissions Open For AY 2026-27');
    expect((await t.app.inject({ method: 'GET', url: '/admissions' })).body).toContain(
      'Admissions Open For AY 2026-27',
    );
    await admin().admin.settings.save({ admissionsOpen: false, admissionsNotice: 'Admissions for 2026-27 are over.' });
    expect((await t.app.inject({ method: 'GET', url: '/admissions' })).body).toContain(
      'Admissions for 2026-27 are over.',
    );
    await admin().admin.settings.save({ admissionsOpen: true });
    await admin().admin.settings.save({
      heroButtonText: seededSettings().heroButtonText,
      admissionsNotice: seededSettings().admissionsNotice,
    });
  });
});

describe('the dashboard’s admissions warning', () => {
  it('is quiet with a new install’s texts, which each say what the switch shows them for', () => {
    expect(admissionsWarnings(seededSettings())).toEqual([]);
  });

  it('warns when a text says the opposite of when the switch shows it', () => {
    expect(admissionsWarnings({ heroButtonText: 'Admissions closed for 2026-27', admissionsNotice: '' })).toEqual([
      'The text shown while admissions are open says they are closed.',
    ]);
    expect(
      admissionsWarnings({ heroButtonText: 'Apply Now', admissionsNotice: 'Admissions for 2026-27 are open.' }),
    ).toEqual(['The text shown while admissions are closed says they are open.']);
    expect(
      admissionsWarnings({
        heroButtonText: 'Admissions Open For AY 2026-27',
        admissionsNotice: 'Admissions for 2026-27 are closed.',
      }),
    ).toEqual([]);
  });
});
