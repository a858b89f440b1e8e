// Every sentence the office reads on the admissions desk's pipeline (the Desk panel of an opened
// contact or application, the "Due today / Overdue" queue, the walk-in dialog) and the messages of its
// inputs, in one place so they can be translated together.
import { STAGE_LABELS, type Stage } from '../admissions';
import { formatDate } from '../format';
import { formatPaise } from '../rupees';

/** The input checks' messages (src/shared/schemas/desk.ts), server and dashboard alike. */
export const DESK_MESSAGES = {
  kind: 'Choose an enquiry or an application',
  stage: 'Choose a stage from the list',
  channel: 'Choose how you were in touch: call, visit, message or other',
  noteRequired: 'Write the note before adding it',
  noteTooLong: 'The note must be at most 2000 characters',
  followUpDate: 'Choose a follow-up date',
  followUpNoteTooLong: 'The follow-up note must be at most 300 characters',
  scope: 'Choose Mine or Everyone',
  walkInChannel: 'Choose walk-in or phone',
  nameRequired: "The parent's name is required",
  nameTooLong: "The parent's name must be at most 200 characters",
  mobileRequired: 'Mobile is required',
  mobile: 'Please enter a 10-digit Indian mobile number (it may start with +91 or 0)',
  email: 'Please enter a valid e-mail address, or leave it empty',
  grade: 'Please choose a grade from the list',
  cityTooLong: 'City must be at most 60 characters',
  heardFrom: 'Choose an answer from the list, or leave it empty',
  notAssignable: 'Choose an active Admissions or Owner account: this person cannot be assigned enquiries.',
  noCampus: 'This campus no longer exists. Reload the page and choose another.',
} as const;

export const NOTE_CHANNEL_LABELS = {
  call: 'Call',
  visit: 'Visit',
  message: 'Message',
  other: 'Other',
} as const;

export const WALK_IN_CHANNEL_LABELS = { 'walk-in': 'Walk-in', phone: 'Phone' } as const;

/** The 'note' timeline entry of an enquiry the office recorded itself. */
export function recordedByOffice(channel: 'walk-in' | 'phone'): string {
  return `Recorded by the office (${channel})`;
}

export const DESK_WORDS = {
  panelTitle: 'Desk',
  reference: 'Reference',
  stage: 'Stage',
  openStages: 'Open',
  closedStages: 'Closed',
  assignedTo: 'Assigned to',
  nobody: 'Nobody',
  followUp: 'Follow-up',
  followUpDate: 'Follow-up date',
  followUpNote: 'Follow-up note',
  followUpNoteHint: 'What to do then (optional)',
  saveFollowUp: 'Set follow-up',
  clear: 'Clear',
  campus: 'Campus',
  noCampus: 'Not set',
  source: 'Source',
  cameFrom: 'Came from',
  campaign: 'Campaign',
  landingPage: 'Landing page',
  heardFrom: 'How did you hear about us?',
  /** The language of the page the family wrote from ('मराठी (Marathi)'). */
  language: 'Language',
  notRecorded: 'Not recorded',
  direct: 'Direct or unknown',
  mergedInto: 'Merged into another record',
  linkedEnquiry: 'Continues enquiry',
  addNote: 'Add a note',
  channel: 'How',
  noteText: 'Note',
  addNoteButton: 'Add note',
  timeline: 'Timeline',
  timelineEmpty: 'Nothing recorded yet.',
  loading: 'Loading the desk...',
  loadError: 'Could not load the desk for this record.',
  retry: 'Try again',
  saved: 'Saved',
  noteAdded: 'Note added',
  saveError: 'Could not save. Please try again.',
  theSite: 'The website',
  /** A contact's field the office did not ask for (a walk-in or phone enquiry). */
  notGiven: 'Not given',
  /** The privacy notice line of an enquiry the office recorded (the parent saw no form). */
  recordedByOffice: 'Not shown (recorded by the office)',
  someone: 'A former account',
} as const;

/** A fee asked of an application, beside its stage on the desk. */
export function feeStateLine(fee: {
  fee: string;
  amountPaise: number;
  status: string;
  receipt: string | null;
}): string {
  const amount = formatPaise(fee.amountPaise);
  if (fee.status === 'received') return `Fee paid: ${fee.fee} ${amount}, receipt ${fee.receipt ?? ''}`;
  if (fee.status === 'claimed') return `Fee: ${fee.fee} ${amount}, parent says paid (check the bank)`;
  if (fee.status === 'not-found') return `Fee: ${fee.fee} ${amount}, not found in the bank`;
  return `Fee due: ${fee.fee} ${amount}`;
}

