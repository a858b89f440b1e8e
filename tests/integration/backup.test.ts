import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_FILENAME, openDatabase } from '../../src/server/db/client';
import { ARCHIVE_PATTERN, createBackup, listBackups } from '../../src/server/platform/backups/create';
import { listDataFiles } from '../../src/server/platform/backups/data-files';
import {
  appliedMigration,
  codeMigrations,
  MANIFEST_NAME,
  type Manifest,
  tableCounts,
} from '../../src/server/platform/backups/manifest';
import { RestoreError, restoreBackup } from '../../src/server/platform/backups/restore';
import { storeBrochure } from '../../src/server/platform/brochure';
import { projectRoot } from '../../src/server/project-root';
import { readRowsOffline } from '../factories/rows';
import { createEnquiryRow } from '../factories/submissions';
import { modeOf, snapshotDir } from '../helpers/backup-files';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Backups and restores of real DATA_DIRs (docs/decisions/015-backups.md). The drill under load, the
// command line and the running-server refusal are in backup-drill.test.ts.

const PDF = Buffer.from('%PDF-1.4\n% a school brochure\n%%EOF\n');
const temps: string[] = [];
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

let t: TestApp;
beforeEach(async () => {
  t = await makeTestApp();
  await storeBrochure(t.dataDir, PDF);
  createEnquiryRow(t.app.svc, { email: 'before.backup@example.com', firstName: 'Before' });
});
afterEach(async () => {
  await t.close();
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function extractAll(archive: string): Promise<string> {
  const dir = tempDir('school-extract-');
  await tar.x({ file: archive, cwd: dir, strict: true });
  return dir;
}

function readManifest(dir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_NAME), 'utf8'));
}

/** Re-packs an extracted archive after `change` altered it, as someone tampering with it would. */
async function repack(dir: string, change: (dir: string) => void): Promise<string> {
  change(dir);
  const file = path.join(tempDir('school-tampered-'), 'school-backup-20260101-020000.tar.gz');
  const entries = fs.readdirSync(dir);
  await tar.c({ gzip: true, cwd: dir, file, portable: true }, entries);
  return file;
}

