import { MOBILE_LENGTH } from '../constants';
import { admissionFeeNote } from './school-facts';

// The words of /apply: the application form, its confirmation, and the page around them. The form's
// field labels and messages are in src/shared/application-form.ts; the note on required fields is
// the forms' own (form-words.ts).

/** The application form (an island, docs/architecture.md "Islands") and its confirmation. */
export const APPLICATION_FORM_WORDS = {
  title: 'Student application',
  /** Above the form when fields are refused: how many, so a parent knows to look for them. */
  errorSummary: (count: number) => `Please correct the ${count === 1 ? 'field' : `${count} fields`} marked below.`,
  studentDetails: 'Student details',
  parentDetails: 'Parent details',
  placeholders: {
    classApplying: 'Select class',
    gender: 'Select gender',
    bloodGroup: 'Select blood group',
    contactNumber: `${MOBILE_LENGTH} digits`,
  },
  termsTitle: 'Terms and conditions',
  /** The terms a parent agrees to; the fee is the one Fees states (docs/decisions/044-one-academic-year.md). */
  terms: (admissionFee: string) => [
    'The information given in this form is true and complete to the best of my knowledge.',
    'Submitting this form does not guarantee admission; admission is offered after the entrance exam, on the basis of its results, past performance and seat availability.',
    admissionFeeNote(admissionFee),
    'Original documents will be verified at the school office before admission is confirmed.',
  ],
  /** What the privacy note says the details are for ("... to process this application ..."). */
  privacyPurpose: 'process this application',
  submit: 'Submit Application',
  submitting: 'Submitting your application...',
  confirmation: {
    title: 'Application submitted successfully',
    /** Around the child's name, set in bold. */
    receivedBefore: 'Thank you. We have received the application for ',
    receivedAfter: '.',
    nextStep: (contactNumber: string, email: string) =>
      `The school office will contact you at ${contactNumber} or ${email} about the entrance exam and the documents to bring.`,
    startAgain: 'Submit another application',
    backToAdmissions: 'Back to Admissions',
  },
} as const;

/** The page around the form: its hero, what it says while admissions are closed, and its side cards. */
export const APPLY_PAGE_WORDS = {
  /** Names the year parents apply for (src/shared/content/academic-year.ts). */
  eyebrow: (admissionYear: string) => `Admissions ${admissionYear}`,
  intro:
    'Apply online for admission. It takes about five minutes; the school office will contact you about the next steps.',
  closedTitle: 'Admissions are closed',
  /** Around the link to the Enquiry Form and the school's phone number. */
  closedBefore: 'The online application opens again with the next admissions. Meanwhile you can ',
  closedEnquiryLink: 'send an enquiry',
  closedMiddle: ' and the school office will contact you, or call us on ',
  closedAfter: '.',
  documentsTitle: 'Required documents',
  documentsNote: 'Please keep these ready; you will bring them to the school office.',
  helpTitle: 'Need help?',
  /** "Read about the admission process and eligibility, or contact the school office.", with three links. */
  help: {
    before: 'Read about the ',
    admissionProcess: 'admission process',
    and: ' and ',
    eligibility: 'eligibility',
    or: ', or ',
    contactOffice: 'contact the school office',
    after: '.',
  },
} as const;
