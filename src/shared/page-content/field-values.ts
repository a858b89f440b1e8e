import * as FACTS from '../content/school-facts';
import type { PublicSiteSettings } from '../schemas/settings';
import type { PageField } from './fields';

type FieldSettings = Pick<
  PublicSiteSettings,
  | 'schoolName'
  | 'shortName'
  | 'tagline'
  | 'heroButtonText'
  | 'academicYear'
  | 'phone'
  | 'email'
  | 'addressIndia'
  | 'addressInternational'
  | 'addressDubai'
>;

/**
 * Every field's value from the settings and the admission fee: the server fills a page with these
 * (features/information-pages/render.ts), and the home page its fallback, from the settings it has.
 */
export function pageFieldValues(s: FieldSettings, admissionFee: string): Record<PageField, string> {
  return {
    schoolName: s.schoolName,
    shortName: s.shortName,
    tagline: s.tagline,
    heroButtonText: s.heroButtonText,
    academicYear: s.academicYear,
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
    applyBy: FACTS.APPLY_BY,
    minMarksPercent: String(FACTS.MIN_PREVIOUS_CLASS_MARKS_PERCENT),
    withdrawalNoticeMonths: String(FACTS.WITHDRAWAL_NOTICE_MONTHS),
  };
}
