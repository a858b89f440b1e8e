// The Leadership Team page's promise. The people are content the school edits in the dashboard
// (the `staff` content type), seeded from src/server/db/seed-data/people.ts.
/** The names of the seeded, illustrative team: while any is shown, the page says the names are illustrative. */
export const ILLUSTRATIVE_LEADERS = ['Mrs. Shaheen Ansari', 'Mr. Abdul Rahman Qureshi', 'Ms. Nazia Parveen'];

export const LEARNING_RESULTS = [
  {
    title: 'Confident learners',
    text: 'Students who read, write and speak English with confidence and think for themselves.',
  },
  { title: 'Strong foundations', text: 'A sound grasp of mathematics, science and languages on the CBSE pattern.' },
  {
    title: 'Rooted in faith',
    text: 'Quran recitation, Islamic studies and, for Hifz students, the memorisation of the Quran.',
  },
  { title: 'Good character', text: 'Honesty, respect, discipline and service to others, at school and at home.' },
] as const;
