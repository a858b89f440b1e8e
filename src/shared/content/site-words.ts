// Words every public page may show, outside any one page's content: kept here so they can be
// translated in one place.

/** Before the date on an information page: 'Last updated 26 November 2026'. */
export const LAST_UPDATED_TEXT = 'Last updated';

/** The footer's statutory links, in their order. */
export const STATUTORY_LINK_LABELS = {
  disclosure: 'Mandatory Public Disclosure',
  tcVerification: 'TC Verification',
  privacy: 'Privacy Notice',
  accessibility: 'Accessibility',
  terms: 'Terms of use',
} as const;
