// The CBSE Mandatory Public Disclosure (Appendix IX) and transfer-certificate verification: what both
// sides share. Row labels are CBSE's, in CBSE's order; counts, ratios and percentages are computed here
// from the stored records, never typed (docs/decisions/021-mandatory-public-disclosure.md).

export const DISCLOSURE_PATH = '/mandatory-public-disclosure';
export const TC_VERIFICATION_PATH = '/tc-verification';

/** One campus's disclosure page. */
export const disclosurePath = (campusSlug: string): string => `${DISCLOSURE_PATH}/${campusSlug}`;
/** A disclosure document's download address (the file name is for the visitor's browser only). */
export const disclosureDocumentPath = (campusSlug: string, documentId: number): string =>
  `${DISCLOSURE_PATH}/${campusSlug}/documents/${documentId}`;
/** A transfer certificate's scanned PDF, by its unguessable token: given only by a successful lookup. */
export const tcFilePath = (token: string): string => `${TC_VERIFICATION_PATH}/certificate/${token}`;

/** The campus slug of a disclosure page's address, else null ('/mandatory-public-disclosure' → ''). */
export function campusSlugOfPath(pathname: string): string | null {
  if (pathname === DISCLOSURE_PATH || pathname === `${DISCLOSURE_PATH}/`) return '';
  const m = /^\/mandatory-public-disclosure\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(pathname);
  return m && m[1]!.length <= 60 ? m[1]! : null;
}

/** Table B (documents) and the PDF items of table C, in CBSE's order. */
export const DISCLOSURE_ITEMS = [
  {
    id: 'affiliation-letter',
    table: 'B',
    label: 'Copies of affiliation/upgradation letter and recent extension of affiliation, if any',
    validity: true,
    optional: false,
  },
  {
    id: 'society-registration',
    table: 'B',
    label: 'Copies of society/trust/company registration/renewal certificate, as applicable',
    validity: false,
    optional: false,
  },
  {
    id: 'noc',
    table: 'B',
    label: 'Copy of No Objection Certificate (NOC) issued, if applicable, by the State Govt./UT',
    validity: false,
    optional: true,
  },
  {
    id: 'rte-recognition',
    table: 'B',
    label: 'Copies of recognition certificate under RTE Act, 2009, and its renewal if applicable',
    validity: false,
    optional: true,
  },
  {
    id: 'building-safety',
    table: 'B',
    label: 'Copy of valid building safety certificate as per the National Building Code',
    validity: true,
    optional: false,
  },
  {
    id: 'fire-safety',
    table: 'B',
    label: 'Copy of valid fire safety certificate issued by the competent authority',
    validity: true,
    optional: false,
  },
  {
    id: 'deo-certificate',
    table: 'B',
    label:
      'Copy of the DEO certificate submitted by the school for affiliation/upgradation/extension of affiliation or self certification by school',
    validity: false,
    optional: false,
  },
  {
    id: 'water-health-sanitation',
    table: 'B',
    label: 'Copies of valid water, health and sanitation certificates',
    validity: true,
    optional: false,
  },
  { id: 'fee-structure', table: 'C', label: 'Fee structure of the school', validity: false, optional: true },
  { id: 'academic-calendar', table: 'C', label: 'Annual academic calendar', validity: false, optional: true },
  {
    id: 'smc-list',
    table: 'C',
    label: 'List of School Management Committee (SMC)',
    validity: false,
    optional: false,
  },
  {
    id: 'pta-list',
    table: 'C',
    label: 'List of Parents Teachers Association (PTA) members',
    validity: false,
    optional: false,
  },
] as const satisfies readonly {
  id: string;
  table: 'B' | 'C';
  label: string;
  /** A certificate with a valid-until date (the checklist warns before it expires). */
  validity: boolean;
  /** May be marked not applicable (B), or falls back to the site's own page (C: fees, calendar). */
  optional: boolean;
}[];

export type DisclosureItemId = (typeof DISCLOSURE_ITEMS)[number]['id'];
export const ANNUAL_REPORT_ITEM = 'annual-report';
export type DocumentItemId = DisclosureItemId | typeof ANNUAL_REPORT_ITEM;

export const isDisclosureItem = (v: unknown): v is DisclosureItemId =>
  typeof v === 'string' && DISCLOSURE_ITEMS.some((i) => i.id === v);
export const disclosureItem = (id: DisclosureItemId) => DISCLOSURE_ITEMS.find((i) => i.id === id)!;

/** Under table B, as CBSE asks. */
export const SELF_ATTESTED_NOTE =
  'Note: The school needs to upload the self attested copies of the above listed documents by Chairman/Manager/Secretary and Principal.';

/** What a row says instead of a link when its document is not (yet) there: never a dead link. */
export const NOT_YET_PUBLISHED = 'Not yet published';
export const NOT_APPLICABLE = 'Not applicable';

