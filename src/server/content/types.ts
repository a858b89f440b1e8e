import { asc, desc } from 'drizzle-orm';
import { CONTENT_TYPES } from '../../shared/content-types';
import { imageSrcSet, imageUrl } from '../../shared/images';
import { achievements, announcements, artworks, highlights, journeys } from '../db/schema';
import { defineContentType } from './define';

// The five content types of the home page and the dashboard. To add one, follow the recipe in
// docs/architecture.md: a table, a shared definition, an entry here, a section config.

const withUpdatedAt = <T extends object>(fields: T, image: string | undefined) => ({
  ...fields,
  ...(image ? { image } : {}),
  updatedAt: new Date(),
});

/** The public shape of a row: ISO `createdAt`. */
const withIsoDate = <T extends { createdAt: Date }>(rows: T[]) =>
  rows.map(({ createdAt, ...rest }) => ({ ...rest, createdAt: createdAt.toISOString() }));

/** ...and for a row with an image key: `imageUrl` and `imageSrcSet` (one image field set for every type). */
const withImage = <T extends { createdAt: Date; image: string }>(rows: T[]) =>
  withIsoDate(rows).map(({ image, ...rest }) => ({
    ...rest,
    imageUrl: imageUrl(image),
    imageSrcSet: image ? imageSrcSet(image) : null,
  }));

export const artworksType = defineContentType({
  name: 'artworks',
  shared: CONTENT_TYPES.artworks,
  table: artworks,
  // Image folders keep the names they had when the files were first written.
  mediaFolder: 'gallery',
  toRow: (fields, image) => ({ ...fields, image: image ?? '' }),
  toUpdate: withUpdatedAt,
  list: (db, where) =>
    withImage(
      db
        .select({
          id: artworks.id,
          title: artworks.title,
          subtitle: artworks.subtitle,
          description: artworks.description,
          buttonText: artworks.buttonText,
          artist: artworks.artist,
          grade: artworks.grade,
          category: artworks.category,
          image: artworks.image,
          createdAt: artworks.createdAt,
        })
        .from(artworks)
        .where(where)
        .orderBy(desc(artworks.createdAt), desc(artworks.id))
        .all(),
    ),
});

export const announcementsType = defineContentType({
  name: 'announcements',
  shared: CONTENT_TYPES.announcements,
  table: announcements,
  toRow: (fields) => fields,
  toUpdate: withUpdatedAt,
  list: (db, where) =>
    withIsoDate(
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
        .where(where)
        // Newest first; the seeded tiles keep their order through the id tie-break.
        .orderBy(desc(announcements.createdAt), asc(announcements.id))
        .all(),
    ),
});

export const highlightsType = defineContentType({
  name: 'highlights',
  shared: CONTENT_TYPES.highlights,
  table: highlights,
  mediaFolder: 'slides',
  toRow: (fields, image) => ({ ...fields, image: image ?? '' }),
  toUpdate: withUpdatedAt,
  list: (db, where) =>
    withImage(
      db
        .select({
          id: highlights.id,
          title: highlights.title,
          subtitle: highlights.subtitle,
          description: highlights.description,
          image: highlights.image,
          createdAt: highlights.createdAt,
        })
        .from(highlights)
        .where(where)
        .orderBy(desc(highlights.createdAt), desc(highlights.id))
        .all(),
    ),
});

export const journeysType = defineContentType({
  name: 'journeys',
  shared: CONTENT_TYPES.journeys,
  table: journeys,
  mediaFolder: 'journeys',
  toRow: (fields, image) => ({ ...fields, image: image ?? '' }),
  toUpdate: withUpdatedAt,
  list: (db, where) =>
    withImage(
      db
        .select({
          id: journeys.id,
          title: journeys.title,
          description: journeys.description,
          label: journeys.label,
          image: journeys.image,
          createdAt: journeys.createdAt,
        })
        .from(journeys)
        .where(where)
        .orderBy(desc(journeys.createdAt), desc(journeys.id))
        .all(),
    ),
});

export const achievementsType = defineContentType({
  name: 'achievements',
  shared: CONTENT_TYPES.achievements,
  table: achievements,
  mediaFolder: 'achievements',
  toRow: (fields, image) => ({ ...fields, image: image ?? '' }),
  toUpdate: withUpdatedAt,
  list: (db, where) =>
    withImage(
      db
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
        .where(where)
        // By year, newest first, on the site and in the dashboard alike.
        .orderBy(desc(achievements.year), desc(achievements.createdAt), desc(achievements.id))
        .all(),
    ),
});
