import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { transferCertificates } from '../../src/server/db/schema';
import {
  DISCLOSURE_PDF_REJECTED_MESSAGE,
  TC_LOOKUP_LIMIT,
  TC_NO_MATCH_MESSAGE,
  TC_RATE_LIMITED_MESSAGE,
  TC_VERIFICATION_PATH,
} from '../../src/shared/disclosure';
import { attachTcPdf, createCampusRow, createTcRow, makeTcPdf } from '../factories/tc';
import { login } from '../fixtures/admin-http';
import { formData, textNamedJpg } from '../fixtures/images';
import { TEST_TOTP_SECRET, totpCode } from '../fixtures/two-factor';
import { fieldErrorsOf, makeTestApp, type TestApp } from '../helpers/test-app';

// Transfer-certificate verification: a lookup by TC number and date of birth gives the certificate and
// its PDF (by an unguessable token), every failure the same answer, limited per client address for the
// API and the form posted without JavaScript alike; the dashboard's register keeps its files in step.

const ADMIN = { session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } };
const ADMIN_USER = 'office';
const ADMIN_PASSWORD = 'office password 12';

let t: TestApp;
let cookie: string;
let ipCounter = 0;
/** Each test speaks from its own address, so the rate limit never leaks between tests. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await makeTestApp({ ADMIN_USERNAME: ADMIN_USER, ADMIN_TOTP_SECRET: TEST_TOTP_SECRET, ADMIN_PASSWORD });
  cookie = (await login(t, ADMIN_USER, ADMIN_PASSWORD, { code: totpCode() })).cookie!;
});
afterAll(async () => {
  await t.close();
});

const tcDir = () => path.join(t.dataDir, 'media', 'tc');
const storedFiles = () => (fs.existsSync(tcDir()) ? fs.readdirSync(tcDir()).sort() : []);
const get = (url: string) => t.app.inject({ method: 'GET', url });
const tokenOf = (id: number) =>
  t.app.svc.db
    .select({ token: transferCertificates.token })
    .from(transferCertificates)
    .where(eq(transferCertificates.id, id))
    .get()!.token;

/** The lookup as the page's JavaScript sends it: one tRPC mutation, JSON in the POST body. */
function verify(input: unknown, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/trpc/transferCertificates.verify',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(input),
    remoteAddress: ip,
  });
}

/** The lookup form posted without JavaScript: urlencoded, same-origin. */
async function postForm(fields: Record<string, string>, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: TC_VERIFICATION_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'school.test',
      origin: 'http://school.test',
      'sec-fetch-site': 'same-origin',
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: ip,
  });
  // Never a redirect: nothing typed reaches a URL.
  expect(res.headers.location).toBeUndefined();
  return res;
}

/** The page's HTML without the dehydrated state (which holds the answer too), so checks see the markup. */
const markup = (html: string) =>
  html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '').replace(/<!-- -->/g, '');

let base: string | null = null;
/** Uploads a file to a TC as the dashboard does (multipart over real HTTP, signed in). */
async function uploadOverHttp(id: number, bytes: Buffer, name: string) {
  base ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
  return fetch(`${base}/trpc/admin.transferCertificates.uploadFile`, {
    method: 'POST',
    headers: { cookie },
    body: formData({ id }, { name, bytes, type: 'application/pdf' }, 'file'),
  });
}

