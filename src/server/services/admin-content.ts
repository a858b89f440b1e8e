import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { imageSrcSet, imageUrl } from '../../shared/images';
import {
  type AchievementFieldsSchema,
  type AnnouncementFieldsSchema,
  type GalleryFieldsSchema,
  IMAGE_REQUIRED_MESSAGE,
  type JourneyFieldsSchema,
  type SlideFieldsSchema,
} from '../../shared/schemas/admin-content';
import { achievements, announcements, contacts, gallery, journeys, slides } from '../db/schema';
import { write } from '../db/write';
import type { MediaFolder } from '../images/media-store';
import type { ServiceContext } from './context';
import { listAchievements, listAnnouncements, listJourneys } from './public-content';

// Create, update and remove for the dashboard's content types (spec §2 'Admin dashboard', §5
// 'Admin forms'). Image files are written before the row points to them; a failed save removes the
// new files; a replaced or deleted item's files are removed after the row changed (STYLE.md habit 7).

export class NotFoundError extends Error {
  constructor() {
    super('This item no longer exists.');
  }
}

/** A required field the schema cannot see (the image file); `field` names it for the form. */
export class MissingFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

type GalleryInput = z.output<typeof GalleryFieldsSchema>;
type AnnouncementInput = z.output<typeof AnnouncementFieldsSchema>;
type SlideInput = z.output<typeof SlideFieldsSchema>;
type JourneyInput = z.output<typeof JourneyFieldsSchema>;
type AchievementInput = z.output<typeof AchievementFieldsSchema>;

/** An uploaded file's bytes; null or empty means 'no new image' (spec §5: only a non-zero size replaces). */
export type ImageUpload = Buffer | null;

const iso = (d: Date) => d.toISOString();
const withImage = (key: string) => ({ imageUrl: imageUrl(key), imageSrcSet: key ? imageSrcSet(key) : null });
const hasBytes = (file: ImageUpload): file is Buffer => Boolean(file && file.length > 0);

/** Stores the new image (if any), runs the save, and removes the new files again if the save fails. */
async function saveWithImage<T>(
  svc: ServiceContext,
  folder: MediaFolder,
  file: ImageUpload,
  save: (newKey: string | null) => T,
): Promise<T> {
  const newKey = hasBytes(file) ? await svc.media.storeUpload(folder, file) : null;
  try {
    return save(newKey);
  } catch (error) {
    if (newKey) await svc.media.remove(newKey);
    throw error;
  }
}

// ---------- gallery (Student Art Gallery carousel)

export function listGalleryAdmin(svc: ServiceContext, id?: number) {
  return svc.db
    .select({
      id: gallery.id,
      title: gallery.title,
      subtitle: gallery.subtitle,
      description: gallery.description,
      buttonText: gallery.buttonText,
      artist: gallery.artist,
      grade: gallery.grade,
      category: gallery.category,
      image: gallery.image,
      createdAt: gallery.createdAt,
    })
    .from(gallery)
    .where(id === undefined ? undefined : eq(gallery.id, id))
    .orderBy(desc(gallery.createdAt), desc(gallery.id))
    .all()
    .map(({ id, image, createdAt, ...rest }) => ({ _id: id, ...rest, ...withImage(image), createdAt: iso(createdAt) }));
}

export async function createGalleryItem(svc: ServiceContext, input: GalleryInput, file: ImageUpload) {
  if (!hasBytes(file)) throw new MissingFieldError('image', IMAGE_REQUIRED_MESSAGE);
  const id = await saveWithImage(svc, 'gallery', file, (key) =>
    write(svc.db, (tx) =>
      Number(
        tx
          .insert(gallery)
          .values({ ...input, image: key ?? '' })
          .run().lastInsertRowid,
      ),
    ),
  );
  svc.onContentChanged();
  return one(listGalleryAdmin(svc, id));
}

export async function updateGalleryItem(svc: ServiceContext, id: number, input: GalleryInput, file: ImageUpload) {
  const old = svc.db.select({ image: gallery.image }).from(gallery).where(eq(gallery.id, id)).get();
  if (!old) throw new NotFoundError();
  const replaced = await saveWithImage(svc, 'gallery', file, (key) => {
    const res = write(svc.db, (tx) =>
      tx
        .update(gallery)
        .set({ ...input, ...(key ? { image: key } : {}), updatedAt: new Date() })
        .where(eq(gallery.id, id))
        .run(),
    );
    if (res.changes === 0) throw new NotFoundError();
    return key ? old.image : null;
  });
  await svc.media.remove(replaced);
  svc.onContentChanged();
  return one(listGalleryAdmin(svc, id));
}

