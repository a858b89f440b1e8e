import { sql } from 'drizzle-orm';
import { type DeskKind, formatReference, REFERENCE_PREFIX } from '../../../shared/admissions';
import { CANDIDATE_REFERENCE_PREFIX } from '../../../shared/careers';
import { academicYearStartOf, type YearMonths } from '../../../shared/content/academic-year';
import { SCHOOL_TIME_ZONE } from '../../../shared/format';
import type { Db } from '../../db/client';
import { referenceSequences } from '../../db/schema';
import type { Tx } from '../../db/write';

// Reference numbers ('ENQ-2026-00123'): the academic year of creation (the calendar year it starts
// in, 2026 for 2026-27: docs/decisions/044-one-academic-year.md) in the school's time zone and a sequence
// per kind and year, taken in the transaction of the insert that stores it. The counter row is
// incremented by one upsert, so two submissions in parallel (or in one group commit) never take the
// same number, and a number is never given again even after its record was erased.

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar year the academic year of `at` starts in (2026 for 10 May 2027, with a June start). */
export function referenceYearOf(at: Date, months: Pick<YearMonths, 'academicYearStartMonth'>): number {
  return academicYearStartOf(dateFormat.format(at), months);
}

/**
 * The counter's upsert, prepared once per database: every enquiry takes a reference, and building the
 * drizzle insert and having SQLite compile it each time was the largest cost of an enquiry
 * (docs/decisions/045-enquiry-write-path.md). Prepared on the first caller's transaction, it runs on
 * the connection, so inside each later caller's; `.all()` reads its RETURNING row before the
 * statement is reset.
 */
function prepareTake(tx: Tx) {
  return tx
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

/** What takes a reference: the desk's enquiries and applications, and the careers' candidates ('JOB-2026-00012'). */
export type ReferenceKind = DeskKind | 'candidate';

/**
 * Takes the next reference of `kind` for a record created at `at`, numbered in the academic year of
 * `months` (the settings). `tx` is the insert's transaction on `db`, asked for so that no caller takes
 * a number outside one: the statement runs in it.
 */
export function takeReference(
  db: Db,
  tx: Tx,
  kind: ReferenceKind,
  at: Date,
  months: Pick<YearMonths, 'academicYearStartMonth'>,
): string {
  let take = takes.get(db);
  if (!take) {
    take = prepareTake(tx);
    takes.set(db, take);
  }
  const year = referenceYearOf(at, months);
  const prefix = kind === 'candidate' ? CANDIDATE_REFERENCE_PREFIX : REFERENCE_PREFIX[kind];
  const row = take.all({ kind: prefix, year })[0];
  if (!row) throw new Error('reference sequence not written');
  if (kind === 'candidate') return `${prefix}-${year}-${String(row.last).padStart(5, '0')}`;
  return formatReference(kind, year, row.last);
}
