// The school's facts (fees, ages, hours, policies), each stated once here. Those the office keeps
// elsewhere (Settings, Fee Structures, the Calendar) are here only as the first values the defaults and
// seeds write; the pages, the FAQ, /apply and the brochure read them from there at run time
// (docs/decisions/044-one-academic-year.md). The others are rendered from here.
export const FOUNDED_YEAR = 2010;
export const SCHOOL_STAGES = 'Nursery to Grade 12';
export const CURRICULUM = 'CBSE pattern with Islamic studies and Hifz';
export const SCHOOL_LOCATIONS =
  'Two schools in Akola, Maharashtra (Ganga Nagar and Akot Road, Panchmori) and an office in Dubai';

export const ADMISSION_FORM_FEE_RUPEES = 2000;
/** The fee as printed, with Indian digit grouping: '₹2,000'. */
export const ADMISSION_FORM_FEE_TEXT = `₹${ADMISSION_FORM_FEE_RUPEES.toLocaleString('en-IN')}`;
export const MIN_PREVIOUS_CLASS_MARKS_PERCENT = 60;
export const WITHDRAWAL_NOTICE_MONTHS = 3;
export const HIFZ_DURATION = 'about 2-4 years';

export const ACADEMIC_SESSION = 'second week of June to the first week of April';
export const APPLY_BY = 'May';

/**
 * Minimum age for every class (Admissions 'Age Criteria'): Nursery 3, then one year more per class,
 * so Class XII 17.
 */
export const MIN_AGE_NURSERY = 3;
export const CLASS_NAMES = [
  'Nursery',
  'LKG',
  'UKG',
  'Class I',
  'Class II',
  'Class III',
  'Class IV',
  'Class V',
  'Class VI',
  'Class VII',
  'Class VIII',
  'Class IX',
  'Class X',
  'Class XI',
  'Class XII',
] as const;
export const MIN_AGE_BY_CLASS = CLASS_NAMES.map((className, i) => ({ className, minAgeYears: MIN_AGE_NURSERY + i }));
export const MIN_AGE_CLASS_XII = MIN_AGE_NURSERY + CLASS_NAMES.indexOf('Class XII');
export const AGE_NORMS_NOTE = 'as per the norms of the state education department';

export const PAYMENT_METHODS = ['Cash', 'Bank transfer / RTGS / NEFT', 'UPI / digital payment'] as const;
export const REFUSED_PAYMENT = 'Cheques are not accepted';

/** What confirms admission: the first fee structure's list (seed-data/fees.ts). */
export const ADMISSION_CONFIRMATION_REQUIREMENTS = [
  'Admission fee',
  'Full annual tuition fee',
  'Admission form with all documents',
] as const;

export const SCHOOL_HOURS = [
  { group: 'Classes 1-12', hours: '8:00 AM - 2:00 PM' },
  { group: 'Pre-primary', hours: '9:00 AM - 1:00 PM' },
] as const;
export const MORNING_ASSEMBLY = '7:55 AM';
/** Parent-teacher meetings: the `ptm` setting's default (the calendar's events give the dates). */
export const PTM = 'Third Saturday of every month, 12:00 - 2:00 PM';

/** The calendar's first exam events (seed-data/events.ts); the FAQ states the calendar's. */
export const EXAM_CALENDAR = [
  { name: 'First Evaluation', period: 'July - August' },
  { name: 'Term 1 Examination', period: 'October - November' },
  { name: 'Second Evaluation', period: 'December - January' },
  { name: 'Term 2 Examination', period: 'March - April' },
] as const;

/** The `promotionRules` setting's default. */
export const PROMOTION_RULES = [
  'Minimum 75% attendance is required.',
  'A student failing in 3 subjects takes a re-examination.',
  'A student failing in more than 3 subjects is detained.',
] as const;

/** The `documentChecklist` setting's default. */
export const DOCUMENT_CHECKLIST = [
  'Birth certificate',
  'Aadhaar card (student and parent)',
  'Transfer certificate (above Nursery)',
  'Previous report card (if applicable)',
  'Health certificate',
  'Recent passport-size photographs',
] as const;

/** How fees are paid: the first fee structure's rules (seed-data/fees.ts). */
export const PAYMENT_POLICIES = [
  'No partial payments.',
  'No cheques.',
  'No installments.',
  'Payments only via the School Accounts Office.',
] as const;

/** The first fee structure's withdrawal rules (seed-data/fees.ts). */
export const WITHDRAWAL_POLICIES = [
  'No verbal or telephone withdrawal.',
  `Minimum ${WITHDRAWAL_NOTICE_MONTHS} months written notice on the official form.`,
  'Transfer Certificate only after all dues are cleared.',
] as const;

// Application form options.
export const APPLICATION_CLASSES = [
  { value: 'nursery', label: 'Nursery' },
  { value: 'lkg', label: 'LKG' },
  { value: 'ukg', label: 'UKG' },
  { value: 'class1', label: 'Class 1' },
  { value: 'class2', label: 'Class 2' },
  { value: 'class3', label: 'Class 3' },
] as const;
export const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** The `admissionSteps` setting's default (Admissions 'Overview'), the fee as its page field, filled where shown. */
export const ADMISSION_STEPS = [
  { title: 'Obtain the form', text: 'Obtain the admission form from the school office.' },
  {
    title: 'Submit the form',
    text: 'Submit the completed form with all the documents and the {admissionFee} admission form fee.',
  },
  { title: 'Entrance exam', text: 'The student takes the entrance exam.' },
  {
    title: 'Admission offer',
    text: 'Admission is offered on the basis of the entrance exam results, past performance and seat availability.',
  },
] as const;

export const MID_YEAR_ADMISSIONS = 'Mid-year vacancies are limited; please enquire at the school office.';
/** The fee's rule, for the fee as Fees states it ('₹2,000'): /apply's terms and the brochure. */
export const admissionFeeNote = (fee: string) =>
  `The admission form fee of ${fee} is non-refundable and payable one time only.`;
/**
 * The Fees page's rule. The Important Dates page lists two installments instead (the calendar's 'Fee
 * due' events, first seeded from FEE_INSTALLMENTS in src/server/db/seed-data/events.ts): the school's brief states both, so both are shown and the FAQ says to confirm.
 */
export const ANNUAL_TUITION_RULE =
  'The annual tuition fee is paid in full at admission in June; there are no installments.';

/** The first fee structure's late fee rules (seed-data/fees.ts). */
export const LATE_FEE_POLICY = [
  'Fees are due by the date the school announces; payment after that date attracts a late fee.',
  'The late fee is collected with the pending fees at the School Accounts Office.',
  'A Transfer Certificate is issued only after all dues, including late fees, are cleared.',
] as const;
