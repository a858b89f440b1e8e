// Words every public form shares (the Enquiry Form on /contact, the application on /apply).

/**
 * The note above a form, around the mark (*) its required fields carry beside their labels:
 * "Fields marked * are required." The page sets the mark between the two parts.
 */
export const REQUIRED_NOTE = {
  before: 'Fields marked',
  after: 'are required.',
} as const;

/**
 * The line beside a form's submit button (src/client/pages/privacy/privacy-note.tsx): "We use these
 * details only to {purpose} and keep them for {months}. Read our Privacy Notice.", the last words a
 * link that opens in a new tab.
 */
export const PRIVACY_NOTE_WORDS = {
  before: (purpose: string, months: string) =>
    `We use these details only to ${purpose} and keep them for ${months}. Read our `,
  link: 'Privacy Notice',
  newTab: ' (opens in a new tab)',
  after: '.',
  month: 'month',
  months: 'months',
} as const;
