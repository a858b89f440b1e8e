import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { academicYearLabel } from '../../shared/content/academic-year';
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
import { seedEventsFor } from './seed-data/events';
import { FAQ_ITEMS } from './seed-data/faq';
import { feeItemsFor, feeStructureFor } from './seed-data/fees';
import { seedNoticesFor, simplePdf } from './seed-data/notices';
import { LEADERSHIP_TEAM } from './seed-data/people';
import { write } from './write';

/** Set once the school's yearly content has been seeded; what the office deletes afterwards stays deleted. */
export const SCHOOL_CONTENT_SEEDED_KEY = 'seeded-school-content';

/** When the seed runs: the instant of the first start, and the academic year it falls in (seedAcademicYearStart). */
export interface SeedClock {
  now: Date;
  /** The calendar year the current academic year starts in (June). */
  startYear: number;
}

/**
 * Fills the FAQ, the leadership team, the fee structure, the activities and the alumni with today's content, once: on a new
 * install, and on an install that predates these content types (so its public pages keep showing
 * what they showed before the upgrade). The fee structure is the current academic year's.
 */
export function seedSchoolContent(db: Db, clock: SeedClock): boolean {
  // Before the marker check: an install seeded before the calendar existed gets its events too.
  seedCalendarEvents(db, clock);
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
    const year = academicYearLabel(clock.startYear);
    tx.insert(feeStructures).values(feeStructureFor(year)).run();
    tx.insert(feeItems).values(feeItemsFor(year)).run();
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
      .values({ key: SCHOOL_CONTENT_SEEDED_KEY, value: JSON.stringify(clock.now.toISOString()) })
      .run();
  });
  return true;
}

/** Set once the first notices have been seeded (a marker of their own: an upgraded install gets them too). */
export const NOTICES_SEEDED_KEY = 'seeded-notices';

/**
 * The first notices (src/server/db/seed-data/notices.ts), once: already published, dated a few days
 * before the first start (the newest looks recent), of its academic year, the exam timetable with a
 * small PDF. What the office deletes afterwards stays deleted.
 */
export async function seedNotices(db: Db, media: MediaStore, clock: SeedClock): Promise<boolean> {
  const marker = db.select().from(settings).where(eq(settings.key, NOTICES_SEEDED_KEY)).get();
  if (marker) return false;
  const { now } = clock;
  const SEED_NOTICES = seedNoticesFor(clock.startYear);
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
 * Fills the school calendar with the dates the Important Dates page showed (seed-data/events.ts),
 * moved to the current academic year, once: on a new install and on one seeded before the calendar
 * existed. What the office deletes stays deleted, and a later start never moves an event.
 */
export function seedCalendarEvents(db: Db, clock: SeedClock): boolean {
  const marker = db.select().from(settings).where(eq(settings.key, CALENDAR_SEEDED_KEY)).get();
  if (marker) return false;
  write(db, (tx) => {
    tx.insert(events)
      .values(
        seedEventsFor(clock.startYear).map((e) => ({
          ...e,
          uid: randomUUID(),
          startTime: e.startTime ?? null,
          endTime: e.endTime ?? null,
          repeatUntil: e.repeatUntil ?? null,
        })),
      )
      .run();
    tx.insert(settings)
      .values({ key: CALENDAR_SEEDED_KEY, value: JSON.stringify(clock.now.toISOString()) })
      .run();
  });
  return true;
}
