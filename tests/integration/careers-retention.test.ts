import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { candidateEvents } from '../../src/server/db/schema';
import { write } from '../../src/server/db/write';
import { monthsBefore, runRetention } from '../../src/server/features/privacy/retention';
import { listAudit } from '../../src/server/platform/audit';
import { queueMail } from '../../src/server/platform/mail/outbox';
import { getSettings, saveSettings } from '../../src/server/platform/settings';
import { createCandidateRow } from '../factories/candidates';
import { createContentRow } from '../factories/content';
import { allRows } from '../factories/rows';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Candidates' retention (src/server/features/careers/retention.ts), run by the daily retention job with
// the services' clock (the test's): an application not taken forward goes its months after the vacancy
// closes, one for any suitable post or kept for the future its months after it was sent (kept for the
// future on a vacancy: the later of the two), an appointed candidate's its months after appointment;
// with the CV file, the timeline and the mails about it.

const DAY = 86_400_000;
// 10:00 in India.
const NOW = new Date('2026-11-23T04:30:00Z');
let clock = NOW;

let t: TestApp;
beforeEach(async () => {
  clock = NOW;
  t = await makeTestApp(
    { SMTP_URL: 'smtp://127.0.0.1:9', SITE_URL: 'https://school.example' },
    { now: () => clock, mail: { autoStart: false }, retention: { autoStart: false } },
  );
});
afterEach(async () => {
  await t.close();
});

const ago = (months: number, days = 0) => new Date(monthsBefore(NOW, months).getTime() + days * DAY);
const schoolDay = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);
const ADMIN = { session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } };

/** A published vacancy that closed on `closingDate` (YYYY-MM-DD, the school's day). */
async function vacancyClosing(closingDate: string, slug: string) {
  return createContentRow(t.app.svc, 'vacancies', { slug, postedOn: '2024-01-01', closingDate });
}

type Candidate = Awaited<ReturnType<typeof createCandidateRow>>;
const cvOnDisk = (c: Candidate) => fs.existsSync(path.join(t.dataDir, 'media', c.cvFile));
const candidateIds = () => allRows(t.app.svc, 'candidates').map((r) => r.id);

/** The candidate's acknowledgment (naming the reference) and an invitation to their address (not naming it). */
function mailsFor(c: Candidate) {
  write(t.app.svc.db, (tx) => {
    queueMail(
      tx,
      {
        kind: 'acknowledgment',
        recipients: [c.email],
        subject: 'Your application',
        text: `We received your application ${c.reference}.`,
      },
      clock,
    );
    queueMail(
      tx,
      { kind: 'reply', recipients: [c.email], subject: 'Interview', text: 'Please come on Monday at 10.' },
      clock,
    );
    tx.insert(candidateEvents)
      .values({ candidateId: c.id, at: clock, actor: 'admin', type: 'note', note: 'Strong demo lesson' })
      .run();
  });
}
const mailsTo = (c: Candidate) => allRows(t.app.svc, 'mailOutbox').filter((m) => m.recipients.includes(c.email));
const eventsOf = (c: Candidate) =>
  t.app.svc.db.select().from(candidateEvents).where(eq(candidateEvents.candidateId, c.id)).all();