describe('npm run backup (createBackup)', () => {
  it('writes one 0600 archive into a 0700 backups folder, with right counts and checksums', async () => {
    const result = await createBackup({ dataDir: t.dataDir });
    const backupsDir = path.join(t.dataDir, 'backups');
    expect(path.dirname(result.file)).toBe(backupsDir);
    expect(path.basename(result.file)).toMatch(ARCHIVE_PATTERN);
    expect(modeOf(result.file)).toBe(0o600);
    expect(modeOf(backupsDir)).toBe(0o700);
    // Nothing half-written is left beside it.
    expect(fs.readdirSync(backupsDir)).toEqual([path.basename(result.file)]);
    expect((await listBackups(backupsDir)).map((b) => b.file)).toEqual([result.file]);

    const dir = await extractAll(result.file);
    const manifest = readManifest(dir);
    expect(manifest).toEqual(result.manifest);
    expect(manifest.appVersion).toBe(
      JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).version,
    );
    const newest = codeMigrations().at(-1)!;
    expect(manifest.migration).toEqual({ tag: newest.tag, when: newest.when, applied: codeMigrations().length });

    // Counts per table are those of the live database.
    expect(manifest.tables).toEqual(tableCounts(t.app.svc.db.$client));
    expect(manifest.tables.enquiries).toBeGreaterThanOrEqual(1);

    // Every file of the archive is listed once with its real sha256 and size, and nothing else is in it.
    const inArchive = (await listDataFiles(dir)).filter((p) => p !== MANIFEST_NAME);
    expect(manifest.files.map((f) => f.path).sort()).toEqual(inArchive);
    for (const entry of manifest.files) {
      const bytes = fs.readFileSync(path.join(dir, entry.path));
      expect(crypto.createHash('sha256').update(bytes).digest('hex'), entry.path).toBe(entry.sha256);
      expect(bytes.length).toBe(entry.size);
    }

    // The site's files: every media file and the brochure; not the live database files or backups.
    const siteFiles = await listDataFiles(t.dataDir);
    expect(siteFiles.some((p) => p.startsWith('media/'))).toBe(true);
    expect(siteFiles).toContain('brochure.pdf');
    expect(inArchive).toEqual(['database/school.db', ...siteFiles.map((p) => `files/${p}`)].sort());

    // The copied database is sound, self-contained (no WAL), and holds the enquiry.
    const copy = new Database(path.join(dir, 'database', DB_FILENAME), { readonly: true });
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(
      copy.prepare('SELECT count(*) FROM enquiries WHERE email = ?').pluck().get('before.backup@example.com'),
    ).toBe(1);
    copy.close();
  });

  it('writes into a folder given instead, and two backups in the same second do not overwrite each other', async () => {
    const out = path.join(tempDir('school-out-'), 'offsite');
    const now = new Date('2026-11-22T20:30:00Z');
    const a = await createBackup({ dataDir: t.dataDir, outDir: out, now });
    const b = await createBackup({ dataDir: t.dataDir, outDir: out, now });
    expect(path.basename(a.file)).toBe('school-backup-20261122-203000.tar.gz');
    expect(b.file).not.toBe(a.file);
    expect(fs.readdirSync(out).sort()).toEqual([path.basename(a.file), path.basename(b.file)].sort());
    expect(modeOf(out)).toBe(0o700);
    expect(fs.existsSync(path.join(t.dataDir, 'backups'))).toBe(false);
  });

  it('never puts earlier backups into a new one', async () => {
    await createBackup({ dataDir: t.dataDir });
    const second = await createBackup({ dataDir: t.dataDir });
    expect(second.manifest.files.some((f) => f.path.includes('backups'))).toBe(false);
  });

  it('fails without leaving an archive when there is no database', async () => {
    const empty = tempDir('school-empty-');
    await expect(createBackup({ dataDir: empty })).rejects.toThrow(/No database at/);
    expect(fs.readdirSync(empty)).toEqual([]);
  });
});

