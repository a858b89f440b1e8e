import fs from 'node:fs';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { CANDIDATE_STAGE_LABELS, type CandidateStage } from '../../../shared/careers';
import type { PersonQuery } from '../../../shared/schemas/person-data';
import type { ServiceContext } from '../../context';
import { candidateEvents, candidates } from '../../db/schema';
import type { Tx } from '../../db/write';
import { cvPath } from './cv-files';

// What the privacy tools (features/privacy/person-data.ts) need of a candidate for a post
// (docs/decisions/053-careers.md): the candidates a search finds (by e-mail, mobile, name or JOB
// reference), each one's whole record with its timeline and CV for a copy, and the CV file to erase
// with the row. The appointed candidate's export for the staff records (export.ts) is the same copy.

export type CandidateRow = typeof candidates.$inferSelect;

/** The candidates a search finds, newest first. A name matches whole, in any case. */
export function findCandidates(svc: ServiceContext, q: PersonQuery): CandidateRow[] {
  const where: SQL =
    q.kind === 'email'
      ? eq(candidates.emailKey, q.email)
      : q.kind === 'mobile'
        ? eq(candidates.phoneKey, q.mobile)
        : q.kind === 'reference'
          ? eq(candidates.reference, q.reference)
          : sql`lower(trim(${candidates.name})) = ${q.name.toLowerCase()}`;
  return svc.db.select().from(candidates).where(where).orderBy(desc(candidates.createdAt), desc(candidates.id)).all();
}

export const candidateStage = (s: string) => CANDIDATE_STAGE_LABELS[s as CandidateStage] ?? s;
const iso = (d: Date | null) => (d instanceof Date && !Number.isNaN(d.getTime()) ? d.toISOString() : null);

function parsedDetail(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/** The CV as the copy carries it: the PDF's bytes in base64, or null when none is held (or it is gone). */
function cvCopy(svc: ServiceContext, row: CandidateRow) {
  const file = cvPath(svc.media, row.cvFile);
  if (!file) return null;
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return {
    filename: `${row.reference}-cv.pdf`,
    contentType: 'application/pdf',
    bytes: bytes.length,
    base64: bytes.toString('base64'),
  };
}

/** One candidate's whole record: every field, the timeline oldest first, and the CV. */
export function candidateCopy(svc: ServiceContext, row: CandidateRow) {
  const timeline = svc.db
    .select()
    .from(candidateEvents)
    .where(eq(candidateEvents.candidateId, row.id))
    .orderBy(asc(candidateEvents.at), asc(candidateEvents.id))
    .all();
  return {
    reference: row.reference,
    receivedAt: iso(row.createdAt),
    lastChangedAt: iso(row.updatedAt),
    postAppliedFor: row.vacancyTitle,
    vacancyId: row.vacancyId,
    name: row.name,
    phone: row.phone,
    email: row.email,
    qualification: row.qualification,
    teacherTraining: row.teacherTraining,
    tet: row.tet,
    tetPaper: row.tetPaper,
    tetYear: row.tetYear,
    experienceYears: row.experienceYears,
    currentSchool: row.currentSchool,
    boards: row.boards,
    coverNote: row.coverNote,
    language: row.language,
    keepForFutureVacancies: row.keepForFuture,
    stage: candidateStage(row.stage),
    stageChangedAt: iso(row.stageAt),
    duplicateOf: row.duplicateOf,
    appointedAt: iso(row.appointedAt),
    exportedAt: iso(row.exportedAt),
    privacyNoticeVersion: row.privacyVersion,
    consentGivenAt: iso(row.consentAt),
    timeline: timeline.map((e) => ({
      at: iso(e.at),
      type: e.type,
      by: e.actor,
      detail: parsedDetail(e.detail),
      note: e.note,
    })),
    cv: cvCopy(svc, row),
  };
}

/**
 * Removes the candidates' CV files. The erasure does this before it deletes the rows: when a file cannot
 * be removed nothing is deleted and the next attempt tries again, so no file outlives its row unseen.
 */
export function removeCvFiles(svc: ServiceContext, rows: Pick<CandidateRow, 'cvFile'>[]): void {
  // Synchronous (the retention run is): removeCv's own rule for which names are CVs, through cvPath.
  for (const row of rows) {
    const file = cvPath(svc.media, row.cvFile);
    if (file) fs.rmSync(file, { force: true });
  }
}

/** Deletes candidates inside the erasure's transaction (their timeline goes by the cascade); returns how many. */
export function deleteCandidates(tx: Tx, ids: number[]): number {
  let n = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    // A later application linked to an erased one as its duplicate keeps no dangling link.
    tx.update(candidates).set({ duplicateOf: null }).where(inArray(candidates.duplicateOf, chunk)).run();
    n += tx.delete(candidates).where(inArray(candidates.id, chunk)).run().changes;
  }
  return n;
}
