import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { removeAttachmentFile, storeAttachment } from '../features/notices/files';
import type { MediaStore } from '../lib/images/media-store';
import type { Db } from './client';
import {
  activities,
  alumni,
  alumniTiles,
  events,
  faqs,
  feeItems,
  feeStructures,
  noticeAttachments,
  notices,
  settings,
  staff,
} from './schema';
import { EXTRACURRICULAR_ACTIVITIES } from './seed-data/activities';
import { ALUMNI_DOCTORS, ALUMNI_TILES } from './seed-data/alumni';
import { SEED_EVENTS } from './seed-data/events';
import { FAQ_ITEMS } from './seed-data/faq';
import { FEE_ITEMS, FEE_STRUCTURE } from './seed-data/fees';
import { SEED_NOTICES, simplePdf } from './seed-data/notices';
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
  // Before the marker check: an install seeded before the calendar existed gets its events too.
  seedCalendarEvents(db);
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

/** Set once the first notices have been seeded (a marker of their own: an upgraded install gets them too). */
export const NOTICES_SEEDED_KEY = 'seeded-notices';

/**
 * The first notices (src/server/db/seed-data/notices.ts), once: already published, dated a few days
 * back, the exam timetable with a small PDF. What the office deletes afterwards stays deleted.
 */
export async function seedNotices(db: Db, media: MediaStore, now = new Date()): Promise<boolean> {
  const marker = db.select().from(settings).where(eq(settings.key, NOTICES_SEEDED_KEY)).get();
  if (marker) return false;
  const files = await Promise.all(
    SEED_NOTICES.map((n) => (n.pdf ? storeAttachment(media, simplePdf(n.pdf.title, n.pdf.lines)) : null)),
  );
  try {
    write(db, (tx) => {
      SEED_NOTICES.forEach((n, i) => {
        const at = new Date(now.getTime() - n.daysAgo * 86_400_000);
        const id = Number(
          tx
            .insert(notices)
            .values({
              slug: n.slug,
              title: n.title,
              category: n.category,
              body: n.body,
              pinned: n.pinned,
              firstPublishedAt: at,
              createdAt: at,
              updatedAt: at,
            })
            .run().lastInsertRowid,
        );
        const file = files[i];
        if (file && n.pdf)
          tx.insert(noticeAttachments)
            .values({ noticeId: id, ...file, name: n.pdf.name })
            .run();
      });
      tx.insert(settings)
        .values({ key: NOTICES_SEEDED_KEY, value: JSON.stringify(now.toISOString()) })
        .run();
    });
  } catch (error) {
    await Promise.all(files.map((f) => removeAttachmentFile(media, f?.file)));
    throw error;
  }
  return true;
}

/** Set once the school calendar's events have been seeded (its own marker: it came after the rest). */
export const CALENDAR_SEEDED_KEY = 'seeded-calendar-events';

/**
 * Fills the school calendar with the dates the Important Dates page showed (seed-data/events.ts), once:
 * on a new install and on one seeded before the calendar existed. What the office deletes stays deleted.
 */
export function seedCalendarEvents(db: Db): boolean {
  const marker = db.select().from(settings).where(eq(settings.key, CALENDAR_SEEDED_KEY)).get();
  if (marker) return false;
  write(db, (tx) => {
    tx.insert(events)
      .values(
        SEED_EVENTS.map((e) => ({
          ...e,
          uid: randomUUID(),
          startTime: e.startTime ?? null,
          endTime: e.endTime ?? null,
          repeatUntil: e.repeatUntil ?? null,
        })),
      )
      .run();
    tx.insert(settings)
      .values({ key: CALENDAR_SEEDED_KEY, value: JSON.stringify(new Date().toISOString()) })
      .run();
  });
  return true;
}
