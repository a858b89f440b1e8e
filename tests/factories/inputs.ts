import type { ApplicationInput } from '../../src/shared/schemas/application';
import type { EnquiryInput } from '../../src/shared/schemas/enquiry';

// What a parent sends: valid by default, so a test states only the fields it is about.

/** A valid Enquiry Form as `enquiry.create` takes it. */
export function makeEnquiryInput(overrides: Partial<EnquiryInput> = {}): EnquiryInput {
  return {
    state: 'Maharashtra',
    city: 'Akola',
    school: 'Ganga Nagar',
    firstName: 'Amina',
    lastName: 'Shaikh',
    grade: 'Grade 3',
    email: 'amina.parent@example.com',
    mobile: '9876543210',
    address: '12 Ganga Nagar, Akola',
    ...overrides,
  };
}

/** A valid online application as `applications.create` takes it. */
export function makeApplicationInput(overrides: Partial<ApplicationInput> = {}): ApplicationInput {
  return {
    studentName: 'Zainab Qureshi',
    dateOfBirth: '2020-04-12',
    classApplying: 'lkg',
    gender: 'female',
    fatherName: 'Imran Qureshi',
    motherName: 'Sana Qureshi',
    contactNumber: '9876501234',
    email: 'sana.parent@example.com',
    address: '14 Akot Road, Panchmori, Akola',
    previousSchool: '',
    bloodGroup: 'B+',
    agreeToTerms: true,
    guardianConsent: true,
    ...overrides,
  };
}

/**
 * The Enquiry Form's fields as a browser posts them without JavaScript (urlencoded strings, the
 * honeypot `website` present and empty).
 */
export function makeEnquiryForm(overrides: Record<string, string> = {}): Record<string, string> {
  return { ...makeEnquiryInput(), website: '', ...overrides };
}

/** The application form's fields as a browser posts them: each ticked box (terms, consent) sends 'on'. */
export function makeApplicationForm(overrides: Record<string, string> = {}): Record<string, string> {
  const { agreeToTerms: _ticked, guardianConsent: _consented, ...fields } = makeApplicationInput();
  return {
    ...(fields as Record<string, string>),
    agreeToTerms: 'on',
    guardianConsent: 'on',
    website: '',
    ...overrides,
  };
}
