import { desc, eq } from 'drizzle-orm';
import type { StatementBlock, StatementFact } from '../../../shared/content/statements';
import { VISIT_RETENTION_MONTHS, VISITS_PRIVACY_SENTENCE } from '../../../shared/content/visits';
import type { SiteSettings } from '../../../shared/schemas/settings';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { privacyNotices } from '../../db/schema';
import { write } from '../../db/write';
import { getSettings } from '../../platform/settings';

// The privacy notice at /privacy (India's DPDP Act, 2023): written from the site settings (the school,
// its addresses, the grievance officer, how long each kind of record is kept). Its text has versions:
// each text the site shows is stored once in privacy_notices, and every enquiry and application keeps
// the version current when it was sent, so the notice a parent read can always be produced.

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

const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/**
 * How long backup archives are kept: the longer of the enquiry and application periods (the audit log
 * holds no parent's data, so its period keeps no archive longer); the retention job deletes older ones.
 */
export function backupRetentionMonths(
  s: Pick<SiteSettings, 'retentionEnquiryMonths' | 'retentionApplicationMonths'>,
): number {
  return Math.max(s.retentionEnquiryMonths, s.retentionApplicationMonths);
}

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The notice's sections, from the settings; everything a visitor reads on /privacy but its version and date. */
export function privacyNoticeSections(s: SiteSettings): NoticeSection[] {
  const grievanceFacts: NoticeFact[] = [
    { term: 'Name', detail: s.grievanceOfficerName },
    { term: 'Email', detail: s.grievanceOfficerEmail, href: `mailto:${s.grievanceOfficerEmail}` },
  ];
  if (s.grievanceOfficerPhone) {
    grievanceFacts.push({ term: 'Phone', detail: s.grievanceOfficerPhone, href: telHref(s.grievanceOfficerPhone) });
  }
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        {
          kind: 'text',
          text: `${s.schoolName} (“the school”, “we”) decides what personal data this website collects and what it is used for: under India’s Digital Personal Data Protection Act, 2023, the school is the Data Fiduciary for it.`,
        },
        {
          kind: 'facts',
          facts: [
            { term: 'Akola school', detail: s.addressIndia },
            { term: 'International school', detail: s.addressInternational },
            { term: 'Dubai office', detail: s.addressDubai },
            { term: 'Email', detail: s.email, href: `mailto:${s.email}` },
            { term: 'Phone', detail: s.phone, href: telHref(s.phone) },
          ],
        },
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect and why',
      blocks: [
        {
          kind: 'text',
          text: 'You can read every page of this site without telling us anything. We collect personal data only through two forms, and use it only for the purpose each form is for:',
        },
        {
          kind: 'list',
          items: [
            'The Enquiry Form (on the home page and the Contact page): your name, e-mail address, mobile number, state, city, the school and grade you ask about, and your address. We use them only to answer your enquiry.',
            'The online application (the Apply page): the child’s name, date of birth, the class applied for and gender; the parents’ names; a contact number, an e-mail address and the address; the previous school and the blood group. We use them only to process the admission application.',
          ],
        },
        {
          kind: 'text',
          text: 'Like every web server, ours records technical details of each request (the address of your connection, the page asked for and the time) to keep the site working and safe from abuse. These records never hold what you type into the forms.',
        },
        { kind: 'text', text: VISITS_PRIVACY_SENTENCE },
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      blocks: [
        {
          kind: 'text',
          text: 'Each record is kept for a set time counted from its last change (a new status, a correction), then erased:',
        },
        {
          kind: 'facts',
          facts: [
            { term: 'Enquiries', detail: months(s.retentionEnquiryMonths) },
            { term: 'Applications', detail: months(s.retentionApplicationMonths) },
            {
              term: 'The dashboard’s audit log',
              detail: `${months(s.retentionAuditMonths)} (what the office’s administrators did; it holds no details of parents or children)`,
            },
            {
              term: 'Visit counts',
              detail: `${months(VISIT_RETENTION_MONTHS)} (numbers per page and day; nothing about you)`,
            },
          ],
        },
        {
          kind: 'text',
          text: `Copies of the office’s notification e-mails kept by the site are erased with their records. Backups of the site older than ${months(backupRetentionMonths(s))}, the longer of the enquiry and application periods, are deleted automatically too, so erased data does not live on in old archives.`,
        },
      ],
    },
    {
      id: 'who-sees-it',
      title: 'Who sees it',
      blocks: [
        {
          kind: 'list',
          items: [
            'Only the school office’s administrators, signed in to the site’s dashboard, can see enquiries and applications.',
            'Each new enquiry or application may also be sent by e-mail to the school office’s own addresses, so that it is answered quickly.',
            'We never sell your data, and never share it for marketing.',
            'This site has no third-party trackers, advertising or analytics (the visit counts above are kept by the site itself), and sets no cookies for visitors. The only cookie is the dashboard’s sign-in cookie, for the office’s administrators.',
            'Your choice of light or dark theme, and a site alert you close, are remembered in your own browser only. A video on the site loads from YouTube or Vimeo only when you choose to play it.',
          ],
        },
      ],
    },
    {
      id: 'children',
      title: 'Children’s data',
      blocks: [
        {
          kind: 'list',
          items: [
            'An application holds a child’s details, so it can be sent only by the child’s parent or lawful guardian, who confirms this and gives consent on the form.',
            'Photos of children are published on this site only with consent on file; without it, the photo is not shown.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Access, correction and erasure',
      blocks: [
        {
          kind: 'text',
          text: 'You may ask for a copy of the personal data we hold about you or your child, ask us to correct it, ask us to erase it, or withdraw your consent. Write to the grievance officer below. The school office can find every record that holds your e-mail address or phone number, export it for you, correct it and erase it.',
        },
        {
          kind: 'text',
          text: 'If you are not satisfied with the answer, you may complain to the Data Protection Board of India.',
        },
      ],
    },
    {
      id: 'grievance-officer',
      title: 'Grievance officer',
      blocks: [
        { kind: 'text', text: 'For any question or complaint about your personal data, write to or call:' },
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
