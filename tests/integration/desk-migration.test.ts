import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_FILENAME, MIGRATIONS_FOLDER } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { takeReference } from '../../src/server/features/desk/references';
import { contactKeys } from '../../src/shared/admissions';
import { DEFAULT_YEAR_MONTHS } from '../../src/shared/content/academic-year';

// An install from before the admissions desk upgrades: its enquiries and applications get references
// numbered per year in the order they came, stages from their statuses (so no status changes), the keys
// possible duplicates are found by, and the furthest stage reached; new references continue after them.

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

/** A database with the migrations up to 0010 (staff accounts) applied: the release before the desk. */
function databaseBeforeTheDesk(): Database.Database {
  const migrations = path.join(tempDir('desk-migrations-'), 'drizzle');
  fs.cpSync(MIGRATIONS_FOLDER, migrations, { recursive: true });
  const journalFile = path.join(migrations, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.filter((e: { tag: string }) => Number(e.tag.slice(0, 4)) <= 10);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  const sqlite = new Database(path.join(tempDir('desk-upgrade-'), DB_FILENAME));
  migrate(drizzle(sqlite), { migrationsFolder: migrations });
  return sqlite;
}

const at = (iso: string) => Date.parse(iso);

describe('upgrading to the admissions desk', () => {
  it('numbers, stages and keys the records already there, and new references continue after them', () => {
    const sqlite = databaseBeforeTheDesk();
    // Test set-up speaking SQL: the old release's schema has no service in this code.
    const enquiry = sqlite.prepare(
      `INSERT INTO enquiries (name, email, mobile, state, city, school, grade, address, status, created_at, updated_at)
       VALUES (?, ?, ?, 'Maharashtra', 'Akola', 'Ganga Nagar', 'Grade 3', 'Akola', ?, ?, ?)`,
    );
    // 31 December 2025 at 20:00 in Akola is still 2025 there, though 14:30 UTC; 1 January 2026 at
    // 01:00 in Akola is 2026 there though 31 December in UTC.
    enquiry.run(
      'A',
      'Amina@Example.com ',
      '+91 98765 43210',
      'in-progress',
      at('2025-12-31T14:30:00Z'),
      at('2026-01-02T00:00:00Z'),
    );
    enquiry.run('B', '', '098765-43210', 'resolved', at('2025-12-31T19:30:00Z'), at('2026-01-03T00:00:00Z'));
    enquiry.run('C', 'c@example.com', '(0724) 2450', 'new', at('2026-03-01T09:00:00Z'), at('2026-03-01T09:00:00Z'));
    sqlite
      .prepare(
        `INSERT INTO applications (student_name, date_of_birth, class_applying, gender, father_name, mother_name,
           contact_number, email, address, status, created_at, updated_at)
         VALUES ('Zaid', '2018-05-01', 'Grade 3', 'Male', 'F', 'M', '9876543210', 'Z@EXAMPLE.com', 'Akola', ?, ?, ?)`,
      )
      .run('accepted', at('2026-04-10T05:00:00Z'), at('2026-05-01T05:00:00Z'));

    migrate(drizzle(sqlite), { migrationsFolder: MIGRATIONS_FOLDER });

    const enquiries = sqlite
      .prepare(
        'SELECT name, reference, stage, status, mobile_key, email_key, reached_stage, admitted_at FROM enquiries ORDER BY id',
      )
      .all();
    expect(enquiries).toEqual([
      {
        name: 'A',
        reference: 'ENQ-2025-00001',
        stage: 'contacted',
        status: 'in-progress',
        mobile_key: '9876543210',
        email_key: 'amina@example.com',
        reached_stage: 1,
        admitted_at: null,
      },
      {
        name: 'B',
        reference: 'ENQ-2026-00001',
        stage: 'not-interested',
        status: 'resolved',
        mobile_key: '9876543210',
        email_key: '',
        reached_stage: 0,
        admitted_at: null,
      },
      {
        name: 'C',
        reference: 'ENQ-2026-00002',
        stage: 'new',
        status: 'new',
        mobile_key: '07242450',
        email_key: 'c@example.com',
        reached_stage: 0,
        admitted_at: null,
      },
    ]);
    // The SQL's keys are the ones the services compute for new rows.
    expect(contactKeys({ mobile: '098765-43210', email: '' }).mobileKey).toBe('9876543210');
    expect(contactKeys({ mobile: '(0724) 2450', email: ' C@example.com' })).toEqual({
      mobileKey: '07242450',
      emailKey: 'c@example.com',
    });

    const application = sqlite
      .prepare('SELECT reference, stage, status, mobile_key, email_key, reached_stage, admitted_at FROM applications')
      .get();
    expect(application).toEqual({
      reference: 'APP-2026-00001',
      stage: 'admitted',
      status: 'accepted',
      mobile_key: '9876543210',
      email_key: 'z@example.com',
      reached_stage: 6,
      admitted_at: at('2026-05-01T05:00:00Z'),
    });

    const db = drizzle(sqlite, { schema });
    const next = db.transaction((tx) =>
      takeReference(db, tx, 'enquiry', new Date('2026-06-01T00:00:00Z'), DEFAULT_YEAR_MONTHS),
    );
    expect(next).toBe('ENQ-2026-00003');
    sqlite.close();
  });
});
