import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { activities, alumni, alumniTiles, faqs, feeItems, feeStructures, settings, staff } from './schema';
import { EXTRACURRICULAR_ACTIVITIES } from './seed-data/activities';
import { ALUMNI_DOCTORS, ALUMNI_TILES } from './seed-data/alumni';
import { FAQ_ITEMS } from './seed-data/faq';
import { FEE_ITEMS, FEE_STRUCTURE } from './seed-data/fees';
import { LEADERSHIP_TEAM } from './seed-data/people';
import { write } from './write';

/** Set once the school's yearly content has been seeded; what the office deletes afterwards stays deleted. */
export const SCHOOL_CONTENT_SEEDED_KEY = 'seeded-school-content';

/**
 * Fills the FAQ, the leadership team, the fee structure, the activities and the alumni with today's content, once: on a new
 * install, and on an install that predates these content types (so its public pages keep showing
 * what they showed before the upgrade).
 */
export function seedSchoolContent(db: Db): boolean {
  const marker = db.select().from(settings).where(eq(settings.key, SCHOOL_CONTENT_SEEDED_KEY)).get();
  if (marker) return false;
  write(db, (tx) => {
    tx.insert(faqs)
      .values(FAQ_ITEMS.map(({ key: _key, ...item }) => item))
      .run();
    tx.insert(staff)
      .values(
        LEADERSHIP_TEAM.map((p, i) => ({
          name: p.name,
          role: p.role,
          message: p.message,
          responsibilities: p.focus.join('\n'),
          sortOrder: i + 1,
        })),
      )
      .run();
    tx.insert(feeStructures).values(FEE_STRUCTURE).run();
    tx.insert(feeItems).values(FEE_ITEMS).run();
    tx.insert(activities)
      .values(EXTRACURRICULAR_ACTIVITIES.map(({ key: _key, ...a }, i) => ({ ...a, sortOrder: i + 1 })))
      .run();
    tx.insert(alumni)
      .values(ALUMNI_DOCTORS.map(({ hospital, ...d }, i) => ({ ...d, organisation: hospital, sortOrder: i + 1 })))
      .run();
    tx.insert(alumniTiles)
      .values(ALUMNI_TILES.map((t, i) => ({ ...t, sortOrder: i + 1 })))
      .run();
    tx.insert(settings)
      .values({ key: SCHOOL_CONTENT_SEEDED_KEY, value: JSON.stringify(new Date().toISOString()) })
      .run();
  });
  return true;
}
