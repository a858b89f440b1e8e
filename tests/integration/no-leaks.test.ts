import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedUrl } from '../../src/server/app';
import { simplePdf } from '../../src/server/db/seed-data/notices';
import { makeApplicationForm, makeApplicationInput, makeEnquiryForm, makeEnquiryInput } from '../factories/inputs';
import { call, login } from '../fixtures/admin-http';
import { TEST_TOTP_SECRET, totpCode } from '../fixtures/two-factor';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { TestSmtpServer } from '../helpers/smtp';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Privacy by design (India's DPDP Act): what the school holds about parents and children does not
// leak through a cache or the server log.
// 1. Every answer of the dashboard and the API says Cache-Control: no-store, errors and refusals too.
// 2. The real server process, logging at its most verbose, is driven through what parents and the
//    office do (enquiries and applications by the API and as forms posted without JavaScript, signing
//    in, the dashboard's enquiries and their search, CSV exports, a transfer-certificate lookup); then
//    its whole log holds no e-mail address, mobile number, date of birth, name, session or TC token.

const ADMIN = { username: 'leak-admin', password: 'a long and private passphrase 42' };

describe('Cache-Control: no-store on the dashboard and the API', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await makeTestApp({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
    });
    cookie = (await login(t, ADMIN.username, ADMIN.password, { code: totpCode() })).cookie!;
  });
  afterAll(async () => {
    await t.close();
  });

  const json = { 'content-type': 'application/json' };
  const cases: { name: string; method: string; url: string; body?: string; headers?: () => Record<string, string> }[] =
    [
      { name: 'the sign-in page', method: 'GET', url: '/admin/login' },
      { name: 'a dashboard page, signed out', method: 'GET', url: '/admin/contacts' },
      { name: 'a dashboard page, signed in', method: 'GET', url: '/admin/contacts', headers: () => ({ cookie }) },
      { name: 'an opened enquiry', method: 'GET', url: '/admin/contacts/1', headers: () => ({ cookie }) },
      { name: 'an unknown dashboard address', method: 'GET', url: '/admin/no-such-section/7' },
      { name: 'a backup download that does not exist', method: 'GET', url: '/admin-files/backups/none.tar.gz' },
      { name: 'a public procedure', method: 'GET', url: '/trpc/highlights.list' },
      {
        name: 'an admin query signed in (sent as POST)',
        method: 'POST',
        url: '/trpc/admin.enquiries.list',
        body: '{}',
        headers: () => ({ ...json, cookie }),
      },
      {
        name: 'an admin query signed out (401)',
        method: 'POST',
        url: '/trpc/admin.enquiries.list',
        body: '{}',
        headers: () => json,
      },
      {
        name: 'an admin query by GET (405)',
        method: 'GET',
        url: '/trpc/admin.enquiries.list',
        headers: () => ({ cookie }),
      },
      {
        name: 'a CSV export',
        method: 'POST',
        url: '/trpc/admin.enquiries.exportCsv',
        body: '{}',
        headers: () => ({ ...json, cookie }),
      },
      {
        name: 'a sign-in refused (wrong password)',
        method: 'POST',
        url: '/trpc/admin.login',
        body: JSON.stringify({ username: ADMIN.username, password: 'wrong' }),
        headers: () => json,
      },
      {
        name: 'an enquiry refused by validation (400)',
        method: 'POST',
        url: '/trpc/enquiries.create',
        body: JSON.stringify({ email: 'not-an-address' }),
        headers: () => json,
      },
      {
        name: 'a body that is not JSON (400)',
        method: 'POST',
        url: '/trpc/enquiries.create',
        body: '{"email": "half',
        headers: () => json,
      },
      {
        name: 'a body over the limit (413)',
        method: 'POST',
        url: '/trpc/enquiries.create',
        body: JSON.stringify({ address: 'x'.repeat(200_000) }),
        headers: () => json,
      },
      {
        name: 'a cross-site post (403)',
        method: 'POST',
        url: '/trpc/enquiries.create',
        body: '{}',
        headers: () => ({ ...json, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
      },
      { name: 'an unknown procedure (404)', method: 'GET', url: '/trpc/no.such.procedure' },
      { name: 'a mutation by GET (405)', method: 'GET', url: '/trpc/enquiries.create' },
      { name: 'the API root by POST', method: 'POST', url: '/trpc', body: '{}', headers: () => json },
      { name: 'TRACE on the API (405)', method: 'TRACE', url: '/trpc/admin.me' },
    ];

  it.each(cases)('$name', async ({ method, url, body, headers }) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: headers?.() ?? {},
      ...(body !== undefined ? { payload: body } : {}),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.headers['cache-control'], `${method} ${url} (${res.statusCode})`).toBe('no-store');
  });

  it('covers the statuses it claims (the cases are not all 200s)', async () => {
    const statuses = new Set<number>();
    for (const { method, url, body, headers } of cases) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: headers?.() ?? {},
        ...(body !== undefined ? { payload: body } : {}),
      });
      statuses.add(res.statusCode);
    }
    for (const status of [200, 400, 401, 403, 404, 405, 413]) expect(statuses).toContain(status);
    // A signed-in call really answered with data (the session worked).
    expect((await call(t, 'admin.me', undefined, cookie)).body.result.data).toMatchObject({ username: ADMIN.username });
  });
});

