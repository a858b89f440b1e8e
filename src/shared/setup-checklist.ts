import {
  academicYearLabel,
  academicYearStartOf,
  fillAdmissionYear,
  seedAcademicYearStart,
} from './content/academic-year';
import {
  exampleRowsCount,
  runningYearMismatch,
  SETUP_ITEM_WORDS,
  type SetupItemId,
  yearMismatch,
} from './content/setup-words';
import { admissionsWarnings, type SiteSettings } from './schemas/settings';

export type { SetupItemId } from './content/setup-words';

// "Finish setting up your site" (docs/decisions/035-setup-checklist.md): what a new school must still
// replace or set up, each check a small pure function over the data the server reads, so a check is
// tested without a database and the list empties as the office fixes each thing.

/** The dashboard sections an item is fixed in (their ids in src/client/admin/sections.tsx). */
export type SetupSection = 'settings' | 'backups' | 'disclosure';

export interface SetupItem {
  id: SetupItemId;
  /** The sentence the overview shows. */
  text: string;
  /** Where it is fixed: the section, and the name of the control (or the id of the panel) to bring into view. */
  section: SetupSection;
  target: string | null;
}

/** What the checks read: the stored settings and a few facts only the server knows. */
export interface SetupFacts {
  settings: Pick<
    SiteSettings,
    | 'email'
    | 'phone'
    | 'grievanceOfficerEmail'
    | 'grievanceOfficerPhone'
    | 'notificationEmails'
    | 'academicYear'
    | 'admissionsOpen'
    | 'heroButtonText'
    | 'admissionsNotice'
    | 'offsiteBackupConfirmedOn'
    | 'academicYearStartMonth'
    | 'upiId'
  >;
  /** The school's date today ('2026-12-02'). */
  today: string;
  /** The year parents apply for today ('2027-28'): admissionYearStartOf, from the date and the settings. */
  admissionYear: string;
  /** Disclosure rows still marked as the seeded example. */
  disclosureExamples: number;
  /** SMTP_URL is set, so the office's mail can be sent. */
  mailConfigured: boolean;
}

const item = (
  id: SetupItemId,
  section: SetupSection,
  target: string | null,
  text: string = SETUP_ITEM_WORDS[id].text,
) => ({
  id,
  text,
  section,
  target,
});

/**
 * An address in a domain reserved for examples (RFC 2606: the `.example` top-level domain and
 * example.com/.net/.org), as the seeded contacts are: no school receives mail there.
 */
export function isExampleEmail(value: string): boolean {
  return /@(?:[^@\s]*\.)?example(?:\.(?:com|net|org))?$/i.test(value.trim());
}

/** A number whose digits after the country code are all zeros, as the seeded '+91 00000 00000'. */
export function isExamplePhone(value: string): boolean {
  const national = value
    .trim()
    .replace(/^\+\d{1,3}/, '')
    .replace(/\D/g, '');
  return national.length >= 6 && /^0+$/.test(national);
}

/** The example contact values still shown: the footer's and Contact page's, and the privacy notice's. */
export function exampleContactItems(s: SetupFacts['settings']): SetupItem[] {
  const out: SetupItem[] = [];
  if (isExampleEmail(s.email)) out.push(item('contact-email', 'settings', 'email'));
  if (isExamplePhone(s.phone)) out.push(item('contact-phone', 'settings', 'phone'));
  if (isExampleEmail(s.grievanceOfficerEmail)) out.push(item('grievance-email', 'settings', 'grievanceOfficerEmail'));
  // The grievance officer's phone may be left empty; only the example number is a problem.
  if (isExamplePhone(s.grievanceOfficerPhone)) out.push(item('grievance-phone', 'settings', 'grievanceOfficerPhone'));
  return out;
}

export function disclosureExamplesItem(count: number): SetupItem | null {
  if (count <= 0) return null;
  return item(
    'disclosure-examples',
    'disclosure',
    null,
    `${SETUP_ITEM_WORDS['disclosure-examples'].text} ${exampleRowsCount(count)}`,
  );
}

