// The words of "Finish setting up your site" (the dashboard's overview) and of the off-server backup
// confirmation in Backups, in one place so they can be translated (src/shared/setup-checklist.ts).

export const SETUP_HEADING = 'Finish setting up your site';
export const SETUP_LEAD =
  'These still carry the example values a new site starts with, or are not set up yet. Each link opens the place to fix it; this list disappears when all is done.';

/** One sentence per open item (what a visitor or the office would otherwise meet), and its link. */
export const SETUP_ITEM_WORDS = {
  'contact-email': {
    text: 'The footer and the Contact page show the example e-mail address (info@school.example).',
    link: 'Change the e-mail address',
  },
  'contact-phone': {
    text: 'The footer and the Contact page show the example phone number (+91 00000 00000).',
    link: 'Change the phone number',
  },
  'grievance-email': {
    text: 'The privacy notice gives an example e-mail address for the grievance officer.',
    link: 'Change the grievance officer’s e-mail',
  },
  'grievance-phone': {
    text: 'The privacy notice gives an example phone number for the grievance officer.',
    link: 'Change the grievance officer’s phone',
  },
  'disclosure-examples': {
    text: 'The Mandatory Public Disclosure still shows example rows.',
    link: 'Replace the disclosure’s example rows',
  },
  'notification-recipients': {
    text: 'Nobody receives an e-mail when a parent sends an enquiry or an application.',
    link: 'Add notification recipients',
  },
  'upi-id': {
    text: 'Parents cannot pay fees by UPI yet: enter the school’s merchant UPI ID from its bank (apps refuse large payments to a personal UPI ID) and the payee name the bank registered.',
    link: 'Set up UPI payments',
  },
  'smtp-url': {
    text: 'Mail is not set up: set SMTP_URL on the server (README.md, section “Configuration”).',
    link: 'See the e-mail status',
  },
  'offsite-backups': {
    text: 'Nobody has confirmed that the daily backups are copied off this server; one broken disk would take the site and its backups together.',
    link: 'Confirm the backups are copied',
  },
  'admissions-texts': {
    text: 'The admissions texts disagree with the switch or with the year parents apply for.',
    link: 'Fix the admissions texts',
  },
  'academic-year': {
    text: 'The academic year in Settings is not the year running now.',
    link: 'Change the academic year',
  },
} as const;

export type SetupItemId = keyof typeof SETUP_ITEM_WORDS;

/** '… (12 rows).' after the disclosure's sentence. */
export const exampleRowsCount = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'} left.`;

/** An admissions text that names another year than the one parents apply for now. */
export const yearMismatch = (where: 'open text' | 'closed text', named: string, admissionYear: string) =>
  `The admissions ${where} names ${named}, but parents apply now for ${admissionYear}.`;

/** The academic-year setting behind (or ahead of) the year its dates fall in. */
export const runningYearMismatch = (setting: string, running: string) =>
  `It says ${setting}; the year running now is ${running}.`;

/** The Backups section's confirmation that the archives leave the server. */
export const OFFSITE_WORDS = {
  title: 'Copies off this server',
  lead: 'A backup on the same disk does not survive that disk. Whoever looks after the server copies the archives elsewhere every day (README.md, “Copy the archives off the server”), then ticks this box.',
  label: 'I copy the daily backups off this server',
  confirmedOn: (date: string) => `Confirmed on ${date}.`,
  notConfirmed: 'Not confirmed yet.',
  failed: 'Could not save the confirmation. Please try again.',
} as const;
