// Alumni page texts. The alumni profiles and the tiles are content the school edits in the dashboard
// (the `alumni` and `alumniTiles` content types), seeded from src/server/db/seed-data/alumni.ts.
/** Technology and engineering around the world. */
export const ALUMNI_TECH_REGIONS = [
  { country: 'USA', text: 'Software engineers and data scientists building products at technology companies.' },
  { country: 'Canada', text: 'Civil and electrical engineers working on infrastructure and clean energy.' },
  { country: 'Australia', text: 'Graduate researchers and engineers in mining, water and construction.' },
  {
    country: 'India',
    text: 'Engineers, founders and IT professionals in Pune, Bengaluru, Hyderabad and at home in Akola.',
  },
] as const;

/** The seeded, illustrative alumni: while any is shown, the page says the profiles are illustrative. */
export const ILLUSTRATIVE_ALUMNI = ['Dr. Ayesha Siddiqui', 'Dr. Imran Shaikh', 'Dr. Fatima Khan'];

export const ALUMNI_CLOSING_MESSAGE =
  'Wherever they are, in a hospital ward in Pune, a laboratory in Canada or an office in Dubai, our alumni carry the same values they learnt in our classrooms: knowledge with faith, and success with service. We are proud of every one of them, and we look forward to welcoming our current students into this family.';
