import { MOBILE_LENGTH } from './constants';

// The application form's words and field rules, without the validation library: /apply renders the
// form from these and loads the schema (schemas/application.ts) only when a visitor starts on it.
export const APPLICATION_LABELS = {
  studentName: 'Student Name',
  dateOfBirth: 'Date of Birth',
  classApplying: 'Class Applying For',
  gender: 'Gender',
  fatherName: "Father's Name",
  motherName: "Mother's Name",
  contactNumber: 'Contact Number',
  email: 'Email Address',
  address: 'Address',
  previousSchool: 'Previous School',
  bloodGroup: 'Blood Group',
  agreeToTerms: 'I agree to the terms and conditions',
  guardianConsent:
    'I am the parent or lawful guardian of this child, and I consent to the school using these details to process this application as described in the Privacy Notice.',
} as const;
export type ApplicationField = keyof typeof APPLICATION_LABELS;
/** The form's checkboxes (true or false; a browser posts 'on' for a ticked one); every other field is text. */
export const APPLICATION_CHECKBOXES = ['agreeToTerms', 'guardianConsent'] as const;
export type ApplicationCheckbox = (typeof APPLICATION_CHECKBOXES)[number];
export const isApplicationCheckbox = (field: string): field is ApplicationCheckbox =>
  (APPLICATION_CHECKBOXES as readonly string[]).includes(field);

export const APPLICATION_MESSAGES = {
  studentName: 'Student name is required',
  dateOfBirth: 'Date of birth is required',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  dateOfBirthFuture: 'Date of birth must be in the past',
  classApplying: 'Class applying for is required',
  /** Also for a class the school teaches but takes no applications for now (Settings, Admissions). */
  classUnknown: 'Please choose a class from the list',
  /** Admissions are switched off in the settings. */
  closed: 'Admissions are closed, so applications cannot be accepted now. Please send an enquiry instead.',
  gender: 'Gender is required',
  genderUnknown: 'Please choose a gender from the list',
  fatherName: "Father's name is required",
  motherName: "Mother's name is required",
  contactNumber: 'Contact number is required',
  contactNumberInvalid: `Contact number must be exactly ${MOBILE_LENGTH} digits`,
  /** Ten digits that cannot be an Indian mobile number (a landline, a missing first digit). */
  contactNumberStart: 'Contact number must start with 6, 7, 8 or 9',
  email: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  address: 'Address is required',
  bloodGroupUnknown: 'Please choose a blood group from the list',
  agreeToTerms: 'You must agree to the terms and conditions',
  /** The consent under India's DPDP Act: a child's data needs a parent's or lawful guardian's consent. */
  guardianConsent: "Please confirm that you are the child's parent or lawful guardian and consent",
  failed: 'Failed to submit application. Please try again.',
  rateLimited: 'Too many applications from this connection. Please try again later.',
  refused: 'Your application could not be accepted. Please try again, or call or email the school office.',
  /** The database could not store it (disk full, I/O error): nothing was saved. */
  notSaved: 'We could not save your application. Please try again in a few minutes.',
} as const;

/** Today as YYYY-MM-DD in local time (the form's date input works in local dates). */
export function todayIso(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

export const EMPTY_APPLICATION = {
  studentName: '',
  dateOfBirth: '',
  classApplying: '',
  gender: '',
  fatherName: '',
  motherName: '',
  contactNumber: '',
  email: '',
  address: '',
  previousSchool: '',
  bloodGroup: '',
  agreeToTerms: false,
  guardianConsent: false,
};
export type ApplicationFormValues = typeof EMPTY_APPLICATION;

/** What each field's schema says of it (schema-rules.ts); tests/unit/public-runtime.test.ts keeps the two equal. */
export const APPLICATION_RULES = {
  studentName: { required: true, maxLength: 100 },
  dateOfBirth: { required: true, maxLength: 10 },
  classApplying: { required: true, maxLength: 20 },
  gender: { required: true, maxLength: 20 },
  fatherName: { required: true, maxLength: 100 },
  motherName: { required: true, maxLength: 100 },
  contactNumber: { required: true, maxLength: 20 },
  email: { required: true, maxLength: 254 },
  address: { required: true, maxLength: 500 },
  previousSchool: { required: false, maxLength: 200 },
  bloodGroup: { required: false },
  agreeToTerms: { required: false },
  guardianConsent: { required: false },
  website: { required: false, maxLength: 500 },
  // Where the family came from (src/shared/schemas/source.ts): optional, a bad value dropped.
  utmSource: { required: false },
  utmMedium: { required: false },
  utmCampaign: { required: false },
  referrerHost: { required: false },
  landingPath: { required: false },
  heardFrom: { required: false },
} as const;
