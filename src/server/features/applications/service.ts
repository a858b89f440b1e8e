import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { contactKeys, openStageIndex, stageStatus } from '../../../shared/admissions';
import { SCHOOL_CLASSES } from '../../../shared/content/default-settings';
import { GENDERS } from '../../../shared/content/school-facts';
import type { LanguageCode } from '../../../shared/paths';
import type { ApplicationFields, ApplicationStatus, ApplicationSubmission } from '../../../shared/schemas/application';
import { APPLICATION_STATUS_LABELS } from '../../../shared/schemas/application';
import type { Page } from '../../../shared/schemas/paged-list';
import { keptSource, type SourceValues } from '../../../shared/schemas/source';
import { formsWordsFor } from '../../../shared/words/forms';
import type { ServiceContext } from '../../context';
import { applications } from '../../db/schema';
import { type Tx, write } from '../../db/write';
import { toCsv } from '../../lib/csv';
import { InvalidFieldError, NotFoundError, SubmissionRefusedError } from '../../lib/errors';
import { listWhere, pagedList } from '../../lib/paged-list';
import { queueMail } from '../../platform/mail/outbox';
import { getSettings, officeRecipients } from '../../platform/settings';
import { acknowledgmentContext, queueAcknowledgment } from '../desk/acknowledgment';
import { withPossibleDuplicates } from '../desk/duplicates';
import { takeReference } from '../desk/references';
import { applyStatus } from '../desk/stages';
import { applicationNotification } from '../mail/notifications';
import { dueSentence } from '../payments/box';
import { askForPayment } from '../payments/dues';
import { currentPrivacyNotice } from '../privacy/service';

// Online applications from /apply: stored with status 'new', read and managed by the
// administrator. Applications are not public content, so no cached page is cleared.

/**
 * Stores an application with the privacy notice's version current now (the one the form linked to) and
 * the time of the parent's or guardian's consent (the schema refuses an application without it), and,
 * in the same transaction, the office's notification (docs/decisions/016-mail-outbox.md); returns its
 * reference number. Throws StorageError when the commit fails.
 */
export function createApplication(
  svc: ServiceContext,
  input: ApplicationFields & SourceValues & { language?: LanguageCode },
): { id: number; reference: string } {
  const language = input.language ?? 'en';
  const recipients = officeRecipients(svc);
  const { version: privacyVersion } = currentPrivacyNotice(svc);
  const source = keptSource(input);
  const acknowledgment = acknowledgmentContext(svc);
  const yearMonths = getSettings(svc);
  const created = write(svc.db, (tx) => {
    const now = svc.now();
    // Taken in the insert's transaction, so parallel applications never share one.
    const reference = takeReference(svc.db, tx, 'application', now, yearMonths);
    const id = insertApplicationRow(tx, input, { ...source, reference, now, privacyVersion, language });
    // The form fee Settings asks when applying, in the same write (docs/decisions/052-upi-fees.md).
    const paymentId = askForPayment(tx, { applicationId: id, reference, purpose: 'application', language, at: now });
    if (recipients.length > 0)
      queueMail(tx, applicationNotification(svc.config.siteUrl, recipients, id, input, reference), svc.mail.now());
    queueAcknowledgment(svc, tx, acknowledgment, 'application', input.email, reference, language, (statusUrl) =>
      dueSentence(svc, paymentId, language, statusUrl),
    );
    return { id, reference };
  });
  if (recipients.length > 0 || acknowledgment) svc.mail.wake();
  return created;
}

type ApplicationRow = typeof applications.$inferInsert;

/**
 * Inserts a new application at Applied in `tx`: the family's fields, their contact keys, the stage and
 * the status it shows as, and the consent time when consent was given. What differs between the
 * parent's form and the office starting one from an enquiry (reference, source, link) comes in `row`.
 */
export function insertApplicationRow(
  tx: Tx,
  input: Omit<ApplicationFields, 'agreeToTerms'>,
  row: Partial<ApplicationRow> & { reference: string; now: Date; privacyVersion: number | null },
): number {
  const { now, ...rest } = row;
  const { lastInsertRowid } = tx
    .insert(applications)
    .values({
      stage: 'applied',
      status: stageStatus('application', 'applied'),
      reachedStage: openStageIndex('applied'),
      createdAt: now,
      updatedAt: now,
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
      ...contactKeys({ mobile: input.contactNumber, email: input.email }),
      consentAt: input.guardianConsent ? now : null,
      ...rest,
    })
    .run();
  return Number(lastInsertRowid);
}

/**
 * A visitor's application, from the tRPC procedure or the form posted without JavaScript: limited per
 * client address and guarded by the honeypot like enquiries; returns the reference number.
 */
