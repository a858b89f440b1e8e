import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import Database from 'better-sqlite3';
import type { BackupPhase } from '../../../shared/content/progress-words';
import { DB_FILENAME } from '../../db/client';
import { APP_VERSION } from '../../project-root';
import { BACKUPS_DIRNAME, listDataFiles, WORK_PREFIX } from './data-files';
import {
  ARCHIVE_DB_PATH,
  ARCHIVE_FILES_DIR,
  appliedMigration,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type FileEntry,
  integrityProblem,
  MANIFEST_NAME,
  type Manifest,
  sha256File,
  tableCounts,
} from './manifest';

// `npm run backup` and the daily backup (docs/decisions/015-backups.md): one .tar.gz holding an
// online copy of the database, the site's files and a manifest with checksums.

/** The largest page count better-sqlite3 passes to sqlite3_backup_step (its own clamp). */
const ALL_PAGES = 0x7fffffff;

export const ARCHIVE_PREFIX = 'school-backup-';
export const ARCHIVE_SUFFIX = '.tar.gz';
/** Names of finished archives; half-written ones start with WORK_PREFIX and never match. */
export const ARCHIVE_PATTERN = /^school-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz$/;

export interface BackupOptions {
  dataDir: string;
  /** Where the archive goes (default DATA_DIR/backups). */
  outDir?: string;
  /** The server's own connection, when the backup runs inside the server; else one is opened. */
  sqlite?: Database.Database;
  /**
   * With the server's own connection: pages copied per step, the event loop turning between steps.
   * Its own writes are applied to the copy as they happen, so the copy stays one consistent moment.
   */
  pagesPerStep?: number;
  now?: Date;
  /** Told each step as it begins (the dashboard shows it while "Back up now" runs). */
  onPhase?: (phase: BackupPhase) => void;
  /** Aborts the backup between steps (the server shutting down); nothing is left behind. */
  signal?: AbortSignal;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  ms: number;
}

export function defaultBackupsDir(dataDir: string): string {
  return path.join(dataDir, BACKUPS_DIRNAME);
}

/** 20261122-210819 in UTC: sorts by time, and needs no characters a shell or Windows dislikes. */
export function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
}

async function uniqueArchivePath(outDir: string, now: Date): Promise<string> {
  const base = `${ARCHIVE_PREFIX}${stamp(now)}`;
  for (let n = 0; ; n++) {
    const candidate = path.join(outDir, `${base}${n === 0 ? '' : `-${n}`}${ARCHIVE_SUFFIX}`);
    if (!fs.existsSync(candidate)) return candidate;
  }
}

/**
 * Links (or, across file systems, copies) each file into the work folder. A file deleted meanwhile is
 * skipped. Media files are never rewritten in place (new key, or a rename over), so a link is a snapshot.
 */
