import {
  type DeskKind,
  openStageIndex,
  type Stage,
  type StatusOfKind,
  stageForStatus,
  stageStatus,
} from '../../../shared/admissions';
import type { Tx } from '../../db/write';
import { askForOffer } from '../payments/dues';
import { changeFamilyRecord, readFamilyRecord } from './family-record';

// The one way a stage changes (the desk's stage select, the Contacts and Applications views' old status
// select, a merge, an application started from an enquiry): the stage, the status it shows as, the
// furthest open stage reached and the day of admission are written together, with the timeline entry.

export interface StageChange {
  kind: DeskKind;
  id: number;
  stage: Stage;
  /** The staff member's username; '' for the site itself. */
  actor: string;
  note?: string;
  /** The service's clock at the change (svc.now()): the record's and the timeline's time. */
  at: Date;
}

/**
 * Moves a record to `stage` inside `tx`; returns the stage it had, or null when there is no such record.
 * Moving to the stage it already has changes nothing and records nothing.
 */
export function applyStage(tx: Tx, change: StageChange): { from: Stage } | null {
  const current = readFamilyRecord(tx, change.kind, change.id, ({ table }) => ({
    stage: table.stage,
    reached: table.reachedStage,
    admittedAt: table.admittedAt,
  }));
  if (!current) return null;
  const from = current.stage as Stage;
  if (from === change.stage) return { from };
  const { at } = change;
  changeFamilyRecord(
    tx,
    { kind: change.kind, id: change.id, actor: change.actor, at },
    {
      stage: change.stage,
      status: stageStatus(change.kind, change.stage),
      reachedStage: Math.max(current.reached, openStageIndex(change.stage)),
      admittedAt: current.admittedAt ?? (change.stage === 'admitted' ? at : null),
      updatedAt: at,
    },
    { type: 'stage', detail: { from, to: change.stage }, note: change.note },
  );
  // Offering a place asks for the fees Settings names for it (docs/decisions/052-upi-fees.md).
  if (change.kind === 'application' && change.stage === 'offered') askForOffer(tx, change.id, at);
  return { from };
}

/**
 * Sets a status the old way (the Contacts and Applications views) inside `tx`: the stage becomes the
 * one the status stands for, unless the current stage already shows as that status, and applyStage
 * writes the status from the stage. False when there is no such record.
 */
export function applyStatus<K extends DeskKind>(
  tx: Tx,
  change: { kind: K; id: number; status: StatusOfKind[K]; actor: string; at: Date },
): boolean {
  const current = readFamilyRecord(tx, change.kind, change.id, ({ table }) => ({ stage: table.stage }));
  if (!current) return false;
  const stage = stageForStatus(change.kind, current.stage as Stage, change.status);
  applyStage(tx, { kind: change.kind, id: change.id, stage, actor: change.actor, at: change.at });
  return true;
}
