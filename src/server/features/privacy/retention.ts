import fs from 'node:fs';
import path from 'node:path';
import { eq, lt } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../../../shared/audit';
import { type AppConfig, DEFAULT_BACKUP_HOUR } from '../../config';
import type { ServiceContext } from '../../context';
import { applications, enquiries, mailOutbox, settings } from '../../db/schema';
import { write } from '../../db/write';
import { monthsBefore } from '../../lib/months';
import { pruneAudit, recordAudit } from '../../platform/audit';
import { ARCHIVE_PATTERN, archiveTime } from '../../platform/backups/create';
import { dailyJob, type TimedJob } from '../../platform/jobs';
import { isParentMail } from '../../platform/mail/outbox';
import { nextRunAt } from '../../platform/school-time';
import { getSettings } from '../../platform/settings';
import { eraseExpiredCandidates } from '../careers/retention';
import { eraseExpiredLedger } from '../payments/retention';
import { countsDetail, eraseRows, mailRecord } from './person-data';
import { backupRetentionMonths } from './service';

// Retention with automatic erasure (docs/decisions/022-privacy-and-audit.md). Once a day, inside the
// server, an hour after the daily backup (BACKUP_HOUR + 1 in school time; 03:00 by default, and also
// when backups are off), the job erases what is past its period, counted from each record's last
// change (updatedAt), with the periods set in Settings → Privacy:
// - enquiries older than retentionEnquiryMonths, applications older than retentionApplicationMonths;
// - the notification e-mails (mail_outbox) of the records erased (found by the dashboard link in their
//   text), and any notification older than its kind's period, so that the mail of a record the office
//   deleted by hand goes too (a mail is not changed after it is queued: its age is from createdAt);
// - candidates for a post past their periods, with their CV files and mails (features/careers/retention.ts);
// - audit log entries older than retentionAuditMonths;
// - backup archives older than the longest of the enquiry, application and candidates' periods: every
//   archive in DATA_DIR/backups, daily, "Back up now" and before-upgrade alike (their names do not
//   tell them apart). The audit log holds no parent's data, so its period does not keep archives longer.
// Applications have no files. Erasure is followed by a WAL checkpoint, and the database zeroes deleted
// content (secure_delete), so no copy stays in school.db or school.db-wal. The log and the audit log
// get counts only; the last run is kept in the settings table for the dashboard's Privacy section.

const LAST_RUN_KEY = 'retention-last-run';

/** The hour (school time) of the daily run: an hour after the daily backup. */
export function retentionHour(config: Pick<AppConfig, 'backupHour'>): number {
  return ((config.backupHour ?? DEFAULT_BACKUP_HOUR) + 1) % 24;
}

export { monthsBefore };

export type RetentionTrigger = 'automatic' | 'manual';

export interface RetentionCounts {
  enquiries: number;
  applications: number;
  candidates: number;
  mails: number;
  auditEntries: number;
  backups: number;
}

/** One run as kept and shown: when, what started it, how many of each went, and any error's message. */
export interface RetentionRun {
  at: string;
  trigger: RetentionTrigger;
  ok: boolean;
  counts: RetentionCounts;
  /** A file system or SQLite message (names and paths, never anything a parent typed), or null. */
  error: string | null;
}

const EMPTY: RetentionCounts = {
  enquiries: 0,
  applications: 0,
  candidates: 0,
  mails: 0,
  auditEntries: 0,
  backups: 0,
};

/** The periods in effect, as dates: what was last changed before them goes. */
export function retentionCutoffs(svc: ServiceContext, now: Date = svc.now()) {
  const s = getSettings(svc);
  const backupMonths = backupRetentionMonths(s);
  return {
    months: {
      enquiries: s.retentionEnquiryMonths,
      applications: s.retentionApplicationMonths,
      candidates: s.retentionCandidateMonths,
      futureCandidates: s.retentionFutureCandidateMonths,
      appointed: s.retentionAppointedMonths,
      audit: s.retentionAuditMonths,
      backups: backupMonths,
    },
    enquiries: monthsBefore(now, s.retentionEnquiryMonths),
    applications: monthsBefore(now, s.retentionApplicationMonths),
    audit: monthsBefore(now, s.retentionAuditMonths),
    backups: monthsBefore(now, backupMonths),
  };
}

