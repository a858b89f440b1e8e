import { sql } from 'drizzle-orm';
import { type DeskKind, formatReference, REFERENCE_PREFIX } from '../../../shared/admissions';
import { academicYearStartOf, type YearMonths } from '../../../shared/content/academic-year';
import { SCHOOL_TIME_ZONE } from '../../../shared/format';
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
 * Takes the next reference of `kind` for a record created at `at`, numbered in the academic year of
 * `months` (the settings); call only inside the insert's transaction.
 */
export function takeReference(
  tx: Tx,
  kind: DeskKind,
  at: Date,
  months: Pick<YearMonths, 'academicYearStartMonth'>,
): string {
  const year = referenceYearOf(at, months);
  const row = tx
    .insert(referenceSequences)
    .values({ kind: REFERENCE_PREFIX[kind], year, last: 1 })
    .onConflictDoUpdate({
      target: [referenceSequences.kind, referenceSequences.year],
      set: { last: sql`${referenceSequences.last} + 1` },
    })
    .returning({ last: referenceSequences.last })
    .all()[0];
  if (!row) throw new Error('reference sequence not written');
  return formatReference(kind, year, row.last);
}
