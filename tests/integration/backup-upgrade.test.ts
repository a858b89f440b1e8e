import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_FILENAME, MIGRATIONS_FOLDER } from '../../src/server/db/client';
import { openDatabaseForServer, UpgradeBackupError } from '../../src/server/platform/backups/before-upgrade';
import { ARCHIVE_PATTERN } from '../../src/server/platform/backups/create';
import {
  appliedMigration,
  codeMigrations,
  MANIFEST_NAME,
  type Manifest,
} from '../../src/server/platform/backups/manifest';

// An upgrade applies the new code's migrations when the server starts; a backup is taken first, and
// without one nothing is changed (src/server/platform/backups/before-upgrade.ts).

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

/**
 * A site as the previous release left it: every migration but the newest applied (from a copy of the
 * migrations folder without it), and an enquiry in it.
 */
function siteOneReleaseOld(): string {
  const dataDir = tempDir('school-upgrade-');
  const migrations = path.join(tempDir('school-upgrade-migrations-'), 'drizzle');
  fs.cpSync(MIGRATIONS_FOLDER, migrations, { recursive: true });
  const journalFile = path.join(migrations, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.slice(0, -1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  const sqlite = new Database(path.join(dataDir, DB_FILENAME));
  migrate(drizzle(sqlite), { migrationsFolder: migrations });
  // Test set-up speaking SQL: the old release's schema has no service in this code.
  sqlite
    .prepare(
      `INSERT INTO enquiries (name, email, mobile, state, city, school, grade, address)
       VALUES ('Amina Shaikh', 'old-release@example.com', '9876543210', 'Maharashtra', 'Akola', 'Ganga Nagar', 'Grade 3', 'Akola')`,
    )
    .run();
  sqlite.close();
  return dataDir;
}

function appliedIn(dataDir: string): number {
  const sqlite = new Database(path.join(dataDir, DB_FILENAME), { readonly: true });
  try {
    return appliedMigration(sqlite).applied;
  } finally {
    sqlite.close();
  }
}

function archivesIn(dataDir: string): string[] {
  const dir = path.join(dataDir, 'backups');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => ARCHIVE_PATTERN.test(name)) : [];
}

describe('backup before an upgrade', () => {
  it('backs up the database as it was, then applies the new migrations', async () => {
    const dataDir = siteOneReleaseOld();
    const known = codeMigrations();

    const db = await openDatabaseForServer(dataDir, log);
    expect(appliedMigration(db.$client).applied).toBe(known.length);
    db.$client.close();
    expect(appliedIn(dataDir)).toBe(known.length);
    expect(logged).toContain('backup taken before applying new migrations');

    const archives = archivesIn(dataDir);
    expect(archives).toHaveLength(1);
    const into = tempDir('school-upgrade-archive-');
    await tar.x({ file: path.join(dataDir, 'backups', archives[0]!), cwd: into });
    const manifest = JSON.parse(fs.readFileSync(path.join(into, MANIFEST_NAME), 'utf8')) as Manifest;
    // The archive holds the database before the upgrade, with its enquiries and content.
    expect(manifest.migration.applied).toBe(known.length - 1);
    expect(manifest.tables.enquiries).toBe(1);

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
    expect(appliedIn(dataDir)).toBe(codeMigrations().length - 1);
  });
});
