import { admissionsText } from '../content/academic-year';
import * as FACTS from '../content/school-facts';
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
>;

/** The calendar's figures, worked out only when a text asks for one (Important Dates). */
export type CalendarFigures = () => { year: string; holidayCount: number };

/**
 * Every field's value from the settings (the admission fee among them, from Fees) and the calendar:
 * the server fills a page with these (src/server/content/field-values.ts), the brochure its lines, and
 * the home page its fallback, from the settings it has (no calendar: the home page states none of its
 * figures).
 */
export function pageFieldValues(s: FieldSettings, calendar?: CalendarFigures): Record<PageField, string> {
  return {
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
    minMarksPercent: String(FACTS.MIN_PREVIOUS_CLASS_MARKS_PERCENT),
    withdrawalNoticeMonths: String(FACTS.WITHDRAWAL_NOTICE_MONTHS),
  };
}
