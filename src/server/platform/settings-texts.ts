import { z } from 'zod';
import { fillAdmissionYear } from '../../shared/content/academic-year';
import * as FACTS from '../../shared/content/school-facts';
import type { LanguageCode } from '../../shared/paths';
import {
  AdmissionsSettingsSchema,
  BrandingSettingsSchema,
  GeneralSettingsSchema,
  type PublicSiteSettings,
} from '../../shared/schemas/settings';
import type { ServiceContext } from '../context';
import type { Db } from '../db/client';
import { refreshSettingsSources } from './search/entries';
import { getPublicSettings, readSettings } from './settings';
import {
  byEnglishRules,
  isTranslatedLanguage,
  itemTranslations,
  readTranslations,
  saveTranslations,
} from './translations';

// The school's words in Settings in the families' languages (docs/architecture.md, "Languages"): its
// names, tagline and addresses, the admissions texts, and the facts the pages state in words (the
// stages, the curriculum, the Hifz duration). One item (0) of the subject 'settings', a field per
// setting; the public settings and the pages' fields in a language read them, English where none.

const SUBJECT = 'settings';
const ITEM = 0;

/** The settings whose value is words a visitor reads. */
export const TRANSLATED_SETTINGS = [
  'schoolName',
  'shortName',
  'tagline',
  'addressIndia',
  'addressInternational',
  'addressDubai',
  'heroButtonText',
  'admissionsNotice',
  'academicSession',
  'applyBy',
] as const;

/** The facts the pages' fields state in words, kept in code (src/shared/content/school-facts.ts). */
export const TRANSLATED_FACTS = {
  schoolStages: FACTS.SCHOOL_STAGES,
  curriculum: FACTS.CURRICULUM,
  hifzDuration: FACTS.HIFZ_DURATION,
} as const;

type SettingKey = (typeof TRANSLATED_SETTINGS)[number];
type FactKey = keyof typeof TRANSLATED_FACTS;
export type TranslatedSettingKey = SettingKey | FactKey;

/** The English of every translated setting and fact, now. */
export function settingsEnglish(db: Db): Record<TranslatedSettingKey, string> {
  const s = readSettings(db);
  const english = Object.fromEntries(TRANSLATED_SETTINGS.map((key) => [key, String(s[key] ?? '')]));
  return { ...english, ...TRANSLATED_FACTS } as Record<TranslatedSettingKey, string>;
}

/** The translated settings and facts in `lang` (only those the office translated; none in English). */
export function settingsTexts(db: Db, lang: LanguageCode | undefined): Partial<Record<TranslatedSettingKey, string>> {
  if (!isTranslatedLanguage(lang)) return {};
  const texts = readTranslations(db, SUBJECT, lang).get(ITEM) ?? {};
  const keys: string[] = [...TRANSLATED_SETTINGS, ...Object.keys(TRANSLATED_FACTS)];
  return Object.fromEntries(Object.entries(texts).filter(([key, value]) => keys.includes(key) && value));
}

/** The settings' English and their translations, with "needs translation" per setting. */
export function settingsTranslations(svc: ServiceContext) {
  const english = settingsEnglish(svc.db);
  return { english, languages: itemTranslations(svc.db, SUBJECT, ITEM, english) };
}

const RULES: Record<string, z.ZodType> = {
  ...BrandingSettingsSchema.shape,
  ...GeneralSettingsSchema.shape,
  ...AdmissionsSettingsSchema.shape,
  schoolStages: z.string().trim().max(120, 'School stages is too long'),
  curriculum: z.string().trim().max(200, 'Curriculum is too long'),
  hifzDuration: z.string().trim().max(80, 'Hifz duration is too long'),
};

/** Saves one language's settings texts, each checked by its English setting's rule. */
export function translateSettings(
  svc: ServiceContext,
  input: { lang: LanguageCode; values: Record<string, string> },
  by: string,
) {
  saveTranslations(svc, {
    subject: SUBJECT,
    itemId: ITEM,
    lang: input.lang,
    values: input.values,
    english: settingsEnglish(svc.db),
    by,
    check: byEnglishRules(RULES),
    inside: () => refreshSettingsSources(svc),
  });
  return { id: ITEM, ...settingsTranslations(svc) };
}

/**
 * The settings visitors' pages receive, in `lang`: each translated setting over its English (the
 * admissions texts' year filled as in English). English: getPublicSettings as it is.
 */
export function publicSettingsIn(svc: ServiceContext, lang: LanguageCode | undefined): PublicSiteSettings {
  const settings = getPublicSettings(svc);
  const texts = settingsTexts(svc.db, lang);
  const own = Object.fromEntries(
    TRANSLATED_SETTINGS.filter((key) => texts[key]).map((key) => [key, texts[key] as string]),
  ) as Partial<Record<SettingKey, string>>;
  if (Object.keys(own).length === 0) return settings;
  return {
    ...settings,
    ...own,
    ...(own.heroButtonText ? { heroButtonText: fillAdmissionYear(own.heroButtonText, settings.admissionYear) } : {}),
    ...(own.admissionsNotice
      ? { admissionsNotice: fillAdmissionYear(own.admissionsNotice, settings.admissionYear) }
      : {}),
  };
}
