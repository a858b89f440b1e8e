import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { type DeskKind, openStageIndex, type Stage } from '../../../shared/admissions';
import { DUPLICATES_REFUSALS as REFUSED } from '../../../shared/content/desk-duplicates-words';
import type { Page } from '../../../shared/schemas/paged-list';
import type { ServiceContext } from '../../context';
import type { Reader } from '../../db/client';
import { applications } from '../../db/schema';
import { type Tx, write } from '../../db/write';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { recordAudit } from '../../platform/audit';
import {
  changeFamilyRecord,
  FAMILY_RECORDS,
  type FamilyRecord,
  type FamilyRecordChange,
  readFamilyRecord,
  updateFamilyRecord,
} from './family-record';
import { applyStage } from './stages';
import { type DeskEvent, listTimeline } from './timeline';

// Possible duplicates, merges and the link between an application and its enquiry (docs/architecture.md,
// "The admissions desk"). Two records are possible duplicates when they share the mobile's last ten
// digits or the lower-cased e-mail (contactKeys, stored at insert and indexed): the dashboard marks
// them and a person decides. A parent is never refused for it: siblings share a phone.

/** A key that may match: a mobile key of ten digits, a non-empty e-mail key. Shorter keys never match. */
const usableMobile = (key: string) => /^\d{10}$/.test(key);
const usableEmail = (key: string) => key !== '';

interface Keys {
  mobileKey: string;
  emailKey: string;
}

function keyRow(db: Reader, kind: DeskKind, id: number) {
  return readFamilyRecord(db, kind, id, ({ table }) => ({
    id: table.id,
    reference: table.reference,
    stage: table.stage,
    mergedInto: table.mergedInto,
    mobileKey: table.mobileKey,
    emailKey: table.emailKey,
    createdAt: table.createdAt,
  }));
}

const referenceOf = (row: { id: number; reference: string | null }) => row.reference ?? `#${row.id}`;
const iso = (d: Date) => d.toISOString();

/** A record's reference by its id, '#id' when it is gone (a refusal still names it). */
function referenceOfId(db: Reader, kind: DeskKind, id: number): string {
  const row = keyRow(db, kind, id);
  return row ? referenceOf(row) : `#${id}`;
}

/** How the panel lists a record: its reference, the family's name, its stage and when it came. */
const summaryColumns = ({ table, name }: FamilyRecord) => ({
  id: table.id,
  reference: table.reference,
  name,
  stage: table.stage,
  createdAt: table.createdAt,
});

/** A summary row as the panel sends it: the reference or '#id', the stage typed, the date as text. */
const summaryOf = (row: { id: number; reference: string | null; name: string; stage: string; createdAt: Date }) => ({
  ...row,
  reference: referenceOf(row),
  stage: row.stage as Stage,
  createdAt: iso(row.createdAt),
});

/**
 * The non-merged records of `kind` sharing a usable key with `keys`, other than `exceptId`, earliest
 * first. One indexed lookup per key (mobile_key, email_key), so a long table is never scanned.
 */
