import { seedClock } from '../../src/server/db/seed';
import { academicYearLabel, academicYearSettings } from '../../src/shared/content/academic-year';
import { DEFAULT_SETTINGS, type SiteSettings } from '../../src/shared/schemas/settings';

// The academic year a database seeded today has (src/server/db/seed.ts): the template database of the
// integration tests and the e2e server's are seeded when the tests start, so a test that reads the
// seeded year computes it, and passes on any date.

/** The calendar year the seeded academic year starts in (June). */
export function seededStartYear(): number {
  return seedClock(new Date()).startYear;
}

/** The seeded academic year as the settings name it: '2026-27'. */
export function seededAcademicYear(): string {
  return academicYearLabel(seededStartYear());
}

/** The site settings a database seeded today starts with: the defaults, naming the seeded year. */
export function seededSettings(): SiteSettings {
  return { ...DEFAULT_SETTINGS, ...academicYearSettings(seededAcademicYear()) };
}
