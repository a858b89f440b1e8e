import { type Db, migrateDatabase, openDatabase } from '../../db/client';
import { createBackup } from './create';
import { appliedMigration, codeMigrations } from './manifest';

// An upgrade (`git pull && npm ci && npm run build`, then a restart) applies the new code's
// migrations when the server starts. Before it changes a database that already holds the school's
// data, the server takes a backup; if it cannot, it refuses to start and changes nothing
// (docs/decisions/015-backups.md).

interface Log {
  info: (obj: object, msg: string) => void;
}

export class UpgradeBackupError extends Error {}

/** The migrations this code has that the database has not applied yet. */
export function pendingMigrations(db: Db): number {
  const { when } = appliedMigration(db.$client);
  return codeMigrations().filter((m) => when === null || m.when > when).length;
}

/** Opens DATA_DIR's database for the server: backed up first when migrations are about to change it. */
export async function openDatabaseForServer(dataDir: string, log: Log): Promise<Db> {
  const db = openDatabase(dataDir, { migrate: false });
  try {
    const pending = pendingMigrations(db);
    // A new site (no migration applied yet) has nothing to lose.
    if (pending > 0 && appliedMigration(db.$client).applied > 0) {
      try {
        const result = await createBackup({ dataDir, sqlite: db.$client });
        log.info(
          { file: result.file, bytes: result.bytes, ms: result.ms, pending },
          'backup taken before applying new migrations',
        );
      } catch (error) {
        throw new UpgradeBackupError(
          `Could not back up the database before applying ${pending} new migration(s): ${(error as Error).message}. ` +
            'Nothing was changed. Free disk space (or make DATA_DIR/backups writable), then start the site again.',
        );
      }
    }
    migrateDatabase(db);
    return db;
  } catch (error) {
    db.$client.close();
    throw error;
  }
}