export async function removeGalleryItem(svc: ServiceContext, id: number) {
  const [row] = write(svc.db, (tx) =>
    tx.delete(gallery).where(eq(gallery.id, id)).returning({ image: gallery.image }).all(),
  );
  if (!row) throw new NotFoundError();
  await svc.media.remove(row.image);
  svc.onContentChanged();
}

// ---------- announcements (information tiles; no image)

/** The same list the public page shows (announcements hold nothing private). */
export function listAnnouncementsAdmin(svc: ServiceContext, id?: number) {
  return listAnnouncements(svc.db, id);
}

export function createAnnouncement(svc: ServiceContext, input: AnnouncementInput) {
  const id = write(svc.db, (tx) => Number(tx.insert(announcements).values(input).run().lastInsertRowid));
  svc.onContentChanged();
  return one(listAnnouncementsAdmin(svc, id));
}

export function updateAnnouncement(svc: ServiceContext, id: number, input: AnnouncementInput) {
  const res = write(svc.db, (tx) =>
    tx
      .update(announcements)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(announcements.id, id))
      .run(),
  );
  if (res.changes === 0) throw new NotFoundError();
  svc.onContentChanged();
  return one(listAnnouncementsAdmin(svc, id));
}

export function removeAnnouncement(svc: ServiceContext, id: number) {
  const res = write(svc.db, (tx) => tx.delete(announcements).where(eq(announcements.id, id)).run());
  if (res.changes === 0) throw new NotFoundError();
  svc.onContentChanged();
}

// ---------- slides (Highlights carousel)

export function listSlidesAdmin(svc: ServiceContext, id?: number) {
  return svc.db
    .select({
      id: slides.id,
      title: slides.title,
      subtitle: slides.subtitle,
      description: slides.description,
      image: slides.image,
      createdAt: slides.createdAt,
    })
    .from(slides)
    .where(id === undefined ? undefined : eq(slides.id, id))
    .orderBy(desc(slides.createdAt), desc(slides.id))
    .all()
    .map(({ id, image, createdAt, ...rest }) => ({ _id: id, ...rest, ...withImage(image), createdAt: iso(createdAt) }));
}

export async function createSlide(svc: ServiceContext, input: SlideInput, file: ImageUpload) {
  if (!hasBytes(file)) throw new MissingFieldError('image', IMAGE_REQUIRED_MESSAGE);
  const id = await saveWithImage(svc, 'slides', file, (key) =>
    write(svc.db, (tx) =>
      Number(
        tx
          .insert(slides)
          .values({ ...input, image: key ?? '' })
          .run().lastInsertRowid,
      ),
    ),
  );
  svc.onContentChanged();
  return one(listSlidesAdmin(svc, id));
}

export async function updateSlide(svc: ServiceContext, id: number, input: SlideInput, file: ImageUpload) {
  const old = svc.db.select({ image: slides.image }).from(slides).where(eq(slides.id, id)).get();
  if (!old) throw new NotFoundError();
  const replaced = await saveWithImage(svc, 'slides', file, (key) => {
    const res = write(svc.db, (tx) =>
      tx
        .update(slides)
        .set({ ...input, ...(key ? { image: key } : {}), updatedAt: new Date() })
        .where(eq(slides.id, id))
        .run(),
    );
    if (res.changes === 0) throw new NotFoundError();
    return key ? old.image : null;
  });
  await svc.media.remove(replaced);
  svc.onContentChanged();
  return one(listSlidesAdmin(svc, id));
}

export async function removeSlide(svc: ServiceContext, id: number) {
  const [row] = write(svc.db, (tx) =>
    tx.delete(slides).where(eq(slides.id, id)).returning({ image: slides.image }).all(),
  );
  if (!row) throw new NotFoundError();
  await svc.media.remove(row.image);
  svc.onContentChanged();
}

// ---------- journeys ('Glimpse into Student Life')

/** The same rows and shape as the public list. */
export function listJourneysAdmin(svc: ServiceContext, id?: number) {
  return listJourneys(svc.db, id);
}

