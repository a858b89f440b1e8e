import type { FaqCategory } from '../../../shared/content/faq';
import {
  AGE_NORMS_NOTE,
  ANNUAL_TUITION_RULE,
  CURRICULUM,
  FOUNDED_YEAR,
  HIFZ_DURATION,
  MID_YEAR_ADMISSIONS,
  MIN_AGE_CLASS_XII,
  MIN_AGE_NURSERY,
  MIN_PREVIOUS_CLASS_MARKS_PERCENT,
  PAYMENT_METHODS,
  REFUSED_PAYMENT,
  SCHOOL_HOURS,
  SCHOOL_LOCATIONS,
  SCHOOL_STAGES,
  WITHDRAWAL_NOTICE_MONTHS,
} from '../../../shared/content/school-facts';
import { FEE_INSTALLMENTS } from './events';

// The first FAQ, written from the facts in school-facts.ts; the school edits it in the dashboard. The
// facts the office keeps elsewhere (the fee, the session, the hours, the meetings, the documents and
// promotion rules in Settings, what confirms admission in Fee Structures, the exams in the Calendar)
// are written as the pages' fields, filled as the answers are shown, so a change there reaches them too.
const list = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');
const lower = (items: readonly string[]) => items.map((s) => s.charAt(0).toLowerCase() + s.slice(1));

/** A seeded question; `key` names it in tests (the database gives it its id). */
export interface SeedFaq {
  key: string;
  category: FaqCategory;
  question: string;
  answer: string;
  popularity: number;
}

export const FAQ_ITEMS: SeedFaq[] = [
  {
    key: 'admission-how',
    category: 'admission',
    question: 'How do I apply for admission?',
    answer: `Obtain the admission form from the school office and submit it complete, with the documents and the {admissionFee} form fee. Your child then sits an entrance exam, and an offer is made based on the exam results, past performance and seat availability.`,
    popularity: 98,
  },
  {
    key: 'admission-fee',
    category: 'fees',
    question: 'How much is the admission form fee?',
    answer: 'The admission form fee is {admissionFee} and it is non-refundable.',
    popularity: 95,
  },
  {
    key: 'admission-age',
    category: 'admission',
    question: 'What is the minimum age for admission?',
    answer: `The minimum age is ${MIN_AGE_NURSERY} years for Nursery, rising by one year for each class up to ${MIN_AGE_CLASS_XII} years for Class XII, ${AGE_NORMS_NOTE}.`,
    popularity: 93,
  },
  {
    key: 'admission-documents',
    category: 'admission',
    question: 'Which documents are needed for admission?',
    answer: 'Please bring: {documentList}.',
    popularity: 90,
  },
  {
    key: 'admission-when',
    category: 'admission',
    question: 'When should I apply?',
    answer: `The academic session runs from the {academicSession}. Apply preferably by {applyBy}. ${MID_YEAR_ADMISSIONS}`,
    popularity: 86,
  },
  {
    key: 'admission-marks',
    category: 'admission',
    question: 'Is there a minimum mark requirement?',
    answer: `Yes. Students need at least ${MIN_PREVIOUS_CLASS_MARKS_PERCENT}% marks in the previous class, a good conduct certificate, an English proficiency assessment and an interview with parents. Higher classes also take an entrance test.`,
    popularity: 74,
  },
  {
    key: 'fees-payment',
    category: 'fees',
    question: 'How can fees be paid?',
    answer: `We accept ${list(lower(PAYMENT_METHODS))}, paid only at the School Accounts Office. ${REFUSED_PAYMENT}.`,
    popularity: 84,
  },
  {
    key: 'fees-installments',
    category: 'fees',
    question: 'Can the annual tuition fee be paid in installments?',
    answer: `${ANNUAL_TUITION_RULE} The important dates calendar also lists a second installment due on ${FEE_INSTALLMENTS[1].due}; please confirm with the School Accounts Office.`,
    popularity: 80,
  },
  {
    key: 'fees-confirmation',
    category: 'fees',
    question: 'When is admission confirmed?',
    answer:
      'Admission is confirmed only when all {admissionConfirmationCount} are submitted: {admissionConfirmation}. The admission fee alone does not confirm a seat.',
    popularity: 77,
  },
  {
    key: 'fees-withdrawal',
    category: 'fees',
    question: 'What is the withdrawal policy?',
    answer: `Withdrawal needs at least ${WITHDRAWAL_NOTICE_MONTHS} months written notice on the official form; verbal or telephone notice is not accepted. The Transfer Certificate is issued only after all dues are cleared.`,
    popularity: 62,
  },
  {
    key: 'academic-curriculum',
    category: 'academic',
    question: 'Which curriculum does the school follow?',
    answer: `We follow the ${CURRICULUM}, from ${SCHOOL_STAGES}.`,
    popularity: 91,
  },
  {
    key: 'academic-hifz',
    category: 'academic',
    question: 'How long does the Hifz programme take?',
    answer: `Memorising the Holy Quran usually takes ${HIFZ_DURATION}, at each student's own pace and alongside regular studies.`,
    popularity: 79,
  },
  {
    key: 'academic-exams',
    category: 'academic',
    question: 'When are the examinations held?',
    answer: '{examPeriods}.',
    popularity: 70,
  },
  {
    key: 'academic-promotion',
    category: 'academic',
    question: 'What are the promotion rules?',
    answer: '{promotionRules}',
    popularity: 66,
  },
  {
    key: 'general-hours',
    category: 'general',
    question: 'What are the school timings?',
    answer: `${SCHOOL_HOURS[0].group}: {schoolHours}; ${SCHOOL_HOURS[1].group}: {prePrimaryHours}. Morning assembly begins at {morningAssembly}.`,
    popularity: 88,
  },
  {
    key: 'general-ptm',
    category: 'general',
    question: 'When are parent-teacher meetings?',
    answer: 'Parent-teacher meetings are held on the {ptmInSentence}.',
    popularity: 64,
  },
  {
    key: 'general-founded',
    category: 'general',
    question: 'When was the school founded?',
    answer: `The school was founded in ${FOUNDED_YEAR} and teaches ${SCHOOL_STAGES}.`,
    popularity: 55,
  },
  {
    key: 'facilities-labs',
    category: 'facilities',
    question: 'What facilities does the campus have?',
    answer:
      'Special facilities include science laboratories and a library, with spaces for sports, arts and the activities that fill our school calendar.',
    popularity: 72,
  },
  {
    key: 'facilities-locations',
    category: 'facilities',
    question: 'Where are the schools located?',
    answer: `We have ${SCHOOL_LOCATIONS.charAt(0).toLowerCase()}${SCHOOL_LOCATIONS.slice(1)}, which helps families in the UAE.`,
    popularity: 68,
  },
];