export function submitApplication(
  svc: ServiceContext,
  input: ApplicationSubmission,
  clientIp: string,
  language: LanguageCode = 'en',
): { id: number; reference: string } {
  const messages = formsWordsFor(language).application.messages;
  // Admissions and the classes open for them are settings the school changes: the form may have been
  // loaded before a change, so the current ones decide (the callers' schema checks the class too,
  // with the other fields; this is the rule for any caller). Checked before the limit counts.
  const admissions = getSettings(svc);
  if (!admissions.admissionsOpen) throw new SubmissionRefusedError('refused', messages.closed);
  if (!admissions.applicationClasses.includes(input.classApplying))
    throw new InvalidFieldError('classApplying', messages.classUnknown);
  const waitSeconds = svc.limits.application.hit(clientIp);
  if (waitSeconds > 0) throw new SubmissionRefusedError('rateLimited', messages.rateLimited, waitSeconds);
  if (input.website.trim() !== '') throw new SubmissionRefusedError('refused', messages.refused);
  const { website: _honeypot, agreeToTerms: _agreed, guardianConsent: _consented, ...fields } = input;
  return createApplication(svc, { ...fields, agreeToTerms: true, guardianConsent: true, language });
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
  stage: applications.stage,
  reference: applications.reference,
  privacyVersion: applications.privacyVersion,
  /** The language of the page it was sent from. */
  language: applications.language,
  consentAt: applications.consentAt,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
};

const whereFor = (filter: { status?: ApplicationStatus; search?: string }): SQL | undefined =>
  listWhere({
    statusColumn: applications.status,
    status: filter.status,
    searchColumns: [
      applications.studentName,
      applications.fatherName,
      applications.motherName,
      applications.email,
      applications.contactNumber,
    ],
    search: filter.search,
  });

type Row = Pick<typeof applications.$inferSelect, keyof typeof columns>;
const shape = ({ createdAt, updatedAt, consentAt, ...rest }: Row) => ({
  ...rest,
  /** When the parent or guardian gave consent; null for applications sent before it was asked. */
  consentAt: consentAt ? consentAt.toISOString() : null,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});
export type AdminApplication = ReturnType<typeof shape>;

/** One page of applications, newest first; a page past the end shows the last page. */
export function listApplications(
  svc: ServiceContext,
  input: { page: number; pageSize: number; status?: ApplicationStatus; search?: string },
): Page<AdminApplication & { possibleDuplicateOf: string | null }> {
  const where = whereFor(input);
  const page = pagedList(
    input,
    () => svc.db.select({ n: count() }).from(applications).where(where).get()?.n ?? 0,
    (limit, offset) =>
      svc.db
        .select(columns)
        .from(applications)
        .where(where)
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(limit)
        .offset(offset)
        .all()
        .map(shape),
  );
  return withPossibleDuplicates(svc, 'application', page);
}

/** One application, for the dashboard's address of it (/admin/applications/<id>); NotFoundError when there is none. */
export function getApplication(svc: ServiceContext, id: number): AdminApplication {
  const row = svc.db.select(columns).from(applications).where(eq(applications.id, id)).get();
  if (!row) throw new NotFoundError('Application not found');
  return shape(row);
}

/** How many applications there are, and how many of them are still 'new' (the dashboard's count cards). */
export function countApplications(svc: ServiceContext): { total: number; new: number } {
  const row = svc.db
    .select({ total: count(), new: sql<number>`coalesce(sum(${applications.status} = 'new'), 0)` })
    .from(applications)
    .get();
  return { total: row?.total ?? 0, new: Number(row?.new ?? 0) };
}

/**
 * Sets the status the old way (the Applications view): the stage becomes the one the status stands
 * for, unless the current stage already shows as that status, and the status is written from the stage.
 * Returns the updated application; NotFoundError when it does not exist.
 */
export function setApplicationStatus(svc: ServiceContext, id: number, status: ApplicationStatus, actor = '') {
  const row = write(svc.db, (tx) => {
    if (!applyStatus(tx, { kind: 'application', id, status, actor, at: svc.now() })) return undefined;
    return tx.select(columns).from(applications).where(eq(applications.id, id)).get();
  });
  if (!row) throw new NotFoundError('Application not found');
  return shape(row);
}

/** Deletes an application; NotFoundError when it does not exist. */
export function removeApplication(svc: ServiceContext, id: number): void {
  const { changes } = write(svc.db, (tx) => tx.delete(applications).where(eq(applications.id, id)).run());
  if (changes === 0) throw new NotFoundError('Application not found');
}

const classLabel = new Map<string, string>(SCHOOL_CLASSES.map((c) => [c.value, c.label]));
const genderLabel = new Map<string, string>(GENDERS.map((g) => [g.value, g.label]));

/** All applications matching the filter as CSV (BOM, formula-injection safe; see csv.ts). */
export function exportApplicationsCsv(
  svc: ServiceContext,
  filter: { status?: ApplicationStatus; search?: string },
): string {
  const rows = svc.db
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
      r.createdAt,
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