export function notificationRecipientsItem(emails: readonly string[]): SetupItem | null {
  return emails.length === 0 ? item('notification-recipients', 'settings', 'notificationEmails') : null;
}

/** The mail panel shows what SMTP_URL being unset means; the fix itself is on the server. */
export function mailItem(configured: boolean): SetupItem | null {
  return configured ? null : item('smtp-url', 'settings', 'mail-title');
}

/** Fees by UPI wait for the school's merchant UPI ID (docs/decisions/052-upi-fees.md). */
export function upiItem(upiId: string): SetupItem | null {
  return upiId === '' ? item('upi-id', 'settings', 'upiId') : null;
}

/** Unset until the person who looks after the server ticks the confirmation in Backups. */
export function offsiteBackupItem(confirmedOn: string): SetupItem | null {
  return confirmedOn === '' ? item('offsite-backups', 'backups', 'offsiteBackupConfirmed') : null;
}

/**
 * The academic years a text names ('2025-26', '2025–2026', '2025/26'), each as '2025-26'. Only two
 * consecutive years count, so a date such as 2025-12 is not read as one.
 */
export function academicYearsIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/\b(\d{4})\s*[-–—/]\s*(\d{4}|\d{2})\b/g)) {
    const first = Number(m[1]);
    const second = Number(m[2]);
    if ((first + 1) % 100 === second % 100) found.add(`${first}-${String((first + 1) % 100).padStart(2, '0')}`);
  }
  return [...found];
}

/**
 * Why the admissions texts disagree: a text that says the opposite of when the switch shows it, or
 * one naming another year than the one parents apply for now (a parent would read two years, or
 * 'Open' on the home page and 'closed' on the Admissions page). The texts are read as shown, with
 * their {admissionYear} filled, so a new install's texts, which name the year by that field, agree in
 * any month; an office's own texts are kept and only flagged (docs/decisions/044-one-academic-year.md).
 */
export function admissionsDisagreements(
  s: Pick<SiteSettings, 'heroButtonText' | 'admissionsNotice'>,
  admissionYear: string,
): string[] {
  const out = admissionsWarnings(s);
  for (const year of academicYearsIn(fillAdmissionYear(s.heroButtonText, admissionYear)))
    if (year !== admissionYear) out.push(yearMismatch('open text', year, admissionYear));
  for (const year of academicYearsIn(fillAdmissionYear(s.admissionsNotice, admissionYear)))
    if (year !== admissionYear) out.push(yearMismatch('closed text', year, admissionYear));
  return out;
}

export function admissionsItem(s: SetupFacts['settings'], admissionYear: string): SetupItem | null {
  const reasons = admissionsDisagreements(s, admissionYear);
  if (reasons.length === 0) return null;
  return item(
    'admissions-texts',
    'settings',
    'heroButtonText',
    [SETUP_ITEM_WORDS['admissions-texts'].text, ...reasons].join(' '),
  );
}

/**
 * The academic-year setting (fees, "Start the next academic year") is not the year today falls in; in
 * the year's last month the next one is right too, as a new install then starts with it.
 */
export function academicYearItem(s: SetupFacts['settings'], today: string): SetupItem | null {
  const running = academicYearLabel(academicYearStartOf(today, s));
  if (s.academicYear === running || s.academicYear === academicYearLabel(seedAcademicYearStart(today, s))) return null;
  return item(
    'academic-year',
    'settings',
    'academicYear',
    [SETUP_ITEM_WORDS['academic-year'].text, runningYearMismatch(s.academicYear, running)].join(' '),
  );
}

/** Every item still open, in the order a new school meets them; empty when the site is set up. */
export function openSetupItems(facts: SetupFacts): SetupItem[] {
  const { settings } = facts;
  return [
    ...exampleContactItems(settings),
    disclosureExamplesItem(facts.disclosureExamples),
    academicYearItem(settings, facts.today),
    admissionsItem(settings, facts.admissionYear),
    notificationRecipientsItem(settings.notificationEmails),
    mailItem(facts.mailConfigured),
    upiItem(settings.upiId),
    offsiteBackupItem(settings.offsiteBackupConfirmedOn),
  ].filter((i): i is SetupItem => i !== null);
}
