import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { projectRoot } from '../project-root';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const DB_FILENAME = 'school.db';

/** Opens (creating if needed) DATA_DIR/school.db in WAL mode and applies pending migrations. */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(path.join(dataDir, DB_FILENAME));
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged enquiry survives a power cut, not only a crash (docs/decisions/002-sqlite-durability.md).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // Deleted rows (an erased enquiry) are overwritten with zeros, not left readable in the file.
  sqlite.pragma('secure_delete = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema }) as Db;
  migrate(db, { migrationsFolder: path.join(projectRoot, 'drizzle') });
  return db;
}
