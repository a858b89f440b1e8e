// What a piece of dashboard work needs, from one small fixed set (docs/decisions/029-feature-modules.md).
// Every admin procedure and every dashboard section names one; the server checks it, the dashboard only
// hides what a person could not use anyway. Today the one administrator holds them all; roles map onto
// this set without a new name.

export const PERMISSIONS = {
  /** Signed in at all: who am I, one's own password, the overview. */
  account: 'Your account',
  /** What visitors read: pages, notices, calendar, alert, slides, people, fees, disclosure... */
  content: 'Site content',
  /** Parents' enquiries and applications, and transfer certificates. */
  admissions: 'Admissions',
  /** Finding, exporting and erasing a person's data; the audit log; retention. */
  privacy: 'Privacy and audit',
  /** The school's settings, mail, backups and restore. */
  settings: 'Settings and backups',
  /** Staff accounts. */
  staff: 'Staff accounts',
  /** Teachers' applications for the school's vacancies: candidates, their CVs and the shortlist. */
  recruitment: 'Recruitment',
} as const;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export const isPermission = (value: unknown): value is Permission =>
  typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
