import { eq, inArray, isNull } from 'drizzle-orm';
import {
  CLOSED_STAGES,
  contactKeys,
  type DeskKind,
  HEARD_FROM,
  type Stage,
  stageStatus,
} from '../../../shared/admissions';
import { DESK_MESSAGES, recordedByOffice } from '../../../shared/content/desk-words';
import { roleHolds } from '../../../shared/roles';
import type { NoteChannel, WalkIn } from '../../../shared/schemas/desk';
import type { ServiceContext } from '../../context';
import { admins, campuses, enquiries } from '../../db/schema';
import { type Tx, write } from '../../db/write';
import { InvalidFieldError, NotFoundError } from '../../lib/errors';
import { getSettings } from '../../platform/settings';
import { feeStates } from '../payments/office';
import { acknowledgmentContext, queueAcknowledgment } from './acknowledgment';
import { changeFamilyRecord, type FamilyRecordChange, readFamilyRecord, sourceColumns } from './family-record';
import { displayName, schoolDayOf, schoolDayStart } from './queue';
import { takeReference } from './references';
import { applyStage } from './stages';
import { type DeskEvent, listTimeline } from './timeline';

// The pipeline of one enquiry or application (docs/decisions/037-admissions-desk.md): its stage,
// who it is assigned to, its follow-up, its campus, the office's notes, and the enquiries the office
// records itself. Each change and its timeline entry are written in one transaction; the procedures
// (pipeline-router.ts) add the audit entry, which holds ids only.

/** A change by a staff member: who (their username) and the record. */
export interface DeskChange {
  kind: DeskKind;
  id: number;
  actor: string;
}

const CLOSED: ReadonlySet<Stage> = new Set(CLOSED_STAGES);

/** The record's current desk columns inside `tx`; NotFoundError when there is none. */
function current(tx: Tx, change: DeskChange) {
  const row = readFamilyRecord(tx, change.kind, change.id, ({ table }) => ({
    stage: table.stage,
    assignedTo: table.assignedTo,
    followUpAt: table.followUpAt,
    campusId: table.campusId,
  }));
  if (!row) throw new NotFoundError();
  return row;
}

/** The change as the record's writes take it: who, which record, when. */
const changeAt = (change: DeskChange, at: Date): FamilyRecordChange => ({
  kind: change.kind,
  id: change.id,
  actor: change.actor,
  at,
});

// ---------------------------------------------------------------- what the desk shows

export interface DeskTimelineEntry extends DeskEvent {
  /** The actor's name where the account exists, its username otherwise; '' for the website itself. */
  actorName: string;
  /** For an assignment: the assignee's name (null when unassigned or the account is gone). */
  assigneeName: string | null;
  /** For a campus set: the campus's name (null when cleared or the campus is gone). */
  campusName: string | null;
}

