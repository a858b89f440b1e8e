// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { SCHOOL_CLASSES } from '../content/default-settings';
import { DESK_SETTINGS_WORDS } from '../content/desk-replies-words';
import { lines } from '../lines';
import { unknownFieldProblems } from '../page-content/fields';
import { checkPrimaryColour, isHexColour } from '../palette';
import { isTimeZone } from '../time-zone';
import { isMerchantCode, isPayeeName, isUpiId, UPI_MESSAGES } from '../upi';
import { whatsappDigits } from '../whatsapp';

export { DEFAULT_SETTINGS, SCHOOL_CLASSES } from '../content/default-settings';

// The site settings the school edits from the dashboard: its name and colours, contact details,
// links, admissions and notices. Stored as one JSON value; each dashboard panel saves its own part
// (SettingsPatchSchema), and the whole is checked again once merged (SiteSettingsSchema).
const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), {
    message: 'Enter a full https:// address or leave it empty',
  });

/** A value the site writes into one line (a page title, a feed's name, a header) takes no control character. */
const hasControl = (v: string) => /\p{Cc}/u.test(v);
const oneLine = (label: string) => [(v: string) => !hasControl(v), `${label} must be on one line`] as const;
/** An address may take line breaks between its lines, and nothing else of the kind. */
const linesOnly = (label: string) =>
  [(v: string) => !hasControl(v.replace(/\r?\n/g, '')), `${label} cannot hold control characters`] as const;

export const SETTINGS_MESSAGES = {
  schoolName: 'School name is required',
  shortName: 'Short name is required',
  tagline: 'Tagline is required',
  whatsappNumber: 'Enter the WhatsApp number with its country code, like +91 98765 43210, or leave it empty',
  academicYear: 'Enter the academic year like 2025-26',
  month: 'Choose a month from the list',
  applicationClassesEmpty: 'Tick at least one class, or switch admissions off',
  applicationClassUnknown: 'Choose classes from the list',
} as const;

/** '2025-26': two consecutive years. */
function isAcademicYear(v: string): boolean {
  const m = /^(\d{4})-(\d{2})$/.exec(v);
  return !!m && (Number(m[1]) + 1) % 100 === Number(m[2]);
}

const CLASS_VALUES: readonly string[] = SCHOOL_CLASSES.map((c) => c.value);

/** The school's own name, tagline, colour and WhatsApp number (the logo is uploaded on its own). */
export const BrandingSettingsSchema = z.object({
  schoolName: z
    .string()
    .trim()
    .min(1, SETTINGS_MESSAGES.schoolName)
    .max(80)
    .refine(...oneLine('School name')),
  shortName: z
    .string()
    .trim()
    .min(1, SETTINGS_MESSAGES.shortName)
    .max(40)
    .refine(...oneLine('Short name')),
  tagline: z
    .string()
    .trim()
    .min(1, SETTINGS_MESSAGES.tagline)
    .max(120)
    .refine(...oneLine('Tagline')),
  primaryColor: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isHexColour, { message: 'Choose a colour as a #rrggbb code, for example #6d28d9.', abort: true })
    // The contrast rule, with the message that says why (palette.ts).
    .superRefine((v, ctx) => {
      const check = checkPrimaryColour(v);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
    }),
  whatsappNumber: z
    .string()
    .trim()
    .max(30, SETTINGS_MESSAGES.whatsappNumber)
    .refine((v) => v === '' || whatsappDigits(v) !== null, SETTINGS_MESSAGES.whatsappNumber),
});

/** A month of the year, 1 (January) to 12; a select's value arrives as text. */
const monthOfYear = z.coerce
  .number({ message: SETTINGS_MESSAGES.month })
  .int(SETTINGS_MESSAGES.month)
  .min(1, SETTINGS_MESSAGES.month)
  .max(12, SETTINGS_MESSAGES.month);

/** A fact of the school day written into sentences ('8:00 AM - 2:00 PM'): required, one line. */
const schoolFact = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(120)
    .refine(...oneLine(label));