describe('the lookup', () => {
  it('gives the certificate for the right number and date of birth, and a token address that downloads its PDF', async () => {
    const campus = createCampusRow(t.app.svc, 'Ganga Nagar Campus');
    const tc = createTcRow(t.app.svc, campus.id, {
      tcNumber: 'TC/2025/014',
      studentName: 'Aarav Deshmukh',
      dateOfBirth: '2011-08-23',
      issuedOn: '2025-04-02',
      classLeft: 'Class IX',
    });
    const pdf = makeTcPdf('Transfer Certificate of Aarav');
    await attachTcPdf(t.app.svc, tc.id, pdf, 'scan 014.pdf');

    // Trimmed, and the number's case does not matter.
    const res = await verify({ tcNumber: '  tc/2025/014 ', dateOfBirth: '2011-08-23' }, freshIp());
    expect(res.statusCode).toBe(200);
    const answer = res.json().result.data;
    expect(answer).toEqual({
      found: true,
      certificates: [
        {
          tcNumber: 'TC/2025/014',
          studentName: 'Aarav Deshmukh',
          issuedOn: '2025-04-02',
          classLeft: 'Class IX',
          campusName: 'Ganga Nagar Campus',
          fileUrl: expect.stringMatching(/^\/tc-verification\/certificate\/[a-f0-9]{32}$/),
        },
      ],
    });
    // The date of birth typed is not echoed, and no other row's data comes with it.
    expect(res.body).not.toContain('2011-08-23');

    const file = await get(answer.certificates[0].fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-robots-tag']).toBe('noindex');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="transfer-certificate-TC-2025-014.pdf"; filename*=UTF-8''transfer-certificate-TC-2025-014.pdf`,
    );
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers a wrong date of birth and an unknown number identically, byte for byte', async () => {
    const campus = createCampusRow(t.app.svc);
    const tc = createTcRow(t.app.svc, campus.id, { tcNumber: 'SAME-ANSWER-1', dateOfBirth: '2010-01-15' });
    await attachTcPdf(t.app.svc, tc.id);

    const wrongBirth = await verify({ tcNumber: 'SAME-ANSWER-1', dateOfBirth: '2010-01-16' }, freshIp());
    const unknown = await verify({ tcNumber: 'NO-SUCH-TC-99', dateOfBirth: '2010-01-16' }, freshIp());
    expect(wrongBirth.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(wrongBirth.statusCode);
    expect(unknown.body).toBe(wrongBirth.body);
    expect(wrongBirth.json().result.data).toEqual({ found: false, message: TC_NO_MATCH_MESSAGE });
    expect(wrongBirth.body).not.toContain(tc.studentName);

    // The same through the caller: the number matched exactly, not as a prefix or a pattern.
    const caller = t.caller({ clientIp: freshIp() }).transferCertificates;
    await expect(caller.verify({ tcNumber: 'SAME-ANSWER', dateOfBirth: '2010-01-15' })).resolves.toEqual({
      found: false,
      message: TC_NO_MATCH_MESSAGE,
    });
    await expect(caller.verify({ tcNumber: 'SAME-ANSWER-_', dateOfBirth: '2010-01-15' })).resolves.toEqual({
      found: false,
      message: TC_NO_MATCH_MESSAGE,
    });
  });

  it('finds a number on every campus that has it with that date of birth', async () => {
    const north = createCampusRow(t.app.svc, 'North Campus (lookup)');
    const south = createCampusRow(t.app.svc, 'South Campus (lookup)');
    createTcRow(t.app.svc, north.id, { tcNumber: 'SHARED-7', dateOfBirth: '2009-03-03', studentName: 'Meera N' });
    createTcRow(t.app.svc, south.id, { tcNumber: 'SHARED-7', dateOfBirth: '2009-03-03', studentName: 'Kabir S' });
    createTcRow(t.app.svc, south.id, { tcNumber: 'SHARED-8', dateOfBirth: '2009-03-03', studentName: 'Other' });
    const answer = await t.caller({ clientIp: freshIp() }).transferCertificates.verify({
      tcNumber: 'SHARED-7',
      dateOfBirth: '2009-03-03',
    });
    expect(answer.found && answer.certificates.map((c) => [c.studentName, c.campusName, c.fileUrl])).toEqual([
      ['Meera N', 'North Campus (lookup)', null],
      ['Kabir S', 'South Campus (lookup)', null],
    ]);
  });

  it(`allows ${TC_LOOKUP_LIMIT} lookups per address, then answers 429, shared with the form; another address still looks up`, async () => {
    const ip = freshIp();
    const input = { tcNumber: 'NOT-THERE', dateOfBirth: '2012-02-02' };
    for (let i = 0; i < TC_LOOKUP_LIMIT; i++) expect((await verify(input, ip)).statusCode).toBe(200);

    const refused = await verify(input, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(TC_RATE_LIMITED_MESSAGE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The form posted without JavaScript counts against the same limit.
    const form = await postForm(input, ip);
    expect(form.statusCode).toBe(429);
    expect(markup(form.body)).toContain(TC_RATE_LIMITED_MESSAGE);
    expect(Number(form.headers['retry-after'])).toBeGreaterThan(0);

    expect((await verify(input, freshIp())).statusCode).toBe(200);
  });

  it('counts form posts too: the API is refused once the form used up the limit', async () => {
    const ip = freshIp();
    const input = { tcNumber: 'NOT-THERE', dateOfBirth: '2012-02-02' };
    for (let i = 0; i < TC_LOOKUP_LIMIT; i++) expect((await postForm(input, ip)).statusCode).toBe(200);
    expect((await verify(input, ip)).statusCode).toBe(429);
  });
});

describe('the page and the form without JavaScript', () => {
  it('is noindex, has no canonical, and is not in the sitemap', async () => {
    const page = await get(TC_VERIFICATION_PATH);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).not.toContain('rel="canonical"');
    // A plain form posting to the page itself (no query string: nothing typed goes into a URL). The
    // header's site search comes before it: the page's own form is the one in <main>.
    const main = markup(page.body).slice(markup(page.body).indexOf('<main'));
    const form = /<form\b[^>]*>/.exec(main)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/tc-verification#tc-lookup"');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain('/notices</loc>');
    expect(sitemap.body).not.toContain(TC_VERIFICATION_PATH);
  });

  it('answers a match with the page: 200, the certificate and its download link, never stored', async () => {
    const campus = createCampusRow(t.app.svc, 'Kaulkhed Campus (form)');
    const tc = createTcRow(t.app.svc, campus.id, {
      tcNumber: 'FORM/2024/3',
      studentName: 'Zoya Khan',
      dateOfBirth: '2013-11-30',
      issuedOn: '2024-06-12',
      classLeft: 'Class V',
    });
    await attachTcPdf(t.app.svc, tc.id);
    const res = await postForm({ tcNumber: 'FORM/2024/3', dateOfBirth: '2013-11-30' }, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const html = markup(res.body);
    expect(html).toContain('Transfer certificate verified');
    expect(html).toContain('Zoya Khan');
    expect(html).toContain('Kaulkhed Campus (form)');
    expect(html).toContain('Class V');
    expect(html).toMatch(
      new RegExp(
        `<a[^>]*href="/tc-verification/certificate/${tokenOf(tc.id)}"[^>]*>.*Download the certificate \\(PDF\\)`,
      ),
    );
    expect(html).not.toContain(TC_NO_MATCH_MESSAGE);
  });

  it('answers no match with the page: 200 and the one failure sentence, the details kept in the form', async () => {
    const res = await postForm({ tcNumber: 'FORM/NONE', dateOfBirth: '2013-11-30' }, freshIp());
    expect(res.statusCode).toBe(200);
    const html = markup(res.body);
    expect(html).toContain(TC_NO_MATCH_MESSAGE);
    expect(html).not.toContain('Transfer certificate verified');
    expect(html).toMatch(/<input[^>]*name="tcNumber"[^>]*value="FORM\/NONE"/);
  });

  it('answers missing details beside their fields (422)', async () => {
    const res = await postForm({ tcNumber: ' ', dateOfBirth: '30/11/2013' }, freshIp());
    expect(res.statusCode).toBe(422);
    const html = markup(res.body);
    expect(html).toContain('TC number is required');
    expect(html).toContain('Date of birth: enter a date as YYYY-MM-DD');
  });
});

describe('a lookup that fails', () => {
  it('answers 500 with a sentence of its own, and logs nothing that was typed', async () => {
    const error = vi.spyOn(t.app.log, 'error');
    const client = t.app.svc.db.$client;
    client.exec('ALTER TABLE transfer_certificates RENAME TO transfer_certificates_away');
    try {
      const input = { tcNumber: 'TYPED-SECRET-42', dateOfBirth: '2014-07-19' };
      const form = await postForm(input, freshIp());
      expect(form.statusCode).toBe(500);
      expect(form.headers['cache-control']).toBe('no-store');
      expect(markup(form.body)).toContain('The certificate could not be checked just now');
      const api = await verify(input, freshIp());
      expect(api.statusCode).toBe(500);
      expect(api.body).not.toContain('TYPED-SECRET-42');
    } finally {
      client.exec('ALTER TABLE transfer_certificates_away RENAME TO transfer_certificates');
    }
    expect(error).toHaveBeenCalled();
    const logged = JSON.stringify(error.mock.calls, (_k, v) => (v instanceof Error ? { ...v, message: v.message } : v));
    expect(logged).not.toContain('TYPED-SECRET-42');
    expect(logged).not.toContain('2014-07-19');
    error.mockRestore();
  });
});

describe('the PDF route', () => {
  it('answers 404 for a token of the wrong shape, an unknown token, and a TC without a PDF', async () => {
    const campus = createCampusRow(t.app.svc);
    const withoutFile = createTcRow(t.app.svc, campus.id);
    for (const token of [
      'a'.repeat(31),
      'A'.repeat(32),
      `${'a'.repeat(32)}.pdf`,
      '..%2F..%2Fdata.db',
      'f'.repeat(32),
      tokenOf(withoutFile.id),
    ]) {
      const res = await get(`/tc-verification/certificate/${token}`);
      expect(res.statusCode, token).toBe(404);
      expect(res.headers['content-type']).not.toContain('pdf');
    }
    expect((await get('/media/tc/')).statusCode).toBe(404);
  });
});

describe('the register in the dashboard', () => {
  it('refuses a file that is not a PDF beside the file field, and stores nothing', async () => {
    const campus = createCampusRow(t.app.svc);
    const tc = createTcRow(t.app.svc, campus.id);
    const before = storedFiles();
    for (const bytes of [textNamedJpg(), Buffer.from('%PDF-1.4 not really a pdf'), makeTcPdf().subarray(0, 200)]) {
      const res = await uploadOverHttp(tc.id, bytes, 'scan.pdf');
      expect(res.status).toBe(400);
      expect((await res.json()).error.data.fieldErrors).toEqual({ file: [DISCLOSURE_PDF_REJECTED_MESSAGE] });
    }
    expect(storedFiles()).toEqual(before);
    const listed = await t.caller(ADMIN).admin.transferCertificates.get({ id: tc.id });
    expect(listed).toMatchObject({ hasFile: false, fileUrl: null });
  });

  it('uploads a PDF over HTTP; replacing it removes the old file, and the token keeps serving the new one', async () => {
    const campus = createCampusRow(t.app.svc);
    const tc = createTcRow(t.app.svc, campus.id);
    const before = storedFiles();
    const first = await uploadOverHttp(tc.id, makeTcPdf('First scan'), 'first.pdf');
    expect(first.status).toBe(200);
    const afterFirst = storedFiles();
    expect(afterFirst).toHaveLength(before.length + 1);
    const firstFile = afterFirst.find((f) => !before.includes(f))!;

    const second = makeTcPdf('Second scan');
    const res = await uploadOverHttp(tc.id, second, 'second.pdf');
    expect(res.status).toBe(200);
    const saved = (await res.json()).result.data;
    expect(saved).toMatchObject({
      hasFile: true,
      fileName: 'second.pdf',
      fileUrl: `/tc-verification/certificate/${tokenOf(tc.id)}`,
    });
    const afterSecond = storedFiles();
    expect(afterSecond).toHaveLength(before.length + 1);
    expect(afterSecond).not.toContain(firstFile);
    expect((await get(saved.fileUrl)).rawPayload.equals(second)).toBe(true);
  });

  it('deletes a TC with its PDF; its token then answers 404', async () => {
    const campus = createCampusRow(t.app.svc);
    const tc = await attachTcPdf(t.app.svc, createTcRow(t.app.svc, campus.id).id);
    const before = storedFiles();
    expect((await get(tc.fileUrl!)).statusCode).toBe(200);
    await t.caller(ADMIN).admin.transferCertificates.remove({ id: tc.id });
    expect(storedFiles()).toHaveLength(before.length - 1);
    expect((await get(tc.fileUrl!)).statusCode).toBe(404);
    await expect(t.caller(ADMIN).admin.transferCertificates.get({ id: tc.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('removes a PDF and keeps the TC', async () => {
    const campus = createCampusRow(t.app.svc);
    const tc = await attachTcPdf(t.app.svc, createTcRow(t.app.svc, campus.id).id);
    const before = storedFiles();
    const saved = await t.caller(ADMIN).admin.transferCertificates.removeFile({ id: tc.id });
    expect(saved).toMatchObject({ id: tc.id, hasFile: false, fileUrl: null });
    expect(storedFiles()).toHaveLength(before.length - 1);
    expect((await get(tc.fileUrl!)).statusCode).toBe(404);
  });

  it('refuses a number the campus already has beside the TC number field, in any case; another campus may use it', async () => {
    const admin = t.caller(ADMIN).admin.transferCertificates;
    const campus = createCampusRow(t.app.svc);
    const other = createCampusRow(t.app.svc);
    const fields = {
      campusId: campus.id,
      tcNumber: 'DUP/1',
      studentName: 'First Child',
      dateOfBirth: '2012-01-01',
      issuedOn: '2025-01-01',
      classLeft: 'Class VI',
    };
    const first = await admin.create(fields);
    for (const tcNumber of ['DUP/1', ' dup/1 ']) {
      const errors = await fieldErrorsOf(admin.create({ ...fields, tcNumber, studentName: 'Second Child' }));
      expect(errors).toEqual({ tcNumber: 'This campus already has a TC with this number' });
    }
    const elsewhere = await admin.create({ ...fields, campusId: other.id });
    // Editing another TC onto the number is refused too; saving the TC itself is not.
    const errors = await fieldErrorsOf(admin.update({ ...fields, id: elsewhere.id }));
    expect(errors).toEqual({ tcNumber: 'This campus already has a TC with this number' });
    await expect(admin.update({ ...fields, id: first.id, studentName: 'First Child Renamed' })).resolves.toMatchObject({
      studentName: 'First Child Renamed',
    });
    // Over HTTP: 400 with the message beside the field, not a 500.
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.transferCertificates.create',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify(fields),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data.fieldErrors).toEqual({ tcNumber: ['This campus already has a TC with this number'] });
  });

  it('lists the register newest issue first, filtered by campus', async () => {
    const admin = t.caller(ADMIN).admin.transferCertificates;
    const campus = createCampusRow(t.app.svc, 'Filter Campus');
    const older = createTcRow(t.app.svc, campus.id, { issuedOn: '2024-05-01' });
    const newer = createTcRow(t.app.svc, campus.id, { issuedOn: '2025-05-01' });
    createTcRow(t.app.svc, createCampusRow(t.app.svc).id);
    const listed = await admin.list({ campusId: campus.id });
    expect(listed.map((tc) => tc.id)).toEqual([newer.id, older.id]);
    expect(listed[0]).toMatchObject({ campusName: 'Filter Campus', hasFile: false, fileUrl: null });
    expect((await admin.list({})).length).toBeGreaterThan(2);
  });
});
