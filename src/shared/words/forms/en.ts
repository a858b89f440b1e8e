import { HEARD_FROM_LABEL } from '../../admissions';
import { APPLICATION_LABELS, APPLICATION_MESSAGES } from '../../application-form';
import { MOBILE_LENGTH } from '../../constants';
import { ADMISSION_STATUS_WORDS, HEARD_FROM_EMPTY_CHOICE, STAGE_FOR_PARENTS } from '../../content/admission-words';
import { APPLICATION_FORM_WORDS } from '../../content/apply-words';
import { PRIVACY_NOTE_WORDS, REQUIRED_NOTE } from '../../content/form-words';
import { TC_NO_MATCH_MESSAGE, TC_RATE_LIMITED_MESSAGE } from '../../disclosure';
import { ENQUIRY_FORM_WORDS, ENQUIRY_INTRO, ENQUIRY_LABELS, ENQUIRY_MESSAGES } from '../../enquiry-form';

// The words of the four public forms (the Enquiry Form on the home page and /contact, the application
// on /apply, the TC verification and the admission-status check) and of the parent's acknowledgment
// e-mail, in English: the source each language's forms catalogue is typed against (`WordsLike`,
// docs/architecture.md "Forms in every language"). Every leaf is a string, `{name}` where a value is
// filled in (`fill`): an island receives its language's part as JSON props, where a function would
// not survive. The English words are the modules' own (enquiry-form.ts, application-form.ts,
// content/*-words.ts), named from there so they are written once; a word those modules build with a
// function is written here as its template, and tests/unit/forms-words.test.ts holds the two equal.
// An option's label is translated, never its value: what is stored is the same in every language.