/** A list the office types one item a line; its items may state the pages' fields ({admissionFee}). */
const schoolList = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(2000)
    .refine(...linesOnly(label))
    .superRefine((v, ctx) => {
      for (const message of unknownFieldProblems(v)) ctx.addIssue({ code: 'custom', message });
    });

const admissionsFields = {
  academicYear: z.string().trim().refine(isAcademicYear, SETTINGS_MESSAGES.academicYear),
  // The school's year and its admissions season (docs/decisions/044-one-academic-year.md).
  academicYearStartMonth: monthOfYear,
  nextYearAdmissionsMonth: monthOfYear,
  admissionsOpen: z.boolean(),
  applicationClasses: z
    .array(z.string().refine((v) => CLASS_VALUES.includes(v), SETTINGS_MESSAGES.applicationClassUnknown))
    .max(CLASS_VALUES.length)
    // Stored in the school's order, each once, whatever order they were ticked in.
    .transform((list) => CLASS_VALUES.filter((v) => list.includes(v))),
  heroButtonText: z
    .string()
    .trim()
    .min(1, 'Hero button text is required')
    .max(80)
    .refine(...oneLine('Hero button text')),
  admissionsNotice: z
    .string()
    .trim()
    .max(300)
    .refine(...oneLine('Admissions notice')),
  // The school day and session: single facts the pages, the FAQ, the brochure and /apply state through
  // their page fields, so one change here reaches them all (docs/decisions/044-one-academic-year.md).
  academicSession: schoolFact('Academic session'),
  applyBy: schoolFact('Apply by'),
  schoolHours: schoolFact('School hours, Classes 1-12'),
  prePrimaryHours: schoolFact('School hours, Pre-primary'),
  morningAssembly: schoolFact('Morning assembly'),
  ptm: schoolFact('Parent-teacher meetings'),
  // The school's lists, one item a line: the pages (data blocks), the FAQ (fields), /apply and the
  // brochure read them from here (docs/decisions/044-one-academic-year.md).
  documentChecklist: schoolList('Document checklist'),
  admissionSteps: schoolList('Admission steps').refine(
    (v) => lines(v).every((line) => /\S: \S/.test(line)),
    'Write each admission step on its own line as “Title: what to do”',
  ),
  promotionRules: schoolList('Promotion rules'),
};

/** Open admissions need at least one class to apply for. */
function classesWhenOpen(v: { admissionsOpen: boolean; applicationClasses: string[] }, ctx: z.RefinementCtx) {
  if (v.admissionsOpen && v.applicationClasses.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['applicationClasses'], message: SETTINGS_MESSAGES.applicationClassesEmpty });
  }
}

/** Academic year, admissions open or not, the classes open for application and the texts that announce them. */
export const AdmissionsSettingsSchema = z.object(admissionsFields).superRefine(classesWhenOpen);

/** Contact details, links, the about video and the splash screen (the general Site settings panel). */
export const GeneralSettingsSchema = z.object({
  email: z.string().trim().email('Please enter a valid email address').max(200),
  phone: z
    .string()
    .trim()
    .min(1, 'Phone is required')
    .max(40)
    .refine(...oneLine('Phone')),
  addressIndia: z
    .string()
    .trim()
    .min(1, 'Akola school address is required')
    .max(300)
    .refine(...linesOnly('Akola school address')),
  addressInternational: z
    .string()
    .trim()
    .min(1, 'International school address is required')
    .max(300)
    .refine(...linesOnly('International school address')),
  addressDubai: z
    .string()
    .trim()
    .min(1, 'Dubai office address is required')
    .max(300)
    .refine(...linesOnly('Dubai office address')),
  facebookUrl: optionalUrl,
  instagramUrl: optionalUrl,
  youtubeUrl: optionalUrl,
  videoUrl: optionalUrl,
  splashEnabled: z.boolean(),
  // The school's time zone: the calendar's dates and times, and its iCal feed (docs/decisions/020).
  timeZone: z
    .string()
    .trim()
    .min(1, 'Choose a valid time zone such as Asia/Kolkata')
    .max(60, 'Choose a valid time zone such as Asia/Kolkata')
    .refine(isTimeZone, 'Choose a valid time zone such as Asia/Kolkata'),
});