describe('the request log', () => {
  it('logs the path only: no query string, no fragment, no certificate token', () => {
    expect(loggedUrl('/trpc/admin.enquiries.list?input=%7B%22search%22%3A%22a%40b.in%22%7D')).toBe(
      '/trpc/admin.enquiries.list',
    );
    expect(loggedUrl('/admin/contacts?search=9876543210')).toBe('/admin/contacts');
    expect(loggedUrl('/notices?q=amina#top')).toBe('/notices');
    expect(loggedUrl(`/tc-verification/certificate/${'a'.repeat(43)}`)).toBe('/tc-verification/certificate/:token');
    expect(loggedUrl('/about')).toBe('/about');
  });
});

// ---------------------------------------------------------------------------------------------------
// The real server process.

/** What the flows type, all of it personal data that the log must never hold. */
const PEOPLE = {
  enquiryApi: {
    firstName: 'Zulekha',
    lastName: 'Leakcheck',
    email: 'zulekha.leakcheck@example.com',
    mobile: '9123456780',
  },
  enquiryForm: {
    firstName: 'Farhan',
    lastName: 'Formpost',
    email: 'farhan.formpost@example.org',
    mobile: '8123456709',
  },
  applicationApi: {
    studentName: 'Inaya Leakcheck',
    fatherName: 'Yusuf Leakcheck',
    motherName: 'Rukhsar Leakcheck',
    email: 'rukhsar.apply@example.net',
    contactNumber: '7123456789',
    dateOfBirth: '2019-03-17',
  },
  applicationForm: {
    studentName: 'Naved Noscript',
    fatherName: 'Salim Noscript',
    motherName: 'Huma Noscript',
    email: 'huma.noscript@example.in',
    contactNumber: '6123456798',
    dateOfBirth: '2018-11-02',
  },
  tc: { tcNumber: 'TC/LEAK/0427', studentName: 'Ayaan Certcheck', dateOfBirth: '2011-08-23' },
};
const OFFICE_EMAIL = 'office.leakcheck@school-example.org';