describe('npm run restore (restoreBackup)', () => {
  it('restores database and files into a fresh DATA_DIR', async () => {
    const { file } = await createBackup({ dataDir: t.dataDir });
    const fresh = path.join(tempDir('school-restore-'), 'data');
    const result = await restoreBackup({ archive: file, dataDir: fresh });
    expect(result.previousDir).toBeNull();
    expect(result.migrationsApplied).toBe(0);
    expect(readRowsOffline(fresh, 'enquiries').map((r) => r.email)).toContain('before.backup@example.com');
    const siteFiles = await listDataFiles(t.dataDir);
    expect(await listDataFiles(fresh)).toEqual(siteFiles);
    for (const rel of siteFiles) {
      expect(fs.readFileSync(path.join(fresh, rel)).equals(fs.readFileSync(path.join(t.dataDir, rel))), rel).toBe(true);
    }
    // Nothing of the restore's work is left behind.
    expect(fs.readdirSync(fresh).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('moves the data it replaces aside, into backups/pre-restore-<time>', async () => {
    const { file } = await createBackup({ dataDir: t.dataDir });
    const target = tempDir('school-target-');
    const other = openDatabase(target);
    createEnquiryRow({ ...t.app.svc, db: other }, { email: 'only.in.target@example.com' });
    other.$client.close();
    fs.writeFileSync(path.join(target, 'brochure.pdf'), PDF);

    const result = await restoreBackup({ archive: file, dataDir: target, now: new Date('2026-11-23T01:00:00Z') });
    expect(result.previousDir).toBe(path.join(target, 'backups', 'pre-restore-20261123-010000'));
    expect(readRowsOffline(result.previousDir!, 'enquiries').map((r) => r.email)).toContain(
      'only.in.target@example.com',
    );
    expect(readRowsOffline(target, 'enquiries').map((r) => r.email)).not.toContain('only.in.target@example.com');
    expect(fs.existsSync(path.join(result.previousDir!, 'brochure.pdf'))).toBe(true);
  });

  it('refuses a tampered archive (a changed file, an added file, a cut-short file) and changes nothing', async () => {
    const { file } = await createBackup({ dataDir: t.dataDir });
    const target = tempDir('school-target-');
    openDatabase(target).$client.close();
    fs.writeFileSync(path.join(target, 'brochure.pdf'), PDF);
    const before = snapshotDir(target);

    const changedDb = await repack(await extractAll(file), (dir) => {
      const db = new Database(path.join(dir, 'database', DB_FILENAME));
      db.prepare("UPDATE enquiries SET email = 'attacker@example.com'").run();
      db.close();
    });
    const changedMedia = await repack(await extractAll(file), (dir) => {
      const media = readManifest(dir).files.find((f) => f.path.startsWith('files/media/'))!;
      fs.appendFileSync(path.join(dir, media.path), 'x');
    });
    const addedFile = await repack(await extractAll(file), (dir) => {
      fs.writeFileSync(path.join(dir, 'files', 'extra.html'), '<script>alert(1)</script>');
    });
    const cutShort = path.join(tempDir('school-cut-'), 'school-backup-20260101-020000.tar.gz');
    const whole = fs.readFileSync(file);
    fs.writeFileSync(cutShort, whole.subarray(0, Math.floor(whole.length / 2)));

    const cases: [string, RegExp][] = [
      [changedDb, /altered or damaged: database\/school\.db does not match its checksum/],
      [changedMedia, /altered or damaged: files\/media\/.* does not match its checksum/],
      [addedFile, /altered or damaged: files\/extra\.html is not in the manifest/],
      [cutShort, /could not be read/],
    ];
    for (const [archive, message] of cases) {
      const error = await restoreBackup({ archive, dataDir: target }).catch((e: unknown) => e);
      expect(error, archive).toBeInstanceOf(RestoreError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).toMatch(/Nothing in the data folder was changed/);
      expect(snapshotDir(target)).toEqual(before);
    }
  });

  it('refuses an archive from a newer version of the site', async () => {
    // A migration this code does not know, as a newer release would have applied.
    write2038Migration(t);
    const { file, manifest } = await createBackup({ dataDir: t.dataDir });
    expect(manifest.migration.tag).toBeNull();
    const target = tempDir('school-target-');
    const error = await restoreBackup({ archive: file, dataDir: target }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreError);
    expect((error as Error).message).toMatch(/newer version of the site.*Update the code/);
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it('applies the newer migrations when the archive is older than the code', async () => {
    // A DATA_DIR left at the first migrations, as an older release made it.
    const known = codeMigrations();
    const oldDir = tempDir('school-old-');
    const migrations = path.join(tempDir('school-migrations-'), 'drizzle');
    fs.cpSync(path.join(projectRoot, 'drizzle'), migrations, { recursive: true });
    const journalFile = path.join(migrations, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
    journal.entries = journal.entries.slice(0, 3);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    const { migrate } = await import('drizzle-orm/better-sqlite3/migrator');
    const { drizzle } = await import('drizzle-orm/better-sqlite3');
    const sqlite = new Database(path.join(oldDir, DB_FILENAME));
    migrate(drizzle(sqlite), { migrationsFolder: migrations });
    sqlite.close();

    const { file, manifest } = await createBackup({ dataDir: oldDir });
    expect(manifest.migration).toEqual({ tag: known[2]!.tag, when: known[2]!.when, applied: 3 });
    const target = path.join(tempDir('school-target-'), 'data');
    const result = await restoreBackup({ archive: file, dataDir: target });
    expect(result.migrationsApplied).toBe(known.length - 3);
    const restored = new Database(path.join(target, DB_FILENAME), { readonly: true });
    expect(appliedMigration(restored)).toEqual({
      tag: known.at(-1)!.tag,
      when: known.at(-1)!.when,
      applied: known.length,
    });
    restored.close();
  });
});

function write2038Migration(app: TestApp): void {
  // Test set-up speaking SQL directly: drizzle's own bookkeeping table has no service.
  app.app.svc.db.$client
    .prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)')
    .run('from-a-newer-release', Date.UTC(2038, 0, 1));
}
