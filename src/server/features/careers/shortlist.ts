import { and, count, desc, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { CANDIDATE_STAGES, type CandidateStage } from '../../../shared/careers';
import type { ScheduleKind } from '../../../shared/content/careers-words';
import { type CandidateListInput, cvFileUrl } from '../../../shared/schemas/careers-shortlist';
import type { ServiceContext } from '../../context';
import type { Db, Reader } from '../../db/client';
import { candidateEvents, candidates, vacancies } from '../../db/schema';
import { type Tx, write } from '../../db/write';
import { NotFoundError } from '../../lib/errors';
import { columnContains, pagedList } from '../../lib/paged-list';
import { getSettings } from '../../platform/settings';

// The principal's shortlist (docs/decisions/053-careers.md): the candidates by vacancy and stage,
// one candidate with their timeline and the other applications from the same phone or e-mail, and
// the changes the principal makes. Every change writes its timeline entry in the same transaction;
// the entry's detail holds stage ids and a meeting's time and place, never what the candidate wrote.

/**
 * The same day and time `months` calendar months later (the month's last day when it is shorter), in
 * UTC: the instant at which lib/months' monthsBefore of the retention run reaches `from`.
 */
function monthsAfter(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

export type CandidateEventType = (typeof candidateEvents.$inferInsert)['type'];

/** One timeline entry, inside the caller's transaction. */
export function recordCandidateEvent(
  tx: Tx,
  event: { candidateId: number; at: Date; actor: string; type: CandidateEventType; detail?: object; note?: string },
): number {
  const row = tx
    .insert(candidateEvents)
    .values({
      candidateId: event.candidateId,
      at: event.at,
      actor: event.actor,
      type: event.type,
      detail: JSON.stringify(event.detail ?? {}),
      note: event.note ?? '',
    })
    .returning({ id: candidateEvents.id })
    .all()[0];
  if (!row) throw new Error('candidate event not written');
  return row.id;
}

/** What the list shows of a candidate: never the cover note nor where the CV lies. */
const listColumns = {
  id: candidates.id,
  reference: candidates.reference,
  name: candidates.name,
  vacancyId: candidates.vacancyId,
  vacancyTitle: candidates.vacancyTitle,
  qualification: candidates.qualification,
  teacherTraining: candidates.teacherTraining,
  tet: candidates.tet,
  experienceYears: candidates.experienceYears,
  stage: candidates.stage,
  duplicateOf: candidates.duplicateOf,
  createdAt: candidates.createdAt,
};

function vacancyWhere(vacancy: CandidateListInput['vacancy']): SQL | undefined {
  if (vacancy === undefined) return undefined;
  return vacancy === 'any' ? isNull(candidates.vacancyId) : eq(candidates.vacancyId, vacancy);
}

function searchWhere(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const digits = term.replace(/\D/g, '');
  return or(
    columnContains(candidates.name, term),
    columnContains(candidates.emailKey, term.toLowerCase()),
    columnContains(candidates.reference, term),
    columnContains(candidates.phone, term),
    // A phone typed with spaces or +91 still finds the ten digits it was stored with.
    ...(digits.length >= 4 ? [columnContains(candidates.phoneKey, digits.slice(-10))] : []),
  );
}

/** The vacancies the filter offers: every one, newest first. */
function vacancyChoices(db: Db) {
  return db
    .select({ id: vacancies.id, title: vacancies.title, status: vacancies.status, closingDate: vacancies.closingDate })
    .from(vacancies)
    .orderBy(desc(vacancies.postedOn), desc(vacancies.id))
    .all();
}

/**
 * One page of candidates, newest first, by vacancy, stage and search; with how many are at each stage
 * (for the vacancy and search chosen, whatever the stage), and the vacancies to filter by.
 */
export function listCandidates(svc: ServiceContext, input: CandidateListInput) {
  const base = and(vacancyWhere(input.vacancy), searchWhere(input.search));
  const where = and(base, input.stage ? eq(candidates.stage, input.stage) : undefined);
  const page = pagedList(
    input,
    () => svc.db.select({ n: count() }).from(candidates).where(where).get()?.n ?? 0,
    (limit, offset) =>
      svc.db
        .select(listColumns)
        .from(candidates)
        .where(where)
        .orderBy(desc(candidates.createdAt), desc(candidates.id))
        .limit(limit)
        .offset(offset)
        .all()
        .map((row) => ({ ...row, stage: row.stage as CandidateStage, createdAt: row.createdAt.toISOString() })),
  );
  const counted = new Map(
    svc.db
      .select({ stage: candidates.stage, n: count() })
      .from(candidates)
      .where(base)
      .groupBy(candidates.stage)
      .all()
      .map((r) => [r.stage, r.n]),
  );
  const stageCounts = Object.fromEntries(CANDIDATE_STAGES.map((s) => [s, counted.get(s) ?? 0])) as Record<
    CandidateStage,
    number
  >;
  return { ...page, stageCounts, vacancies: vacancyChoices(svc.db) };
}

export interface CandidateTimelineEntry {
  id: number;
  at: string;
  actor: string;
  type: CandidateEventType;
  detail: Record<string, unknown>;
  note: string;
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A candidate's timeline, newest first. */
export function candidateTimeline(db: Db, candidateId: number): CandidateTimelineEntry[] {
  return db
    .select()
    .from(candidateEvents)
    .where(eq(candidateEvents.candidateId, candidateId))
    .orderBy(desc(candidateEvents.at), desc(candidateEvents.id))
    .all()
    .map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      actor: e.actor,
      type: e.type,
      detail: parseDetail(e.detail),
      note: e.note,
    }));
}

