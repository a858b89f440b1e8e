import { admissionsText } from '../content/academic-year';
import * as FACTS from '../content/school-facts';
import { countInWords, listInWords, lowerFirst } from '../content/school-lists';
import { lines } from '../lines';
import type { PublicSiteSettings } from '../schemas/settings';
import type { PageField } from './fields';

type FieldSettings = Pick<
  PublicSiteSettings,
  | 'schoolName'
  | 'shortName'
  | 'tagline'
  | 'heroButtonText'
  | 'admissionsNotice'
  | 'admissionsOpen'
  | 'admissionYear'
  | 'academicYear'
  | 'phone'
  | 'email'
  | 'addressIndia'
  | 'addressInternational'
  | 'addressDubai'
  | 'admissionFee'
  | 'academicSession'
  | 'applyBy'
  | 'schoolHours'
  | 'prePrimaryHours'
  | 'morningAssembly'
  | 'ptm'
  | 'documentChecklist'
  | 'promotionRules'
>;

/** The calendar's figures, worked out only when a text asks for one (Important Dates, the FAQ). */
export type CalendarFigures = () => {
  year: string;
  holidayCount: number;
  /** The year's examinations: 'Term 1 Examination' and 'October - November'. */
  exams: readonly { title: string; period: string }[];
};

/** The current fee structure's lists, read only when a text asks for one. */
export type FeeFigures = () => { confirmation: readonly string[] };

/**
 * Every field's value from the settings (the admission fee among them, from Fees) and the calendar:
 * the server fills a page with these (src/server/content/field-values.ts), the brochure its lines, and
 * the home page its fallback, from the settings it has (no calendar: the home page states none of its
 * figures).
 */
export function pageFieldValues(
  s: FieldSettings,
  calendar?: CalendarFigures,
  fees?: FeeFigures,
): Record<PageField, string> {
  return {
    get examPeriods() {
      return listInWords((calendar?.().exams ?? []).map((e) => `${e.title} in ${e.period}`));
    },
    get admissionConfirmation() {
      return listInWords((fees?.().confirmation ?? []).map(lowerFirst));
    },
    get admissionConfirmationCount() {
      return fees ? countInWords(fees().confirmation.length) : '';
    },
    get calendarYear() {
      return calendar?.().year ?? '';
    },
    get holidayCount() {
      return calendar ? String(calendar().holidayCount) : '';
    },
    schoolName: s.schoolName,
    shortName: s.shortName,
    tagline: s.tagline,
    // The one switch picks the text (docs/decisions/044-one-academic-year.md).
    heroButtonText: admissionsText(s),
    academicYear: s.academicYear,
    admissionYear: s.admissionYear,
    phone: s.phone,
    email: s.email,
    addressIndia: s.addressIndia,
    addressInternational: s.addressInternational,
    addressDubai: s.addressDubai,
    admissionFee: s.admissionFee,
    foundedYear: String(FACTS.FOUNDED_YEAR),
    schoolStages: FACTS.SCHOOL_STAGES,
    curriculum: FACTS.CURRICULUM,
    // The school day's facts are settings the office edits (docs/decisions/044-one-academic-year.md).
    academicSession: s.academicSession,
    hifzDuration: FACTS.HIFZ_DURATION,
    morningAssembly: s.morningAssembly,
    applyBy: s.applyBy,
    schoolHours: s.schoolHours,
    prePrimaryHours: s.prePrimaryHours,
    ptm: s.ptm,
    ptmInSentence: lowerFirst(s.ptm),
    // The lists (one item a line in Settings) as the FAQ's sentences state them.
    documentList: listInWords(lines(s.documentChecklist).map(lowerFirst)),
    promotionRules: lines(s.promotionRules).join(' '),
    minMarksPercent: String(FACTS.MIN_PREVIOUS_CLASS_MARKS_PERCENT),
    withdrawalNoticeMonths: String(FACTS.WITHDRAWAL_NOTICE_MONTHS),
  };
}
