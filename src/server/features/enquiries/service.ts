import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { contactKeys, stageStatus } from '../../../shared/admissions';
import type { EnquiryStatus } from '../../../shared/constants';
import type { YearMonths } from '../../../shared/content/academic-year';
import type { LanguageCode } from '../../../shared/paths';
import { ENQUIRY_STATUS_LABELS, type EnquiryFields, type EnquirySubmission } from '../../../shared/schemas/enquiry';
import type { Page } from '../../../shared/schemas/paged-list';
import { keptSource, type SourceValues } from '../../../shared/schemas/source';
import { formsWordsFor } from '../../../shared/words/forms';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { enquiries } from '../../db/schema';
import { type Tx, write, writeTogether } from '../../db/write';
import { toCsv } from '../../lib/csv';
import { NotFoundError, SubmissionRefusedError } from '../../lib/errors';
import { listWhere, pagedList } from '../../lib/paged-list';
import { queueMail } from '../../platform/mail/outbox';
import { getSettings, officeRecipients } from '../../platform/settings';
import { type AcknowledgmentContext, acknowledgmentContext, queueAcknowledgment } from '../desk/acknowledgment';
import { withPossibleDuplicates } from '../desk/duplicates';
import { takeReference } from '../desk/references';
import { applyStatus } from '../desk/stages';
import { enquiryNotification } from '../mail/notifications';
import { currentPrivacyNotice } from '../privacy/service';

// Parents' enquiries: stored from the Enquiry Form, triaged by the office ('Contacts' in the dashboard).
// Enquiries are not public content, so no cached page is cleared.

/** What an enquiry stores beside the parent's fields, read before its transaction. */
interface EnquiryContext {
  recipients: string[];
  privacyVersion: number;
  acknowledgment: AcknowledgmentContext | null;
  /** The month the academic year starts in, which numbers the reference. */
  yearMonths: Pick<YearMonths, 'academicYearStartMonth'>;
}

/**
 * The privacy notice's version current now (the one the form linked to) and the office's recipients.
 * Read before the write: currentPrivacyNotice may itself write (a new version), and a group commit
 * runs its writes later than the request that asked for them.
 */
function enquiryContext(svc: ServiceContext): EnquiryContext {
  // Read once: each read copies the whole settings row out of SQLite.
  const settings = getSettings(svc);
  return {
    recipients: officeRecipients(svc, settings),
    privacyVersion: currentPrivacyNotice(svc, settings).version,
    acknowledgment: acknowledgmentContext(svc, settings),
    yearMonths: { academicYearStartMonth: settings.academicYearStartMonth },
  };
}

/**
 * The enquiry's insert, prepared once per database, inside the first enquiry's transaction: it runs for
 * every enquiry a parent sends, and only ever inside write() or writeTogether() (the statement belongs
 * to the connection, so each run is part of the transaction under way).
 */
function prepareInsert(tx: Tx) {
  const field = (name: string) => sql.placeholder(name);
  return tx
    .insert(enquiries)
    .values({
      name: field('name'),
      email: field('email'),
      mobile: field('mobile'),
      state: field('state'),
      city: field('city'),
      school: field('school'),
      grade: field('grade'),
      address: field('address'),
      stage: 'new',
      status: stageStatus('enquiry', 'new'),
      reference: field('reference'),
      utmSource: field('utmSource'),
      utmMedium: field('utmMedium'),
      utmCampaign: field('utmCampaign'),
      referrerHost: field('referrerHost'),
      landingPath: field('landingPath'),
      heardFrom: field('heardFrom'),
      mobileKey: field('mobileKey'),
      emailKey: field('emailKey'),
      privacyVersion: field('privacyVersion'),
      language: field('language'),
      createdAt: field('createdAt'),
      updatedAt: field('createdAt'),
    })
    .prepare();
}

const inserts = new WeakMap<Db, ReturnType<typeof prepareInsert>>();

/**
 * An enquiry as stored: the parent's fields, when known where the family came from, and the language
 * of the page it was sent from (English when not given: the command line, seeds, the walk-in desk).
 */
export type EnquiryToStore = EnquiryFields & SourceValues & { language?: LanguageCode };

/** What storing an enquiry answers: its id, and the reference the parent is shown. */
export interface StoredEnquiry {
  id: number;
  reference: string;
}

