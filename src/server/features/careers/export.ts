import { eq } from 'drizzle-orm';
import { fileDate } from '../../../shared/format';
import type { ServiceContext } from '../../context';
import { candidateEvents, candidates } from '../../db/schema';
import { write } from '../../db/write';
import { NotFoundError } from '../../lib/errors';
import { candidateCopy } from './person-data';

// The appointed candidate's export (docs/decisions/053-careers.md): their whole record (every field,
// the timeline, the CV in base64) as JSON, in the privacy tools' copy's shape (features/privacy/
// person-data.ts), for the school's staff records, where it lives on once retention erases it here
// (retentionAppointedMonths after the appointment). The export is stamped on the row (exportedAt) and
// on the timeline.

export interface CandidateExport {
  /** 'Job application JOB-2026-00012, exported 2026-11-23' (the office's line; no personal data). */
  summary: string;
  /** 'candidate-JOB-2026-00012-2026-11-23.json': the reference, never the name. */
  jsonFilename: string;
  json: string;
  exportedAt: string;
}

/** Stamps the export (exportedAt, a timeline 'export' event by `actor`), then gives the copy. */
export function exportCandidate(svc: ServiceContext, id: number, actor: string): CandidateExport {
  const now = svc.now();
  const row = write(svc.db, (tx) => {
    const found = tx.select({ id: candidates.id }).from(candidates).where(eq(candidates.id, id)).get();
    if (!found) return null;
    tx.update(candidates).set({ exportedAt: now, updatedAt: now }).where(eq(candidates.id, id)).run();
    tx.insert(candidateEvents).values({ candidateId: id, at: now, actor, type: 'export', detail: '{}' }).run();
    return tx.select().from(candidates).where(eq(candidates.id, id)).get() ?? null;
  });
  if (!row) throw new NotFoundError();
  const summary = `Job application ${row.reference}, exported ${fileDate(now)}`;
  const json = `${JSON.stringify(
    { summary, exportedAt: now.toISOString(), jobApplications: [candidateCopy(svc, row)] },
    null,
    2,
  )}\n`;
  return {
    summary,
    jsonFilename: `candidate-${row.reference}-${fileDate(now)}.json`,
    json,
    exportedAt: now.toISOString(),
  };
}