/** '3 enquiries, 1 application, 0 candidates, 2 notification e-mails, 4 audit entries, 1 backup'. */
export function retentionDetail(c: RetentionCounts): string {
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [countsDetail(c), n(c.auditEntries, 'audit entry', 'audit entries'), n(c.backups, 'backup', 'backups')].join(
    ', ',
  );
}

/** Deletes the backup archives taken before `before` (by the time in their name); returns how many. */
export function deleteOldBackups(folder: string, before: Date): number {
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter((n) => ARCHIVE_PATTERN.test(n))) {
    const file = path.join(folder, name);
    const taken = archiveTime(name);
    if (!taken || taken.getTime() >= before.getTime()) continue;
    // Archives are files this code wrote; anything else under such a name is left alone.
    if (!fs.lstatSync(file, { throwIfNoEntry: false })?.isFile()) continue;
    fs.rmSync(file, { force: true });
    removed++;
  }
  return removed;
}

/** Erases the enquiries, applications and their notifications past their periods; returns the counts. */
function eraseExpiredRecords(svc: ServiceContext, cut: ReturnType<typeof retentionCutoffs>) {
  const expiredEnquiries = svc.db
    .select({ id: enquiries.id, reference: enquiries.reference, email: enquiries.email })
    .from(enquiries)
    .where(lt(enquiries.updatedAt, cut.enquiries))
    .all();
  const expiredApplications = svc.db
    .select({ id: applications.id, reference: applications.reference, email: applications.email })
    .from(applications)
    .where(lt(applications.updatedAt, cut.applications))
    .all();
  const enquiryIds = expiredEnquiries.map((r) => r.id);
  const applicationIds = expiredApplications.map((r) => r.id);
  // The mails to the parent (acknowledgment, the office's replies) name the record by its reference,
  // not by a link, or not at all: those go by their recipient, the erased record's address.
  const references = new Set(
    [...expiredEnquiries, ...expiredApplications].flatMap((r) => (r.reference ? [r.reference] : [])),
  );
  const addresses = new Set(
    [...expiredEnquiries, ...expiredApplications].flatMap((r) =>
      r.email.trim() ? [r.email.trim().toLowerCase()] : [],
    ),
  );
  const erasedEnquiries = new Set(enquiryIds);
  const erasedApplications = new Set(applicationIds);
  // A test mail (no parent's data) goes after the shorter period.
  const latestCut = Math.max(cut.enquiries.getTime(), cut.applications.getTime());
  const mailCut = (kind: string) =>
    kind === 'enquiry' ? cut.enquiries.getTime() : kind === 'application' ? cut.applications.getTime() : latestCut;
  const mailIds = svc.db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      textBody: mailOutbox.textBody,
      recipients: mailOutbox.recipients,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .all()
    .filter((m) => {
      const record = mailRecord(m);
      if (record && (record.kind === 'enquiry' ? erasedEnquiries : erasedApplications).has(record.id)) return true;
      if (isParentMail(m.kind)) {
        if ([...mailReferences(m.textBody)].some((r) => references.has(r))) return true;
        if (recipientsOf(m.recipients).some((r) => addresses.has(r))) return true;
      }
      return m.createdAt.getTime() < mailCut(m.kind);
    })
    .map((m) => m.id);
  const { candidates: _none, ...erased } = eraseRows(svc, { enquiryIds, applicationIds, mailIds });
  return erased;
}

function storeLastRun(svc: ServiceContext, run: RetentionRun): void {
  const value = JSON.stringify(run);
  write(svc.db, (tx) =>
    tx
      .insert(settings)
      .values({ key: LAST_RUN_KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: svc.now() } })
      .run(),
  );
}

/** The last run kept in the settings table, or null before the first. */
export function lastRetentionRun(svc: ServiceContext): RetentionRun | null {
  const row = svc.db.select({ value: settings.value }).from(settings).where(eq(settings.key, LAST_RUN_KEY)).get();
  if (!row) return null;
  try {
    const run = JSON.parse(row.value) as RetentionRun;
    return typeof run.at === 'string' && run.counts ? { ...run, counts: { ...EMPTY, ...run.counts } } : null;
  } catch {
    return null;
  }
}

const MAX_ERROR_CHARS = 300;

/**
 * Runs the erasure now (the daily timer, and the dashboard's "Run now"); never throws. Each step runs
 * even when one before it failed; the run keeps the first error's message. Synchronous: nothing else
 * runs meanwhile, so no request sees a half-done erasure.
 */