describe('the server log after what parents and the office do', () => {
  let server: ServerProcess;
  let smtp: TestSmtpServer;
  let dataDir: string;
  /** Every answer from /admin and /trpc, to check their Cache-Control. */
  const privateAnswers: { what: string; cacheControl: string | null }[] = [];

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-no-leaks-'));
    fs.cpSync(process.env.TEST_TEMPLATE_DATA_DIR!, dataDir, { recursive: true });
    server = await startServer({
      DATA_DIR: dataDir,
      // The most verbose level: not even a debug line may hold personal data.
      LOG_LEVEL: 'trace',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
      SMTP_URL: smtp.url(),
      ENQUIRY_RATE_LIMIT: '1000',
    });
  });
  afterAll(async () => {
    await server?.kill();
    await smtp?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function send(
    method: string,
    url: string,
    opts: { json?: unknown; form?: Record<string, string>; multipart?: FormData; cookie?: string } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {};
    let body: string | FormData | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    } else if (opts.multipart) body = opts.multipart;
    if (opts.cookie) headers.cookie = opts.cookie;
    const res = await fetch(`${server.url}${url}`, { method, headers, body, redirect: 'manual' });
    if (/^\/(admin|admin-files|trpc)(\/|\?|$)/.test(url))
      privateAnswers.push({ what: `${method} ${url} ${res.status}`, cacheControl: res.headers.get('cache-control') });
    return res;
  }

  /** A dashboard query as the dashboard sends it: POST (method override), its input in the body. */
  const query = (procedure: string, input: unknown, cookie?: string) =>
    send('POST', `/trpc/${procedure}`, { json: input ?? {}, cookie });

  async function ok(res: Promise<Response>, status = 200): Promise<Response> {
    const r = await res;
    if (r.status !== status) throw new Error(`${r.url}: ${r.status} ${await r.text()}`);
    return r;
  }
  const data = async <T = unknown>(res: Promise<Response>): Promise<T> =>
    ((await (await ok(res)).json()) as { result: { data: T } }).result.data;

  it('holds none of what was typed, nor the session or certificate tokens', async () => {
    // The office signs in and says where the notifications go.
    const signIn = await ok(send('POST', '/trpc/admin.login', { json: { ...ADMIN, code: totpCode() } }));
    const token = /(?:__Host-)?sid=([^;]+)/.exec(signIn.headers.get('set-cookie') ?? '')?.[1];
    expect(token).toBeTruthy();
    const cookie = `${/__Host-sid=/.test(signIn.headers.get('set-cookie') ?? '') ? '__Host-sid' : 'sid'}=${token}`;
    await ok(send('POST', '/trpc/admin.settings.save', { json: { notificationEmails: [OFFICE_EMAIL] }, cookie }));

    // Parents: an enquiry and an application by the API, and each as a form posted without JavaScript.
    await ok(send('POST', '/trpc/enquiries.create', { json: makeEnquiryInput(PEOPLE.enquiryApi) }));
    const enquiryPage = await ok(send('POST', '/contact', { form: makeEnquiryForm(PEOPLE.enquiryForm) }));
    expect(await enquiryPage.text()).not.toContain('class="field-error"');
    await ok(send('POST', '/trpc/applications.create', { json: makeApplicationInput(PEOPLE.applicationApi) }));
    const applicationPage = await ok(send('POST', '/apply', { form: makeApplicationForm(PEOPLE.applicationForm) }));
    expect(await applicationPage.text()).not.toContain('class="field-error"');
    // The office's notifications go out (the mail path runs too).
    const deadline = Date.now() + 30_000;
    while (smtp.mails.length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(smtp.mails).toHaveLength(4);

    // The office reads the enquiries: the list, a search typed into it (its input is in the URL),
    // the opened enquiry, and the CSV export of the search.
    await ok(send('GET', '/admin/contacts', { cookie }));
    for (const search of [PEOPLE.enquiryApi.email, PEOPLE.enquiryForm.mobile, PEOPLE.enquiryApi.lastName]) {
      const found = await data<{ items: { id: number }[] }>(query('admin.enquiries.list', { page: 1, search }, cookie));
      expect(found.items).toHaveLength(1);
      await ok(send('GET', `/admin/contacts/${found.items[0]!.id}`, { cookie }));
      await data(query('admin.enquiries.get', { id: found.items[0]!.id }, cookie));
    }
    // A client sending the search in the URL, as a plain tRPC query would (refused: 405), and
    // someone pasting a search into the dashboard's address.
    const inUrl = encodeURIComponent(JSON.stringify({ search: PEOPLE.enquiryForm.email }));
    expect((await send('GET', `/trpc/admin.enquiries.list?input=${inUrl}`, { cookie })).status).toBe(405);
    await ok(send('GET', `/admin/contacts?search=${encodeURIComponent(PEOPLE.enquiryApi.email)}`, { cookie }));
    const csv = await data<{ csv: string }>(
      send('POST', '/trpc/admin.enquiries.exportCsv', { json: { search: PEOPLE.enquiryApi.mobile }, cookie }),
    );
    expect(csv.csv).toContain(PEOPLE.enquiryApi.email);
    const applications = await data<{ items: { id: number }[] }>(
      query('admin.applications.list', { page: 1, search: PEOPLE.applicationApi.contactNumber }, cookie),
    );
    expect(applications.items).toHaveLength(1);
    await ok(send('GET', `/admin/applications/${applications.items[0]!.id}`, { cookie }));
    await data(send('POST', '/trpc/admin.applications.exportCsv', { json: {}, cookie }));

    // A transfer certificate with its PDF, then verified by number and date of birth, both ways.
    const [campus] = await data<{ id: number }[]>(query('admin.campuses.list', undefined, cookie));
    const tc = await data<{ id: number }>(
      send('POST', '/trpc/admin.transferCertificates.create', {
        json: { campusId: campus!.id, ...PEOPLE.tc, issuedOn: '2025-04-10', classLeft: 'Class VIII' },
        cookie,
      }),
    );
    const upload = new FormData();
    upload.append('id', String(tc.id));
    upload.append(
      'file',
      new File([new Uint8Array(simplePdf('Transfer Certificate', [PEOPLE.tc.studentName]))], 'tc.pdf', {
        type: 'application/pdf',
      }),
    );
    await ok(send('POST', '/trpc/admin.transferCertificates.uploadFile', { multipart: upload, cookie }));
    const lookup = { tcNumber: PEOPLE.tc.tcNumber, dateOfBirth: PEOPLE.tc.dateOfBirth };
    const verified = await data<{ found: boolean; certificates: { fileUrl: string | null }[] }>(
      send('POST', '/trpc/transferCertificates.verify', { json: lookup }),
    );
    expect(verified.found).toBe(true);
    const fileUrl = verified.certificates[0]!.fileUrl!;
    const tcToken = fileUrl.split('/').at(-1)!;
    expect(tcToken.length).toBeGreaterThan(10);
    await ok(send('GET', fileUrl));
    const tcPage = await ok(send('POST', '/tc-verification', { form: lookup }));
    expect(await tcPage.text()).toContain(PEOPLE.tc.studentName);
    // A lookup that finds nothing, and one bookmarked with what was typed in its address.
    await ok(send('POST', '/tc-verification', { form: { ...lookup, dateOfBirth: '2011-08-24' } }));
    await send('GET', `/tc-verification?tcNumber=${encodeURIComponent(lookup.tcNumber)}&dob=${lookup.dateOfBirth}`);

    // Stray requests carrying personal data in their address: a public search, an unknown path.
    await send('GET', `/notices?q=${encodeURIComponent(PEOPLE.applicationApi.email)}`);
    await send('POST', `/no-such-form?email=${encodeURIComponent(PEOPLE.enquiryForm.email)}`, { json: {} });
    await send('GET', `/trpc/enquiries.create?input=${encodeURIComponent(JSON.stringify(PEOPLE.enquiryApi))}`);
    // A refused enquiry (its fields echo nothing into the log either).
    await send('POST', '/trpc/enquiries.create', { json: { ...PEOPLE.enquiryApi, mobile: '12345' } });

    await ok(send('POST', '/trpc/admin.logout', { json: {}, cookie }));

    // Stop the server as in production (SIGTERM), so every line is written.
    const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
    server.child.kill('SIGTERM');
    await exited;
    const log = server.log();

    // The log is the real one: requests were logged, at their paths.
    expect(log).toContain('"msg":"request completed"');
    expect(log).toContain('"url":"/trpc/admin.enquiries.list"');
    expect(log).toContain('"url":"/contact"');
    expect(log).toContain('"url":"/tc-verification/certificate/:token"');
    expect(log).toContain('mail sent');

    // Read as written and as a URL or a form body would encode it ('%40' for '@', '+' for a space).
    const decoded = log.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    const text = `${log}\n${decoded}\n${decoded.replaceAll('+', ' ')}`.toLowerCase();
    const typed = [
      ...Object.values(PEOPLE).flatMap((p) => Object.values(p)),
      OFFICE_EMAIL,
      token!,
      tcToken,
      ADMIN.password,
    ];
    expect(
      typed.filter((value) => text.includes(value.toLowerCase())),
      'typed values in the log',
    ).toEqual([]);
    // Any e-mail address, any Indian mobile number, any date of birth typed in another form.
    expect(text.match(/[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/g) ?? [], 'e-mail addresses').toEqual([]);
    // (Not the decimals of a response time: '"responseTime":24.2022519876'.)
    expect(text.match(/(?<![\w.])(?:\+?91[\s-]?)?[6-9]\d{9}(?!\w)/g) ?? [], 'mobile numbers').toEqual([]);
    expect(text.match(/\b(?:17\/03\/2019|02\/11\/2018|23\/08\/2011)\b/g) ?? [], 'dates of birth').toEqual([]);

    // And every answer of the dashboard and the API said no-store.
    expect(privateAnswers.length).toBeGreaterThan(20);
    expect(privateAnswers.filter((a) => a.cacheControl !== 'no-store')).toEqual([]);
  }, 120_000);
});