/** One record as the Desk panel shows it; its timeline newest first. */
export function deskRecord(svc: ServiceContext, kind: DeskKind, id: number) {
  const row = readFamilyRecord(svc.db, kind, id, ({ table, enquiryId }) => ({
    reference: table.reference,
    stage: table.stage,
    assignedTo: table.assignedTo,
    followUpAt: table.followUpAt,
    followUpNote: table.followUpNote,
    campusId: table.campusId,
    source: sourceColumns(table),
    language: table.language,
    mergedInto: table.mergedInto,
    createdAt: table.createdAt,
    // The enquiry an application continues; an enquiry has no such column.
    ...(enquiryId ? { enquiryId } : {}),
  }));
  if (!row) throw new NotFoundError();
  const enquiryId = 'enquiryId' in row ? (row.enquiryId as number | null) : null;

  const events = listTimeline(svc.db, kind, id).reverse();
  // The names of the accounts and campuses the timeline mentions, in two lookups by key.
  const usernames = [...new Set(events.map((e) => e.actor).filter(Boolean))];
  const adminIds = new Set<number>();
  const campusIds = new Set<number>();
  if (row.assignedTo !== null) adminIds.add(row.assignedTo);
  for (const e of events) {
    if (e.type !== 'assignment') continue;
    if (typeof e.detail.to === 'number') adminIds.add(e.detail.to);
    if (typeof e.detail.campusTo === 'number') campusIds.add(e.detail.campusTo);
  }
  const accountColumns = { id: admins.id, username: admins.username, name: admins.name };
  const accounts = [
    ...(usernames.length > 0
      ? svc.db.select(accountColumns).from(admins).where(inArray(admins.username, usernames)).all()
      : []),
    ...(adminIds.size > 0
      ? svc.db
          .select(accountColumns)
          .from(admins)
          .where(inArray(admins.id, [...adminIds]))
          .all()
      : []),
  ];
  const byUsername = new Map(accounts.map((a) => [a.username, displayName(a)]));
  const byId = new Map(accounts.map((a) => [a.id, displayName(a)]));
  const campusNames =
    campusIds.size === 0
      ? new Map<number, string>()
      : new Map(
          svc.db
            .select({ id: campuses.id, name: campuses.name })
            .from(campuses)
            .where(inArray(campuses.id, [...campusIds]))
            .all()
            .map((c) => [c.id, c.name]),
        );

  const heardFrom = HEARD_FROM.find((h) => h.value === row.source.heardFrom);
  return {
    kind,
    id,
    reference: row.reference,
    stage: row.stage as Stage,
    assignee: row.assignedTo === null ? null : { id: row.assignedTo, name: byId.get(row.assignedTo) ?? '' },
    followUpAt: row.followUpAt ? schoolDayOf(row.followUpAt) : null,
    followUpNote: row.followUpNote,
    campusId: row.campusId,
    source: { ...row.source, heardFromLabel: heardFrom?.label ?? '' },
    /** The language of the page it was sent from ('en', 'mr', ...): its acknowledgment's. */
    language: row.language,
    mergedInto: row.mergedInto,
    enquiryId,
    createdAt: row.createdAt.toISOString(),
    /** What the family was asked to pay and whether it is paid ("Fee paid" beside the stage). */
    payments: kind === 'application' ? feeStates(svc, id) : [],
    timeline: events.map(
      (e): DeskTimelineEntry => ({
        ...e,
        actorName: e.actor ? (byUsername.get(e.actor) ?? e.actor) : '',
        assigneeName: typeof e.detail.to === 'number' ? (byId.get(e.detail.to) ?? null) : null,
        campusName: typeof e.detail.campusTo === 'number' ? (campusNames.get(e.detail.campusTo) ?? null) : null,
      }),
    ),
  };
}
export type DeskRecord = ReturnType<typeof deskRecord>;

/** Whether an account may be given enquiries: active, and its role holds the admissions work. */
function isAssignable(account: { role: string; deactivatedAt: Date | null } | undefined): boolean {
  return (
    !!account &&
    account.deactivatedAt === null &&
    roleHolds(account.role as Parameters<typeof roleHolds>[0], 'admissions', 'change')
  );
}

