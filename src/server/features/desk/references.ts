import { sql } from 'drizzle-orm';
import { type DeskKind, formatReference, REFERENCE_PREFIX } from '../../../shared/admissions';
import { SCHOOL_TIME_ZONE } from '../../../shared/format';
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

/** Takes the next reference of `kind` for a record created at `at`; call only inside the insert's transaction. */
export function takeReference(tx: Tx, kind: DeskKind, at: Date): string {
  const year = schoolYearOf(at);
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
