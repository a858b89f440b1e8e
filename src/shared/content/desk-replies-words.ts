// Every sentence of the admissions desk's replies (templates, the reply dialog, the e-mail and WhatsApp
// replies), its morning digest and its settings panel, in one place so they can be translated together.
import type { DeskKind } from '../admissions';

/** The fields a template may use, in braces, with what each is filled with (shown beside the body). */
export const TEMPLATE_FIELDS = [
  { name: 'parentName', help: "The parent's name (the father's or mother's on an application)" },
  { name: 'childName', help: "The child's name (an enquiry has none: “your child”)" },
  { name: 'class', help: 'The class or grade asked for' },
  { name: 'schoolName', help: "The school's name (Settings)" },
  { name: 'schoolPhone', help: "The school's phone number (Settings)" },
  { name: 'visitDate', help: 'The visit date picked when the reply is sent' },
  { name: 'reference', help: 'The reference number, for example ENQ-2026-00123' },
  { name: 'statusLink', help: 'The address where the parent checks the status' },
] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number]['name'];

/** What an enquiry's {childName} becomes: the enquiry form asks for no child's name. */
export const NO_CHILD_NAME = 'your child';

export const REPLY_TEMPLATE_LIMITS = { name: 80, subject: 150, body: 4000 } as const;

export const REPLY_TEMPLATE_MESSAGES = {
  nameRequired: 'Name is required',
  nameLong: `Name must be at most ${REPLY_TEMPLATE_LIMITS.name} characters`,
  subjectRequired: 'Subject is required',
  subjectLong: `Subject must be at most ${REPLY_TEMPLATE_LIMITS.subject} characters`,
  subjectOneLine: 'Subject must be on one line',
  bodyRequired: 'Message is required',
  bodyLong: `Message must be at most ${REPLY_TEMPLATE_LIMITS.body} characters`,
  unbalanced: (label: string) => `${label} has a { without its } (or a } without its {): write a field as {parentName}`,
  visitDateNeeded: 'Choose the visit date: this template uses {visitDate}',
  visitDateInvalid: 'Enter the visit date as a date',
  templateMissing: 'This template no longer exists. Choose another.',
  chooseTemplate: 'Choose a template',
  noEmail: 'This family gave no e-mail address: reply by WhatsApp or phone instead.',
  mailOff: 'E-mail is not set up on this server (SMTP_URL), so no e-mail can be sent. Reply by WhatsApp instead.',
  noMobile: 'This family gave no mobile number that WhatsApp can use.',
} as const;

export const REPLY_WORDS = {
  sectionTitle: 'Reply templates',
  sectionDescription:
    'The replies the admissions office sends parents by e-mail or WhatsApp, with fields filled from the enquiry or application.',
  loading: 'Loading reply templates...',
  loadFailed: 'Error loading reply templates',
  empty: 'No reply templates yet.',
  missing: 'This template no longer exists',
  deleted: 'Template deleted',
  deleteFailed: 'Error deleting template',
  created: 'Template created',
  updated: 'Template updated',
  createFailed: 'Error creating template',
  updateFailed: 'Error updating template',
  createTitle: 'Create Template',
  editTitle: 'Edit Template',
  nameLabel: 'Name',
  nameHint: 'For the office only, for example “Visit invitation”',
  subjectLabel: 'Subject',
  bodyLabel: 'Message',
  fieldsTitle: 'Fields you can use',
  fieldsIntro: 'Type a field in braces and it is filled in for each family:',
  // The reply dialog.
  replyButton: 'Reply',
  replyButtonLabel: (reference: string) => `Reply to ${reference}`,
  dialogTitle: 'Reply to the family',
  templateLabel: 'Template',
  chooseTemplate: 'Choose a template',
  noTemplates: 'There are no reply templates yet: add them in Reply templates.',
  visitDateLabel: 'Visit date',
  visitDateHint: 'Used by templates with {visitDate}',
  to: 'To',
  noEmailShort: 'No e-mail address given',
  preparing: 'Filling the template...',
  previewFailed: 'The template could not be filled just now.',
  sendEmail: 'Send e-mail',
  sending: 'Sending...',
  emailQueued: 'E-mail queued: it will be sent in a moment',
  sendFailed: 'Error sending the e-mail',
  openWhatsapp: 'Prepare WhatsApp message',
  preparingWhatsapp: 'Preparing...',
  whatsappReady: 'The WhatsApp message is ready: open it to send it.',
  whatsappLink: 'Open WhatsApp with this message',
  whatsappFailed: 'Error preparing the WhatsApp message',
  whatsappNewTab: '(opens in a new tab)',
  close: 'Close',
} as const;

