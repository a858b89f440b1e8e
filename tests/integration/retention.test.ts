import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DB_FILENAME } from '../../src/server/db/client';
import { write } from '../../src/server/db/write';
import {
  createRetentionSchedule,
  monthsBefore,
  retentionHour,
  runRetention,
} from '../../src/server/features/privacy/retention';
import { listAudit, recordAudit } from '../../src/server/platform/audit';
import { queueMail } from '../../src/server/platform/mail/outbox';
import { saveSettings } from '../../src/server/platform/settings';
import { allRows, insertRows, tableName } from '../factories/rows';
import { createApplicationRow, createEnquiryRow, removeEnquiryRow } from '../factories/submissions';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Retention with automatic erasure (src/server/features/privacy/retention.ts): what is past its period,
// counted from its last change, is erased by a daily job inside the server, with the clock of the
// services (the test's).

const DAY = 86_400_000;
// 10:00 in India.
const NOW = new Date('2026-11-23T04:30:00Z');
let clock = NOW;

let t: TestApp;
beforeEach(async () => {
  clock = NOW;
  t = await makeTestApp(
    // A mail server nobody listens on: notifications are queued (and never sent; the sender is off).
    { SMTP_URL: 'smtp://127.0.0.1:9', SITE_URL: 'https://school.example' },
    { now: () => clock, mail: { autoStart: false }, retention: { autoStart: false } },
  );
  saveSettings(t.app.svc, { notificationEmails: ['office@school.example'] });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await t.close();
});

const ago = (months: number, days = 0) => new Date(monthsBefore(NOW, months).getTime() + days * DAY);

/** Dates a record's last change, as the dashboard's status change would have (no service offers this). */
function changedAt(entity: 'enquiries' | 'applications', id: number, at: Date): void {
  t.app.svc.db.$client.prepare(`UPDATE ${tableName(entity)} SET updated_at = ? WHERE id = ?`).run(at.getTime(), id);
}

const ids = (entity: 'enquiries' | 'applications') => allRows(t.app.svc, entity).map((r) => r.id);
const mailsAbout = (text: string) => allRows(t.app.svc, 'mailOutbox').filter((m) => m.textBody.includes(text));

/** A finished archive's file as the backup names it, taken at `at` (the content does not matter here). */
function archiveAt(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  const folder = path.join(t.dataDir, 'backups');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `school-backup-${stamp}.tar.gz`);
  fs.writeFileSync(file, 'archive');
  return file;
}

/** Whether the bytes of the database file or its write-ahead log hold `text` anywhere (any case). */
function inDatabaseFiles(text: string): boolean {
  const needle = text.toLowerCase();
  return [DB_FILENAME, `${DB_FILENAME}-wal`].some((name) => {
    const file = path.join(t.dataDir, name);
    return fs.existsSync(file) && fs.readFileSync(file).toString('latin1').toLowerCase().includes(needle);
  });
}

describe('the retention periods', () => {
  it('count calendar months back, to the last day of a shorter month', () => {
    expect(monthsBefore(new Date('2026-11-23T04:30:00Z'), 12).toISOString()).toBe('2025-11-23T04:30:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2028-03-31T10:00:00Z'), 25).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  });

  it('run an hour after the daily backup (03:00 by default, and when backups are off)', () => {
    expect(retentionHour({ backupHour: 2 })).toBe(3);
    expect(retentionHour({ backupHour: null })).toBe(3);
    expect(retentionHour({ backupHour: 23 })).toBe(0);
  });
});

