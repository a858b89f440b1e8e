import fs from 'node:fs';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DB_FILENAME } from '../../src/server/db/client';
import { listAudit } from '../../src/server/platform/audit';
import { saveSettings, setAcknowledgeParents } from '../../src/server/platform/settings';
import { parsePersonQuery } from '../../src/shared/schemas/person-data';
import { allRows } from '../factories/rows';
import { createApplicationRow, createEnquiryRow } from '../factories/submissions';
import { call, login } from '../fixtures/admin-http';
import { TEST_TOTP_SECRET, totpCode } from '../fixtures/two-factor';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// A data principal's rights in the dashboard (src/server/features/privacy/person-data.ts): find what the site
// holds about a person by e-mail or mobile, export it, erase it; nothing typed goes into a URL, the
// log or the audit log, and an erased address is nowhere in the database's files afterwards.

const EMAIL = 'priya.parent@example.com';
const MOBILE = '9876543210';
const PASSWORD = 'Person data test password 1';

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp(
    // A mail server nobody listens on: notifications are queued (and never sent; the sender is off).
    {
      SMTP_URL: 'smtp://127.0.0.1:9',
      ADMIN_USERNAME: 'office',
      ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
      ADMIN_PASSWORD: PASSWORD,
    },
    { mail: { autoStart: false }, retention: { autoStart: false } },
  );
  saveSettings(t.app.svc, { notificationEmails: ['office@school.example'] });
  // These tests count the office's notifications; parents' acknowledgments: admissions-desk.test.ts.
  setAcknowledgeParents(t.app.svc, false);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const admin = () =>
  t.caller({
    session: { adminId: 1, username: 'office', role: 'owner' as const, twoFactor: true },
    clientIp: '10.4.5.6',
  });

/** Priya's two enquiries (the address typed in two cases) and her application; another parent's enquiry. */
function storePeople() {
  const svc = t.app.svc;
  return {
    first: createEnquiryRow(svc, {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'Priya.Parent@Example.com',
      mobile: MOBILE,
    }).id,
    second: createEnquiryRow(svc, { firstName: 'Priya', lastName: 'Sharma', email: EMAIL, mobile: '9123400000' }).id,
    application: createApplicationRow(svc, {
      studentName: 'Aarav Sharma',
      email: 'PRIYA.PARENT@example.com',
      contactNumber: MOBILE,
      guardianConsent: true,
    }).id,
    other: createEnquiryRow(svc, { firstName: 'Meera', email: 'meera.other@example.com', mobile: '9988776655' }).id,
  };
}

/** Whether the bytes of the database file or its write-ahead log hold `text` anywhere (any case). */
function inDatabaseFiles(text: string): boolean {
  const needle = text.toLowerCase();
  return [DB_FILENAME, `${DB_FILENAME}-wal`].some((name) => {
    const file = path.join(t.dataDir, name);
    return fs.existsSync(file) && fs.readFileSync(file).toString('latin1').toLowerCase().includes(needle);
  });
}

describe('what the office types', () => {
  it('is an e-mail address in any case, or a mobile number with separators and a country code', () => {
    expect(parsePersonQuery('  Priya.Parent@EXAMPLE.com ')).toEqual({ kind: 'email', email: EMAIL });
    for (const typed of ['9876543210', '+91 98765 43210', '098765-43210', '(+91) 98765.43210', '919876543210'])
      expect(parsePersonQuery(typed), typed).toEqual({ kind: 'mobile', mobile: MOBILE });
    // A name and a JOB reference find candidates for a post (careers-privacy.test.ts).
    expect(parsePersonQuery(' Priya   Sharma ')).toEqual({ kind: 'name', name: 'Priya Sharma' });
    expect(parsePersonQuery('job-2026-00012')).toEqual({ kind: 'reference', reference: 'JOB-2026-00012' });
    for (const typed of ['', 'P', '98765', 'priya@', '98765 4321x', '@example.com', 'Priya <b>'])
      expect(parsePersonQuery(typed), typed).toBeNull();
  });

  it('is refused beside the field when it is none of these', async () => {
    expect(await fieldErrorsOf(admin().admin.privacy.find({ query: '98765' }))).toEqual({
      query: 'Enter an e-mail address, a mobile number with its 10 digits, a candidate’s name or a JOB reference',
    });
  });
});

