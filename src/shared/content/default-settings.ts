import type { SiteSettings } from '../schemas/settings';
import { academicYearSettings, DEFAULT_YEAR_MONTHS } from './academic-year';
import {
  ACADEMIC_SESSION,
  ADMISSION_STEPS,
  APPLICATION_CLASSES,
  APPLY_BY,
  DOCUMENT_CHECKLIST,
  MORNING_ASSEMBLY,
  PROMOTION_RULES,
  PTM,
  SCHOOL_HOURS,
} from './school-facts';

/**
 * Every class the school teaches, in order: the administrator ticks the ones open for application
 * (Settings, Admissions). Values are stable (stored with each application); labels are what parents read.
 */
export const SCHOOL_CLASSES = [
  { value: 'nursery', label: 'Nursery' },
  { value: 'lkg', label: 'LKG' },
  { value: 'ukg', label: 'UKG' },
  ...Array.from({ length: 12 }, (_, i) => ({ value: `class${i + 1}`, label: `Class ${i + 1}` })),
] as const satisfies readonly { value: string; label: string }[];

// Zod-free so public pages can import it without the validation library.
// Seeded with clearly example contact values (an e-mail at school.example, a zero phone number), so
// nothing real-looking is published by mistake: the school replaces them from the dashboard. The
// school's name, colour and admissions are today's, so a fresh install looks as the site always did.
export const DEFAULT_SETTINGS: SiteSettings = {
  schoolName: 'Al Mahmood School',
  shortName: 'Al Mahmood',
  tagline: 'Nurturing The Uniqueness Of Every Student',
  logo: '',
  primaryColor: '#6d28d9',
  whatsappNumber: '',
  email: 'info@school.example',
  phone: '+91 00000 00000',
  addressIndia: 'Al Mahmood School, Ganga Nagar, Akola, Maharashtra, India',
  addressInternational: 'Al Mahmood International School, Akot Road, Panchmori, Akola, Maharashtra, India',
  addressDubai: 'Al Mahmood Education Office, Dubai, United Arab Emirates',
  facebookUrl: '',
  instagramUrl: '',
  youtubeUrl: '',
  // Only a fallback: a new install's are of the academic year of its first start (src/server/db/seed.ts).
  ...academicYearSettings('2025-26'),
  ...DEFAULT_YEAR_MONTHS,
  admissionsOpen: true,
  applicationClasses: APPLICATION_CLASSES.map((c) => c.value),
  // The school day's facts, first from school-facts.ts; every text states them through page fields.
  academicSession: ACADEMIC_SESSION,
  applyBy: APPLY_BY,
  schoolHours: SCHOOL_HOURS[0].hours,
  prePrimaryHours: SCHOOL_HOURS[1].hours,
  morningAssembly: MORNING_ASSEMBLY,
  ptm: PTM,
  // The lists, one item a line (an admission step as 'Title: what to do').
  documentChecklist: DOCUMENT_CHECKLIST.join('\n'),
  admissionSteps: ADMISSION_STEPS.map((step) => `${step.title}: ${step.text}`).join('\n'),
  promotionRules: PROMOTION_RULES.join('\n'),
  videoUrl: '',
  splashEnabled: true,
  timeZone: 'Asia/Kolkata',
  notificationEmails: [],
  // Example values like the contacts above: the school names its grievance officer in the dashboard.
  grievanceOfficerName: 'The Principal',
  grievanceOfficerEmail: 'privacy@school.example',
  grievanceOfficerPhone: '+91 00000 00000',
  retentionEnquiryMonths: 12,
  retentionApplicationMonths: 24,
  retentionAuditMonths: 24,
  retentionCandidateMonths: 12,
  retentionFutureCandidateMonths: 12,
  retentionAppointedMonths: 3,
  // Nobody has yet confirmed that the backups leave the server (Backups; the overview asks until then).
  offsiteBackupConfirmedOn: '',
  // Owners always sign in with a second factor; an Owner may require it of everyone.
  twoFactorForEveryone: false,
  // A parent who gave an e-mail is sent their reference number when they enquire or apply.
  acknowledgeParents: true,
  // Each Admissions person's morning digest of follow-ups and new enquiries, at 08:00 school time.
  digestHour: 8,
  // The accessibility statement answers through the school's own contact until the school names
  // someone; its review date is the day the site was first started until the school reviews it.
  accessibilityContactName: '',
  accessibilityContactEmail: '',
  accessibilityContactPhone: '',
  accessibilityResponseDays: 5,
  accessibilityLimitations: 'Some older PDF circulars are scanned images: ask us for their text.',
  accessibilityReviewedOn: '',
  jurisdictionCity: 'Akola',
  // Nothing about paying shows until the school sets its merchant UPI ID (Settings, Payments).
  upiId: '',
  upiPayeeName: '',
  upiMerchantCode: '',
  feeOnApply: 'Admission form fee',
  feesOnOffer: [],
  // The accounts' books are kept eight years.
  retentionReceiptYears: 8,
};
