import { spawnSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILENAME } from '../../src/server/db/client';
import { GROUP_COMMIT_MAX, writeTogether } from '../../src/server/db/write';
import { saveSettings } from '../../src/server/platform/settings';
import { TRPC_MAX_BATCH } from '../../src/shared/constants';
import { ENQUIRY_MESSAGES } from '../../src/shared/schemas/enquiry';
import { makeEnquiryInput } from '../factories/inputs';
import { allRows, countRows, tableName } from '../factories/rows';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Group commit (docs/decisions/023-enquiry-group-commit.md): enquiries sent in the same turn of the
// event loop are stored in one transaction. Calls started together in one test (Promise.all) reach
// the store in the same turn, so they form one group.

const OFFICE = ['office@school.example'];
let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.23.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const parent = (n: number, tag: string) =>
  makeEnquiryInput({ lastName: `${tag} ${n}`, email: `${tag}.${n}@example.com`, address: `${n} ${tag} Road, Akola` });

/** Settles every call, as the callers see them: the data, or the error's code and message. */
async function settle(calls: Promise<unknown>[]) {
  return Promise.all(
    calls.map((call) =>
      call.then(
        (data) => ({ ok: true as const, data }),
        (error: { code?: string; message?: string }) => ({
          ok: false as const,
          code: error.code,
          message: error.message,
        }),
      ),
    ),
  );
}

const storedEmails = (tag: string) =>
  allRows(t.app.svc, 'enquiries')
    .map((r) => r.email)
    .filter((e) => e.startsWith(`${tag}.`));

/** The process's file-size limit (the vitest worker is this process): writes past it fail, as on a full disk. */
function limitFileSize(bytes: number | 'unlimited') {
  const res = spawnSync('prlimit', ['--pid', String(process.pid), `--fsize=${bytes}:`], { encoding: 'utf8' });
  expect(res.status, res.stderr).toBe(0);
}

beforeAll(async () => {
  // With SMTP_URL and recipients set, each enquiry queues the office's mail (the sender never runs here).
  t = await makeTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', ENQUIRY_RATE_LIMIT: '1000' }, { mail: { autoStart: false } });
  saveSettings(t.app.svc, { notificationEmails: OFFICE });
});
afterAll(async () => {
  await t.close();
});

describe('enquiries sent together', () => {
  it('stores and acknowledges every one of many parallel enquiries, each with its mail and privacy version', async () => {
    const count = GROUP_COMMIT_MAX + 50; // more than one group
    const mailsBefore = countRows(t.app.svc, 'mailOutbox');
    const outcomes = await settle(
      Array.from({ length: count }, (_, n) => t.caller({ clientIp: freshIp() }).enquiries.create(parent(n, 'many'))),
    );
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(outcomes.every((o) => o.ok && (o.data as { ok: boolean }).ok === true)).toBe(true);

    const stored = allRows(t.app.svc, 'enquiries').filter((r) => r.email.startsWith('many.'));
    expect(new Set(stored.map((r) => r.email)).size).toBe(count);
    expect(stored.every((r) => r.privacyVersion !== null && r.privacyVersion > 0 && r.status === 'new')).toBe(true);
    // One notification to the office and one acknowledgment to the parent per enquiry, in the same
    // transaction as it.
    expect(countRows(t.app.svc, 'mailOutbox') - mailsBefore).toBe(count * 2);
    expect(new Set(stored.map((r) => r.reference)).size).toBe(count);
  });

  it('acknowledges every enquiry of a parallel burst over HTTP, batched and not', async () => {
    const plain = Array.from({ length: 30 }, (_, n) =>
      t.app.inject({
        method: 'POST',
        url: '/trpc/enquiry.create',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...parent(n, 'burst'), website: '' }),
        remoteAddress: freshIp(),
      }),
    );
    const batched = t.app.inject({
      method: 'POST',
      url: `/trpc/${Array(TRPC_MAX_BATCH).fill('enquiries.create').join(',')}?batch=1`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(
        Object.fromEntries(Array.from({ length: TRPC_MAX_BATCH }, (_, i) => [i, parent(100 + i, 'burst')])),
      ),
      remoteAddress: freshIp(),
    });
    const answers = await Promise.all(plain);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: { data: { ok: true, reference: expect.stringMatching(/^ENQ-\d{4}-\d{5}$/) } },
      });
    }
    const batch = await batched;
    expect(batch.statusCode).toBe(200);
    expect(batch.json()).toHaveLength(TRPC_MAX_BATCH);
    expect(storedEmails('burst')).toHaveLength(30 + TRPC_MAX_BATCH);
  });

  it('commits a group in one transaction, and undoes only the write that threw', async () => {
    const table = tableName('enquiries');
    const reader = new Database(path.join(t.dataDir, DB_FILENAME), { readonly: true });
    try {
      const committed = (email: string) =>
        (reader.prepare(`SELECT count(*) AS n FROM ${table} WHERE email = ?`).get(email) as { n: number }).n;
      const insert = (email: string) =>
        sql.raw(
          `INSERT INTO ${table} (name, email, mobile, state, city, school, grade, address) ` +
            `VALUES ('Group Parent', '${email}', '9876543210', 'Maharashtra', 'Akola', 'Ganga Nagar', 'Grade 3', 'Akola')`,
        );
      let seenByOthers = -1;
      const outcomes = await settle([
        writeTogether(t.app.svc.db, (tx) => tx.run(insert('together.1@example.com')) && 1),
        writeTogether(t.app.svc.db, (tx) => {
          tx.run(insert('together.2@example.com'));
          throw new Error('a bug in this write');
        }),
        writeTogether(t.app.svc.db, (tx) => {
          tx.run(insert('together.3@example.com'));
          // Another connection sees nothing of the group before its one COMMIT.
          seenByOthers = committed('together.1@example.com');
          return 3;
        }),
      ]);
      expect(seenByOthers).toBe(0);
      expect(outcomes).toEqual([
        { ok: true, data: 1 },
        { ok: false, code: undefined, message: 'a bug in this write' },
        { ok: true, data: 3 },
      ]);
      expect(storedEmails('together')).toEqual(['together.1@example.com', 'together.3@example.com']);
      expect(committed('together.1@example.com')).toBe(1);
    } finally {
      reader.close();
    }
  });
});

