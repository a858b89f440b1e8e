import type { Db } from './client';

/**
 * Every write to the database goes through `write()` (docs/decisions/008-writes-that-cannot-lie.md).
 *
 * better-sqlite3 in autocommit mode commits an `INSERT ... RETURNING` when the statement is reset, and
 * `.get()` ignores the error of that reset: on a full disk the row is rolled back while the caller
 * still receives its new id. Inside an explicit transaction the COMMIT is its own statement, and its
 * failure (SQLITE_FULL, SQLITE_IOERR, ...) throws. `write()` runs the callback in one transaction and
 * turns any such failure into a `StorageError`, which the tRPC layer and the form handlers answer with
 * "could not save" (503) and log. Lint forbids `.returning(...).get()` outside this file's pattern.
 */
export class StorageError extends Error {
  readonly code: string;
  constructor(cause: unknown) {
    const code = typeof cause === 'object' && cause && 'code' in cause ? String(cause.code) : 'UNKNOWN';
    super(`Database write failed (${code})`, { cause });
    this.name = 'StorageError';
    this.code = code;
  }
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** When each database last failed a write, so the health check turns unhealthy at once. */
const lastFailureAt = new WeakMap<object, number>();
export function lastWriteFailureAt(db: Db): number | undefined {
  return lastFailureAt.get(db.$client);
}

/** SQLite result codes of a store that cannot take the write (disk full, I/O error, read-only, ...). */
const STORAGE_CODES = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|CORRUPT|NOTADB|PROTOCOL|BUSY|LOCKED|NOMEM)/;

/**
 * Runs `fn` inside one IMMEDIATE transaction and returns its result only once the commit succeeded.
 * A storage failure becomes a StorageError; other errors (constraint violations, bugs) pass unchanged.
 */
export function write<T>(db: Db, fn: (tx: Tx) => T): T {
  try {
    return db.transaction(fn, { behavior: 'immediate' });
  } catch (error) {
    if (error instanceof StorageError) throw error;
    const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
    if (STORAGE_CODES.test(code) || (error instanceof Error && /database or disk is full/i.test(error.message))) {
      lastFailureAt.set(db.$client, Date.now());
      throw new StorageError(error);
    }
    throw error;
  }
}
