import { ADMISSION_FORM_FEE_TEXT } from './school-facts';

// The dated calendar (exams, fee instalments, parent-teacher meetings, holidays) is in the database:
// the school calendar (docs/decisions/020-calendar-and-ical.md), first seeded from
// src/server/db/seed-data/events.ts. The School Activities page's activities and calendar by term are
// its document (features/information-pages/seed/school-activities.ts).

/** The Important Dates page's admission form fee card: a rule, not a date. */
export const ADMISSION_FORM_FEE_DUE = `Admission form fee (${ADMISSION_FORM_FEE_TEXT}, non-refundable): with the application form`;