describe('the retention job', () => {
  it('erases what is past its period with its mails, prunes the audit log and old backups, and logs counts only', () => {
    const svc = t.app.svc;
    const info = vi.spyOn(svc.log, 'info');
    const error = vi.spyOn(svc.log, 'error');

    const oldEnquiry = createEnquiryRow(svc, { email: 'old.enquiry@example.com' }).id;
    const keptEnquiry = createEnquiryRow(svc, { email: 'kept.enquiry@example.com' }).id;
    changedAt('enquiries', oldEnquiry, ago(12, -1));
    changedAt('enquiries', keptEnquiry, ago(12, 1));
    const oldApplication = createApplicationRow(svc, {
      email: 'old.application@example.com',
      guardianConsent: true,
    }).id;
    const keptApplication = createApplicationRow(svc, {
      email: 'kept.application@example.com',
      guardianConsent: true,
    }).id;
    // Past the enquiries' 12 months, within the applications' 24.
    const yearOldApplication = createApplicationRow(svc, {
      email: 'year.application@example.com',
      guardianConsent: true,
    }).id;
    changedAt('applications', oldApplication, ago(24, -1));
    changedAt('applications', keptApplication, ago(24, 1));
    changedAt('applications', yearOldApplication, ago(13));
    // The mail of an enquiry the office deleted by hand, queued 13 months ago: no record to follow.
    const deleted = createEnquiryRow(svc, { email: 'deleted.enquiry@example.com' }).id;
    removeEnquiryRow(svc, deleted);
    t.app.svc.db.$client
      .prepare(`UPDATE ${tableName('mailOutbox')} SET created_at = ? WHERE text_body LIKE ? OR recipients LIKE ?`)
      .run(ago(13).getTime(), '%deleted.enquiry@example.com%', '%deleted.enquiry@example.com%');
    // Each record queued the office's notification and the parent's acknowledgment.
    expect(allRows(svc, 'mailOutbox')).toHaveLength(12);

    // Audit entries of 24 months and a day ago (pruned) and of 23 months ago (kept).
    clock = ago(24, -1);
    recordAudit(svc, { action: 'sign-in', actor: 'admin', detail: 'old' });
    clock = ago(23);
    recordAudit(svc, { action: 'sign-in', actor: 'admin', detail: 'recent' });
    clock = NOW;
    // Archives older than the longest period (24 months) go, newer ones stay.
    const oldArchive = archiveAt(ago(24, -1));
    const keptArchive = archiveAt(ago(23));
    const otherFile = path.join(t.dataDir, 'backups', 'notes.txt');
    fs.writeFileSync(otherFile, 'not an archive');

    const run = runRetention(svc, { trigger: 'automatic' });

    expect(run).toMatchObject({
      ok: true,
      trigger: 'automatic',
      at: NOW.toISOString(),
      counts: { enquiries: 1, applications: 1, mails: 6, auditEntries: 1, backups: 1 },
      error: null,
    });
    expect(ids('enquiries')).not.toContain(oldEnquiry);
    expect(ids('enquiries')).toContain(keptEnquiry);
    expect(ids('applications')).not.toContain(oldApplication);
    expect(ids('applications')).toEqual(expect.arrayContaining([keptApplication, yearOldApplication]));
    // Its mails went with each erased record; the orphan went by its age; the others stay.
    expect(mailsAbout('old.enquiry@example.com')).toEqual([]);
    expect(mailsAbout('old.application@example.com')).toEqual([]);
    expect(mailsAbout('deleted.enquiry@example.com')).toEqual([]);
    expect(mailsAbout('kept.enquiry@example.com')).toHaveLength(1);
    expect(mailsAbout('kept.application@example.com')).toHaveLength(1);
    expect(mailsAbout('year.application@example.com')).toHaveLength(1);
    // No copy in the database file or its log.
    expect(inDatabaseFiles('old.enquiry@example.com')).toBe(false);
    expect(inDatabaseFiles('old.application@example.com')).toBe(false);
    expect(inDatabaseFiles('kept.enquiry@example.com')).toBe(true);

    expect(fs.existsSync(oldArchive)).toBe(false);
    expect(fs.existsSync(keptArchive)).toBe(true);
    expect(fs.existsSync(otherFile)).toBe(true);

    const audit = listAudit(svc, { page: 1 }).items;
    expect(audit.map((e) => e.detail)).not.toContain('old');
    expect(audit.map((e) => e.detail)).toContain('recent');
    expect(audit.filter((e) => e.action === 'retention-erase')).toEqual([
      expect.objectContaining({
        actor: 'system',
        outcome: 'ok',
        detail: '1 enquiry, 1 application, 0 candidates, 6 notification e-mails, 1 audit entry, 1 backup',
      }),
    ]);

    // Counts in the log, and nothing a parent typed.
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ enquiries: 1, applications: 1, mails: 6, auditEntries: 1, backups: 1 }),
      expect.stringMatching(/^retention:/),
    );
    expect(JSON.stringify([info.mock.calls, error.mock.calls])).not.toContain('example.com');
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps its last run for the dashboard, with the periods in effect', async () => {
    const svc = t.app.svc;
    // The enquiry's notification and its acknowledgment go with it.
    saveSettings(svc, { retentionEnquiryMonths: 6 });
    const enquiry = createEnquiryRow(svc, { email: 'six.months@example.com' }).id;
    changedAt('enquiries', enquiry, ago(7));
    const admin = t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });

    expect((await admin.admin.privacy.retentionStatus()).lastRun).toBeNull();
    runRetention(svc, { trigger: 'automatic' });
    const status = await admin.admin.privacy.retentionStatus();
    expect(status).toMatchObject({
      months: { enquiries: 6, applications: 24, audit: 24, backups: 24 },
      hour: 3,
      // 03:00 in India tomorrow.
      nextAt: '2026-11-23T21:30:00.000Z',
      lastRun: {
        at: NOW.toISOString(),
        trigger: 'automatic',
        ok: true,
        counts: { enquiries: 1, applications: 0, mails: 2, auditEntries: 0, backups: 0 },
        error: null,
      },
    });
  });

  it("erases the office's replies to a parent with the record, whether or not they quote its reference", () => {
    const svc = t.app.svc;
    const enquiry = createEnquiryRow(svc, { email: 'Replied.Parent@example.com' });
    const reference = allRows(svc, 'enquiries').find((r) => r.id === enquiry.id)?.reference;
    write(svc.db, (tx) => {
      for (const text of [`About ${reference}: please visit on Monday.`, 'Please bring the birth certificate.'])
        queueMail(tx, { kind: 'reply', recipients: ['replied.parent@example.com'], subject: 'Visit', text }, NOW);
    });
    changedAt('enquiries', enquiry.id, ago(12, -1));
    runRetention(svc, { trigger: 'automatic' });
    expect(ids('enquiries')).not.toContain(enquiry.id);
    expect(allRows(svc, 'mailOutbox').filter((m) => m.recipients.toLowerCase().includes('replied.parent'))).toEqual([]);
  });

  it('runs from the dashboard ("Run now"), recorded with the administrator even when nothing is erased', async () => {
    const admin = t.caller({
      session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true },
      clientIp: '10.1.2.3',
    });
    const run = await admin.admin.privacy.runRetention();
    expect(run).toMatchObject({ ok: true, trigger: 'manual', detail: expect.stringMatching(/^0 enquiries, /) });
    expect(listAudit(t.app.svc, { page: 1, action: 'retention-erase' }).items).toEqual([
      expect.objectContaining({ actor: 'admin', clientIp: '10.1.2.3', outcome: 'ok' }),
    ]);
    // A daily run with nothing to erase adds no entry (its last run says so).
    runRetention(t.app.svc, { trigger: 'automatic' });
    expect(listAudit(t.app.svc, { page: 1, action: 'retention-erase' }).items).toHaveLength(1);
    expect((await admin.admin.privacy.retentionStatus()).lastRun?.trigger).toBe('automatic');
  });

  it('goes on when a step fails, and keeps the error for the dashboard', async () => {
    const svc = t.app.svc;
    const error = vi.spyOn(svc.log, 'error').mockImplementation(() => {});
    const enquiry = createEnquiryRow(svc, { email: 'failing.run@example.com' }).id;
    changedAt('enquiries', enquiry, ago(13));
    // The backups folder cannot be read: a file stands in its place.
    fs.writeFileSync(path.join(t.dataDir, 'backups'), 'not a folder');

    const run = runRetention(svc, { trigger: 'automatic' });
    expect(run.ok).toBe(false);
    expect(run.counts.enquiries).toBe(1);
    expect(run.error).toMatch(/^backups: .*ENOTDIR/);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ step: 'backups' }), expect.any(String));
    expect(listAudit(svc, { page: 1, action: 'retention-erase' }).items).toEqual([
      expect.objectContaining({ outcome: 'failed', detail: expect.stringMatching(/^1 enquiry, /) }),
    ]);
  });

  it('runs by itself at its hour in school time, and again the next day', () => {
    const svc = t.app.svc;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // 02:59 in India.
    clock = new Date('2026-11-23T21:29:00Z');
    const schedule = createRetentionSchedule(svc, { hour: 3, clock: () => clock });
    schedule.start();
    expect(schedule.nextAt()?.toISOString()).toBe('2026-11-23T21:30:00.000Z');
    const enquiry = createEnquiryRow(svc, { email: 'timer@example.com' }).id;
    changedAt('enquiries', enquiry, monthsBefore(clock, 13));

    // A second before the hour: nothing yet.
    clock = new Date('2026-11-23T21:29:59Z');
    vi.advanceTimersByTime(59_000);
    expect(ids('enquiries')).toContain(enquiry);

    clock = new Date('2026-11-23T21:30:00Z');
    vi.advanceTimersByTime(1_000);
    expect(ids('enquiries')).not.toContain(enquiry);
    const status = listAudit(svc, { page: 1, action: 'retention-erase' }).items;
    expect(status).toEqual([
      expect.objectContaining({ actor: 'system', detail: expect.stringMatching(/^1 enquiry, /) }),
    ]);
    expect(schedule.nextAt()?.toISOString()).toBe('2026-11-24T21:30:00.000Z');

    // The next day's run, at its time.
    const next = createEnquiryRow(svc, { email: 'timer.next@example.com' }).id;
    changedAt('enquiries', next, monthsBefore(clock, 13));
    clock = new Date('2026-11-24T21:30:00Z');
    vi.advanceTimersByTime(DAY);
    expect(ids('enquiries')).not.toContain(next);

    schedule.stop();
    expect(schedule.nextAt()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts with the server and stops with it', async () => {
    const app = await makeTestApp();
    try {
      expect((await app.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

// Rows inserted as given, to be sure the job reads updatedAt and not createdAt.
describe('the last change, not the creation, counts', () => {
  it('keeps an old enquiry changed recently', () => {
    const svc = t.app.svc;
    insertRows(svc, 'enquiries', [
      {
        name: 'Old But Changed',
        email: 'changed.recently@example.com',
        mobile: '9000000001',
        state: 'Maharashtra',
        city: 'Akola',
        school: 'Ganga Nagar',
        grade: 'Grade 3',
        address: 'Akola',
        createdAt: ago(30),
        updatedAt: ago(1),
      },
    ]);
    runRetention(svc, { trigger: 'automatic' });
    expect(allRows(svc, 'enquiries').map((r) => r.email)).toContain('changed.recently@example.com');
  });
});
