import fs from 'node:fs';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_PATTERN } from '../../src/server/platform/backups/create';
import { BACKUP_FILES_PATH, backupFilePath } from '../../src/shared/paths';
import { call, login } from '../fixtures/admin-http';
import { TEST_TOTP_SECRET, totpCode } from '../fixtures/two-factor';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The dashboard's Backups view (docs/decisions/015-backups.md): admin.backups.list and .create, and
// the archive downloads from a plain route, against a real app and a real DATA_DIR.

const ADMIN = { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true };
const USERNAME = 'backups-admin';
const PASSWORD = 'Backups view password 1';

describe('admin.backups with BACKUP_HOUR=off', () => {
  let t: TestApp;
  const backupsDir = () => path.join(t.dataDir, 'backups');

  beforeAll(async () => {
    t = await makeTestApp({ BACKUP_HOUR: 'off', BACKUP_KEEP: '3' });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    fs.rmSync(backupsDir(), { recursive: true, force: true });
  });

  it('lists no archives and no outcome before the first backup, with automatic backups off', async () => {
    const admin = t.caller({ session: ADMIN }).admin.backups;
    await expect(admin.list()).resolves.toEqual({
      archives: [],
      last: null,
      nextAt: null,
      automatic: false,
      keep: 3,
      folder: backupsDir(),
      folderError: null,
      offsiteBackupConfirmedOn: '',
    });
  });

  it('backs up now although no daily backup is scheduled, and lists the archive with its size and time', async () => {
    const admin = t.caller({ session: ADMIN }).admin.backups;
    const before = Date.now();
    const created = await admin.create();
    expect(created.name).toMatch(ARCHIVE_PATTERN);
    const file = path.join(backupsDir(), created.name);
    expect(created.bytes).toBe(fs.statSync(file).size);
    // The archive's time is its name's, to the second.
    expect(Date.parse(created.createdAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(created.createdAt)).toBeLessThanOrEqual(Date.now());

    const list = await admin.list();
    expect(list.archives).toEqual([{ name: created.name, bytes: created.bytes, createdAt: created.createdAt }]);
    expect(list.last).toEqual({
      ok: true,
      at: expect.any(String),
      trigger: 'manual',
      name: created.name,
      bytes: created.bytes,
    });
    // The server's path to the file is not part of what the dashboard is told about an archive.
    expect(JSON.stringify(list.archives)).not.toContain(t.dataDir);
    expect(list.nextAt).toBeNull();
  });

  it('starts one backup for two clicks at once, and both get its outcome', async () => {
    const admin = t.caller({ session: ADMIN }).admin.backups;
    const [first, second] = await Promise.all([admin.create(), admin.create()]);
    expect(second).toEqual(first);
    expect(fs.readdirSync(backupsDir())).toEqual([first.name]);
  });

  it('says which step a running backup is in, in order, until it finishes', async () => {
    const admin = t.caller({ session: ADMIN }).admin.backups;
    await expect(admin.progress()).resolves.toBeNull();
    let done = false;
    const created = admin.create().finally(() => {
      done = true;
    });
    // As the dashboard polls: each step does file work, so each is seen between two turns of the loop.
    const seen: (string | null)[] = [];
    while (!done) {
      const phase = (await admin.progress())?.phase ?? null;
      if (phase !== seen.at(-1)) seen.push(phase);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await created;
    expect(seen.filter((p) => p !== null)).toEqual(['files', 'database', 'files', 'checking', 'compressing']);
    await expect(admin.progress()).resolves.toBeNull();
  });

  it('keeps the newest BACKUP_KEEP archives after a backup from the dashboard', async () => {
    const admin = t.caller({ session: ADMIN }).admin.backups;
    const names: string[] = [];
    for (let i = 0; i < 4; i++) names.push((await admin.create()).name);
    const list = await admin.list();
    expect(list.archives.map((a) => a.name)).toEqual(names.slice(1).reverse());
  });

  it('answers a failed backup with an error saying what to check, then shows it as the last outcome', async () => {
    // The backups folder cannot be made: a file stands in its place.
    fs.writeFileSync(backupsDir(), 'not a folder');
    const admin = t.caller({ session: ADMIN }).admin.backups;
    const attempt = admin.create();
    await expect(attempt).rejects.toBeInstanceOf(TRPCError);
    await expect(attempt).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/^The backup failed: EEXIST: .*free disk space and that .*backups is writable/),
    });

    const list = await admin.list();
    expect(list.last).toEqual({ ok: false, at: expect.any(String), trigger: 'manual', error: expect.any(String) });
    expect((list.last as { error: string }).error).toMatch(/^EEXIST: file already exists, mkdir '.*backups'$/);
    expect(list.archives).toEqual([]);
    expect(list.folderError).toMatch(/not a directory/);

    // Once the folder is put right, the next backup succeeds and replaces the failure.
    fs.rmSync(backupsDir());
    const created = await admin.create();
    expect((await admin.list()).last).toMatchObject({ ok: true, name: created.name });
  });

  it('is refused to a caller without a session, before any backup is taken', async () => {
    await expect(t.caller().admin.backups.create()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller().admin.backups.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(fs.existsSync(backupsDir())).toBe(false);
  });
});

