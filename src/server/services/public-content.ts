import { asc, desc, eq } from 'drizzle-orm';
import { imageSrcSet, imageUrl } from '../../shared/images';
import type { Db } from '../db/client';
import { achievements, announcements, gallery, journeys, slides } from '../db/schema';

// Public read shapes of spec §3 (`_id`, `createdAt`, `imageUrl`), with explicit selects so
// nothing else leaks. SSR prefetch and the public procedures both call these.
const iso = (d: Date) => d.toISOString();
const srcSet = (key: string) => (key ? imageSrcSet(key) : null);

// `id` narrows a list to one row, so the dashboard reads back what it saved without the whole table.

export function listJourneys(db: Db, id?: number) {
  return db
    .select({
      id: journeys.id,
      title: journeys.title,
      description: journeys.description,
      label: journeys.label,
      image: journeys.image,
      createdAt: journeys.createdAt,
    })
    .from(journeys)
    .where(id === undefined ? undefined : eq(journeys.id, id))
    .orderBy(desc(journeys.createdAt), desc(journeys.id))
    .all()
    .map(({ id, image, createdAt, ...rest }) => ({
      _id: id,
      ...rest,
      imageUrl: imageUrl(image),
      imageSrcSet: srcSet(image),
      createdAt: iso(createdAt),
    }));
}

export function listAchievements(db: Db, id?: number) {
  return db
    .select({
      id: achievements.id,
      title: achievements.title,
      badge: achievements.badge,
      organization: achievements.organization,
      year: achievements.year,
      category: achievements.category,
      image: achievements.image,
      createdAt: achievements.createdAt,
    })
    .from(achievements)
    .where(id === undefined ? undefined : eq(achievements.id, id))
    .orderBy(desc(achievements.year), desc(achievements.createdAt), desc(achievements.id))
    .all()
    .map(({ id, image, createdAt, ...rest }) => ({
      _id: id,
      ...rest,
      imageUrl: imageUrl(image),
      imageSrcSet: srcSet(image),
      createdAt: iso(createdAt),
    }));
}

/** Highlight slides (DECISIONS.md: the highlights carousel is the slides table). */
export function listHighlights(db: Db) {
  return db
    .select({
      id: slides.id,
      title: slides.title,
      subtitle: slides.subtitle,
      description: slides.description,
      image: slides.image,
      createdAt: slides.createdAt,
    })
    .from(slides)
    .orderBy(desc(slides.createdAt), desc(slides.id))
    .all()
    .map(({ id, image, createdAt, ...rest }) => ({
      _id: id,
      ...rest,
      image: imageUrl(image),
      imageSrcSet: srcSet(image),
      createdAt: iso(createdAt),
    }));
}

/** Student artworks (DECISIONS.md: the art gallery carousel is the gallery table). */
export function listArtworks(db: Db) {
  return db
    .select({
      id: gallery.id,
      title: gallery.title,
      artist: gallery.artist,
      grade: gallery.grade,
      category: gallery.category,
      description: gallery.description,
      image: gallery.image,
      createdAt: gallery.createdAt,
    })
    .from(gallery)
    .orderBy(desc(gallery.createdAt), desc(gallery.id))
    .all()
    .map(({ id, image, createdAt, ...rest }) => ({
      _id: id,
      ...rest,
      imageUrl: imageUrl(image),
      imageSrcSet: srcSet(image),
      createdAt: iso(createdAt),
    }));
}

export function listAnnouncements(db: Db, id?: number) {
  return (
    db
      .select({
        id: announcements.id,
        icon: announcements.icon,
        title: announcements.title,
        description: announcements.description,
        buttonText: announcements.buttonText,
        link: announcements.link,
        createdAt: announcements.createdAt,
      })
      .from(announcements)
      .where(id === undefined ? undefined : eq(announcements.id, id))
      // Newest first; the seeded tiles keep their order through the id tie-break.
      .orderBy(desc(announcements.createdAt), asc(announcements.id))
      .all()
      .map(({ id, createdAt, ...rest }) => ({ _id: id, ...rest, createdAt: iso(createdAt) }))
  );
}

export type PublicJourney = ReturnType<typeof listJourneys>[number];
export type PublicAchievement = ReturnType<typeof listAchievements>[number];
export type PublicHighlight = ReturnType<typeof listHighlights>[number];
export type PublicArtwork = ReturnType<typeof listArtworks>[number];
export type PublicAnnouncement = ReturnType<typeof listAnnouncements>[number];
