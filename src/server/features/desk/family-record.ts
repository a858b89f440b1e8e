import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/sqlite-core';
import { type DeskKind, REFERENCE_PREFIX } from '../../../shared/admissions';
import { SCHOOL_CLASSES } from '../../../shared/content/default-settings';
import type { Reader } from '../../db/client';
import { applications, enquiries } from '../../db/schema';
import type { Tx } from '../../db/write';
import { type DeskEventInput, recordDeskEvent } from './timeline';

// A family's record on the desk: an enquiry or an application. Both tables hold the desk's columns
// under the same names (deskColumns in db/schema.ts), but each names the family's own details its way
// (an enquiry's `name` and `mobile`, an application's `studentName` and `contactNumber`). This map is
// the one place that says, for each kind, which table and which columns those are, so the desk's
// stages, pipeline, replies, duplicates and digest read and write "a family's record" once for both.

const classLabels = new Map<string, string>(SCHOOL_CLASSES.map((c) => [c.value, c.label]));

export const FAMILY_RECORDS = {
  enquiry: {
    table: enquiries,
    /** The audit log's entity for a change of it. */
    auditEntity: 'enquiries',
    /** Its page in the dashboard: /admin/<section>/<id>. */
    adminSection: 'contacts',
    /** The family's name as the office lists it (the queue, the duplicates panel): the enquirer's. */
    name: enquiries.name,
    mobile: enquiries.mobile,
    email: enquiries.email,
    /** The class asked for, stored as the parent chose it ('Grade 1'), which is how it reads. */
    classAsked: enquiries.grade,
    classLabel: (grade: string): string => grade,
    /** The parent a reply greets: the enquirer. */
    parentName: enquiries.name,
    otherParentName: null,
    /** The enquiry form asks for no child's name. */
    childName: null,
    /** The enquiry an application continues: an enquiry continues none. */
    enquiryId: null,
  },
  application: {
    table: applications,
    auditEntity: 'applications',
    adminSection: 'applications',
    /** On an application the office knows the family by the student's name. */
    name: applications.studentName,
    mobile: applications.contactNumber,
    email: applications.email,
    /** The class's value ('class1'), read as its label ('Class 1'). */
    classAsked: applications.classApplying,
    classLabel: (value: string): string => classLabels.get(value) ?? value,
    /** A reply greets the father, or the mother when no father's name was given. */
    parentName: applications.fatherName,
    otherParentName: applications.motherName,
    childName: applications.studentName,
    enquiryId: applications.enquiryId,
  },
} as const;

export type FamilyRecord = (typeof FAMILY_RECORDS)[DeskKind];
export type FamilyTable = FamilyRecord['table'];

/**
 * Where the family came from, kept alike on both kinds: the desk panel shows it, and an application the
 * office starts from an enquiry takes it along.
 */
export const sourceColumns = (table: FamilyTable) => ({
  utmSource: table.utmSource,
  utmMedium: table.utmMedium,
  utmCampaign: table.utmCampaign,
  referrerHost: table.referrerHost,
  landingPath: table.landingPath,
  heardFrom: table.heardFrom,
});

/** The kind a reference names by its prefix ('ENQ-…', 'APP-…'), or null. */
export function kindOfReference(reference: string): DeskKind | null {
  for (const kind of ['enquiry', 'application'] as const)
    if (reference.startsWith(`${REFERENCE_PREFIX[kind]}-`)) return kind;
  return null;
}

/** The row of one record with the columns `pick` chooses from its kind's map, or undefined. */
export function readFamilyRecord<K extends DeskKind, T extends SelectedFields>(
  db: Reader,
  kind: K,
  id: number,
  pick: (record: (typeof FAMILY_RECORDS)[K]) => T,
) {
  const record = FAMILY_RECORDS[kind];
  return db.select(pick(record)).from(record.table).where(eq(record.table.id, id)).get();
}

type EnquiryRow = typeof enquiries.$inferInsert;
type ApplicationRow = typeof applications.$inferInsert;

/** The desk's own columns of a record that a change writes (the same names in both tables). */
export type FamilyRecordValues = Partial<
  Pick<
    EnquiryRow,
    | 'stage'
    | 'reachedStage'
    | 'admittedAt'
    | 'assignedTo'
    | 'followUpAt'
    | 'followUpNote'
    | 'campusId'
    | 'mergedInto'
    | 'updatedAt'
  > & { status: EnquiryRow['status'] | ApplicationRow['status'] }
>;

/** Writes `values` to one record inside `tx`. */
export function updateFamilyRecord(tx: Tx, kind: DeskKind, id: number, values: FamilyRecordValues): void {
  const table: FamilyTable = FAMILY_RECORDS[kind].table;
  tx.update(table)
    .set(values as EnquiryRow & ApplicationRow)
    .where(eq(table.id, id))
    .run();
}

/** Who changes which record, when. */
export interface FamilyRecordChange {
  kind: DeskKind;
  id: number;
  /** The staff member's username; '' for the site itself. */
  actor: string;
  at: Date;
}

/**
 * A change of one record and its timeline entry, inside `tx`: `values` (when any) are written to the
 * record, and the event is recorded on it.
 */
export function changeFamilyRecord(
  tx: Tx,
  change: FamilyRecordChange,
  values: FamilyRecordValues | null,
  event: Pick<DeskEventInput, 'type' | 'detail' | 'note'>,
): void {
  if (values) updateFamilyRecord(tx, change.kind, change.id, values);
  recordDeskEvent(tx, { kind: change.kind, recordId: change.id, actor: change.actor, at: change.at, ...event });
}

/** What a reply needs of a family: how to reach them and what its fields say. */
export interface FamilyContact {
  reference: string | null;
  email: string;
  mobile: string;
  parentName: string;
  /** null when the record holds no child's name (an enquiry). */
  childName: string | null;
  /** The class asked for, as the site writes it ('Class 1', 'Grade 1'). */
  classLabel: string;
}

/** One record's contact, read by its id; undefined when there is none. */
export function readFamilyContact(db: Reader, kind: DeskKind, id: number): FamilyContact | undefined {
  const record: FamilyRecord = FAMILY_RECORDS[kind];
  const row = readFamilyRecord(db, kind, id, (r) => ({
    reference: r.table.reference,
    email: r.email,
    mobile: r.mobile,
    classAsked: r.classAsked,
    parentName: r.parentName,
    // Columns a kind does not have are not asked for.
    ...(r.otherParentName ? { otherParentName: r.otherParentName } : {}),
    ...(r.childName ? { childName: r.childName } : {}),
  }));
  if (!row) return undefined;
  const otherParentName = 'otherParentName' in row ? (row.otherParentName as string) : null;
  return {
    reference: row.reference,
    email: row.email.trim(),
    mobile: row.mobile,
    // With a second parent, the first whose name was given; a lone enquirer's name as they wrote it.
    parentName: otherParentName === null ? row.parentName : row.parentName.trim() || otherParentName.trim(),
    childName: 'childName' in row ? (row.childName as string) : null,
    classLabel: record.classLabel(row.classAsked),
  };
}
