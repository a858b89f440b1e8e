import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { CLI_ACTOR } from '../../../shared/audit';
import type { RestorePhase } from '../../../shared/content/progress-words';
import { DB_FILENAME, openDatabase } from '../../db/client';
import { appendAudit } from '../audit';
import { stamp } from './create';
import { BACKUPS_DIRNAME, listDataFiles } from './data-files';
import {
  ARCHIVE_DB_PATH,
  ARCHIVE_FILES_DIR,
  appliedMigration,
  codeMigrations,
  integrityProblem,
  MANIFEST_NAME,
  type Manifest,
  ManifestSchema,
  sha256File,
} from './manifest';
import { PID_FILENAME, runningServerPid } from './server-pid';

// `npm run restore -- <archive>` (docs/decisions/015-backups.md): everything is checked in a work
// folder first; DATA_DIR changes only once the archive has proved whole, and the data it replaces is
// kept in DATA_DIR/backups/pre-restore-<time>/.

/** A refusal with a sentence for the person running the restore; nothing in DATA_DIR has changed. */
export class RestoreError extends Error {}

export const STOP_SERVER_ADVICE =
  'Stop the server first (for example: sudo systemctl stop school-website), then run the restore again.';

const NOTHING_CHANGED = 'Nothing in the data folder was changed.';

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  now?: Date;
  /** Who restored, for the audit log of the restored database (default 'cli', the command line). */
  actor?: string;
  /** Told each step as it begins (the command line prints it). */
  onPhase?: (phase: RestorePhase) => void;
  /**
   * false: put the archive's database back with the schema it has, without this code's newer
   * migrations. The hosting kit's upgrade rolls a school back this way when the new code's migrations
   * fail on it: migrating again would fail again (docs/hosting.md, "Upgrading every school").
   */
  migrate?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the replaced data now is (null when DATA_DIR held none). */
  previousDir: string | null;
  /** Migrations applied after the restore because the archive was older than the code. */
  migrationsApplied: number;
  ms: number;
}

function isAllowedEntry(entryPath: string): boolean {
  const p = entryPath.replace(/^\.\//, '').replace(/\/$/, '');
  return (
    p === MANIFEST_NAME ||
    p === path.posix.dirname(ARCHIVE_DB_PATH) ||
    p === ARCHIVE_DB_PATH ||
    p === ARCHIVE_FILES_DIR ||
    p.startsWith(`${ARCHIVE_FILES_DIR}/`)
  );
}

/**
 * Removing the work folder after a failed extraction: tar rejects on the first error while writes of
 * other entries may still be finishing, so a folder can refill (ENOTEMPTY) as it is removed; retried.
 */
const REMOVE_WORK = { recursive: true, force: true, maxRetries: 10, retryDelay: 20 } as const;

async function extract(archive: string, into: string): Promise<void> {
  const unexpected: string[] = [];
  // tar is loaded when a backup is restored, not at start (docs/decisions/024-memory-budget.md).
  const tar = await import('tar');
  try {
    await tar.x({
      file: archive,
      cwd: into,
      strict: true,
      // Only plain files and folders under the three known names: no links, devices or other paths.
      filter: (entryPath, entry) => {
        const type = 'type' in entry ? entry.type : 'File';
        const ok = isAllowedEntry(entryPath) && (type === 'File' || type === 'Directory');
        if (!ok) unexpected.push(entryPath);
        return ok;
      },
    });
  } catch (error) {
    throw new RestoreError(
      `The archive could not be read: it is damaged, cut short, or not a backup of this site (${(error as Error).message}). ${NOTHING_CHANGED} Use another backup.`,
    );
  }
  if (unexpected.length > 0) {
    throw new RestoreError(
      `The archive holds entries a backup of this site never has (${unexpected.slice(0, 3).join(', ')}): it has been altered. ${NOTHING_CHANGED} Use another backup.`,
    );
  }
}

async function readManifest(work: string): Promise<Manifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await fsp.readFile(path.join(work, MANIFEST_NAME), 'utf8'));
  } catch {
    throw new RestoreError(
      `The archive has no readable ${MANIFEST_NAME}: it is not a backup of this site. ${NOTHING_CHANGED}`,
    );
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new RestoreError(
      `The archive's ${MANIFEST_NAME} is not one this version understands (${parsed.error.issues[0]?.path.join('.') ?? 'format'}). ${NOTHING_CHANGED}`,
    );
  }
  return parsed.data;
}

/** Every file present is listed, every listed file is present, and each matches its sha256. */
async function verifyFiles(work: string, manifest: Manifest): Promise<void> {
  const tampered = (detail: string) =>
    new RestoreError(`The archive has been altered or damaged: ${detail}. ${NOTHING_CHANGED} Use another backup.`);
  const present = new Set((await listDataFiles(work)).filter((p) => p !== MANIFEST_NAME));
  const listed = new Set(manifest.files.map((f) => f.path));
  if (!listed.has(ARCHIVE_DB_PATH)) throw tampered('the manifest lists no database');
  for (const p of present) if (!listed.has(p)) throw tampered(`${p} is not in the manifest`);
  for (const entry of manifest.files) {
    if (!present.has(entry.path)) throw tampered(`${entry.path} is missing`);
    const full = path.join(work, entry.path);
    const { size } = await fsp.stat(full);
    if (size !== entry.size || (await sha256File(full)) !== entry.sha256) {
      throw tampered(`${entry.path} does not match its checksum`);
    }
  }
}