/** The other applications from the same phone or e-mail, newest first. */
function duplicatesOf(db: Db, row: { id: number; phoneKey: string; emailKey: string }) {
  const same = or(
    row.phoneKey ? eq(candidates.phoneKey, row.phoneKey) : undefined,
    row.emailKey ? eq(candidates.emailKey, row.emailKey) : undefined,
  );
  if (!same) return [];
  return db
    .select({
      id: candidates.id,
      reference: candidates.reference,
      vacancyTitle: candidates.vacancyTitle,
      stage: candidates.stage,
      createdAt: candidates.createdAt,
    })
    .from(candidates)
    .where(and(ne(candidates.id, row.id), same))
    .orderBy(desc(candidates.createdAt), desc(candidates.id))
    .all()
    .map((d) => ({ ...d, stage: d.stage as CandidateStage, createdAt: d.createdAt.toISOString() }));
}

export function readCandidate(db: Reader, id: number) {
  const row = db.select().from(candidates).where(eq(candidates.id, id)).get();
  if (!row) throw new NotFoundError('This candidate no longer exists.');
  return row;
}

/** One candidate: every field, the vacancy's title now, the timeline, the duplicates, the CV's address. */
export function candidateDetail(svc: ServiceContext, id: number) {
  const row = readCandidate(svc.db, id);
  const vacancy =
    row.vacancyId === null
      ? null
      : (svc.db
          .select({ id: vacancies.id, title: vacancies.title })
          .from(vacancies)
          .where(eq(vacancies.id, row.vacancyId))
          .get() ?? null);
  const { cvFile, ...fields } = row;
  return {
    ...fields,
    stage: row.stage as CandidateStage,
    consentAt: row.consentAt.toISOString(),
    stageAt: row.stageAt?.toISOString() ?? null,
    appointedAt: row.appointedAt?.toISOString() ?? null,
    exportedAt: row.exportedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    /** The vacancy's title now; the one it had when they applied is vacancyTitle. */
    vacancy,
    cvUrl: cvFile ? cvFileUrl(row.id) : null,
    /**
     * An appointed candidate's: the day from which the daily retention run erases the record here
     * (retentionAppointedMonths after the appointment, retention.ts); null at every other stage.
     */
    erasesAt:
      row.stage === 'appointed'
        ? monthsAfter(
            row.appointedAt ?? row.stageAt ?? row.updatedAt,
            getSettings(svc).retentionAppointedMonths,
          ).toISOString()
        : null,
    timeline: candidateTimeline(svc.db, row.id),
    duplicates: duplicatesOf(svc.db, row),
  };
}
export type CandidateDetail = ReturnType<typeof candidateDetail>;

/** Moves a candidate to `stage` inside `tx`; a timeline entry {from, to}. Nothing when already there. */
function moveStage(
  tx: Tx,
  row: { id: number; stage: string },
  stage: CandidateStage,
  actor: string,
  at: Date,
): boolean {
  if (row.stage === stage) return false;
  tx.update(candidates)
    .set({ stage, stageAt: at, updatedAt: at, ...(stage === 'appointed' ? { appointedAt: at } : {}) })
    .where(eq(candidates.id, row.id))
    .run();
  recordCandidateEvent(tx, { candidateId: row.id, at, actor, type: 'stage', detail: { from: row.stage, to: stage } });
  return true;
}

export function setCandidateStage(svc: ServiceContext, input: { id: number; stage: CandidateStage }, actor: string) {
  const at = svc.now();
  write(svc.db, (tx) => moveStage(tx, readCandidate(tx, input.id), input.stage, actor, at));
  return { id: input.id, stage: input.stage };
}

export function addCandidateNote(svc: ServiceContext, input: { id: number; note: string }, actor: string) {
  const at = svc.now();
  write(svc.db, (tx) => {
    readCandidate(tx, input.id);
    recordCandidateEvent(tx, { candidateId: input.id, at, actor, type: 'note', note: input.note });
  });
  return { id: input.id };
}

/** The stage a meeting brings a candidate to, when theirs is earlier in the shortlist's order. */
export function stageForMeeting(current: string, kind: ScheduleKind): CandidateStage | null {
  const target: CandidateStage = kind === 'interview' ? 'interview' : 'demo-lesson';
  const index = CANDIDATE_STAGES.indexOf(current as CandidateStage);
  return index >= 0 && index < CANDIDATE_STAGES.indexOf(target) ? target : null;
}

export { moveStage };