describe('closing the server', () => {
  it('aborts a running backup cleanly when the server closes: an error to the caller, nothing left behind', async () => {
    const t = await makeTestApp({ BACKUP_HOUR: 'off' });
    try {
      const running = t.caller({ session: ADMIN }).admin.backups.create();
      // The backup has started (its first file system call is under way) when the server closes.
      await new Promise((resolve) => setImmediate(resolve));
      await t.app.close();
      await expect(running).rejects.toThrow(/^The backup failed: The server shut down during the backup\. /);
      // No archive and no half-written work files: the folder is as empty as before.
      expect(fs.readdirSync(path.join(t.dataDir, 'backups'))).toEqual([]);
      await expect(t.app.svc.backups.runNow()).resolves.toMatchObject({
        ok: false,
        error: 'The server is shutting down.',
      });
    } finally {
      fs.rmSync(t.dataDir, { recursive: true, force: true });
    }
  });
});

describe('admin.backups with a daily backup', () => {
  it('says automatic backups are on and when the next one is due', async () => {
    const t = await makeTestApp({ BACKUP_HOUR: '2', BACKUP_KEEP: '14' });
    try {
      const list = await t.caller({ session: ADMIN }).admin.backups.list();
      expect(list.automatic).toBe(true);
      expect(list.keep).toBe(14);
      const next = Date.parse(list.nextAt!);
      expect(next).toBeGreaterThan(Date.now());
      expect(next - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
      // 02:00 in the school's time zone (India, UTC+05:30) is 20:30 UTC.
      expect(new Date(next).toISOString()).toMatch(/T20:30:00\.000Z$/);
    } finally {
      await t.close();
    }
  });
});

describe('the archive download', () => {
  let t: TestApp;
  let cookie: string;
  let archive: { name: string; bytes: number };

  beforeAll(async () => {
    t = await makeTestApp({
      BACKUP_HOUR: 'off',
      ADMIN_USERNAME: USERNAME,
      ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
      ADMIN_PASSWORD: PASSWORD,
    });
    cookie = (await login(t, USERNAME, PASSWORD, { code: totpCode() })).cookie!;
    const created = await call(t, 'admin.backups.create', undefined, cookie);
    expect(created.status).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    archive = created.body.result.data;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = { cookie }, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });

  it('lists over HTTP with no-store, as every answer of the API', async () => {
    const res = await call(t, 'admin.backups.list', undefined, cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.result.data.archives).toEqual([expect.objectContaining({ name: archive.name })]);
  });

  it('streams the exact bytes of the archive as an attachment that is never cached', async () => {
    const res = await get(backupFilePath(archive.name));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${archive.name}"`);
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.headers['content-length']).toBe(String(archive.bytes));
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
    const onDisk = fs.readFileSync(path.join(t.dataDir, 'backups', archive.name));
    expect(res.rawPayload.equals(onDisk)).toBe(true);
    // gzip's magic bytes.
    expect([...res.rawPayload.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  });

  it('is not compressed again for a browser that accepts gzip or br', async () => {
    const res = await get(backupFilePath(archive.name), { cookie, 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(archive.bytes));
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get(backupFilePath(archive.name), { cookie }, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(archive.bytes));
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 401 without a session, or with one that is not real, saying nothing about the file', async () => {
    for (const headers of [{}, { cookie: 'sid=not-a-real-session' }] as Record<string, string>[]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await get(backupFilePath(archive.name), headers, method);
        expect(res.statusCode).toBe(401);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['content-disposition']).toBeUndefined();
      }
    }
    // The same answer for a name that is no archive.
    expect((await get(backupFilePath('school-backup-20000101-000000.tar.gz'), {})).statusCode).toBe(401);
  });

  it('answers 404 for anything but a finished archive of the backups folder', async () => {
    const backupsDir = path.join(t.dataDir, 'backups');
    // Things that match the pattern but are no archive file: a folder, and a link to the database.
    fs.mkdirSync(path.join(backupsDir, 'school-backup-20000101-000001.tar.gz'));
    fs.symlinkSync(path.join(t.dataDir, 'school.db'), path.join(backupsDir, 'school-backup-20000101-000002.tar.gz'));
    fs.writeFileSync(path.join(backupsDir, '.partial-abc.tar.gz'), 'half written');
    const urls = [
      `${BACKUP_FILES_PATH}/..%2fschool.db`,
      `${BACKUP_FILES_PATH}/..%2f..%2fschool.db`,
      `${BACKUP_FILES_PATH}/..%2f${archive.name}`,
      `${BACKUP_FILES_PATH}/%2e%2e%2fschool.db`,
      `${BACKUP_FILES_PATH}/../school.db`,
      `${BACKUP_FILES_PATH}/..`,
      `${BACKUP_FILES_PATH}/`,
      `${BACKUP_FILES_PATH}/backups%2f${archive.name}`,
      `${BACKUP_FILES_PATH}/${archive.name}%00`,
      `${BACKUP_FILES_PATH}/${archive.name}.bak`,
      `${BACKUP_FILES_PATH}/${archive.name.toUpperCase()}`,
      `${BACKUP_FILES_PATH}/school.db`,
      `${BACKUP_FILES_PATH}/.partial-abc.tar.gz`,
      // The pattern, but no such archive.
      backupFilePath('school-backup-20000101-000000.tar.gz'),
      backupFilePath('school-backup-20000101-000001.tar.gz'),
      backupFilePath('school-backup-20000101-000002.tar.gz'),
      `${BACKUP_FILES_PATH}/a/${archive.name}`,
      '/admin-files/school.db',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