/**
 * Inserts the enquiry at stage New, the name being first and last joined, with its reference taken in
 * the same transaction, and in it too the office's notification (docs/decisions/016-mail-outbox.md).
 */
function insertEnquiry(svc: ServiceContext, tx: Tx, input: EnquiryToStore, context: EnquiryContext): StoredEnquiry {
  let insert = inserts.get(svc.db);
  if (!insert) {
    insert = prepareInsert(tx);
    inserts.set(svc.db, insert);
  }
  // The service's clock, as every stored time (tests and a restored backup checked at another date).
  const now = svc.now();
  const reference = takeReference(svc.db, tx, 'enquiry', now, context.yearMonths);
  const source = keptSource(input);
  const { lastInsertRowid } = insert.run({
    ...source,
    reference,
    createdAt: now,
    name: `${input.firstName} ${input.lastName}`,
    email: input.email,
    mobile: input.mobile,
    state: input.state,
    city: input.city,
    school: input.school,
    grade: input.grade,
    address: input.address,
    ...contactKeys(input),
    privacyVersion: context.privacyVersion,
    language: input.language ?? 'en',
  });
  const id = Number(lastInsertRowid);
  if (context.recipients.length > 0)
    queueMail(tx, enquiryNotification(svc.config.siteUrl, context.recipients, id, input), svc.mail.now());
  queueAcknowledgment(svc, tx, context.acknowledgment, 'enquiry', input.email, reference, input.language);
  return { id, reference };
}

/**
 * Stores an enquiry in its own transaction (the command line, seeds, tests): the parent's answer never
 * waits on the mail server. Throws StorageError when the commit fails.
 */
export function createEnquiry(svc: ServiceContext, input: EnquiryToStore): StoredEnquiry {
  const context = enquiryContext(svc);
  const created = write(svc.db, (tx) => insertEnquiry(svc, tx, input, context));
  if (context.recipients.length > 0 || context.acknowledgment) svc.mail.wake();
  return created;
}

/**
 * Stores a visitor's enquiry with the others sent in the same turn of the event loop, in one
 * transaction and one fsync (docs/decisions/023-enquiry-group-commit.md). Resolves once that commit
 * succeeded; rejects with StorageError, like every enquiry of its group, when it failed.
 */
export async function storeEnquiry(svc: ServiceContext, input: EnquiryToStore): Promise<StoredEnquiry> {
  const context = enquiryContext(svc);
  const created = await writeTogether(svc.db, (tx) => insertEnquiry(svc, tx, input, context));
  if (context.recipients.length > 0 || context.acknowledgment) svc.mail.wake();
  return created;
}

/**
 * A visitor's enquiry, from the tRPC procedure or the form posted without JavaScript: limited per
 * client address, refused when the honeypot is filled (docs/decisions/005-honeypot-and-rate-limits.md),
 * then stored. Every refusal is a SubmissionRefusedError with the message the visitor sees. The limit
 * is counted before anything waits, so parallel and batched calls count one by one.
 */
export async function submitEnquiry(
  svc: ServiceContext,
  input: EnquirySubmission,
  clientIp: string,
  language: LanguageCode = 'en',
): Promise<StoredEnquiry> {
  const words = formsWordsFor(language).enquiry;
  const waitSeconds = svc.limits.enquiry.hit(clientIp);
  if (waitSeconds > 0) throw new SubmissionRefusedError('rateLimited', words.rateLimited, waitSeconds);
  // The honeypot is invisible and unreachable by keyboard; only automated form fillers fill it.
  if (input.website.trim() !== '') throw new SubmissionRefusedError('refused', words.refused);
  const { website: _honeypot, ...fields } = input;
  return storeEnquiry(svc, { ...fields, language });
}

export interface EnquiryFilter {
  status?: EnquiryStatus;
  /** Matches name, email or mobile, case-insensitively. */
  search?: string;
}

const columns = {
  id: enquiries.id,
  name: enquiries.name,
  email: enquiries.email,
  mobile: enquiries.mobile,
  state: enquiries.state,
  city: enquiries.city,
  school: enquiries.school,
  grade: enquiries.grade,
  address: enquiries.address,
  status: enquiries.status,
  stage: enquiries.stage,
  reference: enquiries.reference,
  privacyVersion: enquiries.privacyVersion,
  /** The language of the page it was sent from ('en' for the office's own). */
  language: enquiries.language,
  /** 'office' for a walk-in or phone enquiry the office recorded (no privacy notice was shown). */
  utmSource: enquiries.utmSource,
  createdAt: enquiries.createdAt,
};

