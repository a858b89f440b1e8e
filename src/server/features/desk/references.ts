import { sql } from 'drizzle-orm';
import { type DeskKind, formatReference, REFERENCE_PREFIX } from '../../../shared/admissions';
import { SCHOOL_TIME_ZONE } from '../../../shared/format';
import type { Db } from '../../db/client';
import { referenceSequences } from '../../db/schema';
import type { Tx } from '../../db/write';

// Reference numbers ('ENQ-2026-00123'): the year of creation in the school's time zone and a sequence
// per kind and year, taken in the transaction of the insert that stores it. The counter row is
// incremented by one upsert, so two submissions in parallel (or in one group commit) never take the
// same number, and a number is never given again even after its record was erased.

const yearFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric' });

/** The school's calendar year at `at`. */
export function schoolYearOf(at: Date): number {
  return Number(yearFormat.format(at));
}

/**
 * The counter's upsert, prepared once per database: every enquiry takes a reference, and building the
 * drizzle insert and having SQLite compile it each time was the largest cost of an enquiry
 * (docs/decisions/045-enquiry-write-path.md). It runs on the connection, so inside the caller's
 * transaction; `.all()` reads its RETURNING row before the statement is reset.
 */
function prepareTake(db: Db) {
  return db
    .insert(referenceSequences)
    .values({ kind: sql.placeholder('kind'), year: sql.placeholder('year'), last: 1 })
    .onConflictDoUpdate({
      target: [referenceSequences.kind, referenceSequences.year],
      set: { last: sql`${referenceSequences.last} + 1` },
    })
    .returning({ last: referenceSequences.last })
    .prepare();
}

const takes = new WeakMap<Db, ReturnType<typeof prepareTake>>();

/**
 * Takes the next reference of `kind` for a record created at `at`. `_tx` is the insert's transaction
 * on `db`, asked for so that no caller takes a number outside one: the statement runs in it.
 */
export function takeReference(db: Db, _tx: Tx, kind: DeskKind, at: Date): string {
  let take = takes.get(db);
  if (!take) {
    take = prepareTake(db);
    takes.set(db, take);
  }
  const year = schoolYearOf(at);
  const row = take.all({ kind: REFERENCE_PREFIX[kind], year })[0];
  if (!row) throw new Error('reference sequence not written');
  return formatReference(kind, year, row.last);
}