/** Staff designations, in the order the dashboard offers them. */
export const DESIGNATIONS = [
  { id: 'principal', label: 'Principal' },
  { id: 'vice-principal', label: 'Vice Principal' },
  { id: 'head', label: 'Headmistress/Headmaster' },
  { id: 'pgt', label: 'PGT (Post Graduate Teacher)' },
  { id: 'tgt', label: 'TGT (Trained Graduate Teacher)' },
  { id: 'prt', label: 'PRT (Primary Teacher)' },
  { id: 'special-educator', label: 'Special educator' },
  { id: 'counsellor', label: 'Counsellor and wellness teacher' },
  { id: 'other', label: 'Other' },
] as const;
export type DesignationId = (typeof DESIGNATIONS)[number]['id'];
export const DESIGNATION_IDS = DESIGNATIONS.map((d) => d.id) as [DesignationId, ...DesignationId[]];
export const designationLabel = (id: string): string => DESIGNATIONS.find((d) => d.id === id)?.label ?? 'Other';

/** The teachers table D counts and lists teacher by teacher. */
export const TEACHER_GRADES = ['pgt', 'tgt', 'prt'] as const;
export type TeacherGrade = (typeof TEACHER_GRADES)[number];
export const TEACHER_GRADE_LABELS: Record<TeacherGrade, string> = { pgt: 'PGT', tgt: 'TGT', prt: 'PRT' };

export interface StaffCounts {
  pgt: number;
  tgt: number;
  prt: number;
  /** PGT + TGT + PRT: the teachers the ratio divides among the sections. */
  teachers: number;
}

export function countTeachers(staff: readonly { designation: string }[]): StaffCounts {
  const count = (g: TeacherGrade) => staff.filter((s) => s.designation === g).length;
  const pgt = count('pgt');
  const tgt = count('tgt');
  const prt = count('prt');
  return { pgt, tgt, prt, teachers: pgt + tgt + prt };
}

/** Teachers per section to two decimals ('1.50'), or null when the campus has no sections recorded. */
export function teacherSectionRatio(teachers: number, sections: number): string | null {
  if (!(sections > 0)) return null;
  return (Math.round((teachers / sections) * 100) / 100).toFixed(2);
}

/** Pass percentage to two decimals ('98.25'), or null with no registered students. */
export function passPercentage(registered: number, passed: number): string | null {
  if (!(registered > 0)) return null;
  return (Math.round((passed / registered) * 10000) / 100).toFixed(2);
}

export type ClassLevel = 'X' | 'XII';
export const CLASS_LEVELS: readonly ClassLevel[] = ['X', 'XII'];

/** The three years of board results the disclosure shows and the checklist expects, newest first. */
export function expectedResultYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  // CBSE declares results in May; from June the year's results are due on the page.
  const latest = month >= 6 ? year : year - 1;
  return [latest, latest - 1, latest - 2];
}

/** The academic year a date falls in (April to March): '2026-11-23' → '2026-27'. */
export function academicYearOf(today: string): string {
  const year = Number(today.slice(0, 4));
  const start = Number(today.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Bye-law 14.5: the year's annual report is on the website by 15 September. */
export const annualReportDue = (academicYear: string): string => `${academicYear.slice(0, 4)}-09-15`;

/** How far ahead the checklist warns of a certificate's expiry. */
export const EXPIRY_WARNING_DAYS = 60;

export type ChecklistState = 'present' | 'missing' | 'expiring' | 'expired' | 'due' | 'not-applicable';

/** Days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A certificate's state on `today`: valid through its valid-until day, 'expiring' from 60 days before
 * it, 'expired' the day after.
 */
export function validityState(validUntil: string | null, today: string): 'present' | 'expiring' | 'expired' {
  if (!validUntil) return 'present';
  const left = daysBetween(today, validUntil);
  if (left < 0) return 'expired';
  if (left <= EXPIRY_WARNING_DAYS) return 'expiring';
  return 'present';
}

export const CHECKLIST_STATE_LABELS: Record<ChecklistState, string> = {
  present: 'Present',
  missing: 'Missing',
  expiring: 'Expiring soon',
  expired: 'Expired',
  due: 'Due',
  'not-applicable': 'Not applicable',
};

/** States the dashboard counts as problems. */
export const isProblem = (state: ChecklistState): boolean =>
  state === 'missing' || state === 'expiring' || state === 'expired';

/** The one answer to every failed lookup, whether or not the number exists. */
export const TC_NO_MATCH_MESSAGE = 'No transfer certificate matches these details';
export const TC_RATE_LIMITED_MESSAGE = 'Too many lookups from your connection. Please try again in 15 minutes.';
/** Lookups per client address per window. */
/** What the lookup schema says of its fields (schema-rules.ts); tests/unit/public-runtime.test.ts keeps the two equal. */
export const TC_LOOKUP_RULES = {
  tcNumber: { required: true, maxLength: 40 },
  dateOfBirth: { required: true },
} as const;
export const TC_LOOKUP_LIMIT = 10;
export const TC_LOOKUP_WINDOW_MS = 15 * 60_000;

/** The largest disclosure document or TC scan (the notices' PDF limit). */
export const DISCLOSURE_PDF_REJECTED_MESSAGE = 'Choose a PDF file of at most 20 MB';
