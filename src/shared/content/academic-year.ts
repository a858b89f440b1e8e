// The academic year as the school names it ('2026-27', June to April) and the words that name it:
// the year a fresh install seeds and the dashboard's "Start the next academic year"
// (docs/decisions/031-academic-year.md).

/** '2026-27' for the year that starts in June 2026. */
export function academicYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The calendar year a label starts in: '2026-27' → 2026; null when it is not such a label. */
export function academicYearStart(label: string): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(label.trim());
  if (!match) return null;
  const start = Number(match[1]);
  return (start + 1) % 100 === Number(match[2]) ? start : null;
}

/** The year after a label: '2026-27' → '2027-28'; null when it is not a label. */
export function nextAcademicYearLabel(label: string): string | null {
  const start = academicYearStart(label);
  return start === null ? null : academicYearLabel(start + 1);
}

/**
 * A text of the year that starts in `startYear` as the next year's: its label ('2026-27') becomes the
 * next one ('2027-28') and its two calendar years move on by one ('10 October 2026' → '10 October
 * 2027', 'June 2027' → 'June 2028'); any other number is left alone. For the fee heads' due dates
 * and the fee structure's texts that "Start the next academic year" copies.
 */
export function textOfNextYear(text: string, startYear: number): string {
  return text.replace(/(?<!\d)(\d{4})(?:-(\d{2})(?!\d))?(?!\d)/g, (whole, year: string, short?: string) => {
    const y = Number(year);
    if (short !== undefined) return academicYearStart(whole) === startYear ? academicYearLabel(startYear + 1) : whole;
    return y === startYear || y === startYear + 1 ? String(y + 1) : whole;
  });
}

/** The first and last day an event of the year may start on: June to the end of the next May. */
export function academicYearDays(startYear: number): { from: string; to: string } {
  return { from: `${startYear}-06-01`, to: `${startYear + 1}-05-31` };
}

/**
 * The year a fresh install starts with, from the school's date of its first start. The year runs
 * June to April, so May falls between two years: by then the ending year's last exams are over and
 * nothing of it is ahead, while admissions and the new session are, so in May the year that starts
 * that June is the current one (a calendar seeded then still shows upcoming events).
 */
export function seedAcademicYearStart(today: string): number {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) >= 5 ? year : year - 1;
}

/** The settings that name the academic year: the setting itself, the hero button and the closed-admissions banner. */
export function academicYearSettings(label: string) {
  return {
    academicYear: label,
    heroButtonText: `Admissions Open For AY ${label}`,
    admissionsNotice: `Admissions for the academic year ${label} are closed.`,
  };
}

/**
 * Holidays on the same day every year (month-day): Republic Day, Chhatrapati Shivaji Maharaj Jayanti,
 * Ambedkar Jayanti, Maharashtra Day, Independence Day, Gandhi Jayanti, Christmas, New Year's Day. Any
 * other holiday follows a lunar calendar, so a copy on the same date a year later is only a guess.
 */
export const FIXED_DATE_HOLIDAYS: readonly string[] = [
  '01-01',
  '01-26',
  '02-19',
  '04-14',
  '05-01',
  '08-15',
  '10-02',
  '12-25',
];

export const isFixedDateHoliday = (date: string): boolean => FIXED_DATE_HOLIDAYS.includes(date.slice(5, 10));

/** What visitors read of a seeded lunar holiday moved from the year it was written for. */
export const LUNAR_DATE_TO_CONFIRM = 'Date to be confirmed: this holiday follows the lunar calendar.';

/** What the office reads on a draft copy of a lunar holiday, before it publishes it. */
export const LUNAR_DATE_TO_CHECK =
  'Check this date before publishing: the holiday follows the lunar calendar, so it moves every year.';

/** The badge of such a draft in the dashboard's Calendar. */
export const CHECK_DATE_BADGE = 'Check the date';

/** The dashboard's action that copies the year's calendar and fees to the next year, as drafts. */
export const START_NEXT_YEAR_LABEL = 'Start the next academic year';

/** The calendar's categories that come back every year, and so are copied to the next one. */
export const YEARLY_EVENT_CATEGORIES = ['exam', 'fee-due', 'ptm', 'holiday'] as const;

/** The question before the copy, naming both years. */
export function startNextYearQuestion(current: string, next: string): string {
  return `Start the ${next} academic year? This year's (${current}) exams, fee dates, parent-teacher meetings and holidays are copied to ${next} as drafts, and its fee structure to ${next}. Visitors see nothing of ${next} until you publish the drafts and change the academic year in Settings.`;
}

/** The refusal when there is nothing left to copy to the next year. */
export const yearAlreadyStarted = (next: string): string =>
  `The ${next} year has already been started: its drafts are in the calendar.`;

/** What a copy did: 'Copied 24 events as drafts and the fee structure to 2027-28'. */
export function yearStartedMessage(copied: { year: string; events: number; feeStructure: boolean }): string {
  const events = `${copied.events} ${copied.events === 1 ? 'event' : 'events'} as drafts`;
  return copied.feeStructure
    ? `Copied ${events} and the fee structure to ${copied.year}`
    : `Copied ${events} to ${copied.year}`;
}

/** The refusal when the academic-year setting is not a year such as 2026-27. */
export const ACADEMIC_YEAR_SETTING_INVALID =
  'Set the academic year in Settings (like 2026-27) before starting the next one.';
