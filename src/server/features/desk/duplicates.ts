import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { type DeskKind, openStageIndex, type Stage } from '../../../shared/admissions';
import { DUPLICATES_REFUSALS as REFUSED } from '../../../shared/content/desk-duplicates-words';
import type { ServiceContext } from '../../context';
import type { Reader } from '../../db/client';
import { applications, deskEvents, enquiries } from '../../db/schema';
import { type Tx, write } from '../../db/write';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../../platform/audit';
import { applyStage, DESK_TABLES } from './stages';
import { type DeskEvent, listTimeline, recordDeskEvent } from './timeline';

// Possible duplicates, merges and the link between an application and its enquiry (docs/architecture.md,
// "The admissions desk"). Two records are possible duplicates when they share the mobile's last ten
// digits or the lower-cased e-mail (contactKeys, stored at insert and indexed): the dashboard marks
// them and a person decides. A parent is never refused for it: siblings share a phone.

/** A key that may match: a mobile key of ten digits, a non-empty e-mail key. Shorter keys never match. */
const usableMobile = (key: string) => /^\d{10}$/.test(key);
const usableEmail = (key: string) => key !== '';

type Table = (typeof DESK_TABLES)[DeskKind];
const nameColumn = (kind: DeskKind) => (kind === 'enquiry' ? enquiries.name : applications.studentName);

interface Keys {
  mobileKey: string;
  emailKey: string;
}

function keyRow(db: Reader, kind: DeskKind, id: number) {
  const table: Table = DESK_TABLES[kind];
  return db
    .select({
      id: table.id,
      reference: table.reference,
      stage: table.stage,
      mergedInto: table.mergedInto,
      mobileKey: table.mobileKey,
      emailKey: table.emailKey,
      createdAt: table.createdAt,
    })
    .from(table)
    .where(eq(table.id, id))
    .get();
}

const referenceOf = (row: { id: number; reference: string | null }) => row.reference ?? `#${row.id}`;

/**
 * The non-merged records of `kind` sharing a usable key with `keys`, other than `exceptId`, earliest
 * first. One indexed lookup per key (mobile_key, email_key), so a long table is never scanned.
 */
function matchesOf(db: Reader, kind: DeskKind, keys: Keys, exceptId: number | null, limit: number) {
  const table: Table = DESK_TABLES[kind];
  const found = new Map<
    number,
    { id: number; reference: string; name: string; stage: Stage; createdAt: Date; matched: ('mobile' | 'email')[] }
  >();
  const lookups: ['mobile' | 'email', string, SQLiteColumn][] = [];
  if (usableMobile(keys.mobileKey)) lookups.push(['mobile', keys.mobileKey, table.mobileKey]);
  if (usableEmail(keys.emailKey)) lookups.push(['email', keys.emailKey, table.emailKey]);
  for (const [matched, key, column] of lookups) {
    const rows = db
      .select({
        id: table.id,
        reference: table.reference,
        name: nameColumn(kind),
        stage: table.stage,
        createdAt: table.createdAt,
      })
      .from(table)
      .where(and(eq(column, key), isNull(table.mergedInto), exceptId === null ? undefined : ne(table.id, exceptId)))
      .orderBy(asc(table.createdAt), asc(table.id))
      .limit(limit)
      .all();
    for (const row of rows) {
      const seen = found.get(row.id);
      if (seen) seen.matched.push(matched);
      else found.set(row.id, { ...row, reference: referenceOf(row), stage: row.stage as Stage, matched: [matched] });
    }
  }
  return [...found.values()]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .slice(0, limit);
}

/**
 * For the rows of one list page: the reference of the earliest other non-merged record of the same kind
 * sharing the row's mobile or e-mail, by id (rows with none are absent). Merged rows are closed as
 * Duplicate already and get no mark.
 */
export function possibleDuplicatesFor(svc: ServiceContext, kind: DeskKind, ids: number[]): Map<number, string> {
  const marks = new Map<number, string>();
  if (ids.length === 0) return marks;
  const table: Table = DESK_TABLES[kind];
  const rows = svc.db
    .select({ id: table.id, mergedInto: table.mergedInto, mobileKey: table.mobileKey, emailKey: table.emailKey })
    .from(table)
    .where(inArray(table.id, ids))
    .all();
  for (const row of rows) {
    if (row.mergedInto !== null) continue;
    const [first] = matchesOf(svc.db, kind, row, row.id, 1);
    if (first) marks.set(row.id, first.reference);
  }
  return marks;
}

/** How many possible duplicates and candidates the panel lists at most. */
const PANEL_LIMIT = 20;

const iso = (d: Date) => d.toISOString();