describe('finding a person', () => {
  it('finds by e-mail in any case across enquiries, applications and their notifications', async () => {
    const p = storePeople();
    const found = await admin().admin.privacy.find({ query: ' PRIYA.parent@example.COM ' });
    expect(found).toMatchObject({
      searchedFor: EMAIL,
      counts: { enquiries: 2, applications: 1, mails: 3 },
      total: 6,
      summary: `2 enquiries, 1 application and 3 notification e-mails for ${EMAIL}`,
    });
    expect(found.items.filter((i) => i.kind === 'enquiry').map((i) => i.id)).toEqual([p.second, p.first]);
    expect(found.items.filter((i) => i.kind === 'application')).toEqual([
      expect.objectContaining({ id: p.application, status: 'New', summary: expect.stringContaining('Aarav Sharma') }),
    ]);
    expect(found.items.find((i) => i.kind === 'enquiry')).toMatchObject({
      status: 'New',
      receivedAt: expect.any(String),
      summary: expect.stringContaining('Priya Sharma'),
    });
    expect(JSON.stringify(found)).not.toContain('meera');
  });

  it('finds by mobile, typed with spaces and +91, in enquiries and applications', async () => {
    const p = storePeople();
    for (const query of ['+91 98765 43210', '98765-43210']) {
      const found = await admin().admin.privacy.find({ query });
      expect(found.searchedFor).toBe(`mobile ${MOBILE}`);
      expect(found.counts).toEqual({ enquiries: 1, applications: 1, candidates: 0, mails: 2 });
      expect(found.items.map((i) => [i.kind, i.id])).toEqual(
        expect.arrayContaining([
          ['enquiry', p.first],
          ['application', p.application],
        ]),
      );
    }
  });

  it('says when nothing is held, and records nothing in the audit log', async () => {
    storePeople();
    const before = listAudit(t.app.svc, { page: 1 }).pagination.total;
    const found = await admin().admin.privacy.find({ query: 'nobody@example.com' });
    expect(found).toMatchObject({ total: 0, items: [], summary: 'Nothing is held for nobody@example.com.' });
    expect(listAudit(t.app.svc, { page: 1 }).pagination.total).toBe(before);
  });
});

describe('exporting a person’s data', () => {
  it('gives JSON and CSV with every record, and records the export with counts only', async () => {
    const p = storePeople();
    const copy = await admin().admin.privacy.exportPerson({ query: EMAIL });
    expect(copy.summary).toBe(`2 enquiries, 1 application and 3 notification e-mails for ${EMAIL}`);
    expect(copy.jsonFilename).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(copy.csvFilename).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.csv$/);

    const json = JSON.parse(copy.json);
    expect(json.summary).toBe(copy.summary);
    expect(json.enquiries.map((e: { reference: number; email: string }) => [e.reference, e.email])).toEqual([
      [p.second, EMAIL],
      [p.first, 'Priya.Parent@Example.com'],
    ]);
    expect(json.applications).toEqual([
      expect.objectContaining({
        reference: p.application,
        studentName: 'Aarav Sharma',
        contactNumber: MOBILE,
        class: 'LKG',
        consentGivenAt: expect.any(String),
      }),
    ]);
    expect(json.notificationEmails).toHaveLength(3);
    expect(json.notificationEmails[0].text).toContain('Email:');

    const lines = copy.csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Record,Reference,Received,Last changed,Status,Name,Email,Mobile,/);
    const records = lines.slice(1).filter((l) => /^(Enquiry|Application),/.test(l));
    expect(records).toHaveLength(3);
    expect(records.filter((l) => l.startsWith(`Enquiry,${p.first},`))[0]).toContain('Priya.Parent@Example.com');
    expect(records.filter((l) => l.startsWith(`Application,${p.application},`))[0]).toContain('Aarav Sharma');
    expect(copy.csv).toContain('Notification e-mail to the office');
    expect(copy.csv).not.toContain('meera');

    expect(listAudit(t.app.svc, { page: 1, action: 'person-export' }).items).toEqual([
      expect.objectContaining({
        actor: 'office',
        clientIp: '10.4.5.6',
        outcome: 'ok',
        detail: '2 enquiries, 1 application, 0 candidates, 3 notification e-mails',
      }),
    ]);
  });
});

