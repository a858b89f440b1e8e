// The admissions desk's vocabulary, shared by the server and the dashboard: the stages an enquiry or
// application moves through, the one mapping from a stage to the status the Contacts and Applications
// views have always shown, the answers to "How did you hear about us?" and the reference numbers.
import type { EnquiryStatus } from './constants';

/** Open stages first, in the order a family usually moves through them, then the closed ones. */
export const OPEN_STAGES = [
  'new',
  'contacted',
  'visit-scheduled',
  'applied',
  'assessment',
  'offered',
  'admitted',
] as const;
export const CLOSED_STAGES = ['not-admitted', 'withdrawn', 'not-interested', 'duplicate'] as const;
export const STAGES = [...OPEN_STAGES, ...CLOSED_STAGES] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Record<Stage, string> = {
  new: 'New',
  contacted: 'Contacted',
  'visit-scheduled': 'Visit scheduled',
  applied: 'Applied',
  assessment: 'Assessment',
  offered: 'Offered',
  admitted: 'Admitted',
  'not-admitted': 'Not admitted',
  withdrawn: 'Withdrawn',
  'not-interested': 'Not interested',
  duplicate: 'Duplicate',
};

export function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (STAGES as readonly string[]).includes(value);
}

export type DeskKind = 'enquiry' | 'application';

/** The statuses applications have always had (the Applications view, its filter and CSV). */
type ApplicationStatus = 'new' | 'in-review' | 'accepted' | 'declined';
export interface StatusOfKind {
  enquiry: EnquiryStatus;
  application: ApplicationStatus;
}

const CLOSED_WITHOUT_ADMISSION: ReadonlySet<Stage> = new Set([
  'not-admitted',
  'withdrawn',
  'not-interested',
  'duplicate',
]);

/**
 * The status a stage shows as: the ONE mapping every write uses, so `status` never disagrees with
 * `stage`. For enquiries, New is new, a closed stage or Admitted is resolved (nothing left to do on
 * the enquiry) and every other stage is in progress. For applications, the stages before the
 * application was looked at are new, Assessment is in review, Offered and Admitted are accepted, and a
 * closed stage is declined.
 */
export function stageStatus<K extends DeskKind>(kind: K, stage: Stage): StatusOfKind[K] {
  if (kind === 'enquiry') {
    const status: EnquiryStatus =
      stage === 'new'
        ? 'new'
        : stage === 'admitted' || CLOSED_WITHOUT_ADMISSION.has(stage)
          ? 'resolved'
          : 'in-progress';
    return status as StatusOfKind[K];
  }
  let status: ApplicationStatus;
  if (CLOSED_WITHOUT_ADMISSION.has(stage)) status = 'declined';
  else if (stage === 'offered' || stage === 'admitted') status = 'accepted';
  else if (stage === 'assessment') status = 'in-review';
  else status = 'new';
  return status as StatusOfKind[K];
}

/**
 * The stage an old status stands for, when the office sets a status the old way (the Contacts and
 * Applications views) and the current stage does not already show as it; the migration's backfill
 * uses the same table (docs/decisions/037-admissions-desk.md).
 */
export const STAGE_FOR_STATUS: { [K in DeskKind]: Record<StatusOfKind[K], Stage> } = {
  enquiry: { new: 'new', 'in-progress': 'contacted', resolved: 'not-interested' },
  application: { new: 'applied', 'in-review': 'assessment', accepted: 'admitted', declined: 'not-admitted' },
};

/** The stage to keep when a status is set: the current one when it already shows as that status. */
export function stageForStatus<K extends DeskKind>(kind: K, current: Stage, status: StatusOfKind[K]): Stage {
  if (stageStatus(kind, current) === status) return current;
  return (STAGE_FOR_STATUS[kind] as Record<string, Stage>)[status] ?? current;
}

/** "How did you hear about us?": the answers a parent may pick (optional). */
export const HEARD_FROM = [
  { value: 'friend-or-family', label: 'Friend or family' },
  { value: 'walk-in', label: 'Walk-in' },
  { value: 'newspaper-or-hoarding', label: 'Newspaper or hoarding' },
  { value: 'social-media', label: 'Social media' },
  { value: 'search-engine', label: 'Search engine' },
  { value: 'school-event', label: 'School event' },
  { value: 'other', label: 'Other' },
] as const;
export type HeardFrom = (typeof HEARD_FROM)[number]['value'];
export const HEARD_FROM_LABEL = 'How did you hear about us?';

/**
 * The names of the hidden fields saying where a family came from, as the forms post them and the
 * procedures take them (checked by schemas/source.ts; kept here, free of zod, for the public pages).
 */
export const SOURCE_FIELDS = ['utmSource', 'utmMedium', 'utmCampaign', 'referrerHost', 'landingPath'] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];

/** The prefix of each kind's reference numbers. */
export const REFERENCE_PREFIX: Record<DeskKind, 'ENQ' | 'APP'> = { enquiry: 'ENQ', application: 'APP' };
/** A reference as printed: prefix, year, a sequence of at least five digits. */
export const REFERENCE_PATTERN = /^(ENQ|APP)-(\d{4})-(\d{5,9})$/;

export function formatReference(kind: DeskKind, year: number, sequence: number): string {
  return `${REFERENCE_PREFIX[kind]}-${year}-${String(sequence).padStart(5, '0')}`;
}

/** A reference as a parent may type it: spaces trimmed, any case; null when it cannot be one. */
export function normaliseReference(value: string): string | null {
  const upper = value.trim().toUpperCase();
  return REFERENCE_PATTERN.test(upper) ? upper : null;
}

/** Status checks per client address within the window (the TC lookup's limit), API and form alike. */
export const ADMISSION_STATUS_LIMIT = 10;
export const ADMISSION_STATUS_WINDOW_MS = 15 * 60_000;
/** The browser's checks of the status form, the same as the schema's. */
export const ADMISSION_STATUS_RULES = {
  reference: { required: true, maxLength: 40 },
  mobileLast4: { required: true, maxLength: 4 },
} as const;

/**
 * The keys two records of one family share (possible duplicates, linking an application to its
 * enquiry): the mobile's digits, the last ten of them (so +91, a leading 0 and spaces compare equal),
 * and the e-mail in lower case. The migration 0012 computes the same keys for older rows.
 */
export function contactKeys(contact: { mobile: string; email: string }): { mobileKey: string; emailKey: string } {
  const digits = contact.mobile.replace(/\D/g, '');
  return { mobileKey: digits.slice(-10), emailKey: contact.email.trim().toLowerCase() };
}

/** A stage's place among the open stages (New 0 … Admitted 6); closed stages have none. */
export function openStageIndex(stage: Stage): number {
  return (OPEN_STAGES as readonly string[]).indexOf(stage);
}
