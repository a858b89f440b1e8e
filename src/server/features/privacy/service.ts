import { desc, eq } from 'drizzle-orm';
import type { StatementBlock, StatementFact } from '../../../shared/content/statements';
import { VISIT_RETENTION_MONTHS } from '../../../shared/content/visits';
import type { LanguageCode } from '../../../shared/paths';
import type { SiteSettings } from '../../../shared/schemas/settings';
import { fill } from '../../../shared/words/fill';
import { type PrivacyWords, privacyWordsFor } from '../../../shared/words/privacy';
import { EN_PRIVACY } from '../../../shared/words/privacy/en';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { privacyNotices } from '../../db/schema';
import { write } from '../../db/write';
import { getSettings } from '../../platform/settings';
import { publicSettingsIn } from '../../platform/settings-texts';

// The privacy notice at /privacy (India's DPDP Act, 2023): written from the site settings (the school,
// its addresses, the grievance officer, how long each kind of record is kept, what a job application
// holds). Its text has versions: each text the site shows is stored once in privacy_notices, and every
// enquiry and application keeps the version current when it was sent, so the notice a parent read can
// always be produced.

/** A line of facts: 'Email: privacy@school.example', with a link when the detail is an address to write to. */
export type NoticeFact = StatementFact;

/** The notice's blocks are the statements' (src/shared/content/statements.ts), without a sentence holding a link. */
export type NoticeBlock = Exclude<StatementBlock, { kind: 'link' }>;

export interface NoticeSection {
  /** The section's anchor on the page (/privacy#retention). */
  id: string;
  title: string;
  blocks: NoticeBlock[];
}

export interface PrivacyNotice {
  version: number;
  /** When this version was first shown (stored), ISO 8601. */
  publishedAt: string;
  sections: NoticeSection[];
}

/**
 * How long backup archives are kept: the longest of the periods of records that hold a person's data
 * (enquiries, applications, candidates for a post), so none outlives its period in an archive by more
 * than that (the audit log holds no parent's data, so its period keeps no archive longer); the
 * retention job deletes older ones.
 */
