// The academic year as the school names it ('2026-27', June to May by default) and the words that name
// it: the one function every part reads to place a date in a year, the year a fresh install seeds,
// and the dashboard's "Start the next academic year" (docs/decisions/031 and 044).

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

/**
 * The two months that place a date in the school's year (Settings, Admissions): the month the academic
 * year starts, and the month from which parents apply for the next one. Every part that names a
 * year from a date reads them through the functions below (docs/decisions/044-one-academic-year.md).
 */
export interface YearMonths {
  /** 1-12: the first month of the academic year (June: the year 2026-27 runs June 2026 to May 2027). */
  academicYearStartMonth: number;
  /** 1-12: from this month to the year's end, parents are admitted for the next year. */
  nextYearAdmissionsMonth: number;
}

/** A new install's: the year starts in June, and admissions for the next one open in October. */
export const DEFAULT_YEAR_MONTHS: YearMonths = { academicYearStartMonth: 6, nextYearAdmissionsMonth: 10 };

/** A month's place in the school's year: 0 for its first month, 11 for its last. */
const placeInYear = (month: number, startMonth: number): number => (month - startMonth + 12) % 12;

/** The calendar year the academic year of a school date ('2027-05-10') starts in: 2026 with a June start. */
export function academicYearStartOf(date: string, months: Pick<YearMonths, 'academicYearStartMonth'>): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= months.academicYearStartMonth ? year : year - 1;
}

/**
 * The year parents are admitted for on a school date, as the calendar year it starts: the running
 * year until the admissions month, the next one from it to the year's end (October 2026 to May 2027
 * admit for 2027-28 with the defaults). Admissions opening in the year's first month admit for the
 * next year all year round.
 */
export function admissionYearStartOf(date: string, months: YearMonths): number {
  const start = academicYearStartOf(date, months);
  const place = placeInYear(Number(date.slice(5, 7)), months.academicYearStartMonth);
  return place >= placeInYear(months.nextYearAdmissionsMonth, months.academicYearStartMonth) ? start + 1 : start;
}

/** The first and last day of the year that starts in `startYear` (June 2026 to the end of May 2027). */
export function academicYearDays(
  startYear: number,
  months: Pick<YearMonths, 'academicYearStartMonth'> = DEFAULT_YEAR_MONTHS,
): { from: string; to: string } {
  const first = (year: number) => `${year}-${String(months.academicYearStartMonth).padStart(2, '0')}-01`;
  const next = new Date(`${first(startYear + 1)}T00:00:00Z`);
  next.setUTCDate(0);
  return { from: first(startYear), to: next.toISOString().slice(0, 10) };
}

/**
 * A school month as one number (year × 12 + month − 1): the funnel's generated column holds it, and a
 * year's records are the twelve numbers from its first month (docs/decisions/044-one-academic-year.md).
 */
export const schoolMonthNumber = (date: string): number => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** The first and last school month numbers of the year that starts in `startYear`. */
export function academicYearMonthNumbers(
  startYear: number,
  months: Pick<YearMonths, 'academicYearStartMonth'>,
): { from: number; to: number } {
  const from = startYear * 12 + months.academicYearStartMonth - 1;
  return { from, to: from + 11 };
}

/**
 * The year a fresh install starts with, from the school's date of its first start: the year the date
 * falls in, but in the year's last month the next one: by then the ending year's last exams are over
 * and nothing of it is ahead, while admissions and the new session are (a calendar seeded then still
 * shows upcoming events).
 */
export function seedAcademicYearStart(
  today: string,
  months: Pick<YearMonths, 'academicYearStartMonth'> = DEFAULT_YEAR_MONTHS,
): number {
  const start = academicYearStartOf(today, months);
  return placeInYear(Number(today.slice(5, 7)), months.academicYearStartMonth) === 11 ? start + 1 : start;
}

/** The field the admissions texts name the admission year with: filled where they are shown. */
export const ADMISSION_YEAR_FIELD = '{admissionYear}';

/**
 * A new install's admissions texts: the open one (the hero button, and the admissions banner while
 * open) and the closed one. Each names the year by its field, so it names the right year in any month
 * without the office touching it.
 */
export const DEFAULT_ADMISSIONS_TEXTS = {
  heroButtonText: `Admissions Open For AY ${ADMISSION_YEAR_FIELD}`,
  admissionsNotice: `Admissions for the academic year ${ADMISSION_YEAR_FIELD} are closed.`,
} as const;

/** An admissions text with its year filled ('Admissions Open For AY 2027-28'). */
export const fillAdmissionYear = (text: string, admissionYear: string): string =>
  text.replaceAll(ADMISSION_YEAR_FIELD, admissionYear);

/** What the one switch shows on the hero button, the admissions banner and /apply: the open or the closed text. */
export const admissionsText = (v: { admissionsOpen: boolean; heroButtonText: string; admissionsNotice: string }) =>
  v.admissionsOpen ? v.heroButtonText : v.admissionsNotice;

/** The settings that name the academic year: the setting itself, the open and closed admissions texts. */
export function academicYearSettings(label: string) {
  return { academicYear: label, ...DEFAULT_ADMISSIONS_TEXTS };
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
