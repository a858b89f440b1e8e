import fsp from 'node:fs/promises';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { SYSTEM_ACTOR } from '../../../shared/audit';
import type { BackupPhase } from '../../../shared/content/progress-words';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { appendAudit } from '../audit';
import { dailyJob } from '../jobs';
import { type ArchiveEntry, createBackup, defaultBackupsDir, listBackups } from './create';

// The daily backup inside the server (docs/decisions/015-backups.md): at BACKUP_HOUR in the school's
// time zone, through the server's own connection in small steps, so requests keep being answered;
// the newest BACKUP_KEEP archives are kept. A failure is logged with what to do, and kept for the
// dashboard's Backups view; the site runs on.

/** Pages copied per step: about 1 MB, then the event loop takes its turn. */
const PAGES_PER_STEP = 256;

interface Log {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/** Deletes the oldest finished archives beyond `keep`; returns the names removed. */
export async function pruneBackups(outDir: string, keep: number): Promise<string[]> {
  const archives = await listBackups(outDir);
  const old = archives.slice(keep);
  for (const a of old) await fsp.rm(a.file, { force: true });
  return old.map((a) => a.name);
}

/** What started a backup: the daily timer, or someone on the dashboard ("Back up now"). */
export type BackupTrigger = 'automatic' | 'manual';

/**
 * How a backup ended, as kept for the dashboard: the archive's name and size, or the error's message
 * (a file system or SQLite message: names and paths, never anything a parent typed).
 */
export type BackupOutcome =
  | { ok: true; at: Date; trigger: BackupTrigger; file: string; name: string; bytes: number }
  | { ok: false; at: Date; trigger: BackupTrigger; error: string };

/** What the dashboard's Backups view shows (admin.backups.list). */
export interface BackupStatus {
  /** Finished archives, newest first. */
  archives: ArchiveEntry[];
  /** The outcome of the last backup since the server started (kept in memory only), or null. */
  last: BackupOutcome | null;
  /** When the next daily backup is due; null when automatic backups are off. */
  nextAt: Date | null;
  automatic: boolean;
  /** Archives kept (BACKUP_KEEP); older ones are deleted after a successful backup. */
  keep: number;
  /** The backups folder (DATA_DIR/backups). */
  folder: string;
  /** Why the folder could not be read (a file in its place, no permission), or null. */
  folderError: string | null;
}

export interface BackupServiceOptions {
  dataDir: string;
  sqlite: Database.Database;
  /** The daily backup's hour in school time; null (BACKUP_HOUR=off): backups only when asked for. */
  hour: number | null;
  keep: number;
  log: Log;
  /** When a backup's outcome happened, as shown and audited: the service's clock (default: the system's). */
  now?: () => Date;
}

/** Who asked for a backup, for the audit log: the administrator and their address ('' for the daily run). */
export interface BackupRequester {
  actor: string;
  clientIp?: string;
}

export interface BackupService {
  /**
   * Takes a backup now (the daily run and the dashboard's "Back up now"); never throws. One at a
   * time: a call while one runs gets that one's outcome (and the audit log one entry, the first's).
   */
  runNow: (trigger?: BackupTrigger, by?: BackupRequester) => Promise<BackupOutcome>;
  /** Starts the daily timer (nothing when the hour is null, or once stopped). */
  start: () => void;
  /** When the next daily backup is due; null when none is scheduled. */
  nextAt: () => Date | null;
  status: () => Promise<BackupStatus>;
  /** The running backup's current step, or null when none runs (the dashboard polls it). */
  progress: () => { phase: BackupPhase; trigger: BackupTrigger } | null;
  /** The backups folder (DATA_DIR/backups), where the archives are written and downloaded from. */
  folder: string;
  /**
   * Stops the timer, aborts a running backup (it stops between steps and removes its work files) and
   * waits for that (before the database closes).
   */
  stop: () => Promise<void>;
}

/** A size in the audit log's detail: '12.3 MB'. */
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The longest error message kept and shown. */
const MAX_ERROR_CHARS = 500;

/**
 * The server's backups (docs/decisions/015-backups.md): always there, so the dashboard can take one
 * even when BACKUP_HOUR=off; the daily timer runs only once started, and only with an hour.
 */
export function createBackupService(options: BackupServiceOptions): BackupService {
  const outDir = defaultBackupsDir(options.dataDir);
  const now = options.now ?? (() => new Date());
  let running: Promise<BackupOutcome> | null = null;
  let last: BackupOutcome | null = null;
  // The running backup's step, reported by createBackup as each begins; in memory only.
  let current: { phase: BackupPhase; trigger: BackupTrigger } | null = null;
  let stopped = false;
  // Aborted when the server shuts down: a running backup stops between steps and leaves nothing behind.
  const shutdown = new AbortController();
  // The audit log (docs/decisions/022-privacy-and-audit.md) through the server's own connection.
  const auditDb = drizzle(options.sqlite, { schema }) as Db;

  /** One 'backup' entry: the archive's name and size, or the failure's kind; nothing from inside it. */
  const audit = (outcome: BackupOutcome, by: BackupRequester, code?: string) => {
    try {
      appendAudit(auditDb, outcome.at, {
        action: 'backup',
        actor: by.actor,
        entity: 'backups',
        clientIp: by.clientIp ?? '',
        outcome: outcome.ok ? 'ok' : 'failed',
        detail: outcome.ok
          ? `${outcome.name} (${megabytes(outcome.bytes)}), ${outcome.trigger}`
          : `${outcome.trigger}; failed${code ? `: ${code}` : ''}`,
      });
    } catch (error) {
      options.log.error({ err: { message: (error as Error).message } }, 'could not record the backup in the audit log');
    }
  };

  const run = async (trigger: BackupTrigger): Promise<BackupOutcome & { code?: string }> => {
    try {
      const result = await createBackup({
        dataDir: options.dataDir,
        sqlite: options.sqlite,
        pagesPerStep: PAGES_PER_STEP,
        signal: shutdown.signal,
        onPhase: (phase) => {
          current = { phase, trigger };
        },
      });
      const removed = await pruneBackups(outDir, options.keep);
      const name = path.basename(result.file);
      // Counts and names only: nothing a parent typed.
      options.log.info(
        { file: name, bytes: result.bytes, ms: result.ms, pruned: removed.length, trigger },
        'backup written',
      );
      return { ok: true, at: now(), trigger, file: result.file, name, bytes: result.bytes };
    } catch (error) {
      if (shutdown.signal.aborted) {
        options.log.info({ trigger }, 'backup stopped: the server is shutting down; nothing was left behind');
        return {
          ok: false,
          at: now(),
          trigger,
          error: 'The server shut down during the backup.',
          code: 'shutdown',
        };
      }
      const message = (error as Error).message;
      const code = (error as NodeJS.ErrnoException).code;
      options.log.error(
        { err: { message, code }, trigger },
        `backup failed: check free disk space and that ${outDir} is writable; the previous archives are kept`,
      );
      return {
        ok: false,
        at: now(),
        trigger,
        error: message.slice(0, MAX_ERROR_CHARS),
        ...(typeof code === 'string' ? { code: code.slice(0, 40) } : {}),
      };
    }
  };

  const runNow = (
    trigger: BackupTrigger = 'manual',
    by: BackupRequester = { actor: SYSTEM_ACTOR },
  ): Promise<BackupOutcome> => {
    if (stopped) return Promise.resolve({ ok: false, at: now(), trigger, error: 'The server is shutting down.' });
    // One at a time: a second request waits for the running one and gets its outcome.
    if (!running)
      running = run(trigger)
        .then(({ code, ...outcome }) => {
          audit(outcome, by, code);
          last = outcome;
          return outcome;
        })
        .finally(() => {
          running = null;
          current = null;
        });
    return running;
  };

  // The daily run at BACKUP_HOUR in school time (none when it is off); the next is set once a run is done.
  const daily =
    options.hour === null
      ? null
      : dailyJob({ name: 'backup', log: options.log, hour: options.hour, run: () => runNow('automatic') });

  const status = async (): Promise<BackupStatus> => {
    let archives: ArchiveEntry[] = [];
    let folderError: string | null = null;
    try {
      archives = await listBackups(outDir);
    } catch (error) {
      folderError = (error as Error).message.slice(0, MAX_ERROR_CHARS);
    }
    return {
      archives,
      last,
      nextAt: daily?.nextAt() ?? null,
      automatic: options.hour !== null,
      keep: options.keep,
      folder: outDir,
      folderError,
    };
  };

  return {
    runNow,
    start: () => daily?.start(),
    nextAt: () => daily?.nextAt() ?? null,
    status,
    progress: () => current,
    folder: outDir,
    stop: async () => {
      stopped = true;
      await daily?.stop();
      shutdown.abort();
      if (running) await running;
    },
  };
}

/** The daily backup at `hour`, started now (the server starts it through createBackupService). */
export function startBackupSchedule(options: BackupServiceOptions & { hour: number }): BackupService {
  const service = createBackupService(options);
  service.start();
  return service;
}
