// The settings rows that say what a seed has done (docs/decisions/014-school-content-in-the-database.md).
// Here, apart from the seeds themselves, because the settings service reads the first one.

/** Set when the sample content was seeded: on the site's first start (its row's updatedAt says when). */
export const SEEDED_KEY = 'seeded';
