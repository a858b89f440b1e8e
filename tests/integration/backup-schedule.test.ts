import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/server/config';
import { listBackups } from '../../src/server/platform/backups/create';
import { restoreBackup } from '../../src/server/platform/backups/restore';
import { startBackupSchedule } from '../../src/server/platform/backups/schedule';
import { nextRunAt } from '../../src/server/platform/school-time';
import { readRowsOffline } from '../factories/rows';
import { createEnquiryRow } from '../factories/submissions';
import { modeOf } from '../helpers/backup-files';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The daily backup inside the server (docs/decisions/015-backups.md).

describe('when the daily backup runs', () => {
  it('is at BACKUP_HOUR in the school time zone (India, UTC+05:30), the next one strictly after now', () => {
    // 01:30 in India: today at 02:00.
    expect(nextRunAt(new Date('2026-11-22T20:00:00Z'), 2).toISOString()).toBe('2026-11-22T20:30:00.000Z');
    // 02:00 exactly, and 02:30: tomorrow.
    expect(nextRunAt(new Date('2026-11-22T20:30:00Z'), 2).toISOString()).toBe('2026-11-23T20:30:00.000Z');
    expect(nextRunAt(new Date('2026-11-22T21:00:00Z'), 2).toISOString()).toBe('2026-11-23T20:30:00.000Z');
    // 17:30 in India: midnight is tomorrow's, 23:00 still today's.
    expect(nextRunAt(new Date('2026-11-22T12:00:00Z'), 0).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(nextRunAt(new Date('2026-11-22T12:00:00Z'), 23).toISOString()).toBe('2026-11-22T17:30:00.000Z');
    // Another zone, in summer time.
    expect(nextRunAt(new Date('2026-07-01T12:00:00Z'), 2, 'America/New_York').toISOString()).toBe(
      '2026-07-02T06:00:00.000Z',
    );
  });

  it('is configured by BACKUP_HOUR (default 2, or off) and BACKUP_KEEP (default 14)', () => {
    const defaults = parseConfig({});
    expect(defaults.backupHour).toBe(2);
    expect(defaults.backupKeep).toBe(14);
    expect(parseConfig({ BACKUP_HOUR: '23', BACKUP_KEEP: '30' })).toMatchObject({ backupHour: 23, backupKeep: 30 });
    expect(parseConfig({ BACKUP_HOUR: 'off' }).backupHour).toBeNull();
    expect(() => parseConfig({ BACKUP_HOUR: '24' })).toThrow(ConfigError);
    expect(() => parseConfig({ BACKUP_HOUR: '24' })).toThrow(/BACKUP_HOUR/);
    expect(() => parseConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });
});

describe('the backup inside the server', () => {
  let t: TestApp;
  const logged: { level: 'info' | 'error'; obj: object; msg: string }[] = [];
  const log = {
    info: (obj: object, msg: string) => logged.push({ level: 'info', obj, msg }),
    error: (obj: object, msg: string) => logged.push({ level: 'error', obj, msg }),
  };
  const temps: string[] = [];

  beforeEach(async () => {
    t = await makeTestApp({ BACKUP_HOUR: 'off' });
    logged.length = 0;
  });
  afterEach(async () => {
    await t.close();
    for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up through the server connection while enquiries keep being written, without stopping them', async () => {
    const schedule = startBackupSchedule({ dataDir: t.dataDir, sqlite: t.app.svc.db.$client, hour: 2, keep: 14, log });
    const before = Array.from({ length: 30 }, (_, i) => `scheduled-before-${i}@example.com`);
    for (const email of before) createEnquiryRow(t.app.svc, { email });

    // A writer that takes its turn on the event loop between writes, as requests do.
    let during = 0;
    let done = false;
    const writer = (async () => {
      while (!done) {
        createEnquiryRow(t.app.svc, { email: `scheduled-during-${during++}@example.com` });
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const result = await schedule.runNow();
    done = true;
    await writer;
    await schedule.stop();

    expect(result.ok).toBe(true);
    // The writes went on while the backup ran: it did not hold the event loop.
    expect(during).toBeGreaterThan(0);
    const file = (result as { file: string }).file;
    expect(modeOf(file)).toBe(0o600);
    expect(logged).toEqual([
      { level: 'info', obj: expect.objectContaining({ file: path.basename(file), pruned: 0 }), msg: 'backup written' },
    ]);
    // Nothing a parent typed in the log.
    expect(JSON.stringify(logged)).not.toContain('example.com');

    const fresh = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'school-sched-')), 'data');
    temps.push(path.dirname(fresh));
    await restoreBackup({ archive: file, dataDir: fresh });
    const stored = new Set(readRowsOffline(fresh, 'enquiries').map((r) => r.email));
    expect(before.filter((e) => !stored.has(e))).toEqual([]);
  });

  it('keeps the newest BACKUP_KEEP archives', async () => {
    const schedule = startBackupSchedule({ dataDir: t.dataDir, sqlite: t.app.svc.db.$client, hour: 2, keep: 2, log });
    const files: string[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await schedule.runNow();
      if (result.ok) files.push(result.file);
    }
    await schedule.stop();
    expect(files).toHaveLength(3);
    const kept = (await listBackups(path.join(t.dataDir, 'backups'))).map((b) => b.file);
    expect(kept).toEqual([files[2], files[1]]);
    expect(logged.at(-1)).toMatchObject({ obj: { pruned: 1 } });
  });

  it('logs a failed backup with what to do, and the server goes on', async () => {
    // The backups folder cannot be made: a file stands in its place.
    fs.writeFileSync(path.join(t.dataDir, 'backups'), 'not a folder');
    const schedule = startBackupSchedule({ dataDir: t.dataDir, sqlite: t.app.svc.db.$client, hour: 2, keep: 14, log });
    const result = await schedule.runNow();
    await schedule.stop();
    expect(result.ok).toBe(false);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.level).toBe('error');
    expect(logged[0]!.msg).toMatch(/^backup failed: check free disk space and that .*backups is writable/);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('starts with the server when BACKUP_HOUR is set, with the next run in the future', async () => {
    const app = await makeTestApp({ BACKUP_HOUR: '2' });
    try {
      // The server answers, and closes cleanly with the timer running.
      expect((await app.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