export const EN_FORMS = {
  /** Words every form shares: the required note, the privacy note, the source select, the reference. */
  common: {
    requiredBefore: REQUIRED_NOTE.before,
    requiredAfter: REQUIRED_NOTE.after,
    privacyBefore: 'We use these details only to {purpose} and keep them for {months}. Read our ',
    privacyLink: PRIVACY_NOTE_WORDS.link,
    privacyNewTab: PRIVACY_NOTE_WORDS.newTab,
    privacyAfter: PRIVACY_NOTE_WORDS.after,
    /** '12 months', '1 month'. */
    month: '{count} month',
    months: '{count} months',
    heardFromLabel: HEARD_FROM_LABEL,
    heardFromEmpty: HEARD_FROM_EMPTY_CHOICE,
    /** Each answer's label by its stored value (src/shared/admissions.ts, HEARD_FROM). */
    heardFrom: {
      'friend-or-family': 'Friend or family',
      'walk-in': 'Walk-in',
      'newspaper-or-hoarding': 'Newspaper or hoarding',
      'social-media': 'Social media',
      'search-engine': 'Search engine',
      'school-event': 'School event',
      other: 'Other',
    },
    /** "Your reference number is ENQ-2026-00012. Keep it to check the status of your enquiry.", the number in bold. */
    referenceBefore: 'Your reference number is ',
    referenceAfterEnquiry: '. Keep it to check the status of your enquiry.',
    referenceAfterApplication: '. Keep it to check the status of your application.',
    checkStatusLink: ADMISSION_STATUS_WORDS.checkStatusLink,
  },
  enquiry: {
    labels: ENQUIRY_LABELS,
    lead: ENQUIRY_INTRO.lead,
    formName: ENQUIRY_FORM_WORDS.formName,
    legend: ENQUIRY_FORM_WORDS.legend,
    selectState: ENQUIRY_FORM_WORDS.selectState,
    selectCity: ENQUIRY_FORM_WORDS.selectCity,
    selectStateFirst: ENQUIRY_FORM_WORDS.selectStateFirst,
    selectSchool: ENQUIRY_FORM_WORDS.selectSchool,
    selectCityFirst: ENQUIRY_FORM_WORDS.selectCityFirst,
    selectGrade: ENQUIRY_FORM_WORDS.selectGrade,
    mobilePlaceholder: ENQUIRY_FORM_WORDS.mobilePlaceholder,
    privacyPurpose: ENQUIRY_FORM_WORDS.privacyPurpose,
    submit: ENQUIRY_FORM_WORDS.submit,
    submitting: ENQUIRY_FORM_WORDS.submitting,
    success: ENQUIRY_FORM_WORDS.success,
    dismissError: ENQUIRY_FORM_WORDS.dismissError,
    /** A blank field: '{label}' is the field's label in the same language. */
    required: '{label} is required',
    tooLong: '{label} must be at most {max} characters',
    stateUnknown: 'Please choose a state from the list',
    cityUnknown: 'Please choose a city from the list',
    schoolUnknown: 'Please choose a school from the list',
    gradeUnknown: 'Please choose a grade from the list',
    cityNotInState: 'Please choose a city in the chosen state',
    schoolNotInCity: 'Please choose a school in the chosen city',
    email: ENQUIRY_MESSAGES.email,
    mobile: ENQUIRY_MESSAGES.mobile,
    mobileStart: ENQUIRY_MESSAGES.mobileStart,
    /** Under the mobile field while fewer than 10 digits are typed: '{count}' more, '{digits}' typed. */
    mobileIncompleteOne: `Enter {count} more digit ({digits}/${MOBILE_LENGTH})`,
    mobileIncompleteMany: `Enter {count} more digits ({digits}/${MOBILE_LENGTH})`,
    failed: ENQUIRY_MESSAGES.failed,
    rateLimited: ENQUIRY_MESSAGES.rateLimited,
    refused: ENQUIRY_MESSAGES.refused,
    notSaved: ENQUIRY_MESSAGES.notSaved,
    /** The choices' labels by their stored values (src/shared/content/enquiry-options.ts). */
    states: { Maharashtra: 'Maharashtra' },
    cities: { Akola: 'Akola' },
    schools: { 'Ganga Nagar': 'Ganga Nagar', Pachmori: 'Pachmori' },
    grades: {
      'Pre-KG': 'Pre-KG',
      LKG: 'LKG',
      UKG: 'UKG',
      'Grade 1': 'Grade 1',
      'Grade 2': 'Grade 2',
      'Grade 3': 'Grade 3',
      'Grade 4': 'Grade 4',
      'Grade 5': 'Grade 5',
      'Grade 6': 'Grade 6',
      'Grade 7': 'Grade 7',
      'Grade 8': 'Grade 8',
      'Grade 9': 'Grade 9',
      'Grade 10': 'Grade 10',
      'Grade 11': 'Grade 11',
      'Grade 12': 'Grade 12',
    },
  },
  application: {
    labels: APPLICATION_LABELS,
    messages: APPLICATION_MESSAGES,
    tooLong: 'Please keep this under {max} characters',
    title: APPLICATION_FORM_WORDS.title,
    errorSummaryOne: 'Please correct the field marked below.',
    errorSummaryMany: 'Please correct the {count} fields marked below.',
    studentDetails: APPLICATION_FORM_WORDS.studentDetails,
    parentDetails: APPLICATION_FORM_WORDS.parentDetails,
    placeholders: APPLICATION_FORM_WORDS.placeholders,
    termsTitle: APPLICATION_FORM_WORDS.termsTitle,
    /** The terms a parent agrees to; '{fee}' is the admission fee as Fees states it. */
    terms: {
      truth: 'The information given in this form is true and complete to the best of my knowledge.',
      noGuarantee:
        'Submitting this form does not guarantee admission; admission is offered after the entrance exam, on the basis of its results, past performance and seat availability.',
      fee: 'The admission form fee of {fee} is non-refundable and payable one time only.',
      originals: 'Original documents will be verified at the school office before admission is confirmed.',
    },
    privacyPurpose: APPLICATION_FORM_WORDS.privacyPurpose,
    submit: APPLICATION_FORM_WORDS.submit,
    submitting: APPLICATION_FORM_WORDS.submitting,
    confirmation: {
      title: APPLICATION_FORM_WORDS.confirmation.title,
      receivedBefore: APPLICATION_FORM_WORDS.confirmation.receivedBefore,
      receivedAfter: APPLICATION_FORM_WORDS.confirmation.receivedAfter,
      nextStep:
        'The school office will contact you at {contactNumber} or {email} about the entrance exam and the documents to bring.',
      startAgain: APPLICATION_FORM_WORDS.confirmation.startAgain,
      backToAdmissions: APPLICATION_FORM_WORDS.confirmation.backToAdmissions,
    },
    /** The choices' labels by their stored values (GENDERS, SCHOOL_CLASSES). */
    genders: { male: 'Male', female: 'Female' },
    classes: {
      nursery: 'Nursery',
      lkg: 'LKG',
      ukg: 'UKG',
      class1: 'Class 1',
      class2: 'Class 2',
      class3: 'Class 3',
      class4: 'Class 4',
      class5: 'Class 5',
      class6: 'Class 6',
      class7: 'Class 7',
      class8: 'Class 8',
      class9: 'Class 9',
      class10: 'Class 10',
      class11: 'Class 11',
      class12: 'Class 12',
    },
  },
  tcLookup: {
    formName: 'Verify a transfer certificate',
    title: 'Check a certificate',
    intro: 'Both details must be exactly as on the certificate.',
    tcNumber: 'TC number',
    tcNumberHint: 'As printed on the certificate, such as TC/2025/014',
    dateOfBirth: 'Date of birth',
    submit: 'Verify',
    checking: 'Verifying...',
    verified: 'Transfer certificate verified',
    issuedBy: 'Issued by {school} and recorded in its register.',
    studentName: 'Student name',
    dateOfIssue: 'Date of issue',
    classLeft: 'Class left',
    campus: 'Campus',
    download: 'Download the certificate (PDF)',
    downloadFrom: ' from {campus}',
    noFile: 'The scanned certificate is not online. The school office can confirm it on request.',
    failed: 'The certificate could not be checked just now. Please try again in a few minutes.',
    noMatch: TC_NO_MATCH_MESSAGE,
    rateLimited: TC_RATE_LIMITED_MESSAGE,
    tcNumberRequired: 'TC number is required',
    tcNumberTooLong: 'TC number is too long',
    dateOfBirthRequired: 'Date of birth is required',
    dateOfBirthInvalid: 'Date of birth: enter a date as YYYY-MM-DD',
  },
  admissionStatus: {
    title: ADMISSION_STATUS_WORDS.title,
    intro: ADMISSION_STATUS_WORDS.intro,
    referenceLabel: ADMISSION_STATUS_WORDS.referenceLabel,
    referenceHint: ADMISSION_STATUS_WORDS.referenceHint,
    mobileLast4Label: ADMISSION_STATUS_WORDS.mobileLast4Label,
    submit: ADMISSION_STATUS_WORDS.submit,
    checking: ADMISSION_STATUS_WORDS.checking,
    resultTitle: ADMISSION_STATUS_WORDS.resultTitle,
    notFound: ADMISSION_STATUS_WORDS.notFound,
    rateLimited: ADMISSION_STATUS_WORDS.rateLimited,
    failed: ADMISSION_STATUS_WORDS.failed,
    referenceRequired: `${ADMISSION_STATUS_WORDS.referenceLabel} is required`,
    referenceTooLong: `${ADMISSION_STATUS_WORDS.referenceLabel} is too long`,
    mobileLast4Required: `${ADMISSION_STATUS_WORDS.mobileLast4Label} are required`,
    mobileLast4TooLong: `${ADMISSION_STATUS_WORDS.mobileLast4Label}: 4 digits`,
    /** A stage in plain words and the next step (nothing else of the record). */
    stages: STAGE_FOR_PARENTS,
  },
  /** The acknowledgment e-mail a parent who gave an e-mail receives, per kind. */
  mail: {
    dear: 'Dear parent,',
    enquiry: {
      subject: '{school}: we received your enquiry ({reference})',
      thanks: 'Thank you for your enquiry. We have received it and the school office will contact you soon.',
      reference: 'Your reference number is {reference}. Keep it to check the status of your enquiry.',
    },
    application: {
      subject: '{school}: we received your application ({reference})',
      thanks: 'Thank you for your application. We have received it and the school office will contact you soon.',
      reference: 'Your reference number is {reference}. Keep it to check the status of your application.',
    },
    checkAt:
      'You can check its status at {url} with this reference and the last 4 digits of the mobile number you gave.',
    reply: 'To reach the school office, reply to this e-mail.',
  },
} as const;