export const DESK_SETTINGS_WORDS = {
  title: 'Desk e-mails',
  description: "The e-mails the desk sends: parents' acknowledgments and the staff's morning digest.",
  acknowledgeLabel: 'Acknowledge parents by e-mail',
  acknowledgeHint:
    'A parent who gives an e-mail address receives their reference number when they send an enquiry or application.',
  digestLabel: 'Morning digest',
  digestHint:
    'Each Admissions person receives their follow-ups due and overdue and the new enquiries, once a day at this hour (school time). None is sent when there is nothing.',
  digestOff: 'Off',
  hourLabel: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
  save: 'Save Desk e-mails',
  saved: 'Desk e-mail settings saved',
  saveFailed: 'Error saving the desk e-mail settings',
  digestHourMessage: 'Choose an hour from 00:00 to 23:00, or Off',
} as const;

/** A default template's message: the greeting, its lines, then the office's sign-off. */
const letter = (...lines: string[]) =>
  ['Dear {parentName},', '', ...lines, '', 'Warm regards,', 'Admissions office, {schoolName}'].join('\n');

/** The templates a new install starts with (an upgraded install too, when it has none). */
export const DEFAULT_REPLY_TEMPLATES = [
  {
    name: 'Thank you for your enquiry',
    subject: '{schoolName}: your enquiry {reference}',
    body: letter(
      'Thank you for your interest in {schoolName} for {childName} ({class}).',
      'We would be glad to tell you more about admissions, fees and the school day. Please reply to this message or call us on {schoolPhone} at a time that suits you.',
      '',
      'Your reference number is {reference}. You can check its status at {statusLink}.',
    ),
  },
  {
    name: 'Visit invitation',
    subject: '{schoolName}: your school visit on {visitDate}',
    body: letter(
      'We are pleased to invite you to visit {schoolName} on {visitDate}. You will meet our teachers, see the classrooms and ask any questions about admission to {class}.',
      'Please reply to confirm, or call us on {schoolPhone} to choose another day.',
      '',
      'Reference: {reference}',
    ),
  },
  {
    name: 'Documents needed',
    subject: '{schoolName}: documents for {childName}’s admission',
    body: letter(
      'To complete the admission of {childName} to {class}, please bring these documents to the school office:',
      '- Birth certificate',
      '- Last report card and transfer certificate (if moving from another school)',
      '- Four passport-size photographs',
      '- Aadhaar card of the child and a parent',
      '',
      'Reference: {reference}',
    ),
  },
] as const;

const KIND_LABEL: Record<DeskKind, string> = { enquiry: 'Enquiry', application: 'Application' };

export interface DigestLine {
  kind: DeskKind;
  reference: string;
  stage: string;
  link: string;
  /** The follow-up's school date ('12 Jan 2026'), for follow-up lines. */
  due?: string;
}

/** The morning digest: references, stages and links only (no parent's details leave the dashboard). */
export function digestMail(input: {
  schoolName: string;
  personName: string;
  day: string;
  overdue: DigestLine[];
  dueToday: DigestLine[];
  newEnquiries: DigestLine[];
  dashboardLink: string;
}): { subject: string; text: string } {
  const count = input.overdue.length + input.dueToday.length + input.newEnquiries.length;
  const line = (l: DigestLine) =>
    `- ${l.reference || KIND_LABEL[l.kind]} (${KIND_LABEL[l.kind]}, ${l.stage}${l.due ? `, due ${l.due}` : ''}): ${l.link}`;
  const part = (title: string, lines: DigestLine[]) => (lines.length ? [title, ...lines.map(line), ''] : []);
  return {
    subject: `${input.schoolName}: admissions desk for ${input.day} (${count} ${count === 1 ? 'item' : 'items'})`,
    text: [
      `Good morning${input.personName ? ` ${input.personName}` : ''},`,
      '',
      ...part(`Overdue follow-ups (${input.overdue.length})`, input.overdue),
      ...part(`Follow-ups due today (${input.dueToday.length})`, input.dueToday),
      ...part(
        `New enquiries since yesterday, not assigned or assigned to you (${input.newEnquiries.length})`,
        input.newEnquiries,
      ),
      `Open the dashboard: ${input.dashboardLink}`,
      '',
      'You receive this e-mail because your account works on admissions. The hour is set in Settings, Desk e-mails.',
    ].join('\n'),
  };
}
