import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { APPLICATION_CLASSES, GENDERS } from '../../shared/content/school-facts';
import type {
  ApplicationFields,
  ApplicationListInput,
  ApplicationStatus,
  ApplicationSubmission,
} from '../../shared/schemas/application';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  APPLICATIONS_PAGE_SIZE,
} from '../../shared/schemas/application';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import { write } from '../db/write';
import type { ServiceContext } from './context';
import { toCsv } from './csv';
import { SubmissionRefusedError } from './errors';

// Online applications from /apply (issue 5): stored with status 'new', read and managed by the
// administrator. Applications are not public content, so no cached page is cleared.

/** Stores an application; returns its reference number. Throws StorageError when the commit fails. */
export function createApplication(db: Db, input: ApplicationFields): { id: number } {
  return write(db, (tx) => {
    const { lastInsertRowid } = tx
      .insert(applications)
      .values({
        studentName: input.studentName,
        dateOfBirth: input.dateOfBirth,
        classApplying: input.classApplying,
        gender: input.gender,
        fatherName: input.fatherName,
        motherName: input.motherName,
        contactNumber: input.contactNumber,
        email: input.email,
        address: input.address,
        previousSchool: input.previousSchool,
        bloodGroup: input.bloodGroup,
        status: 'new',
      })
      .run();
    return { id: Number(lastInsertRowid) };
  });
}

/**
 * A visitor's application, from the tRPC procedure or the form posted without JavaScript: limited per
 * client address and guarded by the honeypot like enquiries; returns the reference number.
 */
export function submitApplication(svc: ServiceContext, input: ApplicationSubmission, clientIp: string): number {
  const waitSeconds = svc.limits.application.hit(clientIp);
  if (waitSeconds > 0) throw new SubmissionRefusedError('rateLimited', APPLICATION_MESSAGES.rateLimited, waitSeconds);
  if (input.website.trim() !== '') throw new SubmissionRefusedError('refused', APPLICATION_MESSAGES.refused);
  const { website: _honeypot, agreeToTerms: _agreed, ...fields } = input;
  return createApplication(svc.db, { ...fields, agreeToTerms: true }).id;
}

const columns = {
  id: applications.id,
  studentName: applications.studentName,
  dateOfBirth: applications.dateOfBirth,
  classApplying: applications.classApplying,
  gender: applications.gender,
  fatherName: applications.fatherName,
  motherName: applications.motherName,
  contactNumber: applications.contactNumber,
  email: applications.email,
  address: applications.address,
  previousSchool: applications.previousSchool,
  bloodGroup: applications.bloodGroup,
  status: applications.status,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
};

/** Escapes LIKE wildcards so a search for '50%' matches the text, not everything. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereFor(filter: { status?: ApplicationStatus; search?: string }): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(applications.status, filter.status));
  const search = filter.search?.trim();
  if (search) {
    const pattern = likeContains(search);
    // Case-insensitive for ASCII (SQLite LIKE); name, email or phone (issue 5).
    const match = or(
      sql`${applications.studentName} LIKE ${pattern} ESCAPE '\\'`,
      sql`${applications.fatherName} LIKE ${pattern} ESCAPE '\\'`,
      sql`${applications.motherName} LIKE ${pattern} ESCAPE '\\'`,
      sql`${applications.email} LIKE ${pattern} ESCAPE '\\'`,
      sql`${applications.contactNumber} LIKE ${pattern} ESCAPE '\\'`,
    );
    if (match) conditions.push(match);
  }
  return conditions.length ? and(...conditions) : undefined;
}

type Row = typeof applications.$inferSelect;
const shape = ({ createdAt, updatedAt, ...rest }: Row) => ({
  ...rest,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});
export type AdminApplication = ReturnType<typeof shape>;

/** One page of applications, newest first, with the pagination object of the contacts list. */
export function listApplications(
  db: Db,
  input: Required<Pick<ApplicationListInput, 'page' | 'pageSize'>> & { status?: ApplicationStatus; search?: string },
) {
  const where = whereFor(input);
  const total = db.select({ n: count() }).from(applications).where(where).get()?.n ?? 0;
  const pageSize = input.pageSize || APPLICATIONS_PAGE_SIZE;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  // Out-of-range pages are clamped (spec §5: out-of-range page numbers are ignored).
  const currentPage = Math.min(Math.max(1, input.page), totalPages);
  const rows = db
    .select(columns)
    .from(applications)
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .all()
    .map(shape);
  return {
    applications: rows,
    pagination: {
      currentPage,
      totalPages,
      totalItems: total,
      pageSize,
      hasNext: currentPage < totalPages,
      hasPrev: currentPage > 1,
    },
  };
}

/** Sets the status; returns the updated application or null when it does not exist. */
export function setApplicationStatus(db: Db, id: number, status: ApplicationStatus) {
  const [row] = write(db, (tx) =>
    tx.update(applications).set({ status, updatedAt: new Date() }).where(eq(applications.id, id)).returning().all(),
  );
  return row ? shape(row) : null;
}

/** Deletes an application; returns whether it existed. */
export function removeApplication(db: Db, id: number): boolean {
  return write(db, (tx) => tx.delete(applications).where(eq(applications.id, id)).run().changes > 0);
}

const classLabel = new Map<string, string>(APPLICATION_CLASSES.map((c) => [c.value, c.label]));
const genderLabel = new Map<string, string>(GENDERS.map((g) => [g.value, g.label]));

/** All applications matching the filter as CSV (BOM, formula-injection safe; see csv.ts). */
export function exportApplicationsCsv(db: Db, filter: { status?: ApplicationStatus; search?: string }): string {
  const rows = db
    .select(columns)
    .from(applications)
    .where(whereFor(filter))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .all();
  return toCsv(
    [
      'Reference',
      'Submitted',
      'Status',
      'Student Name',
      'Date of Birth',
      'Class Applying For',
      'Gender',
      "Father's Name",
      "Mother's Name",
      'Contact Number',
      'Email Address',
      'Address',
      'Previous School',
      'Blood Group',
    ],
    rows.map((r) => [
      r.id,
      r.createdAt.toISOString(),
      APPLICATION_STATUS_LABELS[r.status],
      r.studentName,
      r.dateOfBirth,
      classLabel.get(r.classApplying) ?? r.classApplying,
      genderLabel.get(r.gender) ?? r.gender,
      r.fatherName,
      r.motherName,
      r.contactNumber,
      r.email,
      r.address,
      r.previousSchool,
      r.bloodGroup,
    ]),
  );
}
