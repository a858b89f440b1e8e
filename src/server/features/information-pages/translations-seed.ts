import { eq } from 'drizzle-orm';
import { sectionKeys, translateTexts, translationKey } from '../../../shared/page-content/translation';
import type { Db } from '../../db/client';
import { pageDocuments, pageVersions, settings } from '../../db/schema';
import { write } from '../../db/write';
import { parse } from './documents';

/** Set once the first translations of the pages have been seeded; what the office deletes stays deleted. */
export const PAGE_TRANSLATIONS_SEEDED_KEY = 'seeded-page-translations';

/**
 * Publishes, once per install (a new one and one upgraded from before translations), the Marathi,
 * Hindi and Urdu words of the most visited pages (seed/translations/). Each is laid over the page's
 * English as it is now: a text the office changed in English finds no translation and shows in
 * English. Each is marked `seeded`, so the editor asks the office to review it; a translation the
 * office already has is never touched. The words are read only when the marker is missing.
 */
export async function seedPageTranslations(db: Db, now: Date): Promise<boolean> {
  const marker = db.select().from(settings).where(eq(settings.key, PAGE_TRANSLATIONS_SEEDED_KEY)).get();
  if (marker) return false;
  const { SEED_WORDS, TRANSLATED_SEED_PAGES } = await import('./seed/translations');
  write(db, (tx) => {
    for (const page of TRANSLATED_SEED_PAGES) {
      const english = tx.select().from(pageDocuments).where(eq(pageDocuments.page, page)).get();
      if (!english) continue;
      const doc = parse(english.published);
      for (const [lang, words] of Object.entries(SEED_WORDS)) {
        const key = translationKey(page, lang);
        if (tx.select({ page: pageDocuments.page }).from(pageDocuments).where(eq(pageDocuments.page, key)).get()) {
          continue;
        }
        const translated = translateTexts(doc, (text) => words[text] ?? '');
        // Seeded words pass the English page's rules like any the office writes.
        const madeFrom = Object.fromEntries(sectionKeys(doc.sections).map((k) => [k, english.version]));
        const json = JSON.stringify({ ...translated, madeFrom, seeded: true });
        tx.insert(pageDocuments)
          .values({ page: key, published: json, version: 1, publishedAt: now, publishedBy: 'system' })
          .run();
        tx.insert(pageVersions)
          .values({ page: key, version: 1, document: json, publishedAt: now, publishedBy: 'system' })
          .run();
      }
    }
    tx.insert(settings)
      .values({ key: PAGE_TRANSLATIONS_SEEDED_KEY, value: JSON.stringify(now.toISOString()) })
      .run();
  });
  return true;
}