function matchesOf(db: Reader, kind: DeskKind, keys: Keys, exceptId: number | null, limit: number) {
  const record = FAMILY_RECORDS[kind];
  const { table } = record;
  const found = new Map<
    number,
    { id: number; reference: string; name: string; stage: Stage; createdAt: Date; matched: ('mobile' | 'email')[] }
  >();
  const lookups: ['mobile' | 'email', string, SQLiteColumn][] = [];
  if (usableMobile(keys.mobileKey)) lookups.push(['mobile', keys.mobileKey, table.mobileKey]);
  if (usableEmail(keys.emailKey)) lookups.push(['email', keys.emailKey, table.emailKey]);
  for (const [matched, key, column] of lookups) {
    const rows = db
      .select(summaryColumns(record))
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
function possibleDuplicatesFor(svc: ServiceContext, kind: DeskKind, ids: number[]): Map<number, string> {
  const marks = new Map<number, string>();
  if (ids.length === 0) return marks;
  const { table } = FAMILY_RECORDS[kind];
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

/** A list page with each row's 'Possible duplicate of …', looked up by index for this page's rows only. */
export function withPossibleDuplicates<T extends { id: number }>(
  svc: ServiceContext,
  kind: DeskKind,
  page: Page<T>,
): Page<T & { possibleDuplicateOf: string | null }> {
  const marks = possibleDuplicatesFor(
    svc,
    kind,
    page.items.map((row) => row.id),
  );
  return { ...page, items: page.items.map((row) => ({ ...row, possibleDuplicateOf: marks.get(row.id) ?? null })) };
}

/** How many possible duplicates and candidates the panel lists at most. */
const PANEL_LIMIT = 20;

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
  const merged: DuplicatesView['merged'] = [];
  for (const otherId of mergedFrom(listTimeline(svc.db, kind, id))) {
    const other = keyRow(svc.db, kind, otherId);
    if (!other || other.mergedInto !== id) continue;
    merged.push({
      id: other.id,
      reference: referenceOf(other),
      stage: other.stage as Stage,
      createdAt: iso(other.createdAt),
      timeline: listTimeline(svc.db, kind, other.id),
    });
  }

  let linkedEnquiry: DuplicatesView['linkedEnquiry'] = null;
  let candidateEnquiries: DuplicatesView['candidateEnquiries'] = [];
  let linkedApplications: DuplicatesView['linkedApplications'] = [];
  if (kind === 'application') {
    const link = applicationLink(svc.db, id);
    if (link?.enquiryId != null) {
      const enquiry = readFamilyRecord(svc.db, 'enquiry', link.enquiryId, summaryColumns);
      if (enquiry) linkedEnquiry = summaryOf(enquiry);
    }
    candidateEnquiries = matchesOf(svc.db, 'enquiry', record, null, PANEL_LIMIT)
      .filter((e) => e.id !== linkedEnquiry?.id)
      .map((e) => ({ ...e, createdAt: iso(e.createdAt) }));
  } else {
    linkedApplications = svc.db
      .select(summaryColumns(FAMILY_RECORDS.application))
      .from(applications)
      .where(eq(applications.enquiryId, id))
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .all()
      .map(summaryOf);
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

/**
 * The records merged into a record, as its own 'merge' events name them (its timeline is indexed by
 * record; merged_into has no index of its own), each once, oldest first.
 */
function mergedFrom(timeline: DeskEvent[]): Set<number> {
  const ids = new Set<number>();
  for (const event of timeline)
    if (event.type === 'merge' && typeof event.detail.from === 'number') ids.add(event.detail.from);
  return ids;
}

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
  const result = write(svc.db, (tx) => {
    const duplicate = keyRow(tx, kind, id);
    if (!duplicate) throw new NotFoundError(REFUSED.missing);
    const kept = keyRow(tx, kind, intoId);
    if (!kept) throw new NotFoundError(REFUSED.missingOther);
    if (duplicate.mergedInto !== null)
      throw new ConflictError(REFUSED.alreadyMerged(referenceOfId(tx, kind, duplicate.mergedInto)));
    if (kept.mergedInto !== null)
      throw new ConflictError(REFUSED.intoMerged(referenceOf(kept), referenceOfId(tx, kind, kept.mergedInto)));
    const at = svc.now();
    const reference = referenceOf(duplicate);
    const intoReference = referenceOf(kept);
    applyStage(tx, { kind, id, stage: 'duplicate', actor, at });
    changeFamilyRecord(
      tx,
      { kind, id, actor, at },
      { mergedInto: intoId, updatedAt: at },
      { type: 'merge', detail: { into: intoId, reference: intoReference } },
    );
    changeFamilyRecord(tx, { kind, id: intoId, actor, at }, null, { type: 'merge', detail: { from: id, reference } });
    repointMergedInto(tx, { kind, id, actor, at }, { id: intoId, reference: intoReference });
    return { id, intoId, reference, intoReference };
  });
  recordAudit(svc, {
    action: 'update',
    actor,
    entity: FAMILY_RECORDS[kind].auditEntity,
    entityId: id,
    detail: `merged into ${intoId}`,
  });
  return result;
}

/**
 * The records merged into the record `from` earlier are now merged into `kept`, each with a 'merge'
 * event on both.
 */
function repointMergedInto(tx: Tx, from: FamilyRecordChange, kept: { id: number; reference: string }) {
  const { kind, actor, at } = from;
  for (const otherId of mergedFrom(listTimeline(tx, kind, from.id))) {
    const other = keyRow(tx, kind, otherId);
    if (!other || other.mergedInto !== from.id) continue;
    updateFamilyRecord(tx, kind, otherId, { mergedInto: kept.id, updatedAt: at });
    changeFamilyRecord(tx, { kind, id: kept.id, actor, at }, null, {
      type: 'merge',
      detail: { from: otherId, reference: referenceOf(other), via: from.id },
    });
    changeFamilyRecord(tx, { kind, id: otherId, actor, at }, null, {
      type: 'merge',
      detail: { into: kept.id, reference: kept.reference, via: from.id },
    });
  }
}

/**
 * Inside `tx`: the enquiry moves to Applied when it was at an earlier open stage (New, Contacted, Visit
 * scheduled); a later or closed stage is the office's to keep.
 */
export function advanceEnquiryToApplied(tx: Tx, enquiryId: number, actor: string, at: Date): void {
  const row = readFamilyRecord(tx, 'enquiry', enquiryId, ({ table }) => ({ stage: table.stage }));
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
  changeFamilyRecord(tx, { kind: 'application', id: link.applicationId, actor, at }, null, {
    type: 'link',
    detail: { action, enquiryId: link.enquiryId, reference: link.enquiryReference },
  });
  changeFamilyRecord(tx, { kind: 'enquiry', id: link.enquiryId, actor, at }, null, {
    type: 'link',
    detail: { action, applicationId: link.applicationId, reference: link.applicationReference },
  });
}

/** An application's reference and the enquiry it continues (null: none), or undefined when it is missing. */
function applicationLink(db: Reader, id: number) {
  return readFamilyRecord(db, 'application', id, ({ table, enquiryId }) => ({
    id: table.id,
    reference: table.reference,
    enquiryId,
  }));
}

/** Points an application at the enquiry it continues, or at none, inside `tx`. */
function setEnquiryLink(tx: Tx, applicationId: number, enquiryId: number | null, at: Date): void {
  tx.update(applications).set({ enquiryId, updatedAt: at }).where(eq(applications.id, applicationId)).run();
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
    const application = applicationLink(tx, input.applicationId);
    if (!application) throw new NotFoundError(REFUSED.missingApplication);
    const enquiry = keyRow(tx, 'enquiry', input.enquiryId);
    if (!enquiry) throw new NotFoundError(REFUSED.missingEnquiry);
    if (application.enquiryId === enquiry.id) return false;
    if (application.enquiryId !== null)
      throw new ConflictError(REFUSED.linkedElsewhere(referenceOfId(tx, 'enquiry', application.enquiryId)));
    if (enquiry.mergedInto !== null)
      throw new ConflictError(
        REFUSED.enquiryMerged(referenceOf(enquiry), referenceOfId(tx, 'enquiry', enquiry.mergedInto)),
      );
    const at = svc.now();
    setEnquiryLink(tx, application.id, enquiry.id, at);
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
    const application = applicationLink(tx, applicationId);
    if (!application) throw new NotFoundError(REFUSED.missingApplication);
    if (application.enquiryId === null) throw new ConflictError(REFUSED.notLinked);
    const enquiry = keyRow(tx, 'enquiry', application.enquiryId);
    const at = svc.now();
    setEnquiryLink(tx, applicationId, null, at);
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

export { referenceOf, referenceOfId };