/** A whole number of months a kind of record is kept (1 to 120). */
const months = (label: string) =>
  z
    .number({ message: `${label} must be a whole number of months` })
    .int(`${label} must be a whole number of months`)
    .min(1, `${label} must be at least 1 month`)
    .max(120, `${label} can be at most 120 months`);

/**
 * The privacy notice's own facts (/privacy, docs/decisions/022-privacy-and-audit.md): the grievance
 * officer under India's DPDP Act and how long each kind of record is kept, counted from its last change.
 */
export const PrivacySettingsSchema = z.object({
  grievanceOfficerName: z
    .string()
    .trim()
    .min(1, 'Grievance officer’s name is required')
    .max(120)
    .refine(...oneLine('Grievance officer’s name')),
  grievanceOfficerEmail: z.string().trim().email('Please enter a valid email address').max(200),
  grievanceOfficerPhone: z
    .string()
    .trim()
    .max(40)
    .refine(...oneLine('Grievance officer’s phone')),
  retentionEnquiryMonths: months('Enquiries'),
  retentionApplicationMonths: months('Applications'),
  retentionAuditMonths: months('Audit log'),
  // Candidates for a post (docs/decisions/053-careers.md): an application not taken forward goes this
  // long after its vacancy closes; one for any suitable post, or kept for future vacancies with the
  // candidate's consent, this long after it was sent; an appointed candidate's this long after the
  // appointment (their record lives on in the school's staff records).
  retentionCandidateMonths: months('Candidates not taken forward'),
  retentionFutureCandidateMonths: months('Candidates kept for future posts'),
  retentionAppointedMonths: months('Appointed candidates'),
});

/** '2026-11-26': a real calendar date. */
function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const anEmail = z.string().email();

/** Longest known-limitations text of the accessibility statement (one limitation a line). */
export const MAX_ACCESSIBILITY_LIMITATIONS = 2000;

/**
 * What the accessibility statement (/accessibility) and the terms of use (/terms) say that is the
 * school's to decide: who answers accessibility problems and how fast, what is known not to work, when
 * the site was last reviewed, and the city whose courts hear a dispute. An empty contact field means
 * the school's own contact (Site settings); an empty review date, the day the site was first started.
 */
export const StatementSettingsSchema = z.object({
  accessibilityContactName: z
    .string()
    .trim()
    .max(120)
    .refine(...oneLine('Accessibility contact’s name')),
  accessibilityContactEmail: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || anEmail.safeParse(v).success, 'Please enter a valid email address or leave it empty'),
  accessibilityContactPhone: z
    .string()
    .trim()
    .max(40)
    .refine(...oneLine('Accessibility contact’s number')),
  accessibilityResponseDays: z
    .number({ message: 'Reply time must be a whole number of working days' })
    .int('Reply time must be a whole number of working days')
    .min(1, 'Reply time must be at least 1 working day')
    .max(30, 'Reply time can be at most 30 working days'),
  accessibilityLimitations: z
    .string()
    .trim()
    .max(MAX_ACCESSIBILITY_LIMITATIONS, `Known limitations can be at most ${MAX_ACCESSIBILITY_LIMITATIONS} characters`)
    .refine(...linesOnly('Known limitations')),
  accessibilityReviewedOn: z
    .string()
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), 'Enter the date of the last review as a date, or leave it empty'),
  jurisdictionCity: z
    .string()
    .trim()
    .min(1, 'The city of the courts is required')
    .max(60)
    .refine(...oneLine('City of the courts')),
});

/** The stored logo: a media key (`site/<32 hex>`) of the uploaded image, or '' for the built-in mark. */
const logoField = z.string().regex(/^(site\/[a-f0-9]{32})?$/);

/** At most this many addresses receive the office's notifications. */
export const MAX_NOTIFICATION_EMAILS = 10;
const NOTIFICATION_EMAILS_MESSAGE = 'Enter e-mail addresses separated by commas or new lines';

