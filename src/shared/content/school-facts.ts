// Facts the spec fixes (spec §2 'Static pages', §5 'Policies', §9), defined once and rendered
// everywhere from here (STYLE.md habit 8), so pages, FAQ and brochure never disagree by accident.
export const FOUNDED_YEAR = 2010;
export const SCHOOL_STAGES = 'Nursery to Grade 12';
export const CURRICULUM = 'CBSE pattern with Islamic studies and Hifz';

export const ADMISSION_FORM_FEE_RUPEES = 2000;
export const ADMISSION_FORM_FEE_TEXT = '₹2,000';
export const MIN_PREVIOUS_CLASS_MARKS_PERCENT = 60;
export const WITHDRAWAL_NOTICE_MONTHS = 3;
export const HIFZ_DURATION = 'about 2-4 years';

/** spec §9: second week of June to first week of April (elsewhere 'June to April, first week'). */
export const ACADEMIC_SESSION = 'second week of June to the first week of April';
export const APPLY_BY = 'May';

export const MIN_AGE_NURSERY = 3;
export const MIN_AGE_CLASS_XII = 17;

/** Eligibility: age by class (spec §2 'Eligibility'). */
export const AGE_BY_CLASS: { className: string; ageRange: string }[] = [
  { className: 'Nursery', ageRange: '3-4 years' },
  { className: 'LKG', ageRange: '4-5 years' },
  { className: 'UKG', ageRange: '5-6 years' },
  { className: 'Class I', ageRange: '6-7 years' },
  { className: 'Class II', ageRange: '7-8 years' },
  { className: 'Class III', ageRange: '8-9 years' },
];

export const PAYMENT_METHODS = ['Cash', 'Bank transfer / RTGS / NEFT', 'UPI / digital payment'] as const;
export const REFUSED_PAYMENT = 'Cheques are not accepted';

/** Admission is confirmed only when all three are submitted (spec §4). */
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
export const PTM = 'Third Saturday of every month, 12:00 - 2:00 PM';

export const EXAM_CALENDAR = [
  { name: 'First Evaluation', period: 'July - August' },
  { name: 'Term 1 Examination', period: 'October - November' },
  { name: 'Second Evaluation', period: 'December - January' },
  { name: 'Term 2 Examination', period: 'March - April' },
] as const;

export const GRADING_SCALE = [
  { grade: 'A1', label: 'Outstanding', range: '91-100%' },
  { grade: 'A2', label: 'Excellent', range: '81-90%' },
  { grade: 'B1', label: 'Very Good', range: '71-80%' },
  { grade: 'B2', label: 'Good', range: '61-70%' },
  { grade: 'C1', label: 'Average', range: '51-60%' },
  { grade: 'C2', label: 'Not Fair', range: '41-50%' },
  { grade: 'D1', label: 'Poor', range: '40% and below' },
] as const;

export const PROMOTION_RULES = [
  'Minimum 75% attendance is required.',
  'A student failing in 3 subjects takes a re-examination.',
  'A student failing in more than 3 subjects is detained.',
] as const;

export const DOCUMENT_CHECKLIST = [
  'Birth certificate',
  'Aadhaar card (student and parent)',
  'Transfer certificate (above Nursery)',
  'Previous report card (if applicable)',
  'Health certificate',
  'Recent passport-size photographs',
] as const;

export const FEE_POLICIES = [
  'No partial payments.',
  'No cheques.',
  'No installments.',
  'Payments only via the School Accounts Office.',
  'No verbal or telephone withdrawal.',
  `Minimum ${WITHDRAWAL_NOTICE_MONTHS} months written notice on the official form.`,
  'Transfer Certificate only after all dues are cleared.',
] as const;

// Application form options (spec §9).
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