describe('the candidates’ periods', () => {
  it('erase an application not taken forward 12 months after its vacancy closes, with its CV, timeline and mails', async () => {
    const svc = t.app.svc;
    // Closed 12 months and a day ago (the day after its closing date, in India), and 12 months less a day ago.
    const closedLong = await vacancyClosing(schoolDay(ago(12, -2)), 'closed-long-ago');
    const closedLately = await vacancyClosing(schoolDay(ago(12, 1)), 'closed-lately');
    const sent = ago(14);
    const old = await createCandidateRow(svc, {
      vacancyId: closedLong.id,
      vacancyTitle: closedLong.title,
      stage: 'not-selected',
      email: 'old.candidate@example.com',
      createdAt: sent,
    });
    // Every stage but appointed counts as not taken forward.
    const stalled = await createCandidateRow(svc, {
      vacancyId: closedLong.id,
      vacancyTitle: closedLong.title,
      stage: 'offered',
      createdAt: sent,
    });
    const inside = await createCandidateRow(svc, {
      vacancyId: closedLately.id,
      vacancyTitle: closedLately.title,
      stage: 'not-selected',
      email: 'inside.candidate@example.com',
      createdAt: sent,
    });
    mailsFor(old);
    mailsFor(inside);
    expect(cvOnDisk(old)).toBe(true);

    const run = runRetention(svc, { trigger: 'automatic' });

    expect(run).toMatchObject({ ok: true, counts: { candidates: 2, mails: 2 } });
    expect(candidateIds()).toEqual([inside.id]);
    expect(cvOnDisk(old)).toBe(false);
    expect(cvOnDisk(stalled)).toBe(false);
    expect(cvOnDisk(inside)).toBe(true);
    expect(eventsOf(old)).toEqual([]);
    expect(mailsTo(old)).toEqual([]);
    expect(mailsTo(inside)).toHaveLength(2);
    expect(eventsOf(inside)).toHaveLength(1);
    // Counted in the audit entry as the other kinds are.
    expect(listAudit(svc, { page: 1, action: 'retention-erase' }).items).toEqual([
      expect.objectContaining({
        actor: 'system',
        detail: '0 enquiries, 0 applications, 2 candidates, 2 notification e-mails, 0 audit entries, 0 backups',
      }),
    ]);

    // Two days on, the second vacancy is past its period too.
    clock = new Date(NOW.getTime() + 2 * DAY);
    expect(runRetention(svc, { trigger: 'automatic' }).counts.candidates).toBe(1);
    expect(candidateIds()).toEqual([]);
    expect(cvOnDisk(inside)).toBe(false);
    expect(mailsTo(inside)).toEqual([]);
  });

  it('erase an application for any suitable post 12 months after it was sent, and one whose vacancy was deleted', async () => {
    const svc = t.app.svc;
    const anyOld = await createCandidateRow(svc, { vacancyId: null, vacancyTitle: '', createdAt: ago(12, -1) });
    const anyInside = await createCandidateRow(svc, { vacancyId: null, vacancyTitle: '', createdAt: ago(12, 1) });
    // The vacancy deleted since (its id set null by the foreign key): counted from when it was sent.
    const deletedVacancy = await createCandidateRow(svc, {
      vacancyId: null,
      vacancyTitle: 'PGT Physics',
      createdAt: ago(12, -1),
    });
    mailsFor(anyOld);

    expect(runRetention(svc, { trigger: 'automatic' }).counts).toMatchObject({ candidates: 2, mails: 2 });
    expect(candidateIds()).toEqual([anyInside.id]);
    expect(cvOnDisk(anyOld)).toBe(false);
    expect(cvOnDisk(deletedVacancy)).toBe(false);
    expect(cvOnDisk(anyInside)).toBe(true);
    expect(mailsTo(anyOld)).toEqual([]);
  });

  it('keep an application kept for the future until the later of its two dates', async () => {
    const svc = t.app.svc;
    saveSettings(svc, { retentionCandidateMonths: 6, retentionFutureCandidateMonths: 12 });
    const closedLong = await vacancyClosing(schoolDay(ago(8)), 'closed-eight-months-ago');
    const closedLately = await vacancyClosing(schoolDay(ago(2)), 'closed-two-months-ago');
    const on = (v: typeof closedLong) => ({ vacancyId: v.id, vacancyTitle: v.title, stage: 'not-selected' });
    // The vacancy's 6 months are over; the 12 months since it was sent are not.
    const keptForFuture = await createCandidateRow(svc, {
      ...on(closedLong),
      keepForFuture: true,
      createdAt: ago(12, 2),
    });
    const notKept = await createCandidateRow(svc, { ...on(closedLong), keepForFuture: false, createdAt: ago(12, 2) });
    // Both are over.
    const keptLongAgo = await createCandidateRow(svc, {
      ...on(closedLong),
      keepForFuture: true,
      createdAt: ago(12, -1),
    });
    // The 12 months since it was sent are over; the vacancy's 6 months are not.
    const vacancyLater = await createCandidateRow(svc, {
      ...on(closedLately),
      keepForFuture: true,
      createdAt: ago(12, -1),
    });

    expect(runRetention(svc, { trigger: 'automatic' }).counts.candidates).toBe(2);
    expect(candidateIds().sort()).toEqual([keptForFuture.id, vacancyLater.id].sort());
    expect(cvOnDisk(notKept)).toBe(false);
    expect(cvOnDisk(keptLongAgo)).toBe(false);

    // Its own 12 months after it was sent, it goes.
    clock = new Date(NOW.getTime() + 3 * DAY);
    expect(runRetention(svc, { trigger: 'automatic' }).counts.candidates).toBe(1);
    expect(cvOnDisk(keptForFuture)).toBe(false);
    expect(candidateIds()).toEqual([vacancyLater.id]);
  });

  it('erase an appointed candidate 3 months after the appointment, whatever the vacancy', async () => {
    const svc = t.app.svc;
    const closedLong = await vacancyClosing(schoolDay(ago(30)), 'closed-thirty-months-ago');
    const fields = { vacancyId: closedLong.id, vacancyTitle: closedLong.title, stage: 'appointed', createdAt: ago(32) };
    const appointedLong = await createCandidateRow(svc, { ...fields, appointedAt: ago(3, -1) });
    // Appointed lately: kept, though the vacancy closed long ago.
    const appointedLately = await createCandidateRow(svc, { ...fields, appointedAt: ago(3, 1) });
    mailsFor(appointedLong);

    expect(runRetention(svc, { trigger: 'automatic' }).counts).toMatchObject({ candidates: 1, mails: 2 });
    expect(candidateIds()).toEqual([appointedLately.id]);
    expect(cvOnDisk(appointedLong)).toBe(false);
    expect(cvOnDisk(appointedLately)).toBe(true);
    expect(mailsTo(appointedLong)).toEqual([]);
  });
});

