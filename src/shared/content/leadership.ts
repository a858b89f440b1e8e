// The Leadership Team page's words are its document (server features/information-pages/seed/
// leadership.ts). The people are content the school edits in the dashboard (the `staff` content type),
// seeded from src/server/db/seed-data/people.ts; these are the words of their list.
/** The names of the seeded, illustrative team: while any is shown, the page says the names are illustrative. */
export const ILLUSTRATIVE_LEADERS = ['Mrs. Shaheen Ansari', 'Mr. Abdul Rahman Qureshi', 'Ms. Nazia Parveen'];

export const LEADERSHIP_TEAM_WORDS = {
  loadFailed: 'The team could not be loaded. Please try again later.',
  responsibilities: 'Responsibilities',
  illustrative: 'Names shown are illustrative; the school office will introduce the current team.',
} as const;
