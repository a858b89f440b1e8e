import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { projectRoot } from '../project-root';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const DB_FILENAME = 'school.db';

export const MIGRATIONS_FOLDER = path.join(projectRoot, 'drizzle');

/**
 * Opens (creating if needed) DATA_DIR/school.db in WAL mode and applies pending migrations, unless
 * told not to: the server backs the database up first (src/server/platform/backups/before-upgrade.ts).
 */
export function openDatabase(dataDir: string, options: { migrate?: boolean } = {}): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(path.join(dataDir, DB_FILENAME));
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged enquiry survives a power cut, not only a crash (docs/decisions/002-sqlite-durability.md).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // Deleted rows (an erased enquiry) are overwritten with zeros, not left readable in the file; an
  // erasure then empties the WAL too (checkpointAfterErasure in features/privacy/person-data.ts).
  sqlite.pragma('secure_delete = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema }) as Db;
  if (options.migrate !== false) migrateDatabase(db);
  return db;
}

/** Applies the migrations this code has and the database has not. */
export function migrateDatabase(db: Db): void {
  migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

/** What a read needs: the database, or the transaction of a write() that checks before it changes. */
export type Reader = Pick<Db, 'select'>;
