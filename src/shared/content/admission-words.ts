// Every sentence a parent reads about their enquiry's or application's reference and status (the
// forms' confirmations, /admission-status and the acknowledgment e-mail), in one place so they can
// be translated together.
import type { DeskKind, Stage } from '../admissions';

const KIND_WORD: Record<DeskKind, string> = { enquiry: 'enquiry', application: 'application' };

/** The line every confirmation adds: the reference and why to keep it. */
export function referenceSentence(kind: DeskKind, reference: string): string {
  return `Your reference number is ${reference}. Keep it to check the status of your ${KIND_WORD[kind]}.`;
}

/** The same line in parts, so a page can set the reference apart (bold). */
export function referenceSentenceParts(kind: DeskKind): { before: string; after: string } {
  return {
    before: 'Your reference number is ',
    after: `. Keep it to check the status of your ${KIND_WORD[kind]}.`,
  };
}

/** The forms' optional "How did you hear about us?" select: its empty choice. */
export const HEARD_FROM_EMPTY_CHOICE = 'Select an answer (optional)';

export const ADMISSION_STATUS_WORDS = {
  /** The confirmation's link to /admission-status. */
  checkStatusLink: 'Check the status',
  title: 'Admission status',
  intro:
    'Enter the reference number you were given when you sent your enquiry or application, and the last 4 digits of the mobile number you gave.',
  referenceLabel: 'Reference number',
  referenceHint: 'For example ENQ-2026-00123 or APP-2026-00045',
  mobileLast4Label: 'Last 4 digits of the mobile number',
  submit: 'Check status',
  checking: 'Checking...',
  resultTitle: 'Status',
  /** The one answer to any mismatch (a wrong reference, wrong digits, nothing typed). */
  notFound:
    'We could not find an enquiry or application with that reference number and mobile number. Please check both and try again, or call the school office.',
  rateLimited: 'Too many checks from your connection. Please try again in a few minutes.',
  failed: 'The status could not be checked just now. Please try again later.',
} as const;

/** A stage in plain words and the next step, as a parent reads it (nothing else of the record). */
export const STAGE_FOR_PARENTS: Record<Stage, string> = {
  new: 'Received: the school office will contact you soon',
  contacted: 'Contacted: the school office has been in touch and will guide you on the next step',
  'visit-scheduled': 'Visit scheduled: the school office looks forward to your visit',
  applied: 'Application received: the school office will contact you about the entrance test or interaction',
  assessment: 'Assessment: the school office will tell you the outcome of the entrance test or interaction',
  offered: 'Offered: the school office will call you to complete admission',
  admitted: 'Admitted: welcome to the school',
  'not-admitted': 'Closed: a seat could not be offered this time',
  withdrawn: 'Closed: withdrawn',
  'not-interested': 'Closed: no further action needed',
  duplicate: 'Closed: this was a duplicate of another enquiry or application from your family',
};

/** The acknowledgment e-mail a parent who gave an e-mail receives when they submit. */
export function acknowledgmentMail(
  kind: DeskKind,
  reference: string,
  schoolName: string,
  statusUrl: string,
): { subject: string; text: string } {
  const word = KIND_WORD[kind];
  return {
    subject: `${schoolName}: we received your ${word} (${reference})`,
    text: [
      'Dear parent,',
      '',
      `Thank you for your ${word}. We have received it and the school office will contact you soon.`,
      '',
      referenceSentence(kind, reference),
      `You can check its status at ${statusUrl} with this reference and the last 4 digits of the mobile number you gave.`,
      '',
      'To reach the school office, reply to this e-mail.',
      '',
      schoolName,
    ].join('\n'),
  };
}
