import { desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { type EnquiryStatus, MOBILE_LENGTH } from '../../../shared/constants';
import { SCHOOL_CLASSES } from '../../../shared/content/default-settings';
import { fileDate } from '../../../shared/format';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '../../../shared/schemas/application';
import { ENQUIRY_STATUS_LABELS } from '../../../shared/schemas/enquiry';
import type { PersonQuery } from '../../../shared/schemas/person-data';
import type { ServiceContext } from '../../context';
import { applications, enquiries, mailOutbox } from '../../db/schema';
import { type Tx, write } from '../../db/write';
import { toCsv } from '../../lib/csv';
import { isParentMail, PARENT_MAIL_KINDS } from '../../platform/mail/outbox';
import { candidateMailIds } from '../careers/candidate-mails';
import {
  type CandidateRow,
  candidateCopy,
  candidateStage,
  deleteCandidates,
  findCandidates,
  removeCvFiles,
} from '../careers/person-data';
import { ENQUIRY_CSV_FIELDS } from '../enquiries/service';
import { paymentsOfApplications } from '../payments/office';

// A data principal's rights under India's DPDP Act (docs/decisions/022-privacy-and-audit.md): the
// office finds what the site holds about one person by their e-mail address or mobile number, gives
// them a copy (JSON and CSV), and erases it. What a person holds here: their enquiries, their
// applications, and the notification e-mails to the office that repeat those details (mail_outbox);
// a candidate for a post (docs/decisions/053-careers.md), found also by name or JOB reference: their
// application with its timeline and CV file (features/careers/person-data.ts), and the mails about it.
// Applications have no files. Nothing typed here is logged: the procedures are POST mutations, and
// the audit log gets counts only.

/** A mobile column with the usual separators taken out (the forms store 10 digits; older rows may not). */
const digitsOf = (column: AnySQLiteColumn): SQL =>
  sql`replace(replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')`;

function whereEmailOrMobile(
  q: Extract<PersonQuery, { kind: 'email' | 'mobile' }>,
  email: AnySQLiteColumn,
  mobile: AnySQLiteColumn,
): SQL {
  return q.kind === 'email'
    ? sql`lower(trim(${email})) = ${q.email}`
    : sql`length(${digitsOf(mobile)}) >= ${MOBILE_LENGTH} and substr(${digitsOf(mobile)}, ${-MOBILE_LENGTH}) = ${q.mobile}`;
}

type EnquiryRow = typeof enquiries.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;
type MailRow = Pick<
  typeof mailOutbox.$inferSelect,
  'id' | 'kind' | 'recipients' | 'subject' | 'textBody' | 'replyTo' | 'status' | 'createdAt' | 'sentAt'
>;

const mailColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  recipients: mailOutbox.recipients,
  subject: mailOutbox.subject,
  textBody: mailOutbox.textBody,
  replyTo: mailOutbox.replyTo,
  status: mailOutbox.status,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

/** The record a notification announces, from the dashboard link in its text (mail/notifications.ts). */
export function mailRecord(
  mail: Pick<MailRow, 'kind' | 'textBody'>,
): { kind: 'enquiry' | 'application'; id: number } | null {
  const pattern =
    mail.kind === 'enquiry'
      ? /\/admin\/contacts\/(\d+)\b/
      : mail.kind === 'application'
        ? /\/admin\/applications\/(\d+)\b/
        : null;
  const m = pattern?.exec(mail.textBody);
  return m ? { kind: mail.kind as 'enquiry' | 'application', id: Number(m[1]) } : null;
}

/** The values of `Label: value` lines of a notification's text. */
function lineValues(text: string, labels: string[]): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const i = line.indexOf(': ');
    if (i > 0 && labels.includes(line.slice(0, i))) out.push(line.slice(i + 2).trim());
  }
  return out;
}