/** The people the desk assigns to: active staff whose role holds 'admissions', by name. */
export function listAssignees(svc: ServiceContext): { id: number; name: string }[] {
  return svc.db
    .select({ id: admins.id, username: admins.username, name: admins.name, role: admins.role })
    .from(admins)
    .where(isNull(admins.deactivatedAt))
    .all()
    .filter((a) => roleHolds(a.role, 'admissions', 'change'))
    .map((a) => ({ id: a.id, name: displayName(a) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

// ---------------------------------------------------------------- changes

/**
 * Moves the record to `stage` (applyStage records it). Closing it (a closed stage) also clears its
 * follow-up, recorded as such: nobody calls a family back about a closed record, and the queue's
 * index range stays made of open records.
 */
export function setDeskStage(svc: ServiceContext, change: DeskChange & { stage: Stage; note?: string }) {
  const at = svc.now();
  return write(svc.db, (tx) => {
    const before = current(tx, change);
    applyStage(tx, {
      kind: change.kind,
      id: change.id,
      stage: change.stage,
      actor: change.actor,
      note: change.note,
      at,
    });
    if (CLOSED.has(change.stage) && before.followUpAt !== null)
      changeFamilyRecord(
        tx,
        changeAt(change, at),
        { followUpAt: null, followUpNote: '' },
        { type: 'follow-up', detail: { on: null } },
      );
    return { from: before.stage as Stage, stage: change.stage, status: stageStatus(change.kind, change.stage) };
  });
}

/**
 * Gives the record to a person or a campus (`column`), or to none, with its 'assignment' entry; nothing
 * changes, nor is recorded, when it already has that one.
 */
function assignRecord(
  tx: Tx,
  change: FamilyRecordChange,
  column: 'assignedTo' | 'campusId',
  from: number | null,
  to: number | null,
  detail: Record<string, number | null>,
): { changed: boolean } {
  if (from === to) return { changed: false };
  changeFamilyRecord(tx, change, { [column]: to, updatedAt: change.at }, { type: 'assignment', detail });
  return { changed: true };
}

/** Assigns the record to an active admissions-holding account, or to nobody (null). */
export function assignDesk(svc: ServiceContext, change: DeskChange & { adminId: number | null }) {
  const at = svc.now();
  return write(svc.db, (tx) => {
    const before = current(tx, change);
    if (change.adminId !== null) {
      const account = tx
        .select({ role: admins.role, deactivatedAt: admins.deactivatedAt })
        .from(admins)
        .where(eq(admins.id, change.adminId))
        .get();
      if (!isAssignable(account)) throw new InvalidFieldError('adminId', DESK_MESSAGES.notAssignable);
    }
    return assignRecord(tx, changeAt(change, at), 'assignedTo', before.assignedTo, change.adminId, {
      from: before.assignedTo,
      to: change.adminId,
    });
  });
}

/** Sets the follow-up to a school day with a note, or clears it (null). */
export function setDeskFollowUp(svc: ServiceContext, change: DeskChange & { on: string | null; note: string }) {
  const at = svc.now();
  const note = change.on === null ? '' : change.note;
  return write(svc.db, (tx) => {
    current(tx, change);
    changeFamilyRecord(
      tx,
      changeAt(change, at),
      { followUpAt: change.on === null ? null : schoolDayStart(change.on), followUpNote: note, updatedAt: at },
      { type: 'follow-up', detail: { on: change.on }, note },
    );
    return { on: change.on };
  });
}

/** The office's note of a call, a visit, a message or anything else. */
export function addDeskNote(svc: ServiceContext, change: DeskChange & { channel: NoteChannel; text: string }) {
  const at = svc.now();
  write(svc.db, (tx) => {
    current(tx, change);
    changeFamilyRecord(
      tx,
      changeAt(change, at),
      { updatedAt: at },
      { type: 'note', detail: { channel: change.channel }, note: change.text },
    );
  });
  return { ok: true as const };
}

/** Refuses a campus that does not exist (null, no campus, is always allowed). */
function checkCampus(tx: Tx, campusId: number | null): void {
  if (campusId !== null && !tx.select({ id: campuses.id }).from(campuses).where(eq(campuses.id, campusId)).get())
    throw new InvalidFieldError('campusId', DESK_MESSAGES.noCampus);
}

/**
 * Sets the campus the family is for (the funnel's filter), or none. Recorded as an 'assignment' of
 * the record to a campus: the timeline's types are fixed by the schema (detail { campusFrom, campusTo }).
 */
export function setDeskCampus(svc: ServiceContext, change: DeskChange & { campusId: number | null }) {
  const at = svc.now();
  return write(svc.db, (tx) => {
    const before = current(tx, change);
    checkCampus(tx, change.campusId);
    return assignRecord(tx, changeAt(change, at), 'campusId', before.campusId, change.campusId, {
      campusFrom: before.campusId,
      campusTo: change.campusId,
    });
  });
}

// ---------------------------------------------------------------- walk-ins

/**
 * An enquiry the office records itself, for a family who walked in or called: stored at New with its
 * reference, its contact keys and its source (utm_source 'office', utm_medium the channel), and a
 * note on the timeline naming who recorded it. No rate limit or honeypot (staff only), no office
 * notification (the office wrote it); the parent's acknowledgment only when an e-mail was given and
 * the setting is on. The columns the office does not ask for are stored empty.
 */
export function recordWalkIn(svc: ServiceContext, input: WalkIn, actor: string): { id: number; reference: string } {
  const at = svc.now();
  const acknowledgment = input.email ? acknowledgmentContext(svc) : null;
  const created = write(svc.db, (tx) => {
    checkCampus(tx, input.campusId);
    const reference = takeReference(svc.db, tx, 'enquiry', at, getSettings(svc));
    const row = tx
      .insert(enquiries)
      .values({
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        state: '',
        city: input.city,
        school: '',
        grade: input.grade,
        address: '',
        stage: 'new',
        status: stageStatus('enquiry', 'new'),
        reference,
        utmSource: 'office',
        utmMedium: input.channel,
        heardFrom: input.heardFrom,
        campusId: input.campusId,
        ...contactKeys(input),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: enquiries.id })
      .all()[0];
    if (!row) throw new Error('enquiry not written');
    const created = { kind: 'enquiry', id: row.id, actor, at } as const;
    changeFamilyRecord(tx, created, null, {
      type: 'note',
      detail: { channel: input.channel },
      note: recordedByOffice(input.channel),
    });
    if (input.note)
      changeFamilyRecord(tx, created, null, {
        type: 'note',
        detail: { channel: input.channel === 'phone' ? 'call' : 'visit' },
        note: input.note,
      });
    queueAcknowledgment(svc, tx, acknowledgment, 'enquiry', input.email, reference);
    return { id: row.id, reference };
  });
  if (acknowledgment && input.email) svc.mail.wake();
  return created;
}