async function snapshotFiles(dataDir: string, files: string[], into: string): Promise<void> {
  for (const rel of files) {
    const from = path.join(dataDir, rel);
    const to = path.join(into, rel);
    if (fs.existsSync(to)) continue;
    await fsp.mkdir(path.dirname(to), { recursive: true });
    try {
      await fsp.link(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue;
      try {
        await fsp.copyFile(from, to);
      } catch (copyError) {
        if ((copyError as NodeJS.ErrnoException).code !== 'ENOENT') throw copyError;
      }
    }
  }
}

async function fsyncFile(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Takes a backup; throws (leaving no archive behind) when any step fails. */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const dataDir = path.resolve(options.dataDir);
  const outDir = path.resolve(options.outDir ?? defaultBackupsDir(dataDir));
  const dbFile = path.join(dataDir, DB_FILENAME);
  if (!options.sqlite && !fs.existsSync(dbFile)) {
    throw new Error(`No database at ${dbFile}. Check DATA_DIR (or --data-dir).`);
  }

  // The backups folder holds parents' data: only its owner may enter it.
  const isDefaultDir = outDir === defaultBackupsDir(dataDir);
  const existed = fs.existsSync(outDir);
  await fsp.mkdir(outDir, { recursive: true, mode: 0o700 });
  if (!existed || isDefaultDir) await fsp.chmod(outDir, 0o700);

  const work = await fsp.mkdtemp(path.join(outDir, WORK_PREFIX));
  await fsp.chmod(work, 0o700);
  const partialArchive = `${work}${ARCHIVE_SUFFIX}`;
  try {
    const filesDir = path.join(work, ARCHIVE_FILES_DIR);
    await fsp.mkdir(filesDir, { recursive: true });
    const skip = outDir.startsWith(dataDir + path.sep) ? outDir : undefined;

    // Files before and after the database copy: every image a copied row names was written before
    // that row, and one removed while the copy was taken is still in the first pass.
    options.onPhase?.('files');
    await snapshotFiles(dataDir, await listDataFiles(dataDir, skip), filesDir);
    options.signal?.throwIfAborted();

    options.onPhase?.('database');
    const copy = path.join(work, ARCHIVE_DB_PATH);
    await fsp.mkdir(path.dirname(copy), { recursive: true });
    const source = options.sqlite ?? new Database(dbFile, { fileMustExist: true });
    try {
      if (!options.sqlite) source.pragma('busy_timeout = 5000');
      // From its own connection (the command line), all pages in one step: a single read transaction,
      // so the copy is one consistent moment, never restarted by the server's writes (WAL lets them
      // go on meanwhile). From the server's connection, in steps (pagesPerStep).
      const step = options.sqlite && options.pagesPerStep ? options.pagesPerStep : ALL_PAGES;
      await source.backup(copy, {
        progress: () => {
          // Thrown here, better-sqlite3 closes the copy and rejects.
          options.signal?.throwIfAborted();
          return step;
        },
      });
    } finally {
      if (!options.sqlite) source.close();
    }

    options.onPhase?.('files');
    await snapshotFiles(dataDir, await listDataFiles(dataDir, skip), filesDir);

    options.onPhase?.('checking');
    let migration: Manifest['migration'];
    let tables: Manifest['tables'];
    const copied = new Database(copy, { fileMustExist: true });
    try {
      // A single self-contained file in the archive, not one that expects a -wal beside it.
      copied.pragma('journal_mode = DELETE');
      const problem = integrityProblem(copied);
      if (problem) throw new Error(`The copied database failed its integrity check: ${problem}`);
      migration = appliedMigration(copied);
      tables = tableCounts(copied);
    } finally {
      copied.close();
    }

    const entries: FileEntry[] = [];
    const addEntry = async (rel: string) => {
      const full = path.join(work, rel);
      entries.push({ path: rel, size: (await fsp.stat(full)).size, sha256: await sha256File(full) });
    };
    await addEntry(ARCHIVE_DB_PATH);
    for (const rel of await listDataFiles(filesDir)) await addEntry(`${ARCHIVE_FILES_DIR}/${rel}`);

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      appVersion: APP_VERSION,
      migration,
      tables,
      files: entries,
    };
    await fsp.writeFile(path.join(work, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);

    options.onPhase?.('compressing');
    // Streamed to disk under a work name; renamed only once complete and on disk.
    // tar is loaded when a backup is made, not at start (docs/decisions/024-memory-budget.md).
    const tar = await import('tar');
    await pipeline(
      tar.c({ gzip: true, cwd: work, portable: true }, [MANIFEST_NAME, ARCHIVE_DB_PATH, ARCHIVE_FILES_DIR]),
      fs.createWriteStream(partialArchive, { mode: 0o600, flags: 'wx' }),
      { signal: options.signal },
    );
    await fsp.chmod(partialArchive, 0o600);
    await fsyncFile(partialArchive);
    const file = await uniqueArchivePath(outDir, now);
    await fsp.rename(partialArchive, file);
    const bytes = (await fsp.stat(file)).size;
    return { file, bytes, manifest, ms: Math.round(performance.now() - started) };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
    await fsp.rm(partialArchive, { force: true });
  }
}

/** When an archive was taken, from its name (UTC); the name outlives a copy that changes the file's times. */
export function archiveTime(name: string): Date | null {
  const m = /^school-backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})/.exec(name);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : null;
}

export interface ArchiveEntry {
  name: string;
  file: string;
  bytes: number;
  mtime: Date;
  /** When it was taken (its name's time). */
  createdAt: Date;
}

/** Finished archives in a folder, newest first. */
export async function listBackups(outDir: string): Promise<ArchiveEntry[]> {
  let names: string[];
  try {
    names = await fsp.readdir(outDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const archives: ArchiveEntry[] = [];
  for (const name of names.filter((n) => ARCHIVE_PATTERN.test(n))) {
    const file = path.join(outDir, name);
    let stat: fs.Stats;
    try {
      stat = await fsp.lstat(file);
    } catch (error) {
      // Pruned meanwhile (the daily backup, or a click on Back up now, deletes the oldest).
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    // Archives are files this code wrote; a folder or a link under an archive's name is none.
    if (!stat.isFile()) continue;
    archives.push({ name, file, bytes: stat.size, mtime: stat.mtime, createdAt: archiveTime(name) ?? stat.mtime });
  }
  // By time, then by the -N of archives taken within the same second.
  const key = (name: string) => {
    const [, time, n] = /^school-backup-(\d{8}-\d{6})(?:-(\d+))?/.exec(name)!;
    return `${time}.${(n ?? '0').padStart(6, '0')}`;
  };
  return archives.sort((a, b) => (key(a.name) < key(b.name) ? 1 : key(a.name) > key(b.name) ? -1 : 0));
}
