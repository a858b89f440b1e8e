import { eq } from 'drizzle-orm';
import { DEFAULT_ADMISSIONS_TEXTS } from '../../shared/content/academic-year';
import { CURRICULUM, HIFZ_DURATION, SCHOOL_STAGES } from '../../shared/content/school-facts';
import { DEFAULT_SETTINGS } from '../../shared/schemas/settings';
import type { Db } from './client';
import { faqs, feeItems, settings, translations } from './schema';
import { FAQ_ITEMS } from './seed-data/faq';
import { feeItemsFor } from './seed-data/fees';
import { FAQ_TRANSLATIONS, FEE_TRANSLATIONS, SETTINGS_TRANSLATIONS } from './seed-data/translations';
import { write } from './write';

const SETTINGS_FACTS = { schoolStages: SCHOOL_STAGES, curriculum: CURRICULUM, hifzDuration: HIFZ_DURATION };

/** The stored setting's words, else its default (settings never saved, or unreadable). */
function readSiteText(db: Db, key: SeededSetting): string {
  const fallback = SEEDED_SETTINGS[key];
  const row = db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'site')).get();
  if (!row) return fallback;
  try {
    const value = (JSON.parse(row.value) as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : fallback;
  } catch {
    return fallback;
  }
}

/** The settings whose install's words have first translations: their defaults. */
const SEEDED_SETTINGS = {
  tagline: DEFAULT_SETTINGS.tagline,
  heroButtonText: DEFAULT_ADMISSIONS_TEXTS.heroButtonText,
  admissionsNotice: DEFAULT_ADMISSIONS_TEXTS.admissionsNotice,
} as const;
type SeededSetting = keyof typeof SEEDED_SETTINGS;
const isSeededSetting = (field: string): field is SeededSetting => field in SEEDED_SETTINGS;

/** Set once the first FAQ's and fee heads' draft translations were written. */
export const TRANSLATIONS_SEEDED_KEY = 'seeded-translations';

const LANGS = ['mr', 'hi', 'ur'] as const;

type Row = typeof translations.$inferInsert;

/** A field's drafts in the three languages, when the stored English is still the seed's. */
function draftsOf(
  subject: string,
  itemId: number,
  field: string,
  stored: string,
  seeded: string,
  texts: Record<(typeof LANGS)[number], string> | undefined,
  at: Date,
): Row[] {
  if (!texts || stored !== seeded) return [];
  return LANGS.map((lang) => ({
    subject,
    itemId,
    lang,
    field,
    value: texts[lang],
    source: stored,
    seeded: true,
    updatedAt: at,
    updatedBy: 'install',
  }));
}

/**
 * The first FAQ's and fee heads' translations into Marathi, Hindi and Urdu, as drafts ("Draft
 * translation, please review" in the dashboard), once per install: on a new one and on one that
 * predates translations, for each seeded item whose English the office has not changed. A later start
 * finds the marker and does nothing, so what the office deletes stays deleted.
 */
export function seedTranslations(db: Db, now: Date): boolean {
  const marker = db.select().from(settings).where(eq(settings.key, TRANSLATIONS_SEEDED_KEY)).get();
  if (marker) return false;
  const rows: Row[] = [];
  const storedFaqs = db.select({ id: faqs.id, question: faqs.question, answer: faqs.answer }).from(faqs).all();
  for (const seed of FAQ_ITEMS) {
    const texts = FAQ_TRANSLATIONS[seed.key];
    const row = storedFaqs.find((f) => f.question === seed.question);
    if (!texts || !row) continue;
    rows.push(...draftsOf('faqs', row.id, 'question', row.question, seed.question, texts.question, now));
    rows.push(...draftsOf('faqs', row.id, 'answer', row.answer, seed.answer, texts.answer, now));
  }
  const seededHeads = feeItemsFor('');
  const storedHeads = db
    .select({ id: feeItems.id, name: feeItems.name, amountNote: feeItems.amountNote, due: feeItems.due })
    .from(feeItems)
    .all();
  for (const head of storedHeads) {
    const seed = seededHeads.find((h) => h.name === head.name);
    const texts = FEE_TRANSLATIONS[head.name];
    if (!seed || !texts) continue;
    rows.push(...draftsOf('feeItems', head.id, 'name', head.name, seed.name, texts.name, now));
    rows.push(...draftsOf('feeItems', head.id, 'amountNote', head.amountNote, seed.amountNote, texts.amountNote, now));
    rows.push(...draftsOf('feeItems', head.id, 'due', head.due, seed.due, texts.due, now));
  }
  // The school's words: the tagline, the admissions texts and the facts in words, while they are the install's.
  for (const [field, texts] of Object.entries(SETTINGS_TRANSLATIONS)) {
    const english = isSeededSetting(field)
      ? readSiteText(db, field)
      : SETTINGS_FACTS[field as keyof typeof SETTINGS_FACTS];
    const seeded = isSeededSetting(field) ? SEEDED_SETTINGS[field] : english;
    if (english !== undefined) rows.push(...draftsOf('settings', 0, field, english, seeded, texts, now));
  }
  write(db, (tx) => {
    for (const row of rows) tx.insert(translations).values(row).onConflictDoNothing().run();
    tx.insert(settings)
      .values({ key: TRANSLATIONS_SEEDED_KEY, value: JSON.stringify(now.toISOString()) })
      .run();
  });
  return true;
}