describe('erasing a person’s data', () => {
  it('erases exactly their rows and mails, leaving no copy in the database file or its log', async () => {
    const p = storePeople();
    const svc = t.app.svc;
    const logs = [vi.spyOn(svc.log, 'info'), vi.spyOn(svc.log, 'warn'), vi.spyOn(svc.log, 'error')];
    const found = await admin().admin.privacy.find({ query: EMAIL });
    const idsOf = (kind: string) => found.items.filter((i) => i.kind === kind).map((i) => i.id);
    // Before: the address is in the files (so the search below can see it).
    expect(inDatabaseFiles(EMAIL)).toBe(true);
    const mailsBefore = allRows(svc, 'mailOutbox').length;

    const erased = await admin().admin.privacy.erasePerson({
      query: EMAIL,
      enquiryIds: idsOf('enquiry'),
      applicationIds: idsOf('application'),
      mailIds: idsOf('mail'),
    });

    expect(erased).toEqual({ counts: { enquiries: 2, applications: 1, candidates: 0, mails: 3 }, total: 6 });
    expect(allRows(svc, 'enquiries').map((r) => r.id)).toEqual(expect.not.arrayContaining([p.first, p.second]));
    expect(allRows(svc, 'enquiries').map((r) => r.id)).toContain(p.other);
    expect(allRows(svc, 'applications').map((r) => r.id)).not.toContain(p.application);
    expect(allRows(svc, 'mailOutbox')).toHaveLength(mailsBefore - 3);
    expect(allRows(svc, 'mailOutbox').filter((m) => m.textBody.includes('meera.other@example.com'))).toHaveLength(1);
    expect((await admin().admin.privacy.find({ query: EMAIL })).total).toBe(0);

    // No byte of the erased address, the child's name or the first enquiry's number is left.
    expect(inDatabaseFiles(EMAIL)).toBe(false);
    expect(inDatabaseFiles('Aarav Sharma')).toBe(false);
    expect(inDatabaseFiles(MOBILE)).toBe(false);
    expect(inDatabaseFiles('meera.other@example.com')).toBe(true);

    const entries = listAudit(svc, { page: 1, action: 'person-erase' }).items;
    expect(entries).toEqual([
      expect.objectContaining({
        actor: 'office',
        outcome: 'ok',
        detail: '2 enquiries, 1 application, 0 candidates, 3 notification e-mails',
      }),
    ]);
    // Counts only: no address in the audit log or the log.
    expect(JSON.stringify(listAudit(svc, { page: 1 }).items).toLowerCase()).not.toContain('priya');
    expect(JSON.stringify(logs.map((l) => l.mock.calls)).toLowerCase()).not.toContain('priya');
  });

  it('erases only what the office saw: a record that arrived since the search stays', async () => {
    storePeople();
    const found = await admin().admin.privacy.find({ query: `+91 ${MOBILE}` });
    const late = createEnquiryRow(t.app.svc, { email: 'late@example.com', mobile: MOBILE }).id;
    const idsOf = (kind: string) => found.items.filter((i) => i.kind === kind).map((i) => i.id);
    const erased = await admin().admin.privacy.erasePerson({
      query: MOBILE,
      enquiryIds: idsOf('enquiry'),
      applicationIds: idsOf('application'),
      mailIds: idsOf('mail'),
    });
    expect(erased.counts).toEqual({ enquiries: 1, applications: 1, candidates: 0, mails: 2 });
    const left = await admin().admin.privacy.find({ query: MOBILE });
    expect(left.items.map((i) => [i.kind, i.id])).toEqual([
      ['enquiry', late],
      ['mail', expect.any(Number)],
    ]);
  });

  it('does not erase records of someone else whose ids are sent with the query', async () => {
    const p = storePeople();
    const erased = await admin().admin.privacy.erasePerson({
      query: EMAIL,
      enquiryIds: [p.other],
      applicationIds: [],
      mailIds: [],
    });
    expect(erased.total).toBe(0);
    expect(allRows(t.app.svc, 'enquiries').map((r) => r.id)).toContain(p.other);
  });
});

describe('the privacy procedures', () => {
  it('refuse a caller without a session', async () => {
    const visitor = t.caller();
    for (const attempt of [
      visitor.admin.privacy.find({ query: EMAIL }),
      visitor.admin.privacy.exportPerson({ query: EMAIL }),
      visitor.admin.privacy.erasePerson({ query: EMAIL, enquiryIds: [1], applicationIds: [], mailIds: [] }),
      visitor.admin.privacy.retentionStatus(),
      visitor.admin.privacy.runRetention(),
    ]) {
      await expect(attempt).rejects.toBeInstanceOf(TRPCError);
      await expect(attempt).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('take what is typed in a POST body only, never in the address', async () => {
    storePeople();
    const { cookie } = await login(t, 'office', PASSWORD, { code: totpCode() });
    const input = encodeURIComponent(JSON.stringify({ query: EMAIL }));
    for (const procedure of ['find', 'exportPerson']) {
      const get = await t.app.inject({
        method: 'GET',
        url: `/trpc/admin.privacy.${procedure}?input=${input}`,
        headers: { cookie: cookie! },
      });
      expect(get.statusCode).toBe(405);
    }
    const post = await call(t, 'admin.privacy.find', { query: EMAIL }, cookie);
    expect(post.status).toBe(200);
    expect(post.body.result.data.total).toBe(6);
    const refused = await call(t, 'admin.privacy.find', { query: EMAIL });
    expect(refused.status).toBe(401);
  });
});
