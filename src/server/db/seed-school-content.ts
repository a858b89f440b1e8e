import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { academicYearLabel } from '../../shared/content/academic-year';
import type { Db } from './client';
import { activities, alumni, alumniTiles, events, faqs, feeItems, feeStructures, settings, staff } from './schema';
import { EXTRACURRICULAR_ACTIVITIES } from './seed-data/activities';
import { ALUMNI_DOCTORS, ALUMNI_TILES } from './seed-data/alumni';
import { seedEventsFor } from './seed-data/events';
import { FAQ_ITEMS } from './seed-data/faq';
import { feeItemsFor, feeStructureFor } from './seed-data/fees';
import { LEADERSHIP_TEAM } from './seed-data/people';
import { write } from './write';

/** Set once the school's yearly content has been seeded; what the office deletes afterwards stays deleted. */
export const SCHOOL_CONTENT_SEEDED_KEY = 'seeded-school-content';

/** When the seed runs: the instant of the first start, and the academic year it falls in (seedAcademicYearStart). */
export interface SeedClock {
  now: Date;
  /** The calendar year the current academic year starts in (June). */
  startYear: number;
  /** The calendar year the year parents are admitted for starts in (admissionYearStartOf). */
  admissionStartYear: number;
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
