import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILENAME } from '../../src/server/db/client';
import { assemblePdf } from '../../src/server/lib/pdf';
import { APPLICATION_MESSAGES } from '../../src/shared/schemas/application';
import { ENQUIRY_MESSAGES } from '../../src/shared/schemas/enquiry';
import { pdfForm } from '../factories/disclosure';
import { makeApplicationInput, makeEnquiryInput } from '../factories/inputs';
import { readRowsOffline } from '../factories/rows';
import { noisyJpeg } from '../fixtures/images';
import { TEST_TOTP_SECRET, totpCode } from '../fixtures/two-factor';
import { type ServerProcess, startServer } from '../helpers/server-process';

// A real write failure at commit: the built server runs under a file-size limit (prlimit), so once
// its write-ahead log reaches the limit every commit fails with SQLITE_FULL, as on a full disk.
// (PRAGMA max_page_count would fail while stepping instead, which hides the bug this test guards.)
const FILE_SIZE_LIMIT_BYTES = 256 * 1024;
const USER = 'disk-admin';
const PASSWORD = 'Correct horse battery staple';

let server: ServerProcess;
let dataDir: string;
let cookie = '';
let noticeId = 0;

async function post(procedure: string, input: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(input),
  });
  return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
}

/** A multipart upload to a dashboard procedure: its status and its error message, if any. */
async function uploadPhoto(procedure: string, fields: Record<string, string>, file: { field: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(file.field, new File([new Uint8Array(file.bytes)], 'photo.jpg', { type: 'image/jpeg' }));
  const res = await fetch(`${server.url}/trpc/${procedure}`, { method: 'POST', headers: { cookie }, body: form });
  return { status: res.status, message: ((await res.json()) as { error?: { message: string } }).error?.message };
}

const enquiry = (n: number) =>
  makeEnquiryInput({
    firstName: 'Parent',
    lastName: `Number ${n}`,
    email: `parent-${n}@example.com`,
    address: `House ${n}, Ganga Nagar, Akola`,
  });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-full-disk-'));
  fs.cpSync(process.env.TEST_TEMPLATE_DATA_DIR!, dataDir, { recursive: true });
  // A seeded notice to attach a photo to, read before the server starts: a write of the test's own
  // would move where the limit falls for the writes the tests count on.
  const sqlite = new Database(path.join(dataDir, DB_FILENAME), { readonly: true });
  noticeId = (sqlite.prepare('select id from notices order by id limit 1').pluck().get() as number | undefined) ?? 0;
  sqlite.close();
  expect(noticeId).toBeGreaterThan(0);
  server = await startServer(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: USER,
      ADMIN_PASSWORD: PASSWORD,
      ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
      ENQUIRY_RATE_LIMIT: '10000',
      NODE_IMPORT: path.resolve('tests/helpers/ignore-sigxfsz.mjs'),
    },
    ['prlimit', `--fsize=${FILE_SIZE_LIMIT_BYTES}`],
  );
  const res = await fetch(`${server.url}/trpc/admin.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USER, password: PASSWORD, code: totpCode() }),
  });
  expect(res.status).toBe(200);
  cookie = String(res.headers.get('set-cookie')).split(';')[0]!;
});

afterAll(async () => {
  await server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const closedFor = (n: number) => ({
  title: `Closed for Eid (${n})`,
  description: 'The school is closed on Monday.',
  buttonText: '',
  link: '',
});

describe('a full disk under the running server', () => {
  const acknowledged: string[] = [];
  const acknowledgedContent: string[] = [];
  const refused: Array<{ status: number; message?: string }> = [];

  it('acknowledges an enquiry only when it was stored, and says so when it was not', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // Sequential and parallel writes until the limit has refused a run of them.
    for (let n = 0; n < 600 && refused.length < 40; n += 4) {
      const batch = await Promise.all([0, 1, 2, 3].map((i) => post('enquiry.create', enquiry(n + i))));
      batch.forEach((res, i) => {
        if (res.status === 200) acknowledged.push(enquiry(n + i).email);
        else refused.push({ status: res.status, message: res.body.error?.message });
      });
    }
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThanOrEqual(40);
    for (const r of refused) expect(r).toEqual({ status: 503, message: ENQUIRY_MESSAGES.notSaved });
  });

  it('refuses an application, a content save and a sign-in with a clear message, and is unhealthy', async () => {
    const application = await post('applications.create', makeApplicationInput({ studentName: 'Zara Khan' }));
    expect(application.status).toBe(503);
    expect(application.body.error?.message).toBe(APPLICATION_MESSAGES.notSaved);

    // A small write may still fit in what the refused ones left of the limit: each one acknowledged
    // must be stored (checked after the crash below), and once the limit is reached it is refused.
    let content = await post('admin.announcements.create', closedFor(0), { cookie });
    for (let i = 1; content.status === 200 && i < 50; i++) {
      acknowledgedContent.push(closedFor(i - 1).title);
      content = await post('admin.announcements.create', closedFor(i), { cookie });
    }
    expect(content.status).toBe(503);
    expect(content.body.error?.message).toBe('We could not save your changes. Please try again in a few minutes.');

    // An upload whose file the disk cannot take: the same sentence, not a server error.
    const big = assemblePdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'], '');
    const padded = Buffer.concat([big.subarray(0, 9), Buffer.from(`%${'x'.repeat(400 * 1024)}\n`), big.subarray(9)]);
    const upload = await fetch(`${server.url}/trpc/admin.settings.uploadBrochure`, {
      method: 'POST',
      headers: { cookie },
      body: pdfForm({}, { name: 'brochure.pdf', bytes: padded }),
    });
    expect(upload.status).toBe(503);
    expect(((await upload.json()) as { error?: { message: string } }).error?.message).toMatch(/could not save/i);

    // A code of a step not used yet: taking it is a write the full disk refuses.
    const signIn = await post('admin.login', {
      username: USER,
      password: PASSWORD,
      code: totpCode(undefined, Date.now(), 1),
    });
    expect(signIn.status).toBe(503);
    expect(signIn.body.error?.message).toBe('We could not sign you in. Please try again in a few minutes.');

    // What the refused writes left of the limit may still hold the health probe's one page: a site
    // that can still commit a write is healthy. A refused save between two checks makes the next check
    // probe again, so the probes' own pages fill what is left, and then the site says it is unhealthy.
    let health = await fetch(`${server.url}/healthz`);
    for (let i = 0; health.status === 200 && i < 10; i++) {
      const save = await post('admin.announcements.create', closedFor(100 + i), { cookie });
      if (save.status === 200) acknowledgedContent.push(closedFor(100 + i).title);
      health = await fetch(`${server.url}/healthz`);
    }
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable', problem: 'database-unwritable' });
    // The failure is logged with its SQLite code, without what the parent typed.
    const failures = server
      .log()
      .split('\n')
      .filter((line) => line.includes('database write failed'));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((line) => /"code":"SQLITE_(FULL|IOERR)/.test(line))).toBe(true);
    expect(server.log().includes('parent-1@example.com')).toBe(false);
  });

  it('refuses a photo whose files the disk cannot take on every image upload path, leaving no file', async () => {
    // A photo whose re-encoded files the disk cannot take, on every path an image is uploaded by: the
    // image library reports the failed write in words, not with a code, and it is still 'could not save'.
    const photo = await noisyJpeg(1600, 1200);
    const image = { field: 'image', bytes: photo };
    const mediaFiles = () =>
      fs
        .readdirSync(path.join(dataDir, 'media'), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .sort();
    const filesBefore = mediaFiles();
    const fileFailures = () =>
      server
        .log()
        .split('\n')
        .filter((line) => line.includes('file write failed'));
    const failuresBefore = fileFailures().length;
    const photoUploads = {
      'a content type’s item': await uploadPhoto('admin.highlights.create', { title: 'Sports day' }, image),
      'a page’s photo': await uploadPhoto('admin.pages.uploadImage', {}, image),
      'the logo': await uploadPhoto('admin.settings.uploadLogo', {}, image),
      'a notice’s image': await uploadPhoto(
        'admin.notices.addAttachment',
        { id: String(noticeId) },
        { field: 'file', bytes: photo },
      ),
    };
    for (const [what, answer] of Object.entries(photoUploads)) {
      expect(answer, what).toEqual({ status: 503, message: expect.stringMatching(/could not save/i) });
    }
    // Logged with the code the failed write had; nothing of the refused photos is left behind.
    const photoFailures = fileFailures().slice(failuresBefore);
    expect(photoFailures).toHaveLength(4);
    for (const line of photoFailures) expect(line).toContain('"code":"EFBIG"');
    expect(mediaFiles()).toEqual(filesBefore);
  });

  it('has every acknowledged enquiry in the database after a crash', async () => {
    await server.kill();
    const stored = new Set(readRowsOffline(dataDir, 'enquiries').map((r) => r.email));
    const lost = acknowledged.filter((email) => !stored.has(email));
    expect(lost).toEqual([]);
    const titles = new Set(readRowsOffline(dataDir, 'announcements').map((r) => r.title));
    expect(acknowledgedContent.filter((title) => !titles.has(title))).toEqual([]);
  });
});
