import { MOBILE_LENGTH } from './constants';
import type { EnquiryFields } from './schemas/enquiry';

// The Enquiry Form's words and field rules, without the validation library: the public pages render
// the form from these and load the schema (schemas/enquiry.ts) only when a visitor starts on it.
export const ENQUIRY_LABELS = {
  state: 'State',
  city: 'City',
  school: 'School',
  firstName: 'First name',
  lastName: 'Last name',
  grade: 'Grade',
  email: 'Email',
  mobile: 'Mobile',
  address: 'Address',
} as const;
export type EnquiryField = keyof typeof ENQUIRY_LABELS;
export const ENQUIRY_FIELDS = Object.keys(ENQUIRY_LABELS) as EnquiryField[];

/**
 * The Contact page's words above the form, before the forms' note on required fields
 * (content/form-words.ts): they carry the mark (*) beside their labels, as on /apply, and "How did you
 * hear about us?" does not.
 */
export const ENQUIRY_INTRO = {
  lead: 'Tell us about your child and the class you are interested in.',
} as const;

/** The Enquiry Form's own words (on /contact and the home page): its choices, its button, its answers. */
export const ENQUIRY_FORM_WORDS = {
  /** The form's name to assistive technology, and its fieldset's hidden legend. */
  formName: 'Enquiry Form',
  legend: 'Admission enquiry',
  selectState: 'Select state',
  selectCity: 'Select city',
  selectStateFirst: 'Select a state first',
  selectSchool: 'Select school',
  selectCityFirst: 'Select a city first',
  selectGrade: 'Select grade',
  mobilePlaceholder: '10-digit mobile number',
  /** What the privacy note says the details are for ("... to answer your enquiry ..."). */
  privacyPurpose: 'answer your enquiry',
  submit: 'Submit Enquiry',
  submitting: 'Submitting Enquiry',
  success: 'Thank you! Your enquiry has been submitted successfully. Our admissions team will contact you soon.',
  dismissError: 'Dismiss error message',
} as const;

export const ENQUIRY_MESSAGES = {
  email: 'Please enter a valid email address',
  mobile: `Mobile number must be exactly ${MOBILE_LENGTH} digits`,
  /** Ten digits that cannot be an Indian mobile number (a landline, a missing first digit). */
  mobileStart: 'Mobile number must start with 6, 7, 8 or 9',
  /** Shown under the mobile field while fewer than 10 digits are typed. */
  mobileIncomplete: (digits: number) =>
    `Enter ${MOBILE_LENGTH - digits} more digit${MOBILE_LENGTH - digits === 1 ? '' : 's'} (${digits}/${MOBILE_LENGTH})`,
  /** The form's fallback when the server gives no message. */
  failed: 'Failed to submit enquiry. Please try again.',
  rateLimited: 'Too many enquiries from this connection. Please try again later.',
  refused: 'Your enquiry could not be accepted. Please try again, or call or email the school office.',
  /** The database could not store it (disk full, I/O error): nothing was saved. */
  notSaved: 'We could not save your enquiry. Please try again in a few minutes.',
} as const;

export const EMPTY_ENQUIRY: EnquiryFields = {
  state: '',
  city: '',
  school: '',
  firstName: '',
  lastName: '',
  grade: '',
  email: '',
  mobile: '',
  address: '',
};

/** What each field's schema says of it (schema-rules.ts); tests/unit/public-runtime.test.ts keeps the two equal. */
export const ENQUIRY_RULES = {
  state: { required: true, maxLength: 60 },
  city: { required: true, maxLength: 60 },
  school: { required: true, maxLength: 100 },
  firstName: { required: true, maxLength: 100 },
  lastName: { required: true, maxLength: 100 },
  grade: { required: true, maxLength: 20 },
  email: { required: true, maxLength: 254 },
  mobile: { required: true, maxLength: 20 },
  address: { required: true, maxLength: 500 },
} as const;