const notificationEmailsList = z
  .array(z.string().trim().toLowerCase().email(NOTIFICATION_EMAILS_MESSAGE).max(200))
  .max(MAX_NOTIFICATION_EMAILS, `At most ${MAX_NOTIFICATION_EMAILS} addresses`)
  // Each address once.
  .transform((list) => [...new Set(list)]);

/** Who receives an e-mail for each new enquiry and application (none by default). Not shown to visitors. */
export const NotificationSettingsSchema = z.object({ notificationEmails: notificationEmailsList });

/** Addresses as typed in the dashboard: separated by commas, semicolons, spaces or new lines. */
export function splitAddresses(text: string): string[] {
  return text.split(/[\s,;]+/).filter((v) => v !== '');
}

/** The dashboard's form of the recipients: one text, checked address by address (the message names the bad one). */
export const NotificationFormSchema = z.object({
  notificationEmails: z
    .string()
    .max(3000)
    .transform((text, ctx) => {
      const list = splitAddresses(text);
      const parsed = notificationEmailsList.safeParse(list);
      if (parsed.success) return parsed.data;
      const issue = parsed.error.issues[0];
      const bad = typeof issue?.path[0] === 'number' ? list[issue.path[0]] : undefined;
      ctx.addIssue({
        code: 'custom',
        message: bad
          ? `"${bad.slice(0, 60)}" is not an e-mail address`
          : (issue?.message ?? NOTIFICATION_EMAILS_MESSAGE),
      });
      return z.NEVER;
    }),
});

/**
 * The school date ('2026-01-12') on which the person looking after the server confirmed, in Backups,
 * that the daily archives are copied off it; '' until then. Set only by admin.backups.confirmOffsite,
 * never by a Settings panel, and not shown to visitors.
 */
const offsiteBackupConfirmedOn = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/);

/**
 * Whether every member of staff, not only Owners, must sign in with a second factor. Set only by
 * admin.staff.requireTwoFactor (an Owner's choice), never by a Settings panel; not shown to visitors.
 */
const twoFactorForEveryone = z.boolean();

/** The morning digest's hours (school time): 0 to 23. */
export const DIGEST_HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * The admissions desk's e-mails (Settings, Admissions desk): whether a parent who gave an e-mail
 * receives an acknowledgment with their reference number when they send an enquiry or application,
 * and the hour of the staff's morning digest in school time (null: none is sent). Not shown to visitors.
 */
export const DeskSettingsSchema = z.object({
  acknowledgeParents: z.boolean(),
  digestHour: z
    .number({ message: DESK_SETTINGS_WORDS.digestHourMessage })
    .int(DESK_SETTINGS_WORDS.digestHourMessage)
    .min(0, DESK_SETTINGS_WORDS.digestHourMessage)
    .max(23, DESK_SETTINGS_WORDS.digestHourMessage)
    .nullable(),
});

/**
 * Fees by UPI (Settings, Payments; an Owner's): the school's UPI ID and payee name as its bank
 * registered them, the merchant code if the bank gave one, which Fees heads are asked when a parent
 * applies and when the office offers a place (by name: the current year's head of that name states the
 * amount), and how long the receipt ledger is kept (docs/decisions/052-upi-fees.md). Empty UPI ID:
 * nothing about paying shows anywhere. Not shown to visitors but through a payment box.
 */
export const PaymentSettingsSchema = z.object({
  upiId: z
    .string()
    .trim()
    .max(256)
    .refine((v) => v === '' || isUpiId(v), UPI_MESSAGES.upiId),
  upiPayeeName: z
    .string()
    .trim()
    .max(50)
    .refine((v) => v === '' || isPayeeName(v), UPI_MESSAGES.payeeName),
  upiMerchantCode: z
    .string()
    .trim()
    .refine((v) => v === '' || isMerchantCode(v), UPI_MESSAGES.merchantCode),
  feeOnApply: z.string().trim().max(120),
  feesOnOffer: z.array(z.string().trim().min(1).max(120)).max(12),
  retentionReceiptYears: z
    .number({ message: 'Receipts must be kept a whole number of years' })
    .int('Receipts must be kept a whole number of years')
    .min(1, 'Receipts must be kept at least 1 year')
    .max(30, 'Receipts can be kept at most 30 years'),
});