export function backupRetentionMonths(
  s: Pick<
    SiteSettings,
    | 'retentionEnquiryMonths'
    | 'retentionApplicationMonths'
    | 'retentionCandidateMonths'
    | 'retentionFutureCandidateMonths'
    | 'retentionAppointedMonths'
  >,
): number {
  return Math.max(
    s.retentionEnquiryMonths,
    s.retentionApplicationMonths,
    s.retentionCandidateMonths,
    s.retentionFutureCandidateMonths,
    s.retentionAppointedMonths,
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The notice's sections, from the settings, in a language's words (English's by default: the text
 * stored as its version); everything a visitor reads on /privacy but its version and date. */
export function privacyNoticeSections(s: SiteSettings, w: PrivacyWords = EN_PRIVACY): NoticeSection[] {
  const months = (n: number) => fill(n === 1 ? w.month : w.months, { count: n });
  const grievanceFacts: NoticeFact[] = [
    { term: w.facts.name, detail: s.grievanceOfficerName },
    { term: w.facts.email, detail: s.grievanceOfficerEmail, href: `mailto:${s.grievanceOfficerEmail}` },
  ];
  if (s.grievanceOfficerPhone) {
    grievanceFacts.push({
      term: w.facts.phone,
      detail: s.grievanceOfficerPhone,
      href: telHref(s.grievanceOfficerPhone),
    });
  }
  return [
    {
      id: 'who-we-are',
      title: w.whoWeAre.title,
      blocks: [
        { kind: 'text', text: fill(w.whoWeAre.text, { school: s.schoolName }) },
        {
          kind: 'facts',
          facts: [
            { term: w.facts.akolaSchool, detail: s.addressIndia },
            { term: w.facts.internationalSchool, detail: s.addressInternational },
            { term: w.facts.dubaiOffice, detail: s.addressDubai },
            { term: w.facts.email, detail: s.email, href: `mailto:${s.email}` },
            { term: w.facts.phone, detail: s.phone, href: telHref(s.phone) },
          ],
        },
      ],
    },
    {
      id: 'what-we-collect',
      title: w.whatWeCollect.title,
      blocks: [
        { kind: 'text', text: w.whatWeCollect.intro },
        { kind: 'list', items: [w.whatWeCollect.enquiryForm, w.whatWeCollect.application] },
        { kind: 'text', text: w.whatWeCollect.serverRecords },
        { kind: 'text', text: w.whatWeCollect.visits },
      ],
    },
    {
      id: 'how-long',
      title: w.howLong.title,
      blocks: [
        { kind: 'text', text: w.howLong.intro },
        {
          kind: 'facts',
          facts: [
            { term: w.howLong.enquiries, detail: months(s.retentionEnquiryMonths) },
            { term: w.howLong.applications, detail: months(s.retentionApplicationMonths) },
            {
              term: w.howLong.auditLog,
              detail: fill(w.howLong.auditLogDetail, { months: months(s.retentionAuditMonths) }),
            },
            {
              term: w.howLong.visitCounts,
              detail: fill(w.howLong.visitCountsDetail, { months: months(VISIT_RETENTION_MONTHS) }),
            },
            // Once the school takes fees by UPI (docs/decisions/052-upi-fees.md): the accounts' ledger.
            ...(s.upiId
              ? [
                  {
                    term: w.howLong.receipts,
                    detail: fill(w.howLong.receiptsDetail, { years: String(s.retentionReceiptYears) }),
                  },
                ]
              : []),
          ],
        },
        { kind: 'text', text: fill(w.howLong.backups, { months: months(backupRetentionMonths(s)) }) },
      ],
    },
    {
      id: 'who-sees-it',
      title: w.whoSeesIt.title,
      blocks: [
        {
          kind: 'list',
          items: [
            w.whoSeesIt.office,
            w.whoSeesIt.email,
            w.whoSeesIt.neverSold,
            w.whoSeesIt.noTrackers,
            w.whoSeesIt.browser,
          ],
        },
      ],
    },
    {
      id: 'children',
      title: w.children.title,
      blocks: [{ kind: 'list', items: [w.children.guardian, w.children.photos] }],
    },
    // Candidates for a post (docs/decisions/053-careers.md): what the job application holds, who sees
    // it, and its three periods, each counted from its own date.
    {
      id: 'job-applicants',
      title: w.candidates.title,
      blocks: [
        { kind: 'text', text: w.candidates.collect },
        { kind: 'text', text: w.candidates.whoSees },
        { kind: 'text', text: w.candidates.howLong },
        {
          kind: 'facts',
          facts: [
            {
              term: w.candidates.notTaken,
              detail: fill(w.candidates.notTakenDetail, { months: months(s.retentionCandidateMonths) }),
            },
            {
              term: w.candidates.future,
              detail: fill(w.candidates.futureDetail, { months: months(s.retentionFutureCandidateMonths) }),
            },
            {
              term: w.candidates.appointed,
              detail: fill(w.candidates.appointedDetail, { months: months(s.retentionAppointedMonths) }),
            },
          ],
        },
        { kind: 'text', text: w.candidates.rights },
      ],
    },
    {
      id: 'your-rights',
      title: w.yourRights.title,
      blocks: [
        { kind: 'text', text: w.yourRights.ask },
        { kind: 'text', text: w.yourRights.complain },
      ],
    },
    {
      id: 'grievance-officer',
      title: w.grievanceOfficer.title,
      blocks: [
        { kind: 'text', text: w.grievanceOfficer.intro },
        { kind: 'facts', facts: grievanceFacts },
      ],
    },
  ];
}

/** The canonical plain text of a notice: what is stored and compared to tell a new version. */
export function privacyNoticeBody(schoolName: string, sections: NoticeSection[]): string {
  const parts = [`Privacy Notice of ${schoolName}`];
  for (const section of sections) {
    const lines = [section.title];
    for (const block of section.blocks) {
      if (block.kind === 'text') lines.push(block.text);
      else if (block.kind === 'list') lines.push(...block.items.map((item) => `- ${item}`));
      else lines.push(...block.facts.map((f) => `${f.term}: ${f.detail}`));
    }
    parts.push(lines.join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

/** The notice's sections and canonical text for these settings. */
export function buildPrivacyNotice(s: SiteSettings): { sections: NoticeSection[]; body: string } {
  const sections = privacyNoticeSections(s);
  return { sections, body: privacyNoticeBody(s.schoolName, sections) };
}

type StoredNotice = typeof privacyNotices.$inferSelect;

function latestStored(db: Pick<Db, 'select'>): StoredNotice | undefined {
  return db.select().from(privacyNotices).orderBy(desc(privacyNotices.version)).limit(1).get();
}

/** The stored version with this body: the latest when it has the same text, else a new version. */
function publish(svc: ServiceContext, body: string): StoredNotice {
  const latest = latestStored(svc.db);
  if (latest?.body === body) return latest;
  return write(svc.db, (tx) => {
    // Checked again inside the transaction: another connection may have stored it meanwhile.
    const last = latestStored(tx);
    if (last?.body === body) return last;
    const row = { version: (last?.version ?? 0) + 1, body, createdAt: svc.now() };
    tx.insert(privacyNotices).values(row).run();
    return row;
  });
}

// Built once per settings value (getSettings returns the same object until the stored settings
// change), per database; a change that leaves the text as it was (a colour) reuses the version.
const current = new WeakMap<Db, { settings: SiteSettings; body: string; notice: PrivacyNotice }>();

/**
 * The privacy notice the site shows now: its version, when that version was first shown, and its
 * sections. A text that differs from the latest stored one is stored as the next version first (the
 * first call on a new site stores version 1). Throws StorageError when that write fails.
 */
export function currentPrivacyNotice(svc: ServiceContext, read?: SiteSettings): PrivacyNotice {
  const settings = read ?? getSettings(svc);
  const hit = current.get(svc.db);
  if (hit?.settings === settings) return hit.notice;
  const { sections, body } = buildPrivacyNotice(settings);
  let notice = hit?.body === body ? hit.notice : null;
  if (!notice) {
    const stored = publish(svc, body);
    notice = { version: stored.version, publishedAt: stored.createdAt.toISOString(), sections };
  }
  current.set(svc.db, { settings, body, notice });
  return notice;
}

/** One stored version's text (what a parent read when sending a record of that version), or null. */
export function storedPrivacyNotice(
  db: Db,
  version: number,
): { version: number; body: string; publishedAt: string } | null {
  const row = db.select().from(privacyNotices).where(eq(privacyNotices.version, version)).get();
  return row ? { version: row.version, body: row.body, publishedAt: row.createdAt.toISOString() } : null;
}

/**
 * The current notice as a page in `lang` shows it: the version and date of the English text stored
 * (the version a parent's record keeps), its sections in the language's words, filled from the
 * settings in that language where the office translated them (docs/architecture.md, "Languages").
 */
export function privacyNoticeIn(svc: ServiceContext, lang: LanguageCode = 'en'): PrivacyNotice {
  const notice = currentPrivacyNotice(svc);
  if (lang === 'en') return notice;
  const settings = { ...getSettings(svc), ...publicSettingsIn(svc, lang) };
  return { ...notice, sections: privacyNoticeSections(settings, privacyWordsFor(lang)) };
}
