import { and, asc, eq } from 'drizzle-orm';
import type { DeskKind } from '../../../shared/admissions';
import type { Reader } from '../../db/client';
import { deskEvents } from '../../db/schema';
import type { Tx } from '../../db/write';

// The timeline of an enquiry or application (docs/architecture.md, "The admissions desk"): every change
// the desk makes is one row here, written in the same transaction as the change itself, so the
// timeline never claims what was not stored nor misses what was. Rows hold ids, stage ids and dates in
// `detail` and the office's own words in `note`; a parent's details are never copied in. They are
// deleted with their record by the triggers of the migration 0011_admissions_desk.

export type DeskEventType = (typeof deskEvents.$inferInsert)['type'];

export interface DeskEventInput {
  kind: DeskKind;
  recordId: number;
  /** The staff member's username; '' for the site itself. */
  actor: string;
  type: DeskEventType;
  /** Ids, stage ids, dates, a channel: never what the parent typed. */
  detail?: Record<string, unknown>;
  /** The office's note (a call's outcome, a follow-up's reason). */
  note?: string;
  at?: Date;
}

/** Appends one event; call inside the transaction of the change it records. */
export function recordDeskEvent(tx: Tx, event: DeskEventInput): void {
  tx.insert(deskEvents)
    .values({
      kind: event.kind,
      recordId: event.recordId,
      actor: event.actor.slice(0, 80),
      type: event.type,
      detail: JSON.stringify(event.detail ?? {}),
      note: event.note ?? '',
      ...(event.at ? { at: event.at } : {}),
    })
    .run();
}

export interface DeskEvent {
  id: number;
  at: string;
  actor: string;
  type: DeskEventType;
  detail: Record<string, unknown>;
  note: string;
}

/**
 * One record's timeline, oldest first (the index desk_events_record_idx serves it), from the database or
 * inside a transaction.
 */
export function listTimeline(db: Reader, kind: DeskKind, recordId: number): DeskEvent[] {
  return db
    .select()
    .from(deskEvents)
    .where(and(eq(deskEvents.kind, kind), eq(deskEvents.recordId, recordId)))
    .orderBy(asc(deskEvents.at), asc(deskEvents.id))
    .all()
    .map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor,
      type: row.type,
      detail: parseDetail(row.detail),
      note: row.note,
    }));
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