export interface DuplicatesView {
  kind: DeskKind;
  id: number;
  reference: string;
  /** The record this one is merged into, when it is. */
  mergedInto: { id: number; reference: string } | null;
  duplicates: {
    id: number;
    reference: string;
    name: string;
    stage: Stage;
    createdAt: string;
    matched: ('mobile' | 'email')[];
  }[];
  /** Records merged into this one, each with its own timeline (kept by the merge). */
  merged: { id: number; reference: string; stage: Stage; createdAt: string; timeline: DeskEvent[] }[];
  /** An application's enquiry, once a person linked them. */
  linkedEnquiry: { id: number; reference: string; name: string; stage: Stage; createdAt: string } | null;
  /** An application's possible enquiries (same mobile or e-mail), not yet linked. */
  candidateEnquiries: DuplicatesView['duplicates'];
  /** An enquiry's linked applications. */
  linkedApplications: { id: number; reference: string; name: string; stage: Stage; createdAt: string }[];
}

/** What the opened record's panel shows; NotFoundError when there is no such record. */
export function duplicatesOf(svc: ServiceContext, kind: DeskKind, id: number): DuplicatesView {
  const record = keyRow(svc.db, kind, id);
  if (!record) throw new NotFoundError(REFUSED.missing);
  const duplicates = matchesOf(svc.db, kind, record, id, PANEL_LIMIT).map((d) => ({
    ...d,
    createdAt: iso(d.createdAt),
  }));

  let mergedInto: DuplicatesView['mergedInto'] = null;
  if (record.mergedInto !== null) {
    const kept = keyRow(svc.db, kind, record.mergedInto);
    if (kept) mergedInto = { id: kept.id, reference: referenceOf(kept) };
  }

  // The records merged into this one are named by this record's own 'merge' events (its timeline is
  // indexed by record), each checked against its merged_into, which has no index of its own.
  const timeline = listTimeline(svc, kind, id);
  const mergedIds = new Set<number>();
  for (const event of timeline)
    if (event.type === 'merge' && typeof event.detail.from === 'number') mergedIds.add(event.detail.from);
  const merged: DuplicatesView['merged'] = [];
  for (const otherId of mergedIds) {
    const other = keyRow(svc.db, kind, otherId);
    if (!other || other.mergedInto !== id) continue;
    merged.push({
      id: other.id,
      reference: referenceOf(other),
      stage: other.stage as Stage,
      createdAt: iso(other.createdAt),
      timeline: listTimeline(svc, kind, other.id),
    });
  }

  let linkedEnquiry: DuplicatesView['linkedEnquiry'] = null;
  let candidateEnquiries: DuplicatesView['candidateEnquiries'] = [];
  let linkedApplications: DuplicatesView['linkedApplications'] = [];
  if (kind === 'application') {
    const link = svc.db
      .select({ enquiryId: applications.enquiryId })
      .from(applications)
      .where(eq(applications.id, id))
      .get();
    if (link?.enquiryId != null) {
      const enquiry = svc.db
        .select({
          id: enquiries.id,
          reference: enquiries.reference,
          name: enquiries.name,
          stage: enquiries.stage,
          createdAt: enquiries.createdAt,
        })
        .from(enquiries)
        .where(eq(enquiries.id, link.enquiryId))
        .get();
      if (enquiry)
        linkedEnquiry = {
          ...enquiry,
          reference: referenceOf(enquiry),
          stage: enquiry.stage as Stage,
          createdAt: iso(enquiry.createdAt),
        };
    }
    candidateEnquiries = matchesOf(svc.db, 'enquiry', record, null, PANEL_LIMIT)
      .filter((e) => e.id !== linkedEnquiry?.id)
      .map((e) => ({ ...e, createdAt: iso(e.createdAt) }));
  } else {
    linkedApplications = svc.db
      .select({
        id: applications.id,
        reference: applications.reference,
        name: applications.studentName,
        stage: applications.stage,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .where(eq(applications.enquiryId, id))
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .all()
      .map((a) => ({ ...a, reference: referenceOf(a), stage: a.stage as Stage, createdAt: iso(a.createdAt) }));
  }

  return {
    kind,
    id,
    reference: referenceOf(record),
    mergedInto,
    duplicates,
    merged,
    linkedEnquiry,
    candidateEnquiries,
    linkedApplications,
  };
}

const AUDIT_ENTITY = { enquiry: 'enquiries', application: 'applications' } as const;

/**
 * Merges the duplicate `id` into `intoId` (same kind): the duplicate moves to the stage Duplicate
 * (through applyStage, so its status and timeline follow) and points to the kept record; each gets a
 * 'merge' event naming the other, and both timelines are kept. Records merged into the duplicate
 * before now point to the kept one too, so a chain never hides a record. Refused, with the reason,
 * when merging into itself, across kinds, into a merged record, or when either record is missing.
 */
export function mergeRecords(
  svc: ServiceContext,
  input: { kind: DeskKind; id: number; intoId: number; intoKind?: DeskKind },
  actor: string,
): { id: number; intoId: number; reference: string; intoReference: string } {
  if (input.intoKind && input.intoKind !== input.kind) throw new ConflictError(REFUSED.acrossKinds);
  if (input.id === input.intoId) throw new ConflictError(REFUSED.mergeIntoItself);
  const { kind, id, intoId } = input;
  const table: Table = DESK_TABLES[kind];
  const result = write(svc.db, (tx) => {
    const duplicate = keyRow(tx, kind, id);
    if (!duplicate) throw new NotFoundError(REFUSED.missing);
    const kept = keyRow(tx, kind, intoId);
    if (!kept) throw new NotFoundError(REFUSED.missingOther);
    if (duplicate.mergedInto !== null) {
      const current = keyRow(tx, kind, duplicate.mergedInto);
      throw new ConflictError(REFUSED.alreadyMerged(current ? referenceOf(current) : `#${duplicate.mergedInto}`));
    }
    if (kept.mergedInto !== null) {
      const keptOf = keyRow(tx, kind, kept.mergedInto);
      throw new ConflictError(
        REFUSED.intoMerged(referenceOf(kept), keptOf ? referenceOf(keptOf) : `#${kept.mergedInto}`),
      );
    }
    const at = svc.now();
    const reference = referenceOf(duplicate);
    const intoReference = referenceOf(kept);
    applyStage(tx, { kind, id, stage: 'duplicate', actor, at });
    tx.update(table).set({ mergedInto: intoId, updatedAt: at }).where(eq(table.id, id)).run();
    recordDeskEvent(tx, {
      kind,
      recordId: id,
      actor,
      type: 'merge',
      detail: { into: intoId, reference: intoReference },
      at,
    });
    recordDeskEvent(tx, { kind, recordId: intoId, actor, type: 'merge', detail: { from: id, reference }, at });
    repointMergedInto(tx, kind, id, { id: intoId, reference: intoReference }, actor, at);
    return { id, intoId, reference, intoReference };
  });
  recordAudit(svc, {
    action: 'update',
    actor,
    entity: AUDIT_ENTITY[kind],
    entityId: id,
    detail: `merged into ${intoId}`,
  });
  return result;
}

/** The records merged into `fromId` earlier are now merged into `kept`, each with a 'merge' event on `kept`. */
function repointMergedInto(
  tx: Tx,
  kind: DeskKind,
  fromId: number,
  kept: { id: number; reference: string },
  actor: string,
  at: Date,
) {
  const table: Table = DESK_TABLES[kind];
  for (const event of listTimelineIn(tx, kind, fromId)) {
    const otherId = event.from;
    const other = keyRow(tx, kind, otherId);
    if (!other || other.mergedInto !== fromId) continue;
    tx.update(table).set({ mergedInto: kept.id, updatedAt: at }).where(eq(table.id, otherId)).run();
    recordDeskEvent(tx, {
      kind,
      recordId: kept.id,
      actor,
      type: 'merge',
      detail: { from: otherId, reference: referenceOf(other), via: fromId },
      at,
    });
    recordDeskEvent(tx, {
      kind,
      recordId: otherId,
      actor,
      type: 'merge',
      detail: { into: kept.id, reference: kept.reference, via: fromId },
      at,
    });
  }
}

/** The ids merged into a record, read from its 'merge' events inside the transaction (indexed by record). */
function listTimelineIn(tx: Tx, kind: DeskKind, recordId: number): { from: number }[] {
  const rows = tx
    .select({ detail: deskEvents.detail })
    .from(deskEvents)
    .where(and(eq(deskEvents.kind, kind), eq(deskEvents.recordId, recordId), eq(deskEvents.type, 'merge')))
    .all();
  const ids: { from: number }[] = [];
  for (const row of rows) {
    try {
      const detail = JSON.parse(row.detail) as { from?: unknown };
      if (typeof detail.from === 'number') ids.push({ from: detail.from });
    } catch {
      // A detail that is not JSON names nothing.
    }
  }
  return ids;
}

/**
 * Inside `tx`: the enquiry moves to Applied when it was at an earlier open stage (New, Contacted, Visit
 * scheduled); a later or closed stage is the office's to keep.
 */
export function advanceEnquiryToApplied(tx: Tx, enquiryId: number, actor: string, at: Date): void {
  const row = tx.select({ stage: enquiries.stage }).from(enquiries).where(eq(enquiries.id, enquiryId)).get();
  if (!row) return;
  const place = openStageIndex(row.stage as Stage);
  if (place >= 0 && place < openStageIndex('applied'))
    applyStage(tx, { kind: 'enquiry', id: enquiryId, stage: 'applied', actor, at });
}

/** The 'link' events on both records, in `tx`; `linked` false records an unlink. */
export function recordLinkEvents(
  tx: Tx,
  link: { applicationId: number; applicationReference: string; enquiryId: number; enquiryReference: string },
  actor: string,
  at: Date,
  linked: boolean,
  started = false,
): void {
  const action = linked ? (started ? 'started' : 'linked') : 'unlinked';
  recordDeskEvent(tx, {
    kind: 'application',
    recordId: link.applicationId,
    actor,
    type: 'link',
    detail: { action, enquiryId: link.enquiryId, reference: link.enquiryReference },
    at,
  });
  recordDeskEvent(tx, {
    kind: 'enquiry',
    recordId: link.enquiryId,
    actor,
    type: 'link',
    detail: { action, applicationId: link.applicationId, reference: link.applicationReference },
    at,
  });
}

/**
 * Links an application to the enquiry a person confirmed it continues: applications.enquiry_id, a
 * 'link' event on both, and the enquiry moves to Applied when it was earlier. Linking again to the same
 * enquiry changes nothing; an application linked elsewhere, or a merged enquiry, is refused.
 */
export function linkApplication(
  svc: ServiceContext,
  input: { applicationId: number; enquiryId: number },
  actor: string,
): { id: number; enquiryId: number } {
  const changed = write(svc.db, (tx) => {
    const application = tx
      .select({ id: applications.id, reference: applications.reference, enquiryId: applications.enquiryId })
      .from(applications)
      .where(eq(applications.id, input.applicationId))
      .get();
    if (!application) throw new NotFoundError(REFUSED.missingApplication);
    const enquiry = keyRow(tx, 'enquiry', input.enquiryId);
    if (!enquiry) throw new NotFoundError(REFUSED.missingEnquiry);
    if (application.enquiryId === enquiry.id) return false;
    if (application.enquiryId !== null) {
      const current = keyRow(tx, 'enquiry', application.enquiryId);
      throw new ConflictError(REFUSED.linkedElsewhere(current ? referenceOf(current) : `#${application.enquiryId}`));
    }
    if (enquiry.mergedInto !== null) {
      const kept = keyRow(tx, 'enquiry', enquiry.mergedInto);
      throw new ConflictError(
        REFUSED.enquiryMerged(referenceOf(enquiry), kept ? referenceOf(kept) : `#${enquiry.mergedInto}`),
      );
    }
    const at = svc.now();
    tx.update(applications)
      .set({ enquiryId: enquiry.id, updatedAt: at })
      .where(eq(applications.id, application.id))
      .run();
    recordLinkEvents(
      tx,
      {
        applicationId: application.id,
        applicationReference: referenceOf(application),
        enquiryId: enquiry.id,
        enquiryReference: referenceOf(enquiry),
      },
      actor,
      at,
      true,
    );
    advanceEnquiryToApplied(tx, enquiry.id, actor, at);
    return true;
  });
  if (changed)
    recordAudit(svc, {
      action: 'update',
      actor,
      entity: 'applications',
      entityId: input.applicationId,
      detail: `linked to enquiry ${input.enquiryId}`,
    });
  return { id: input.applicationId, enquiryId: input.enquiryId };
}

/** Removes an application's link to its enquiry, with a 'link' event on both; the enquiry's stage stays. */
export function unlinkApplication(svc: ServiceContext, applicationId: number, actor: string): { id: number } {
  const enquiryId = write(svc.db, (tx) => {
    const application = tx
      .select({ id: applications.id, reference: applications.reference, enquiryId: applications.enquiryId })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .get();
    if (!application) throw new NotFoundError(REFUSED.missingApplication);
    if (application.enquiryId === null) throw new ConflictError(REFUSED.notLinked);
    const enquiry = keyRow(tx, 'enquiry', application.enquiryId);
    const at = svc.now();
    tx.update(applications).set({ enquiryId: null, updatedAt: at }).where(eq(applications.id, applicationId)).run();
    if (enquiry)
      recordLinkEvents(
        tx,
        {
          applicationId,
          applicationReference: referenceOf(application),
          enquiryId: enquiry.id,
          enquiryReference: referenceOf(enquiry),
        },
        actor,
        at,
        false,
      );
    return application.enquiryId;
  });
  recordAudit(svc, {
    action: 'update',
    actor,
    entity: 'applications',
    entityId: applicationId,
    detail: `unlinked from enquiry ${enquiryId}`,
  });
  return { id: applicationId };
}

export { referenceOf };