describe('a group whose commit fails', () => {
  it('tells every parent of the group that nothing was saved, stores none, and the next group is stored', async () => {
    const sqlite = t.app.svc.db.$client;
    // Without a handler the kernel's SIGXFSZ ends the process; with one the write fails with EFBIG.
    const ignore = () => {};
    process.on('SIGXFSZ', ignore);
    const before = countRows(t.app.svc, 'enquiries');
    const mailsBefore = countRows(t.app.svc, 'mailOutbox');
    let failed: Awaited<ReturnType<typeof settle>>;
    try {
      // An empty write-ahead log and a limit below its first page: the group's commit cannot be written.
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      limitFileSize(4096);
      failed = await settle(
        Array.from({ length: 20 }, (_, n) => t.caller({ clientIp: freshIp() }).enquiries.create(parent(n, 'full'))),
      );
    } finally {
      limitFileSize('unlimited');
      process.off('SIGXFSZ', ignore);
    }
    expect(failed).toEqual(
      Array.from({ length: 20 }, () => ({
        ok: false,
        code: 'SERVICE_UNAVAILABLE',
        message: ENQUIRY_MESSAGES.notSaved,
      })),
    );
    expect(countRows(t.app.svc, 'enquiries')).toBe(before);
    expect(countRows(t.app.svc, 'mailOutbox')).toBe(mailsBefore);

    const next = await settle(
      Array.from({ length: 20 }, (_, n) => t.caller({ clientIp: freshIp() }).enquiries.create(parent(n, 'after'))),
    );
    expect(next.every((o) => o.ok)).toBe(true);
    expect(storedEmails('after')).toHaveLength(20);
    expect(storedEmails('full')).toEqual([]);
  });

  it('answers 503 with the not-saved message to each HTTP request of the failed group', async () => {
    const sqlite = t.app.svc.db.$client;
    const ignore = () => {};
    process.on('SIGXFSZ', ignore);
    let answers: Awaited<ReturnType<typeof t.app.inject>>[];
    try {
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      limitFileSize(4096);
      answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          t.app.inject({
            method: 'POST',
            url: '/trpc/enquiry.create',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ ...parent(n, 'fullhttp'), website: '' }),
            remoteAddress: freshIp(),
          }),
        ),
      );
    } finally {
      limitFileSize('unlimited');
      process.off('SIGXFSZ', ignore);
    }
    for (const res of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({
        message: ENQUIRY_MESSAGES.notSaved,
        data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
      });
    }
    expect(storedEmails('fullhttp')).toEqual([]);
  });
});

describe('the rate limit with enquiries sent together', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await makeTestApp({ ENQUIRY_RATE_LIMIT: '5' });
  });
  afterAll(async () => {
    await small.close();
  });
  const smallEmails = (tag: string) =>
    allRows(small.app.svc, 'enquiries').filter((r) => r.email.startsWith(`${tag}.`)).length;

  it('holds for parallel calls from one address', async () => {
    const caller = small.caller({ clientIp: '192.0.2.31' });
    const outcomes = await settle(Array.from({ length: 12 }, (_, n) => caller.enquiries.create(parent(n, 'parallel'))));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(5);
    expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.code === 'TOO_MANY_REQUESTS')).toBe(true);
    expect(smallEmails('parallel')).toBe(5);
  });

  it('holds for a batched request and parallel requests from one address', async () => {
    const ip = '192.0.2.32';
    const batched = small.app.inject({
      method: 'POST',
      url: `/trpc/${Array(4).fill('enquiry.create').join(',')}?batch=1`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(Object.fromEntries([0, 1, 2, 3].map((i) => [i, parent(i, 'batched')]))),
      remoteAddress: ip,
    });
    const plain = [4, 5, 6, 7].map((n) =>
      small.app.inject({
        method: 'POST',
        url: '/trpc/enquiry.create',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...parent(n, 'batched'), website: '' }),
        remoteAddress: ip,
      }),
    );
    const [batch, ...singles] = await Promise.all([batched, ...plain]);
    const statuses = [
      ...(batch!.json() as { error?: { data: { httpStatus: number } } }[]).map((r) => r.error?.data.httpStatus ?? 200),
      ...singles.map((r) => r.statusCode),
    ];
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(smallEmails('batched')).toBe(5);
  });
});
