// The admissions report (the funnel): every sentence the dashboard's "Admissions report" section, its
// chart and its CSV show, and the one rule naming where a family came from, so the server's counts,
// the chart and the dashboard say the same thing.
import { HEARD_FROM } from '../admissions';

/** The source of a family that gave no answer, came with no campaign and from no other site. */
export const DIRECT_SOURCE_LABEL = 'Direct';

/**
 * Where a family came from, in one word the office reads: the parent's answer to "How did you hear
 * about us?" when given, else the campaign's utm_source, else the site that linked, else Direct.
 */
export function familySource(record: { heardFrom: string; utmSource: string; referrerHost: string }): string {
  const heard = HEARD_FROM.find((h) => h.value === record.heardFrom);
  if (heard) return heard.label;
  if (record.utmSource) return record.utmSource;
  if (record.referrerHost) return record.referrerHost;
  return DIRECT_SOURCE_LABEL;
}

export const DESK_REPORT_WORDS = {
  title: 'Admissions report',
  description:
    'How many families reached each stage in an academic year (April to March), how many were admitted and where they came from. A family is an enquiry, or an application that came without one.',
  loading: 'Loading the admissions report...',
  error: 'Error loading the admissions report',
  filters: 'Filters',
  year: 'Academic year',
  grade: 'Class',
  campus: 'Campus',
  source: 'Source',
  allGrades: 'All classes',
  allCampuses: 'All campuses',
  allSources: 'All sources',
  chartTitle: (year: string) => `Families at each stage, ${year}`,
  tableCaption: (year: string) => `Families at each stage, ${year}`,
  stage: 'Stage',
  families: 'Families',
  reached: 'Reached',
  closed: 'Closed',
  conversion: 'Conversion from enquiry to admission',
  conversionValue: (percent: number | null) => (percent === null ? 'No enquiries yet' : `${percent}%`),
  conversionDetail: (admitted: number, families: number) =>
    `${admitted} of ${families} ${families === 1 ? 'family' : 'families'} admitted`,
  medianDays: 'Median days from enquiry to admission',
  medianDaysValue: (days: number | null) =>
    days === null ? 'No admissions yet' : `${days} ${days === 1 ? 'day' : 'days'}`,
  sourcesCaption: 'Sources ranked by admissions',
  sourceColumn: 'Source',
  enquiriesColumn: 'Enquiries',
  admissionsColumn: 'Admissions',
  noSources: 'No enquiries in this year',
  exportCsv: 'Export CSV',
  exported: 'The report was saved as a CSV file',
  exportFailed: 'The report could not be exported',
  invalidYear: 'Choose an academic year such as 2026-27',
} as const;

/** The CSV's column and row names. */
export const DESK_REPORT_CSV = {
  header: ['Measure', 'Name', 'Value', 'Admissions'],
  reached: 'Reached stage',
  closed: 'Closed as',
  conversion: 'Conversion from enquiry to admission (%)',
  medianDays: 'Median days from enquiry to admission',
  source: 'Source',
} as const;