export const QUEUE_WORDS = {
  title: 'Due today / Overdue',
  scopeLabel: 'Whose follow-ups',
  mine: 'Mine',
  everyone: 'Everyone',
  overdue: 'Overdue',
  dueToday: 'Due today',
  nothingOverdue: 'Nothing overdue.',
  nothingToday: 'Nothing due today.',
  loading: 'Loading follow-ups...',
  loadError: 'Could not load the follow-ups.',
  unassigned: 'Unassigned',
  more: (n: number) => `Showing the first ${n}. Sort the rest out in Contacts and Applications.`,
  paymentsWaiting: 'Payments waiting for the bank over 3 working days',
  paidOn: (day: string) => `UTR given on ${day}: check the bank statement`,
} as const;

export const WALK_IN_WORDS = {
  button: 'Record a walk-in or phone enquiry',
  title: 'Record a walk-in or phone enquiry',
  intro: 'For a family who came to the school or called. The website sends them nothing unless you give an e-mail.',
  channel: 'How they reached us',
  name: "Parent's name",
  mobile: 'Mobile',
  email: 'E-mail (optional)',
  grade: 'Grade',
  chooseGrade: 'Choose a grade',
  city: 'City (optional)',
  heardFrom: 'How did you hear about us? (optional)',
  heardFromEmpty: 'Not asked',
  note: 'Note (optional)',
  save: 'Record enquiry',
  cancel: 'Cancel',
  saved: (reference: string) => `Enquiry recorded: ${reference}`,
  saveError: 'Could not record the enquiry. Please try again.',
} as const;

/** One timeline entry in words ("Stage: New → Contacted"); the actor and the time are shown beside it. */
export function timelineLine(
  type: string,
  detail: Record<string, unknown>,
  names: { assignee?: string | null; campus?: string | null },
): string {
  const stage = (value: unknown) => STAGE_LABELS[value as Stage] ?? String(value ?? '');
  switch (type) {
    case 'stage':
      return `Stage: ${stage(detail.from)} → ${stage(detail.to)}`;
    case 'note': {
      const channel = detail.channel as keyof typeof NOTE_CHANNEL_LABELS | 'walk-in' | 'phone' | undefined;
      if (channel === 'walk-in' || channel === 'phone') return `Enquiry recorded (${WALK_IN_CHANNEL_LABELS[channel]})`;
      return channel && channel in NOTE_CHANNEL_LABELS ? `Note: ${NOTE_CHANNEL_LABELS[channel]}` : 'Note';
    }
    case 'assignment':
      if ('campusTo' in detail) return detail.campusTo ? `Campus set: ${names.campus ?? '?'}` : 'Campus cleared';
      return detail.to ? `Assigned to ${names.assignee ?? DESK_WORDS.someone}` : 'Unassigned';
    case 'follow-up':
      return typeof detail.on === 'string' ? `Follow-up set for ${schoolDayText(detail.on)}` : 'Follow-up cleared';
    case 'reply':
      return detail.channel === 'whatsapp' ? 'Reply prepared for WhatsApp' : 'Reply sent by e-mail';
    case 'merge': {
      const other = typeof detail.reference === 'string' ? detail.reference : '';
      if ('into' in detail) return other ? `Merged into ${other}` : 'Merged';
      return other ? `${other} merged into this record` : 'Merged';
    }
    case 'link': {
      const other = typeof detail.reference === 'string' ? detail.reference : '';
      if (!other) return 'Linked';
      if (detail.action === 'unlinked') return `Unlinked from ${other}`;
      if (detail.action === 'started')
        return 'applicationId' in detail ? `Application ${other} started from this enquiry` : `Started from ${other}`;
      return `Linked to ${other}`;
    }
    case 'payment':
      return paymentLine(detail);
    default:
      return type;
  }
}

/** A payment's event on the timeline: ids, amounts and the receipt's number, never the parent's details. */
function paymentLine(detail: Record<string, unknown>): string {
  const amount = typeof detail.amountPaise === 'number' ? formatPaise(detail.amountPaise) : '';
  const fee = typeof detail.fee === 'string' ? detail.fee : 'Fee';
  switch (detail.action) {
    case 'due':
      return `${fee} due: ${amount}`;
    case 'claimed':
      return detail.flagged
        ? `Parent says paid ${amount} (UTR already recorded: check it)`
        : `Parent says paid ${amount}`;
    case 'received':
      return `Payment received: ${amount}, receipt ${String(detail.receipt ?? '')}`;
    case 'not-found':
      return 'Payment not found in the bank';
    case 'refund':
      return `Refund recorded: ${amount} on receipt ${String(detail.receipt ?? '')}`;
    default:
      return 'Payment';
  }
}

/** A school day ('2026-11-27') as the office reads it ('27 Nov 2026'): noon UTC is that day in India. */
export function schoolDayText(day: string): string {
  return formatDate(`${day}T12:00:00Z`);
}
