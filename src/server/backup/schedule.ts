import fsp from 'node:fs/promises';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { SCHOOL_TIME_ZONE } from '../../shared/format';
import { createBackup, defaultBackupsDir, listBackups } from './create';

// The daily backup inside the server (docs/decisions/015-backups.md): at BACKUP_HOUR in the school's
// time zone, through the server's own connection in small steps, so requests keep being answered;
// the newest BACKUP_KEEP archives are kept. A failure is logged with what to do; the site runs on.

/** Pages copied per step: about 1 MB, then the event loop takes its turn. */
const PAGES_PER_STEP = 256;

interface Log {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/** Minutes the zone is ahead of UTC at that instant. */
function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The next time strictly after `now` that the clock in `timeZone` reads `hour`:00. */
export function nextRunAt(now: Date, hour: number, timeZone: string = SCHOOL_TIME_ZONE): Date {
  const offset = zoneOffsetMinutes(now, timeZone);
  const local = new Date(now.getTime() + offset * 60_000);
  for (let day = 0; day <= 2; day++) {
    const wallClock = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + day, hour);
    const guess = new Date(wallClock - offset * 60_000);
    const at = new Date(wallClock - zoneOffsetMinutes(guess, timeZone) * 60_000);
    if (at.getTime() > now.getTime()) return at;
  }
  throw new Error('unreachable: a day always has the hour');
}

/** Deletes the oldest finished archives beyond `keep`; returns the names removed. */
export async function pruneBackups(outDir: string, keep: number): Promise<string[]> {
  const archives = await listBackups(outDir);
  const old = archives.slice(keep);
  for (const a of old) await fsp.rm(a.file, { force: true });
  return old.map((a) => a.name);
}

export interface BackupScheduleOptions {
  dataDir: string;
  sqlite: Database.Database;
  hour: number;
  keep: number;
  log: Log;
}

export interface BackupSchedule {
  /** Takes a backup now (the daily run and, later, the dashboard's "Back up now"); never throws. */
  runNow: () => Promise<{ ok: true; file: string } | { ok: false; error: string }>;
  /** When the next daily backup is due. */
  nextAt: () => Date | null;
  /** Stops the timer and waits for a running backup to finish (before the database closes). */
  stop: () => Promise<void>;
}

export function startBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const outDir = defaultBackupsDir(options.dataDir);
  let timer: NodeJS.Timeout | null = null;
  let next: Date | null = null;
  let running: Promise<{ ok: true; file: string } | { ok: false; error: string }> | null = null;
  let stopped = false;

  const run = async () => {
    try {
      const result = await createBackup({
        dataDir: options.dataDir,
        sqlite: options.sqlite,
        pagesPerStep: PAGES_PER_STEP,
      });
      const removed = await pruneBackups(outDir, options.keep);
      // Counts and names only: nothing a parent typed.
      options.log.info(
        { file: path.basename(result.file), bytes: result.bytes, ms: result.ms, pruned: removed.length },
        'backup written',
      );
      return { ok: true as const, file: result.file };
    } catch (error) {
      const message = (error as Error).message;
      options.log.error(
        { err: { message, code: (error as NodeJS.ErrnoException).code } },
        `backup failed: check free disk space and that ${outDir} is writable; the previous archives are kept`,
      );
      return { ok: false as const, error: message };
    }
  };

  const runNow = () => {
    // One at a time: a second request waits for the running one.
    if (!running) running = run().finally(() => (running = null));
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    next = nextRunAt(new Date(), options.hour);
    // Node's timers cap at about 24.8 days; a day is well within.
    timer = setTimeout(() => {
      void runNow().then(schedule);
    }, next.getTime() - Date.now());
    timer.unref();
  };
  schedule();

  return {
    runNow,
    nextAt: () => next,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
}