const whereFor = (filter: EnquiryFilter): SQL | undefined =>
  listWhere({
    statusColumn: enquiries.status,
    status: filter.status,
    searchColumns: [enquiries.name, enquiries.email, enquiries.mobile],
    search: filter.search,
  });

type Column = (typeof columns)[keyof typeof columns];
type ValueOf<C extends Column> = C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null;
type EnquiryRow = { [K in keyof typeof columns]: ValueOf<(typeof columns)[K]> };

// A missing or invalid created date is sent as null (the dashboard shows 'N/A').
const toItem = ({ createdAt, ...rest }: EnquiryRow) => ({
  ...rest,
  createdAt: createdAt instanceof Date && !Number.isNaN(createdAt.getTime()) ? createdAt.toISOString() : null,
});
export type EnquiryItem = ReturnType<typeof toItem>;

/** One page of enquiries, newest first; a page past the end shows the last page. */
export function listEnquiries(
  svc: ServiceContext,
  input: EnquiryFilter & { page: number; pageSize: number },
): Page<EnquiryItem & { possibleDuplicateOf: string | null }> {
  const where = whereFor(input);
  const page = pagedList(
    input,
    () => svc.db.select({ n: count() }).from(enquiries).where(where).get()?.n ?? 0,
    (limit, offset) =>
      svc.db
        .select(columns)
        .from(enquiries)
        .where(where)
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .limit(limit)
        .offset(offset)
        .all()
        .map(toItem),
  );
  return withPossibleDuplicates(svc, 'enquiry', page);
}

/** One enquiry, for the dashboard's address of it (/admin/contacts/<id>); NotFoundError when there is none. */
export function getEnquiry(svc: ServiceContext, id: number): EnquiryItem {
  const row = svc.db.select(columns).from(enquiries).where(eq(enquiries.id, id)).get();
  if (!row) throw new NotFoundError();
  return toItem(row);
}

/**
 * Sets the status the old way (the Contacts view): the stage becomes the one the status stands for,
 * unless the current stage already shows as that status, and the status is written from the stage.
 */
export function setEnquiryStatus(svc: ServiceContext, id: number, status: EnquiryStatus, actor = '') {
  const row = write(svc.db, (tx) => {
    if (!applyStatus(tx, { kind: 'enquiry', id, status, actor, at: svc.now() })) return undefined;
    return tx.select({ id: enquiries.id, status: enquiries.status }).from(enquiries).where(eq(enquiries.id, id)).get();
  });
  if (!row) throw new NotFoundError();
  return row;
}

export function removeEnquiry(svc: ServiceContext, id: number): void {
  const { changes } = write(svc.db, (tx) => tx.delete(enquiries).where(eq(enquiries.id, id)).run());
  if (changes === 0) throw new NotFoundError();
}

/** What a parent wrote in the Enquiry Form, as the exports name its columns (the privacy export too). */
export const ENQUIRY_CSV_FIELDS = ['Name', 'Email', 'Mobile', 'State', 'City', 'School', 'Grade', 'Address'] as const;

export const ENQUIRIES_CSV_HEADER = [...ENQUIRY_CSV_FIELDS, 'Status', 'Received'];

/** Every enquiry matching the filter as CSV (UTF-8 with BOM, formula-safe; see csv.ts). */
export function exportEnquiriesCsv(svc: ServiceContext, filter: EnquiryFilter): string {
  const rows = svc.db
    .select(columns)
    .from(enquiries)
    .where(whereFor(filter))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .all()
    .map((r) => [
      r.name,
      r.email,
      r.mobile,
      r.state,
      r.city,
      r.school,
      r.grade,
      r.address,
      ENQUIRY_STATUS_LABELS[r.status as EnquiryStatus] ?? r.status,
      r.createdAt,
    ]);
  return toCsv(ENQUIRIES_CSV_HEADER, rows);
}

/** How many enquiries there are, and how many of them are still 'new' (the dashboard's count cards). */
export function countEnquiries(svc: ServiceContext): { total: number; new: number } {
  const row = svc.db
    .select({ total: count(), new: sql<number>`coalesce(sum(${enquiries.status} = 'new'), 0)` })
    .from(enquiries)
    .get();
  return { total: row?.total ?? 0, new: Number(row?.new ?? 0) };
}
