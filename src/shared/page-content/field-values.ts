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
>;

/** The calendar's figures, worked out only when a text asks for one (Important Dates). */
export type CalendarFigures = () => { year: string; holidayCount: number };

/**
 * Every field's value from the settings, the admission fee and the calendar: the server fills a page
 * with these (src/server/content/field-values.ts), and the home page its fallback, from the
 * settings it has (no calendar: the home page states none of its figures).
 */
export function pageFieldValues(
  s: FieldSettings,
  admissionFee: string,
  calendar?: CalendarFigures,
): Record<PageField, string> {
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
    admissionFee,
    foundedYear: String(FACTS.FOUNDED_YEAR),
    schoolStages: FACTS.SCHOOL_STAGES,
    curriculum: FACTS.CURRICULUM,
    academicSession: FACTS.ACADEMIC_SESSION,
    hifzDuration: FACTS.HIFZ_DURATION,
    morningAssembly: FACTS.MORNING_ASSEMBLY,
    applyBy: FACTS.APPLY_BY,
    minMarksPercent: String(FACTS.MIN_PREVIOUS_CLASS_MARKS_PERCENT),
    withdrawalNoticeMonths: String(FACTS.WITHDRAWAL_NOTICE_MONTHS),
  };
}
