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
  'smtp-url': {
    text: 'Mail is not set up: set SMTP_URL on the server (README.md, section “Configuration”).',
    link: 'See the e-mail status',
  },
  'offsite-backups': {
    text: 'Nobody has confirmed that the daily backups are copied off this server; one broken disk would take the site and its backups together.',
    link: 'Confirm the backups are copied',
  },
  'admissions-texts': {
    text: 'The home page’s hero button and the admissions banner disagree.',
    link: 'Fix the admissions texts',
  },
} as const;

export type SetupItemId = keyof typeof SETUP_ITEM_WORDS;

/** '… (12 rows).' after the disclosure's sentence. */
export const exampleRowsCount = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'} left.`;

/** A text that names another academic year than the one set. */
export const yearMismatch = (where: 'hero button' | 'admissions banner', named: string, academicYear: string) =>
  `The ${where} names ${named}, but the academic year is ${academicYear}.`;

/** The Backups section's confirmation that the archives leave the server. */
export const OFFSITE_WORDS = {
  title: 'Copies off this server',
  lead: 'A backup on the same disk does not survive that disk. Whoever looks after the server copies the archives elsewhere every day (README.md, “Copy the archives off the server”), then ticks this box.',
  label: 'I copy the daily backups off this server',
  confirmedOn: (date: string) => `Confirmed on ${date}.`,
  notConfirmed: 'Not confirmed yet.',
  failed: 'Could not save the confirmation. Please try again.',
} as const;
