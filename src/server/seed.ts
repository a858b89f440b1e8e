import type { Db } from './db/client';
import { seedClock, seedSampleContent } from './db/seed';
import type { Feature } from './feature';
import { FEATURES } from './features/index';
import type { MediaStore } from './lib/images/media-store';

/**
 * Seeds what a new install shows, and what an upgrade brings: the content types' sample content
 * (db/seed.ts), then each feature's own first content, in FEATURES order. `now` is the first start
 * (the app's clock): what names a year is of the academic year it falls in
 * (docs/decisions/031-academic-year.md). True on the first start only.
 */
export async function seedDatabase(
  db: Db,
  media: MediaStore,
  now = new Date(),
  features: readonly Feature[] = FEATURES,
): Promise<boolean> {
  const first = await seedSampleContent(db, media, now);
  const ctx = { db, media, now, clock: seedClock(now) };
  for (const feature of features) await feature.seed?.(ctx);
  return first;
}