export async function createJourney(svc: ServiceContext, input: JourneyInput, file: ImageUpload) {
  if (!hasBytes(file)) throw new MissingFieldError('image', IMAGE_REQUIRED_MESSAGE);
  const id = await saveWithImage(svc, 'journeys', file, (key) =>
    write(svc.db, (tx) =>
      Number(
        tx
          .insert(journeys)
          .values({ ...input, image: key ?? '' })
          .run().lastInsertRowid,
      ),
    ),
  );
  svc.onContentChanged();
  return one(listJourneysAdmin(svc, id));
}

export async function updateJourney(svc: ServiceContext, id: number, input: JourneyInput, file: ImageUpload) {
  const old = svc.db.select({ image: journeys.image }).from(journeys).where(eq(journeys.id, id)).get();
  if (!old) throw new NotFoundError();
  const replaced = await saveWithImage(svc, 'journeys', file, (key) => {
    const res = write(svc.db, (tx) =>
      tx
        .update(journeys)
        .set({ ...input, ...(key ? { image: key } : {}), updatedAt: new Date() })
        .where(eq(journeys.id, id))
        .run(),
    );
    if (res.changes === 0) throw new NotFoundError();
    return key ? old.image : null;
  });
  await svc.media.remove(replaced);
  svc.onContentChanged();
  return one(listJourneysAdmin(svc, id));
}

export async function removeJourney(svc: ServiceContext, id: number) {
  const [row] = write(svc.db, (tx) =>
    tx.delete(journeys).where(eq(journeys.id, id)).returning({ image: journeys.image }).all(),
  );
  if (!row) throw new NotFoundError();
  await svc.media.remove(row.image);
  svc.onContentChanged();
}

// ---------- achievements (image optional)

/** The public list: year descending, as spec §7 selects achievements for the site and the dashboard alike. */
export function listAchievementsAdmin(svc: ServiceContext, id?: number) {
  return listAchievements(svc.db, id);
}

export async function createAchievement(svc: ServiceContext, input: AchievementInput, file: ImageUpload) {
  const id = await saveWithImage(svc, 'achievements', file, (key) =>
    write(svc.db, (tx) =>
      Number(
        tx
          .insert(achievements)
          .values({ ...input, image: key ?? '' })
          .run().lastInsertRowid,
      ),
    ),
  );
  svc.onContentChanged();
  return one(listAchievementsAdmin(svc, id));
}

export async function updateAchievement(svc: ServiceContext, id: number, input: AchievementInput, file: ImageUpload) {
  const old = svc.db.select({ image: achievements.image }).from(achievements).where(eq(achievements.id, id)).get();
  if (!old) throw new NotFoundError();
  const replaced = await saveWithImage(svc, 'achievements', file, (key) => {
    const res = write(svc.db, (tx) =>
      tx
        .update(achievements)
        .set({ ...input, ...(key ? { image: key } : {}), updatedAt: new Date() })
        .where(eq(achievements.id, id))
        .run(),
    );
    if (res.changes === 0) throw new NotFoundError();
    return key ? old.image : null;
  });
  await svc.media.remove(replaced);
  svc.onContentChanged();
  return one(listAchievementsAdmin(svc, id));
}

export async function removeAchievement(svc: ServiceContext, id: number) {
  const [row] = write(svc.db, (tx) =>
    tx.delete(achievements).where(eq(achievements.id, id)).returning({ image: achievements.image }).all(),
  );
  if (!row) throw new NotFoundError();
  await svc.media.remove(row.image);
  svc.onContentChanged();
}

// ---------- dashboard

/** The six count cards of the dashboard view (spec §2). */
export function contentCounts(svc: ServiceContext) {
  const n = (
    table:
      | typeof gallery
      | typeof announcements
      | typeof contacts
      | typeof slides
      | typeof journeys
      | typeof achievements,
  ) => svc.db.select({ n: count() }).from(table).get()?.n ?? 0;
  return {
    gallery: n(gallery),
    announcements: n(announcements),
    contacts: n(contacts),
    slides: n(slides),
    journeys: n(journeys),
    achievements: n(achievements),
  };
}

/** The single row a list narrowed by id returned (the row a create or update just saved). */
function one<T>(rows: T[]): T {
  const [item] = rows;
  if (!item) throw new NotFoundError();
  return item;
}
