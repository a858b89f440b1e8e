import { eq } from 'drizzle-orm';
import { type DeskKind, openStageIndex, type Stage, stageStatus } from '../../../shared/admissions';
import { applications, enquiries } from '../../db/schema';
import type { Tx } from '../../db/write';
import { recordDeskEvent } from './timeline';

// The one way a stage changes (the desk's stage select, the Contacts and Applications views' old status
// select, a merge, an application started from an enquiry): the stage, the status it shows as, the
// furthest open stage reached and the day of admission are written together, with the timeline entry.

export const DESK_TABLES = { enquiry: enquiries, application: applications } as const;

export interface StageChange {
  kind: DeskKind;
  id: number;
  stage: Stage;
  /** The staff member's username; '' for the site itself. */
  actor: string;
  note?: string;
  at?: Date;
}

/**
 * Moves a record to `stage` inside `tx`; returns the stage it had, or null when there is no such record.
 * Moving to the stage it already has changes nothing and records nothing.
 */
export function applyStage(tx: Tx, change: StageChange): { from: Stage } | null {
  const table = DESK_TABLES[change.kind];
  const current = tx
    .select({ stage: table.stage, reached: table.reachedStage, admittedAt: table.admittedAt })
    .from(table)
    .where(eq(table.id, change.id))
    .get();
  if (!current) return null;
  const from = current.stage as Stage;
  if (from === change.stage) return { from };
  const at = change.at ?? new Date();
  const place = openStageIndex(change.stage);
  tx.update(table)
    .set({
      stage: change.stage,
      status: stageStatus(change.kind, change.stage),
      reachedStage: Math.max(current.reached, place),
      admittedAt: current.admittedAt ?? (change.stage === 'admitted' ? at : null),
      updatedAt: at,
    })
    .where(eq(table.id, change.id))
    .run();
  recordDeskEvent(tx, {
    kind: change.kind,
    recordId: change.id,
    actor: change.actor,
    type: 'stage',
    detail: { from, to: change.stage },
    note: change.note,
    at,
  });
  return { from };
}
