// The Alumni page's words are its document (server features/information-pages/seed/alumni.ts). The
// alumni profiles and the tiles are content the school edits in the dashboard (the `alumni` and
// `alumniTiles` content types), seeded from src/server/db/seed-data/alumni.ts.

/** The seeded, illustrative alumni: while any is shown, the page says the profiles are illustrative. */
export const ILLUSTRATIVE_ALUMNI = ['Dr. Ayesha Siddiqui', 'Dr. Imran Shaikh', 'Dr. Fatima Khan'];

export const ALUMNI_WORDS = {
  illustrative: 'Profiles shown are illustrative examples of our alumni’s careers.',
  /** The terms of a profile's facts. */
  position: 'Position',
  organisation: 'Hospital',
  specialty: 'Specialty',
  location: 'Location',
} as const;