describe('the candidates’ settings', () => {
  it('default to 12, 12 and 3 months, are refused outside 1 to 120, and are used by the run', async () => {
    const svc = t.app.svc;
    expect(getSettings(svc)).toMatchObject({
      retentionCandidateMonths: 12,
      retentionFutureCandidateMonths: 12,
      retentionAppointedMonths: 3,
    });
    const admin = t.caller(ADMIN);
    for (const patch of [
      { retentionCandidateMonths: 0 },
      { retentionFutureCandidateMonths: 121 },
      { retentionAppointedMonths: 1.5 },
    ])
      await expect(admin.admin.settings.save(patch)).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const sixMonths = await createCandidateRow(svc, { vacancyId: null, vacancyTitle: '', createdAt: ago(7) });
    const appointed = await createCandidateRow(svc, { stage: 'appointed', appointedAt: ago(2), createdAt: ago(3) });
    expect(runRetention(svc, { trigger: 'automatic' }).counts.candidates).toBe(0);

    await admin.admin.settings.save({ retentionFutureCandidateMonths: 6, retentionAppointedMonths: 1 });
    expect(runRetention(svc, { trigger: 'automatic' }).counts.candidates).toBe(2);
    expect(cvOnDisk(sixMonths)).toBe(false);
    expect(cvOnDisk(appointed)).toBe(false);
  });

  it('keep backups as long as the longest period, the candidates’ included', async () => {
    const svc = t.app.svc;
    const folder = path.join(t.dataDir, 'backups');
    fs.mkdirSync(folder, { recursive: true });
    // 30 months old: past the applications' 24, within the future candidates' 36.
    const stamp = ago(30)
      .toISOString()
      .replace(/\.\d+Z$/, '')
      .replace(/[-:]/g, '')
      .replace('T', '-');
    const archive = path.join(folder, `school-backup-${stamp}.tar.gz`);
    fs.writeFileSync(archive, 'archive');

    saveSettings(svc, { retentionFutureCandidateMonths: 36 });
    expect(runRetention(svc, { trigger: 'automatic' }).counts.backups).toBe(0);
    expect(fs.existsSync(archive)).toBe(true);
    expect((await t.caller(ADMIN).admin.privacy.retentionStatus()).months).toMatchObject({
      candidates: 12,
      futureCandidates: 36,
      appointed: 3,
      backups: 36,
    });

    saveSettings(svc, { retentionFutureCandidateMonths: 12 });
    expect(runRetention(svc, { trigger: 'automatic' }).counts.backups).toBe(1);
    expect(fs.existsSync(archive)).toBe(false);
  });
});
