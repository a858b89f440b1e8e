import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, type ApplicationInput } from '../../src/shared/schemas/application';
import { makeApplicationInput } from '../factories/inputs';
import { countRows } from '../factories/rows';
import { createApplicationRow } from '../factories/submissions';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The online application from /apply: its schema enforced by applications.create, storage, and the
// admin procedures of the dashboard's Applications section.
let t: TestApp;
let ipCounter = 0;
/** Each test speaks from its own address, so the rate limit never leaks between tests. */
const freshIp = () => `10.5.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });

function postApplication(input: unknown, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/trpc/applications.create?batch=1',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ 0: input }),
    remoteAddress: ip,
  });
}

/** The field errors of a refused submission, as the form receives them over HTTP. */
async function fieldErrorsOf(input: unknown): Promise<Record<string, string[]>> {
  const res = await postApplication(input);
  expect(res.statusCode).toBe(400);
  return res.json()[0].error.data.fieldErrors as Record<string, string[]>;
}

const countApplications = () => countRows(t.app.svc, 'applications');

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('applications.create validation', () => {
  const required: [keyof ApplicationInput, string][] = [
    ['studentName', APPLICATION_MESSAGES.studentName],
    ['dateOfBirth', APPLICATION_MESSAGES.dateOfBirth],
    ['classApplying', APPLICATION_MESSAGES.classApplying],
    ['gender', APPLICATION_MESSAGES.gender],
    ['fatherName', APPLICATION_MESSAGES.fatherName],
    ['motherName', APPLICATION_MESSAGES.motherName],
    ['contactNumber', APPLICATION_MESSAGES.contactNumber],
    ['email', APPLICATION_MESSAGES.email],
    ['address', APPLICATION_MESSAGES.address],
  ];

  it.each(required)('refuses a blank %s with its own message', async (field, message) => {
    const before = countApplications();
    const errors = await fieldErrorsOf(makeApplicationInput({ [field]: '   ' }));
    expect(errors[field]).toEqual([message]);
    expect(countApplications()).toBe(before);
  });

  it('uses the labels in the messages', () => {
    expect(APPLICATION_MESSAGES.studentName).toBe('Student name is required');
    expect(APPLICATION_MESSAGES.emailInvalid).toBe('Please enter a valid email address');
    expect(APPLICATION_MESSAGES.contactNumberInvalid).toBe('Contact number must be exactly 10 digits');
    expect(APPLICATION_MESSAGES.agreeToTerms).toBe('You must agree to the terms and conditions');
  });

  it('requires agreeing to the terms', async () => {
    expect((await fieldErrorsOf(makeApplicationInput({ agreeToTerms: false }))).agreeToTerms).toEqual([
      APPLICATION_MESSAGES.agreeToTerms,
    ]);
    const { agreeToTerms: _omitted, ...withoutTerms } = makeApplicationInput();
    expect((await fieldErrorsOf(withoutTerms)).agreeToTerms).toEqual([APPLICATION_MESSAGES.agreeToTerms]);
  });

  it.each(['parent@', 'parent.example.com', 'pa rent@example.com', 'parent@example'])(
    'refuses the email %s',
    async (email) => {
      expect((await fieldErrorsOf(makeApplicationInput({ email }))).email).toEqual([APPLICATION_MESSAGES.emailInvalid]);
    },
  );

  it.each(['98765', '98765012345', '98765-0123', 'abcdefghij'])(
    'refuses the contact number %s',
    async (contactNumber) => {
      expect((await fieldErrorsOf(makeApplicationInput({ contactNumber }))).contactNumber).toEqual([
        APPLICATION_MESSAGES.contactNumberInvalid,
      ]);
    },
  );

  it('refuses a class, gender or blood group outside the shared lists', async () => {
    const errors = await fieldErrorsOf(
      makeApplicationInput({ classApplying: 'class12', gender: 'other', bloodGroup: 'C+' }),
    );
    expect(errors.classApplying).toEqual([APPLICATION_MESSAGES.classUnknown]);
    expect(errors.gender).toEqual([APPLICATION_MESSAGES.genderUnknown]);
    expect(errors.bloodGroup).toEqual([APPLICATION_MESSAGES.bloodGroupUnknown]);
  });

  it('refuses impossible and future dates of birth', async () => {
    expect((await fieldErrorsOf(makeApplicationInput({ dateOfBirth: '2020-02-30' }))).dateOfBirth).toEqual([
      APPLICATION_MESSAGES.dateOfBirthInvalid,
    ]);
    expect((await fieldErrorsOf(makeApplicationInput({ dateOfBirth: '12/04/2020' }))).dateOfBirth).toEqual([
      APPLICATION_MESSAGES.dateOfBirthInvalid,
    ]);
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    expect((await fieldErrorsOf(makeApplicationInput({ dateOfBirth: nextYear }))).dateOfBirth).toEqual([
      APPLICATION_MESSAGES.dateOfBirthFuture,
    ]);
  });

  it('refuses a filled honeypot with a clear message and stores nothing', async () => {
    const before = countApplications();
    const res = await postApplication(makeApplicationInput({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()[0].error.message).toBe(APPLICATION_MESSAGES.refused);
    expect(countApplications()).toBe(before);
  });

  it('answers 429 with a clear message when one address sends too many', async () => {
    const ip = freshIp();
    let last = await postApplication(makeApplicationInput({ studentName: 'Rate Limit 0' }), ip);
    for (let i = 1; i <= 10 && last.statusCode === 200; i++) {
      last = await postApplication(makeApplicationInput({ studentName: `Rate Limit ${i}` }), ip);
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()[0].error.message).toBe(APPLICATION_MESSAGES.rateLimited);
    expect(last.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('applications storage and administration', () => {
  it('stores a valid application with status new and shows it to the administrator', async () => {
    const input = makeApplicationInput({
      studentName: 'Yusuf Storage',
      dateOfBirth: '2019-11-03',
      classApplying: 'ukg',
      gender: 'male',
      previousSchool: 'Little Stars Nursery',
      bloodGroup: 'O-',
    });
    const { reference } = await t.caller({ clientIp: freshIp() }).applications.create(input);
    expect(reference).toMatch(/^APP-\d{4}-\d{5}$/);
    const { items: rows } = await admin().admin.applications.list({ search: 'Yusuf Storage' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference,
      studentName: 'Yusuf Storage',
      dateOfBirth: '2019-11-03',
      classApplying: 'ukg',
      gender: 'male',
      fatherName: input.fatherName,
      motherName: input.motherName,
      contactNumber: input.contactNumber,
      email: input.email,
      address: input.address,
      previousSchool: 'Little Stars Nursery',
      bloodGroup: 'O-',
      status: 'new',
    });
    expect(rows[0]).not.toHaveProperty('agreeToTerms');
  });

  it('keeps every admin procedure behind a session', async () => {
    const visitor = t.caller();
    await expect(visitor.admin.applications.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.admin.applications.setStatus({ id: 1, status: 'accepted' })).rejects.toBeInstanceOf(TRPCError);
    await expect(visitor.admin.applications.remove({ id: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.admin.applications.exportCsv({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/admin.applications.list?input=${encodeURIComponent('{}')}`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('pages 10 at a time, newest first, and filters by status and search', async () => {
    const tag = `Paging${Date.now()}`;
    for (let i = 1; i <= 12; i++) {
      createApplicationRow(t.app.svc, {
        studentName: `${tag} Child ${i}`,
        contactNumber: `90000000${String(i).padStart(2, '0')}`,
        email: 'sana.parent@example.com',
      });
    }
    const page1 = await admin().admin.applications.list({ page: 1, search: tag });
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]?.studentName).toBe(`${tag} Child 12`);
    expect(page1.pagination).toMatchObject({
      page: 1,
      totalPages: 2,
      total: 12,
      hasNext: true,
      hasPrev: false,
    });
    const page2 = await admin().admin.applications.list({ page: 2, search: tag });
    expect(page2.items.map((a) => a.studentName)).toEqual([`${tag} Child 2`, `${tag} Child 1`]);
    expect(page2.pagination).toMatchObject({ hasNext: false, hasPrev: true });
    // Out-of-range pages are clamped to the last page.
    expect((await admin().admin.applications.list({ page: 99, search: tag })).pagination.page).toBe(2);

    // Search by phone and by email.
    expect((await admin().admin.applications.list({ search: '9000000007' })).items.map((a) => a.studentName)).toEqual([
      `${tag} Child 7`,
    ]);
    const byEmail = await admin().admin.applications.list({ search: 'SANA.PARENT@', pageSize: 100 });
    expect(byEmail.pagination.total).toBeGreaterThanOrEqual(12);

    const target = page1.items[0];
    if (!target) throw new Error('no application');
    const updated = await admin().admin.applications.setStatus({ id: target.id, status: 'accepted' });
    expect(updated.status).toBe('accepted');
    const accepted = await admin().admin.applications.list({ status: 'accepted', search: tag });
    expect(accepted.items.map((a) => a.id)).toEqual([target.id]);
    expect((await admin().admin.applications.list({ status: 'new', search: tag })).pagination.total).toBe(11);
  });

  it('treats LIKE wildcards in a search as text', async () => {
    const res = await admin().admin.applications.list({ search: '%' });
    expect(res.pagination.total).toBe(0);
  });

  it('deletes an application and answers NOT_FOUND for unknown ids', async () => {
    const { id: reference } = createApplicationRow(t.app.svc, { studentName: 'Delete Me' });
    expect(await admin().admin.applications.remove({ id: reference })).toEqual({ ok: true });
    expect((await admin().admin.applications.list({ search: 'Delete Me' })).pagination.total).toBe(0);
    await expect(admin().admin.applications.remove({ id: reference })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin().admin.applications.setStatus({ id: reference, status: 'declined' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('exports the filtered applications as safe CSV', async () => {
    createApplicationRow(t.app.svc, {
      studentName: '=HYPERLINK("http://evil.example") Csv',
      address: 'Line 1, "Quoted"',
      classApplying: 'lkg',
      gender: 'female',
    });
    const { filename, csv } = await admin().admin.applications.exportCsv({ search: 'Csv' });
    expect(filename).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row, ...rest] = csv.slice(1).trimEnd().split('\r\n');
    expect(header).toContain('Student Name,Date of Birth,Class Applying For,Gender');
    expect(rest).toEqual([]);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"") Csv"`);
    expect(row).toContain('"Line 1, ""Quoted"""');
    expect(row).toContain(',LKG,Female,');
  });
});