const settingsShape = {
  ...BrandingSettingsSchema.shape,
  logo: logoField,
  ...GeneralSettingsSchema.shape,
  ...admissionsFields,
  ...NotificationSettingsSchema.shape,
  ...PrivacySettingsSchema.shape,
  offsiteBackupConfirmedOn,
  twoFactorForEveryone,
  ...DeskSettingsSchema.shape,
  ...StatementSettingsSchema.shape,
  ...PaymentSettingsSchema.shape,
};

export const SiteSettingsSchema = z.object(settingsShape).superRefine(classesWhenOpen);
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;
type PaymentSettingKey = keyof PaymentSettings;
/** The Payments panel's fields: saved by admin.payments.saveSettings alone, which checks them against Fees. */
export const PAYMENT_SETTING_KEYS = Object.keys(PaymentSettingsSchema.shape) as PaymentSettingKey[];
/** What visitors' pages receive (site.settings): everything but the office's own addresses and the backups' state. */
export type PublicSiteSettings = Omit<
  SiteSettings,
  | 'notificationEmails'
  | 'offsiteBackupConfirmedOn'
  | 'twoFactorForEveryone'
  | 'acknowledgeParents'
  | 'digestHour'
  | PaymentSettingKey
> & {
  /**
   * The year parents are admitted for today ('2027-28'), from the date and the two months; the
   * admissions texts arrive with it filled in (docs/decisions/044-one-academic-year.md).
   */
  admissionYear: string;
  /**
   * The admission form fee as printed ('₹2,000'): the Fees head of the year Settings names, so /apply's
   * terms and the pages' {admissionFee} state one amount (src/server/platform/settings.ts).
   */
  admissionFee: string;
};

/**
 * What the dashboard saves: any part of the settings but the logo (uploaded on its own) and the
 * off-server backup confirmation (dated by the server), merged into
 * the stored settings and checked whole again, so one panel never overwrites another's fields.
 */
export const SettingsPatchSchema = z
  .object({
    ...BrandingSettingsSchema.shape,
    ...GeneralSettingsSchema.shape,
    ...admissionsFields,
    ...NotificationSettingsSchema.shape,
    ...PrivacySettingsSchema.shape,
    ...StatementSettingsSchema.shape,
    ...DeskSettingsSchema.shape,
  })
  .partial();
export type SettingsPatch = z.input<typeof SettingsPatchSchema>;

/** The names and year page texts may refer to (see fillSchoolText in paths.ts). */
export type SchoolNames = Pick<SiteSettings, 'schoolName' | 'shortName' | 'tagline' | 'academicYear'>;

const OPEN = /\bopen(ed|s)?\b/i;
const CLOSED = /\bclosed?\b/i;

/** A text that announces admissions as open (and does not also say closed), or as closed. */
function announces(text: string): 'open' | 'closed' | null {
  if (CLOSED.test(text)) return 'closed';
  if (OPEN.test(text)) return 'open';
  return null;
}

/**
 * Warnings for the dashboard when an admissions text says the opposite of when it is shown: the switch
 * shows the open text (the hero button and the admissions banner) while admissions are open and the
 * closed text everywhere while they are closed (docs/decisions/044-one-academic-year.md). Saving is
 * still allowed: the texts are the school's to word.
 */
export function admissionsWarnings(v: Pick<SiteSettings, 'heroButtonText' | 'admissionsNotice'>): string[] {
  const out: string[] = [];
  if (announces(v.heroButtonText) === 'closed')
    out.push('The text shown while admissions are open says they are closed.');
  if (announces(v.admissionsNotice) === 'open')
    out.push('The text shown while admissions are closed says they are open.');
  return out;
}

/** The Admissions desk panel's form: the hour is a select whose '' is Off. */
export const DeskSettingsFormSchema = z.object({
  acknowledgeParents: z.boolean(),
  digestHour: z
    .string()
    .transform((v) => (v === '' ? null : Number(v)))
    .pipe(DeskSettingsSchema.shape.digestHour),
});