/** The addresses a mail was sent to (a JSON list). */
function recipientsOf(mail: MailRow): string[] {
  try {
    const list: unknown = JSON.parse(mail.recipients);
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether a notification carries this person's address or number (its Reply-To, its Email/Mobile
 * lines), or a mail to a parent (an acknowledgment, a reply) was sent to their address.
 */
function mailMentions(mail: MailRow, q: PersonQuery): boolean {
  // A name or a JOB reference finds candidates only; their mails are found by them.
  if (q.kind !== 'email' && q.kind !== 'mobile') return false;
  if (isParentMail(mail.kind))
    return q.kind === 'email' && recipientsOf(mail).some((v) => v.trim().toLowerCase() === q.email);
  if (q.kind === 'email')
    return [mail.replyTo ?? '', ...lineValues(mail.textBody, ['Email'])].some(
      (v) => v.trim().toLowerCase() === q.email,
    );
  return lineValues(mail.textBody, ['Mobile', 'Contact number']).some((v) => {
    const digits = v.replace(/\D/g, '');
    return digits.length >= MOBILE_LENGTH && digits.slice(-MOBILE_LENGTH) === q.mobile;
  });
}

interface Held {
  enquiries: EnquiryRow[];
  applications: ApplicationRow[];
  candidates: CandidateRow[];
  mails: MailRow[];
}

/**
 * Everything held about the person: their enquiries and applications, and the notifications that
 * announce those or carry the address or number (a mail whose record the office deleted is found too).
 */
function collect(svc: ServiceContext, q: PersonQuery): Held {
  const parents = q.kind === 'email' || q.kind === 'mobile' ? q : null;
  const foundEnquiries = parents
    ? svc.db
        .select()
        .from(enquiries)
        .where(whereEmailOrMobile(parents, enquiries.email, enquiries.mobile))
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .all()
    : [];
  const foundApplications = parents
    ? svc.db
        .select()
        .from(applications)
        .where(whereEmailOrMobile(parents, applications.email, applications.contactNumber))
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .all()
    : [];
  const foundCandidates = findCandidates(svc, q);
  const enquiryIds = new Set(foundEnquiries.map((r) => r.id));
  const applicationIds = new Set(foundApplications.map((r) => r.id));
  const candidateMails = new Set(candidateMailIds(svc, foundCandidates));
  const mails = svc.db
    .select(mailColumns)
    .from(mailOutbox)
    .where(
      candidateMails.size > 0
        ? sql`${inArray(mailOutbox.kind, ['enquiry', 'application', ...PARENT_MAIL_KINDS])} or ${inArray(mailOutbox.id, [...candidateMails])}`
        : inArray(mailOutbox.kind, ['enquiry', 'application', ...PARENT_MAIL_KINDS]),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .all()
    .filter((mail) => {
      if (candidateMails.has(mail.id)) return true;
      const record = mailRecord(mail);
      if (record && (record.kind === 'enquiry' ? enquiryIds : applicationIds).has(record.id)) return true;
      return mailMentions(mail, q);
    });
  return { enquiries: foundEnquiries, applications: foundApplications, candidates: foundCandidates, mails };
}

export interface PersonCounts {
  enquiries: number;
  applications: number;
  candidates: number;
  mails: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 enquiries, 1 application, 0 candidates, 3 notification e-mails': counts only (the audit log's detail). */
export function countsDetail(c: PersonCounts): string {
  return [
    plural(c.enquiries, 'enquiry', 'enquiries'),
    plural(c.applications, 'application', 'applications'),
    plural(c.candidates, 'candidate', 'candidates'),
    plural(c.mails, 'notification e-mail', 'notification e-mails'),
  ].join(', ');
}

/** '2 enquiries and 1 application for priya@example.com' (the office's summary; holds the query). */
function summaryOf(c: PersonCounts, shown: string): string {
  const parts = [
    c.enquiries ? plural(c.enquiries, 'enquiry', 'enquiries') : '',
    c.applications ? plural(c.applications, 'application', 'applications') : '',
    c.candidates ? plural(c.candidates, 'job application', 'job applications') : '',
    c.mails ? plural(c.mails, 'notification e-mail', 'notification e-mails') : '',
  ].filter(Boolean);
  if (parts.length === 0) return `Nothing is held for ${shown}.`;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${list} for ${shown}`;
}

const shownQuery = (q: PersonQuery) =>
  q.kind === 'email'
    ? q.email
    : q.kind === 'mobile'
      ? `mobile ${q.mobile}`
      : q.kind === 'reference'
        ? q.reference
        : `the name ${q.name}`;
const countsOf = (held: Held): PersonCounts => ({
  enquiries: held.enquiries.length,
  applications: held.applications.length,
  candidates: held.candidates.length,
  mails: held.mails.length,
});
const totalOf = (c: PersonCounts) => c.enquiries + c.applications + c.candidates + c.mails;

const iso = (d: Date | null) => (d instanceof Date && !Number.isNaN(d.getTime()) ? d.toISOString() : null);
const classLabel = (value: string) => SCHOOL_CLASSES.find((c) => c.value === value)?.label ?? value;
const enquiryStatus = (s: string) => ENQUIRY_STATUS_LABELS[s as EnquiryStatus] ?? s;
const applicationStatus = (s: string) => APPLICATION_STATUS_LABELS[s as ApplicationStatus] ?? s;
const MAIL_STATUS: Record<string, string> = { pending: 'Waiting to be sent', sent: 'Sent', failed: 'Not sent' };
const mailStatus = (s: string) => MAIL_STATUS[s] ?? s;

/** One line of the dashboard's list of what was found. */
export interface PersonItem {
  kind: 'enquiry' | 'application' | 'candidate' | 'mail';
  id: number;
  receivedAt: string | null;
  lastChangedAt: string | null;
  status: string;
  summary: string;
}

export interface PersonFound {
  /** What was searched for, normalised: the e-mail address, or 'mobile 9876543210'. */
  searchedFor: string;
  counts: PersonCounts;
  /** Records in all (what an erasure removes). */
  total: number;
  summary: string;
  items: PersonItem[];
}

function itemsOf(held: Held): PersonItem[] {
  return [
    ...held.enquiries.map(
      (r): PersonItem => ({
        kind: 'enquiry',
        id: r.id,
        receivedAt: iso(r.createdAt),
        lastChangedAt: iso(r.updatedAt),
        status: enquiryStatus(r.status),
        summary: `${r.name}: ${r.grade}, ${r.school}, ${r.city}`,
      }),
    ),
    ...held.applications.map(
      (r): PersonItem => ({
        kind: 'application',
        id: r.id,
        receivedAt: iso(r.createdAt),
        lastChangedAt: iso(r.updatedAt),
        status: applicationStatus(r.status),
        summary: `${r.studentName}: ${classLabel(r.classApplying)} (reference ${r.id})`,
      }),
    ),
    ...held.candidates.map(
      (r): PersonItem => ({
        kind: 'candidate',
        id: r.id,
        receivedAt: iso(r.createdAt),
        lastChangedAt: iso(r.updatedAt),
        status: candidateStage(r.stage),
        summary: `${r.name}: ${r.vacancyTitle || 'any suitable post'} (${r.reference})`,
      }),
    ),
    ...held.mails.map(
      (m): PersonItem => ({
        kind: 'mail',
        id: m.id,
        receivedAt: iso(m.createdAt),
        lastChangedAt: iso(m.sentAt),
        status: mailStatus(m.status),
        summary: m.subject,
      }),
    ),
  ];
}

/** What the site holds about one person, for the dashboard's list (admin.privacy.find). */
export function findPerson(svc: ServiceContext, q: PersonQuery): PersonFound {
  const held = collect(svc, q);
  const counts = countsOf(held);
  return {
    searchedFor: shownQuery(q),
    counts,
    total: totalOf(counts),
    summary: summaryOf(counts, shownQuery(q)),
    items: itemsOf(held),
  };
}

const CSV_HEADER = [
  'Record',
  'Reference',
  'Received',
  'Last changed',
  'Status',
  ...ENQUIRY_CSV_FIELDS,
  'Student',
  'Date of birth',
  'Class',
  'Gender',
  "Father's name",
  "Mother's name",
  'Previous school',
  'Blood group',
  'Privacy notice version',
  'Consent given',
  'Subject',
  'Text',
  // A candidate for a post; the timeline and the CV are in the JSON copy.
  'Post applied for',
  'Qualification',
  'Teacher training',
  'TET',
  'TET paper',
  'TET year',
  'Experience (years)',
  'Current school',
  'Boards',
  'Cover note',
  'Kept for future vacancies',
  'Appointed',
];

/** One row per record, every column of every kind (empty where a kind has none). */
function csvOf(held: Held): string {
  const row = (values: Partial<Record<(typeof CSV_HEADER)[number], unknown>>) => CSV_HEADER.map((h) => values[h] ?? '');
  const rows = [
    ...held.enquiries.map((r) =>
      row({
        Record: 'Enquiry',
        Reference: r.id,
        Received: r.createdAt,
        'Last changed': r.updatedAt,
        Status: enquiryStatus(r.status),
        Name: r.name,
        Email: r.email,
        Mobile: r.mobile,
        State: r.state,
        City: r.city,
        School: r.school,
        Grade: r.grade,
        Address: r.address,
        'Privacy notice version': r.privacyVersion,
      }),
    ),
    ...held.applications.map((r) =>
      row({
        Record: 'Application',
        Reference: r.id,
        Received: r.createdAt,
        'Last changed': r.updatedAt,
        Status: applicationStatus(r.status),
        Email: r.email,
        Mobile: r.contactNumber,
        Address: r.address,
        Student: r.studentName,
        'Date of birth': r.dateOfBirth,
        Class: classLabel(r.classApplying),
        Gender: r.gender,
        "Father's name": r.fatherName,
        "Mother's name": r.motherName,
        'Previous school': r.previousSchool,
        'Blood group': r.bloodGroup,
        'Privacy notice version': r.privacyVersion,
        'Consent given': r.consentAt,
      }),
    ),
    ...held.candidates.map((r) =>
      row({
        Record: 'Job application',
        Reference: r.reference,
        Received: r.createdAt,
        'Last changed': r.updatedAt,
        Status: candidateStage(r.stage),
        Name: r.name,
        Email: r.email,
        Mobile: r.phone,
        'Privacy notice version': r.privacyVersion,
        'Consent given': r.consentAt,
        'Post applied for': r.vacancyTitle || 'Any suitable post',
        Qualification: r.qualification,
        'Teacher training': r.teacherTraining,
        TET: r.tet,
        'TET paper': r.tetPaper,
        'TET year': r.tetYear,
        'Experience (years)': r.experienceYears,
        'Current school': r.currentSchool,
        Boards: r.boards,
        'Cover note': r.coverNote,
        'Kept for future vacancies': r.keepForFuture ? 'Yes' : 'No',
        Appointed: r.appointedAt,
      }),
    ),
    ...held.mails.map((m) =>
      row({
        Record: 'Notification e-mail to the office',
        Reference: m.id,
        Received: m.createdAt,
        'Last changed': m.sentAt,
        Status: mailStatus(m.status),
        Subject: m.subject,
        Text: m.textBody,
      }),
    ),
  ];
  return toCsv(CSV_HEADER, rows);
}

/** The copy given to the person: readable field names, times as ISO strings, a summary first. */
function jsonOf(svc: ServiceContext, held: Held, summary: string): string {
  return `${JSON.stringify(
    {
      summary,
      exportedAt: svc.now().toISOString(),
      enquiries: held.enquiries.map((r) => ({
        reference: r.id,
        receivedAt: iso(r.createdAt),
        lastChangedAt: iso(r.updatedAt),
        status: enquiryStatus(r.status),
        name: r.name,
        email: r.email,
        mobile: r.mobile,
        state: r.state,
        city: r.city,
        school: r.school,
        grade: r.grade,
        address: r.address,
        privacyNoticeVersion: r.privacyVersion,
      })),
      applications: held.applications.map((r) => ({
        reference: r.id,
        receivedAt: iso(r.createdAt),
        lastChangedAt: iso(r.updatedAt),
        status: applicationStatus(r.status),
        studentName: r.studentName,
        dateOfBirth: r.dateOfBirth,
        class: classLabel(r.classApplying),
        gender: r.gender,
        fatherName: r.fatherName,
        motherName: r.motherName,
        contactNumber: r.contactNumber,
        email: r.email,
        address: r.address,
        previousSchool: r.previousSchool,
        bloodGroup: r.bloodGroup,
        privacyNoticeVersion: r.privacyVersion,
        consentGivenAt: iso(r.consentAt),
      })),
      // What each application was asked to pay and how it paid (docs/decisions/052-upi-fees.md).
      payments: paymentsOfApplications(
        svc,
        held.applications.map((r) => r.id),
      ),
      // Applications for a post: every field, the timeline, and the CV (base64).
      jobApplications: held.candidates.map((r) => candidateCopy(svc, r)),
      notificationEmails: held.mails.map((m) => ({
        reference: m.id,
        queuedAt: iso(m.createdAt),
        sentAt: iso(m.sentAt),
        status: mailStatus(m.status),
        subject: m.subject,
        text: m.textBody,
      })),
    },
    null,
    2,
  )}\n`;
}

export interface PersonExport {
  summary: string;
  counts: PersonCounts;
  /** File names without the person in them: 'personal-data-2026-11-23.json' and '.csv'. */
  jsonFilename: string;
  csvFilename: string;
  json: string;
  csv: string;
}

/** A copy of everything held about the person, as JSON and as CSV (admin.privacy.exportPerson). */
export function exportPerson(svc: ServiceContext, q: PersonQuery): PersonExport {
  const held = collect(svc, q);
  const counts = countsOf(held);
  const summary = summaryOf(counts, shownQuery(q));
  const base = `personal-data-${fileDate(svc.now())}`;
  return {
    summary,
    counts,
    jsonFilename: `${base}.json`,
    csvFilename: `${base}.csv`,
    json: jsonOf(svc, held, summary),
    csv: csvOf(held),
  };
}

/** Deletes rows of one table by id, in chunks well under SQLite's limit of bound values. */
function deleteByIds(
  tx: Tx,
  table: typeof enquiries | typeof applications | typeof mailOutbox,
  list: number[],
): number {
  let n = 0;
  for (let i = 0; i < list.length; i += 500)
    n += tx
      .delete(table)
      .where(inArray(table.id, list.slice(i, i + 500)))
      .run().changes;
  return n;
}

/**
 * Empties the write-ahead log into the database file and truncates it, so a deleted row's old pages
 * do not stay readable in school.db-wal (secure_delete, set in db/client.ts, zeroes them in the file
 * itself). Busy when another connection is reading: the log is then emptied at a later checkpoint.
 */
export function checkpointAfterErasure(svc: ServiceContext): boolean {
  const [result] = svc.db.$client.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  const done = (result?.busy ?? 1) === 0;
  if (!done)
    svc.log.warn(
      {},
      'erased rows: the write-ahead log could not be emptied now (a reader); a later checkpoint does it',
    );
  return done;
}

/**
 * Erases rows in one transaction, then checkpoints; returns how many of each went. Candidates' CV
 * files are removed first: when one cannot be, nothing is deleted (the next attempt tries again).
 */
export function eraseRows(
  svc: ServiceContext,
  rows: {
    enquiryIds: number[];
    applicationIds: number[];
    mailIds: number[];
    candidates?: Pick<CandidateRow, 'id' | 'cvFile'>[];
  },
): PersonCounts {
  const erasedCandidates = rows.candidates ?? [];
  removeCvFiles(svc, erasedCandidates);
  const counts = write(svc.db, (tx) => ({
    enquiries: deleteByIds(tx, enquiries, rows.enquiryIds),
    applications: deleteByIds(tx, applications, rows.applicationIds),
    candidates: deleteCandidates(
      tx,
      erasedCandidates.map((r) => r.id),
    ),
    mails: deleteByIds(tx, mailOutbox, rows.mailIds),
  }));
  if (totalOf(counts) > 0) checkpointAfterErasure(svc);
  return counts;
}

/**
 * Erases the person's records the office saw (admin.privacy.erasePerson): of the ids given, those
 * that still belong to the person, and every notification of an erased record. A record that arrived
 * since the search is not in the ids, and stays; one already gone is not counted.
 */
export function erasePerson(
  svc: ServiceContext,
  q: PersonQuery,
  shown: { enquiryIds: number[]; applicationIds: number[]; candidateIds?: number[]; mailIds: number[] },
): PersonCounts {
  const held = collect(svc, q);
  const keep = <T extends { id: number }>(found: T[], wanted: number[]) => {
    const set = new Set(wanted);
    return found.filter((r) => set.has(r.id)).map((r) => r.id);
  };
  const enquiryIds = keep(held.enquiries, shown.enquiryIds);
  const applicationIds = keep(held.applications, shown.applicationIds);
  const wantedCandidates = new Set(shown.candidateIds ?? []);
  const erasedCandidates = held.candidates.filter((r) => wantedCandidates.has(r.id));
  const candidateMails = new Set(candidateMailIds(svc, erasedCandidates));
  const erasedEnquiries = new Set(enquiryIds);
  const erasedApplications = new Set(applicationIds);
  const wantedMails = new Set(shown.mailIds);
  const mailIds = held.mails
    .filter((m) => {
      if (candidateMails.has(m.id)) return true;
      const record = mailRecord(m);
      if (record && (record.kind === 'enquiry' ? erasedEnquiries : erasedApplications).has(record.id)) return true;
      return wantedMails.has(m.id);
    })
    .map((m) => m.id);
  return eraseRows(svc, { enquiryIds, applicationIds, mailIds, candidates: erasedCandidates });
}
