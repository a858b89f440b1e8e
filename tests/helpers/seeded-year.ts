import { seedClock } from '../../src/server/db/seed';
import {
  academicYearLabel,
  academicYearSettings,
  DEFAULT_ADMISSIONS_TEXTS,
  fillAdmissionYear,
} from '../../src/shared/content/academic-year';
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

/** The year parents apply for on a database seeded today ('2027-28' in December 2026: decision 044). */
export function seededAdmissionYear(): string {
  return academicYearLabel(seedClock(new Date()).admissionStartYear);
}

/** The admissions texts a database seeded today shows visitors: its open and closed texts, filled. */
export function seededAdmissionsTexts(): { open: string; closed: string } {
  const year = seededAdmissionYear();
  return {
    open: fillAdmissionYear(DEFAULT_ADMISSIONS_TEXTS.heroButtonText, year),
    closed: fillAdmissionYear(DEFAULT_ADMISSIONS_TEXTS.admissionsNotice, year),
  };
}
