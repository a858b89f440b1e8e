import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseForServer, UpgradeBackupError } from '../../src/server/backup/before-upgrade';
import { ARCHIVE_PATTERN } from '../../src/server/backup/create';
import { appliedMigration, codeMigrations, MANIFEST_NAME, type Manifest } from '../../src/server/backup/manifest';
import { DB_FILENAME } from '../../src/server/db/client';

// An upgrade applies the new code's migrations when the server starts; a backup is taken first, and
// without one nothing is changed (src/server/backup/before-upgrade.ts).

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

const logged: string[] = [];
const log = { info: (_obj: object, msg: string) => void logged.push(msg) };

/** A copy of the seeded site as the previous release left it: without the newest migration. */
function siteOneReleaseOld(): string {
  const dataDir = tempDir('school-upgrade-');
  fs.cpSync(process.env.TEST_TEMPLATE_DATA_DIR!, dataDir, { recursive: true });
  const sqlite = new Database(path.join(dataDir, DB_FILENAME));
  // Test set-up speaking SQL: undoing the newest migration (0005 adds the mail outbox).
  expect(codeMigrations().at(-1)!.tag).toBe('0005_mail_outbox');
  sqlite.exec('DROP TABLE mail_outbox');
  sqlite.prepare('DELETE FROM __drizzle_migrations WHERE created_at = ?').run(codeMigrations().at(-1)!.when);
  sqlite.close();
  return dataDir;
}

function archivesIn(dataDir: string): string[] {
  const dir = path.join(dataDir, 'backups');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => ARCHIVE_PATTERN.test(name)) : [];
}

function hasTable(dataDir: string, table: string): boolean {
  const sqlite = new Database(path.join(dataDir, DB_FILENAME), { readonly: true });
  try {
    return Boolean(sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table));
  } finally {
    sqlite.close();
  }
}

describe('backup before an upgrade', () => {
  it('backs up the database as it was, then applies the new migrations', async () => {
    const dataDir = siteOneReleaseOld();
    const known = codeMigrations();

    const db = await openDatabaseForServer(dataDir, log);
    expect(appliedMigration(db.$client).applied).toBe(known.length);
    db.$client.close();
    expect(hasTable(dataDir, 'mail_outbox')).toBe(true);
    expect(logged).toContain('backup taken before applying new migrations');

    const archives = archivesIn(dataDir);
    expect(archives).toHaveLength(1);
    const into = tempDir('school-upgrade-archive-');
    await tar.x({ file: path.join(dataDir, 'backups', archives[0]!), cwd: into });
    const manifest = JSON.parse(fs.readFileSync(path.join(into, MANIFEST_NAME), 'utf8')) as Manifest;
    // The archive holds the database before the upgrade, with its enquiries and content.
    expect(manifest.migration.applied).toBe(known.length - 1);
    expect(manifest.tables.mail_outbox).toBeUndefined();
    expect(manifest.tables.faqs).toBeGreaterThan(0);

    // Started again with nothing new to apply: no second archive.
    const again = await openDatabaseForServer(dataDir, log);
    again.$client.close();
    expect(archivesIn(dataDir)).toHaveLength(1);
  });

  it('takes no backup of a new, empty site', async () => {
    const dataDir = tempDir('school-new-site-');
    const db = await openDatabaseForServer(dataDir, log);
    expect(appliedMigration(db.$client).applied).toBe(codeMigrations().length);
    db.$client.close();
    expect(archivesIn(dataDir)).toEqual([]);
  });

  it('refuses to start and changes nothing when the backup cannot be written', async () => {
    const dataDir = siteOneReleaseOld();
    // A file where the backups folder should be: the archive cannot be written.
    fs.writeFileSync(path.join(dataDir, 'backups'), 'not a folder');

    const opening = openDatabaseForServer(dataDir, log);
    await expect(opening).rejects.toThrow(UpgradeBackupError);
    await expect(opening).rejects.toThrow(/Nothing was changed\. Free disk space/);
    expect(hasTable(dataDir, 'mail_outbox')).toBe(false);
    const sqlite = new Database(path.join(dataDir, DB_FILENAME), { readonly: true });
    expect(appliedMigration(sqlite).applied).toBe(codeMigrations().length - 1);
    sqlite.close();
  });
});