export function runRetention(
  svc: ServiceContext,
  opts: { trigger: RetentionTrigger; actor?: string; clientIp?: string } = { trigger: 'automatic' },
): RetentionRun {
  const now = svc.now();
  const counts = { ...EMPTY };
  const errors: string[] = [];
  const step = (name: string, fn: () => void) => {
    try {
      fn();
    } catch (error) {
      const message = (error as Error).message;
      errors.push(`${name}: ${message}`);
      svc.log.error(
        { err: { message, code: (error as NodeJS.ErrnoException).code }, step: name, trigger: opts.trigger },
        'retention: a step failed; the others ran, and the next run tries again',
      );
    }
  };
  let cut: ReturnType<typeof retentionCutoffs> | null = null;
  step('settings', () => {
    cut = retentionCutoffs(svc, now);
  });
  if (cut) {
    const c: ReturnType<typeof retentionCutoffs> = cut;
    step('records', () => Object.assign(counts, eraseExpiredRecords(svc, c)));
    // Candidates for a post after their own periods (docs/decisions/053-careers.md).
    step('candidates', () => {
      const erased = eraseExpiredCandidates(svc, now);
      counts.candidates = erased.candidates;
      counts.mails += erased.mails;
    });
    step('audit log', () => {
      counts.auditEntries = pruneAudit(svc, c.audit);
    });
    step('backups', () => {
      counts.backups = deleteOldBackups(svc.backups.folder, c.backups);
    });
  }
  // The receipt ledger and bank statements, after the accounts' years (their own setting).
  step('receipts', () => {
    const ledger = eraseExpiredLedger(svc, now);
    if (ledger.receipts + ledger.statements > 0) svc.log.info(ledger, 'retention: erased old receipts and statements');
  });
  const run: RetentionRun = {
    at: now.toISOString(),
    trigger: opts.trigger,
    ok: errors.length === 0,
    counts,
    error: errors.length ? errors.join('; ').slice(0, MAX_ERROR_CHARS) : null,
  };
  // Counts only: nothing a parent typed.
  svc.log.info({ ...counts, trigger: opts.trigger, ok: run.ok }, 'retention: erased what was past its period');
  try {
    storeLastRun(svc, run);
  } catch (error) {
    svc.log.error({ err: { message: (error as Error).message } }, 'retention: could not store the last run');
  }
  const erasedAny = Object.values(counts).some((n) => n > 0);
  // A day with nothing to erase is not an entry (the last run shows it); a run from the dashboard always is.
  if (erasedAny || opts.trigger === 'manual' || !run.ok)
    recordAudit(svc, {
      action: 'retention-erase',
      actor: opts.actor ?? SYSTEM_ACTOR,
      clientIp: opts.clientIp,
      outcome: run.ok ? 'ok' : 'failed',
      detail: retentionDetail(counts),
    });
  return run;
}

export interface RetentionStatus {
  months: ReturnType<typeof retentionCutoffs>['months'];
  /** The hour of the daily run (school time) and when it is next due. */
  hour: number;
  nextAt: string;
  lastRun: RetentionRun | null;
}

/** What the dashboard's Privacy section shows: the periods in effect, the next and the last run. */
export function retentionStatus(svc: ServiceContext): RetentionStatus {
  const hour = retentionHour(svc.config);
  return {
    months: retentionCutoffs(svc).months,
    hour,
    nextAt: nextRunAt(svc.now(), hour).toISOString(),
    lastRun: lastRetentionRun(svc),
  };
}

/**
 * The daily run at `hour` in school time. `clock` times the timer (the system's by default, also when
 * the services' clock is a test's); the run itself reads the services' clock. A run is synchronous,
 * so stopping never leaves one half done.
 */
export function createRetentionSchedule(svc: ServiceContext, opts: { hour: number; clock?: () => Date }): TimedJob {
  return dailyJob({
    name: 'retention',
    log: svc.log,
    hour: opts.hour,
    clock: opts.clock,
    run: () => runRetention(svc, { trigger: 'automatic' }),
  });
}

/** The references ('ENQ-2026-00123') a mail's text names. */
function mailReferences(text: string): Set<string> {
  return new Set(text.match(/\b(?:ENQ|APP)-\d{4}-\d{5,9}\b/g) ?? []);
}

/** A mail's recipients (a JSON list), in lower case. */
function recipientsOf(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list)
      ? list.filter((v): v is string => typeof v === 'string').map((v) => v.trim().toLowerCase())
      : [];
  } catch {
    return [];
  }
}