/** The archive's schema is one this code knows; the copy is a sound SQLite file of that schema. */
function verifyDatabase(work: string, manifest: Manifest): void {
  const known = codeMigrations();
  if (manifest.migration.when !== null && !known.some((m) => m.when === manifest.migration.when)) {
    throw new RestoreError(
      `The archive was made by a newer version of the site (version ${manifest.appVersion}, schema ${manifest.migration.tag ?? manifest.migration.when}) than this code knows. Update the code (git pull && npm ci), then run the restore again. ${NOTHING_CHANGED}`,
    );
  }
  let sqlite: Database.Database;
  try {
    sqlite = new Database(path.join(work, ARCHIVE_DB_PATH), { fileMustExist: true });
  } catch (error) {
    throw new RestoreError(`The archive's database cannot be opened (${(error as Error).message}). ${NOTHING_CHANGED}`);
  }
  try {
    const problem = integrityProblem(sqlite);
    if (problem) throw new RestoreError(`The archive's database is damaged (${problem}). ${NOTHING_CHANGED}`);
    if (appliedMigration(sqlite).when !== manifest.migration.when) {
      throw new RestoreError(`The archive's database does not match its manifest's schema. ${NOTHING_CHANGED}`);
    }
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`The archive's database cannot be read (${(error as Error).message}). ${NOTHING_CHANGED}`);
  } finally {
    sqlite.close();
  }
}

/** Restores an archive into DATA_DIR; throws RestoreError (nothing changed) when it refuses. */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  const dataDir = path.resolve(options.dataDir);
  const archive = path.resolve(options.archive);
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) {
    throw new RestoreError(`No archive at ${archive}. ${NOTHING_CHANGED}`);
  }
  const pid = runningServerPid(dataDir);
  if (pid !== null) {
    throw new RestoreError(
      `The site's server (process ${pid}) is running on ${dataDir}. ${STOP_SERVER_ADVICE} ${NOTHING_CHANGED}`,
    );
  }

  const createdDataDir = !fs.existsSync(dataDir);
  await fsp.mkdir(dataDir, { recursive: true });
  const work = await fsp.mkdtemp(path.join(dataDir, '.restore-'));
  await fsp.chmod(work, 0o700);
  let previousDir: string | null = null;
  try {
    options.onPhase?.('extracting');
    await extract(archive, work);
    options.onPhase?.('checking');
    const manifest = await readManifest(work);
    await verifyFiles(work, manifest);
    verifyDatabase(work, manifest);

    // The archive is older than the code: bring its schema up to date before it goes live.
    options.onPhase?.('migrating');
    const before = manifest.migration.applied;
    const migrated = openDatabase(path.join(work, path.posix.dirname(ARCHIVE_DB_PATH)), {
      migrate: options.migrate !== false,
    });
    const after = appliedMigration(migrated.$client).applied;
    // The restored database's audit log says it was restored, from which archive, by whom
    // (docs/decisions/022-privacy-and-audit.md): written before it goes live, so it goes in with it.
    try {
      appendAudit(migrated, options.now ?? new Date(), {
        action: 'restore',
        actor: options.actor ?? CLI_ACTOR,
        entity: 'backups',
        detail: `${path.basename(archive)}, taken ${manifest.createdAt}`,
      });
    } catch (error) {
      migrated.$client.close();
      throw new RestoreError(
        `The restored database could not be written (${(error as Error).message}). ${NOTHING_CHANGED}`,
      );
    }
    migrated.$client.pragma('wal_checkpoint(TRUNCATE)');
    migrated.$client.close();

    options.onPhase?.('swapping');
    previousDir = await swapIn(dataDir, work, options.now ?? new Date());
    return { manifest, previousDir, migrationsApplied: after - before, ms: Math.round(performance.now() - started) };
  } catch (error) {
    if (createdDataDir && previousDir === null) {
      await fsp.rm(work, REMOVE_WORK);
      await fsp.rm(dataDir, REMOVE_WORK);
    }
    throw error;
  } finally {
    await fsp.rm(work, REMOVE_WORK);
  }
}

/**
 * Moves DATA_DIR's current database and files into backups/pre-restore-<time>/, then the restored
 * ones into place. Renames within one file system; on a failure midway everything is moved back.
 */
async function swapIn(dataDir: string, work: string, now: Date): Promise<string | null> {
  const keep = new Set([BACKUPS_DIRNAME, PID_FILENAME, path.basename(work)]);
  const current = (await fsp.readdir(dataDir)).filter((name) => !keep.has(name));
  const backupsDir = path.join(dataDir, BACKUPS_DIRNAME);
  await fsp.mkdir(backupsDir, { recursive: true, mode: 0o700 });
  const previous = path.join(backupsDir, `pre-restore-${stamp(now)}`);
  await fsp.mkdir(previous, { mode: 0o700 });

  const movedAside: string[] = [];
  const movedIn: string[] = [];
  try {
    for (const name of current) {
      await fsp.rename(path.join(dataDir, name), path.join(previous, name));
      movedAside.push(name);
    }
    await fsp.rename(path.join(work, ARCHIVE_DB_PATH), path.join(dataDir, DB_FILENAME));
    movedIn.push(DB_FILENAME);
    const filesDir = path.join(work, ARCHIVE_FILES_DIR);
    for (const name of await fsp.readdir(filesDir)) {
      await fsp.rename(path.join(filesDir, name), path.join(dataDir, name));
      movedIn.push(name);
    }
  } catch (error) {
    for (const name of movedIn) await fsp.rm(path.join(dataDir, name), { recursive: true, force: true });
    for (const name of movedAside) await fsp.rename(path.join(previous, name), path.join(dataDir, name));
    await fsp.rm(previous, { recursive: true, force: true });
    throw new RestoreError(
      `The restore could not put the files in place (${(error as Error).message}); the previous data was put back.`,
    );
  }
  if (movedAside.length === 0) {
    await fsp.rm(previous, { recursive: true, force: true });
    return null;
  }
  return previous;
}
