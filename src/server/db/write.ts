import { InvalidFieldError } from '../lib/errors';
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

/** Codes of a file write the disk cannot take: full, over quota or a size limit, read-only, failing. */
const DISK_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG', 'EROFS', 'EIO']);

/**
 * The same failures in the system's words. The image library (libvips, through sharp) reports a file
 * it could not write with no code, only the words: '<file>: write error\nsystem error: File too large'.
 */
const DISK_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bno space left on device\b/i, 'ENOSPC'],
  [/\bdisk quota exceeded\b/i, 'EDQUOT'],
  [/\bfile too large\b/i, 'EFBIG'],
  [/\bread-only file system\b/i, 'EROFS'],
  [/\binput\/output error\b/i, 'EIO'],
];

/** The code when `error` says a file (an upload, a backup) could not be written to the disk; else null. */
export function diskFailureCode(error: unknown): string | null {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  if (DISK_CODES.has(code)) return code;
  // Only a plain Error, as the library throws (also when passed back from a worker): a refusal of ours,
  // an Error of its own class, is never the disk's failure.
  if (!(error instanceof Error) || error.constructor !== Error) return null;
  return DISK_WORDS.find(([words]) => words.test(error.message))?.[1] ?? null;
}

/** Whether `error` says the store cannot take the write (as opposed to a constraint or a bug). */
function isStorageFailure(error: unknown): boolean {
  if (error instanceof StorageError) return true;
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  return STORAGE_CODES.test(code) || (error instanceof Error && /database or disk is full/i.test(error.message));
}

/**
 * Runs `fn` inside one IMMEDIATE transaction and returns its result only once the commit succeeded.
 * A storage failure becomes a StorageError; other errors (constraint violations, bugs) pass unchanged.
 */
export function write<T>(db: Db, fn: (tx: Tx) => T): T {
  try {
    return db.transaction(fn, { behavior: 'immediate' });
  } catch (error) {
    if (error instanceof StorageError) throw error;
    if (isStorageFailure(error)) {
      lastFailureAt.set(db.$client, Date.now());
      throw new StorageError(error);
    }
    throw error;
  }
}

/** The most writes one group commit holds; more wait for the next turn of the event loop. */
export const GROUP_COMMIT_MAX = 200;

interface PendingWrite {
  fn: (tx: Tx) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface WriteGroup {
  queue: PendingWrite[];
  scheduled: boolean;
  /** Runs its argument in a SAVEPOINT (better-sqlite3 nests a transaction that way). */
  savepoint: (fn: () => unknown) => unknown;
}

/** One queue per database connection: one writer, one group at a time. */
const groups = new WeakMap<object, WriteGroup>();

/**
 * Group commit (docs/decisions/023-enquiry-group-commit.md): `write()` for a request that can wait
 * for the end of the current turn of the event loop. Every `writeTogether` requested in that turn
 * (at most GROUP_COMMIT_MAX) runs in one IMMEDIATE transaction, so their commit costs one fsync.
 *
 * - The promise resolves only after that shared COMMIT succeeded.
 * - A COMMIT that fails, or a storage failure in any write of the group, rejects every caller of the
 *   group with the same StorageError, and nothing of the group is stored.
 * - Each `fn` runs in its own savepoint: when it throws anything else (a constraint, a bug), only its
 *   own rows are undone and only its caller gets the error; the others commit.
 *
 * `fn` must be synchronous, like write()'s; it runs later than the call, so read what it needs first.
 */
export function writeTogether<T>(db: Db, fn: (tx: Tx) => T): Promise<T> {
  let group = groups.get(db.$client);
  if (!group) {
    const nested = db.$client.transaction((inner: () => unknown) => inner());
    group = { queue: [], scheduled: false, savepoint: (inner) => nested(inner) };
    groups.set(db.$client, group);
  }
  const target = group;
  return new Promise<T>((resolve, reject) => {
    target.queue.push({ fn, resolve: resolve as (value: unknown) => void, reject });
    if (!target.scheduled) {
      target.scheduled = true;
      // setImmediate runs after the I/O callbacks of this turn: requests read together commit together.
      setImmediate(() => commitGroup(db, target));
    }
  });
}

function commitGroup(db: Db, group: WriteGroup): void {
  const batch = group.queue.splice(0, GROUP_COMMIT_MAX);
  if (group.queue.length > 0) setImmediate(() => commitGroup(db, group));
  else group.scheduled = false;

  const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
  try {
    write(db, (tx) => {
      for (const pending of batch) {
        try {
          outcomes.push({ ok: true, value: group.savepoint(() => pending.fn(tx)) });
        } catch (error) {
          // The store refused, or SQLite ended the transaction: the whole group fails as one.
          if (isStorageFailure(error) || !db.$client.inTransaction) throw error;
          outcomes.push({ ok: false, error });
        }
      }
    });
  } catch (error) {
    for (const pending of batch) pending.reject(error);
    return;
  }
  batch.forEach((pending, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) pending.resolve(outcome.value);
    else pending.reject(outcome.error);
  });
}

/** The SQLite error a failed statement carries ('SQLITE_CONSTRAINT_UNIQUE'), whether or not drizzle wrapped it. */
export function sqliteErrorOf(error: unknown): { code: string; message: string } | null {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ('code' in e && typeof e.code === 'string' && e.code.startsWith('SQLITE_'))
      return { code: e.code, message: e instanceof Error ? e.message : '' };
  }
  return null;
}

/** What a refused constraint means to the person who saved: a message beside a field, or another error. */
export interface ConstraintRefusals {
  /** A duplicate refused by a unique index (only an index whose message matches `index`, when given). */
  unique?: { field: string; message: string; index?: RegExp };
  /** A row it points to was deleted meanwhile. */
  foreignKey?: () => Error;
}

/**
 * `write()` whose constraint refusals are answers, not crashes: the unique index is the last word on a
 * value checked before the write (two saves at once), so its refusal is the same field message.
 */
export function writeRefusing<T>(db: Db, refusals: ConstraintRefusals, fn: (tx: Tx) => T): T {
  try {
    return write(db, fn);
  } catch (error) {
    const refused = sqliteErrorOf(error);
    const { unique, foreignKey } = refusals;
    if (refused?.code === 'SQLITE_CONSTRAINT_UNIQUE' && unique && (!unique.index || unique.index.test(refused.message)))
      throw new InvalidFieldError(unique.field, unique.message);
    if (refused?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' && foreignKey) throw foreignKey();
    throw error;
  }
}
