import { and, asc, count, desc, eq, lte, or, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { CONTENT_TYPES } from '../../shared/content-types';
import { imageSrcSet, imageUrl } from '../../shared/images';
import { PATHS } from '../../shared/paths';
import { wordsFor } from '../../shared/words';
import type { Db } from '../db/client';
import {
  achievements,
  activities,
  alumni,
  alumniTiles,
  announcements,
  artworks,
  campuses,
  disclosureDocuments,
  faqs,
  feeItems,
  feeStructures,
  highlights,
  journeys,
  photos,
  staff,
  transferCertificates,
} from '../db/schema';
import { readSettings } from '../platform/settings';
import { defineContentType } from './define';
import { publishWindowOf, visibleAt, windowFromRow, windowToRow } from './schedule';

// The content types of the site and the dashboard. To add one, follow the recipe in
// docs/architecture.md: a table, a shared definition, an entry here, a section config.

/** An update's fields, with the new image key when one was uploaded (none: the stored image stays). */
const withNewImage = <T extends object>(fields: T, image: string | undefined) => ({
  ...fields,
  ...(image ? { image } : {}),
});

/**
 * Images of children are published only with consent on file (India's DPDP Act): the site shows an
 * item of the gallery, journeys, achievements or slides when the administrator ticked it, or when the
 * item has no image. The dashboard lists them all.
 */
const withPhotoConsent = (table: { photoConsent: AnySQLiteColumn; image: AnySQLiteColumn }): SQL =>
  or(eq(table.photoConsent, true), eq(table.image, '')) as SQL;

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
  translatable: ['title', 'subtitle', 'description', 'buttonText'],
  // Image folders keep the names they had when the files were first written.
  mediaFolder: 'gallery',
  toRow: (fields, image) => ({ ...fields, image: image ?? '' }),
  toUpdate: withNewImage,
  publicWhere: withPhotoConsent(artworks),
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
          photoConsent: artworks.photoConsent,
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
  translatable: ['title', 'description', 'buttonText'],
  fieldTexts: ['description'],
  ...publishWindowOf(announcements),
  toRow: (fields) => ({ ...fields, ...windowToRow(fields) }),
  toUpdate: (fields, image) => withNewImage({ ...fields, ...windowToRow(fields) }, image),
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
          publishAt: announcements.publishAt,
          expireAt: announcements.expireAt,
          createdAt: announcements.createdAt,
        })
        .from(announcements)
        .where(where)
        // Newest first; the seeded tiles keep their order through the id tie-break.
        .orderBy(desc(announcements.createdAt), asc(announcements.id))
        .all()
        .map((row) => windowFromRow(row)),
    ),
});

export const highlightsType = defineContentType({
  name: 'highlights',
  shared: CONTENT_TYPES.highlights,
  table: highlights,
  translatable: ['title', 'subtitle', 'description'],
  mediaFolder: 'slides',
  ...publishWindowOf(highlights),
  publicWhere: (now) => and(visibleAt(highlights, now), withPhotoConsent(highlights)) as SQL,
  toRow: (fields, image) => ({ ...fields, ...windowToRow(fields), image: image ?? '' }),
  toUpdate: (fields, image) => withNewImage({ ...fields, ...windowToRow(fields) }, image),
  list: (db, where) =>
    withImage(
      db
        .select({
          id: highlights.id,
          title: highlights.title,
          subtitle: highlights.subtitle,
          description: highlights.description,
          image: highlights.image,
          publishAt: highlights.publishAt,
          expireAt: highlights.expireAt,
          photoConsent: highlights.photoConsent,
          createdAt: highlights.createdAt,
        })
        .from(highlights)
        .where(where)
        .orderBy(desc(highlights.createdAt), desc(highlights.id))
        .all()
        .map((row) => windowFromRow(row)),
    ),
});

export const journeysType = defineContentType({
  name: 'journeys',
  shared: CONTENT_TYPES.journeys,
  table: journeys,
  translatable: ['title', 'description', 'label'],
  mediaFolder: 'journeys',
  toRow: (fields, image) => ({ ...fields, image: image ?? '' }),
  toUpdate: withNewImage,
  publicWhere: withPhotoConsent(journeys),
  list: (db, where) =>
    withImage(
      db
        .select({
          id: journeys.id,
          title: journeys.title,
          description: journeys.description,
          label: journeys.label,
          photoConsent: journeys.photoConsent,
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
  translatable: ['title', 'badge', 'organization'],
  mediaFolder: 'achievements',
  toRow: (fields, image) => ({ ...fields, image: image ?? '' }),
  toUpdate: withNewImage,
  publicWhere: withPhotoConsent(achievements),
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
          photoConsent: achievements.photoConsent,
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

export const faqsType = defineContentType({
  name: 'faqs',
  shared: CONTENT_TYPES.faqs,
  table: faqs,
  translatable: ['question', 'answer'],
  fieldTexts: ['answer'],
  toRow: (fields) => fields,
  toUpdate: withNewImage,
  list: (db, where) =>
    withIsoDate(
      db
        .select({
          id: faqs.id,
          question: faqs.question,
          answer: faqs.answer,
          category: faqs.category,
          popularity: faqs.popularity,
          createdAt: faqs.createdAt,
        })
        .from(faqs)
        .where(where)
        // Most popular first, as the FAQ shows them.
        .orderBy(desc(faqs.popularity), asc(faqs.id))
        .all(),
    ),
  search: (item) => ({ kind: 'faq', title: item.question, body: item.answer, link: `/#faq-${item.id}` }),
});

export const staffType = defineContentType({
  name: 'staff',
  shared: CONTENT_TYPES.staff,
  table: staff,
  translatable: ['role', 'subject', 'message', 'responsibilities'],
  mediaFolder: 'staff',
  toRow: (fields, image) => ({ ...fields, image: image ?? '' }),
  // An edit by the office replaces seeded example data.
  toUpdate: (fields, image) => ({ ...withNewImage(fields, image), example: false }),
  publicWhere: eq(staff.visible, true),
  list: (db, where) =>
    withImage(
      db
        .select({
          id: staff.id,
          name: staff.name,
          role: staff.role,
          qualifications: staff.qualifications,
          message: staff.message,
          responsibilities: staff.responsibilities,
          sortOrder: staff.sortOrder,
          visible: staff.visible,
          campusId: staff.campusId,
          designation: staff.designation,
          subject: staff.subject,
          image: staff.image,
          createdAt: staff.createdAt,
        })
        .from(staff)
        .where(where)
        .orderBy(asc(staff.sortOrder), asc(staff.id))
        .all(),
    ),
  search: (item) => ({
    kind: 'person',
    title: item.name,
    body: [item.role, item.designation, item.subject].filter(Boolean).join(' · '),
    link: `${PATHS.leadership}#person-${item.id}`,
  }),
});

export const photosType = defineContentType({
  name: 'photos',
  shared: CONTENT_TYPES.photos,
  table: photos,
  translatable: ['alt', 'caption'],
  mediaFolder: 'photos',
  toRow: (fields, image) => ({ ...fields, image: image ?? '' }),
  toUpdate: withNewImage,
  list: (db, where) =>
    withImage(
      db
        .select({
          id: photos.id,
          album: photos.album,
          alt: photos.alt,
          caption: photos.caption,
          sortOrder: photos.sortOrder,
          image: photos.image,
          createdAt: photos.createdAt,
        })
        .from(photos)
        .where(where)
        .orderBy(asc(photos.album), asc(photos.sortOrder), asc(photos.id))
        .all(),
    ),
});

export const feeStructuresType = defineContentType({
  name: 'feeStructures',
  shared: CONTENT_TYPES.feeStructures,
  table: feeStructures,
  translatable: [
    'paymentMethods',
    'refusedPayment',
    'confirmation',
    'paymentRules',
    'withdrawalRules',
    'policies',
    'note',
  ],
  fieldTexts: ['note', 'confirmation', 'paymentRules', 'withdrawalRules', 'policies'],
  unique: { field: 'academicYear', message: 'There is already a fee structure for this academic year' },
  // A later year (started ahead from the Calendar, docs/decisions/031-academic-year.md) is the
  // office's until Settings names it as the academic year.
  publicWhere: (_now, db) => lte(feeStructures.academicYear, readSettings(db).academicYear),
  toRow: (fields) => fields,
  toUpdate: withNewImage,
  list: (db, where) =>
    withIsoDate(
      db
        .select({
          id: feeStructures.id,
          academicYear: feeStructures.academicYear,
          approvedOn: feeStructures.approvedOn,
          paymentMethods: feeStructures.paymentMethods,
          refusedPayment: feeStructures.refusedPayment,
          confirmation: feeStructures.confirmation,
          paymentRules: feeStructures.paymentRules,
          withdrawalRules: feeStructures.withdrawalRules,
          policies: feeStructures.policies,
          note: feeStructures.note,
          createdAt: feeStructures.createdAt,
        })
        .from(feeStructures)
        .where(where)
        // The latest year first: the site shows the first one.
        .orderBy(desc(feeStructures.academicYear))
        .all(),
    ),
  search: (item, lang) => ({
    kind: 'fee',
    title: `${wordsFor(lang).nav.fees} ${item.academicYear}`,
    body: [item.note, item.paymentMethods, item.confirmation, item.paymentRules, item.withdrawalRules, item.policies]
      .filter(Boolean)
      .join('\n'),
    link: PATHS.fees,
  }),
});

export const feeItemsType = defineContentType({
  name: 'feeItems',
  shared: CONTENT_TYPES.feeItems,
  table: feeItems,
  translatable: ['name', 'amountNote', 'due'],
  // As the structures: no fee of a year after the academic-year setting.
  publicWhere: (_now, db) => lte(feeItems.academicYear, readSettings(db).academicYear),
  toRow: (fields) => fields,
  toUpdate: withNewImage,
  list: (db, where) =>
    withIsoDate(
      db
        .select({
          id: feeItems.id,
          academicYear: feeItems.academicYear,
          name: feeItems.name,
          amount: feeItems.amount,
          amountNote: feeItems.amountNote,
          due: feeItems.due,
          sortOrder: feeItems.sortOrder,
          createdAt: feeItems.createdAt,
        })
        .from(feeItems)
        .where(where)
        .orderBy(desc(feeItems.academicYear), asc(feeItems.sortOrder), asc(feeItems.id))
        .all(),
    ),
  search: (item) => ({
    kind: 'fee',
    title: item.name,
    body: [item.amount === null ? '' : `₹${item.amount.toLocaleString('en-IN')}`, item.amountNote, item.due]
      .filter(Boolean)
      .join(' · '),
    link: PATHS.fees,
  }),
});

export const activitiesType = defineContentType({
  name: 'activities',
  shared: CONTENT_TYPES.activities,
  table: activities,
  translatable: ['title', 'description', 'schedule'],
  mediaFolder: 'activities',
  toRow: (fields, image) => ({ ...fields, image: image ?? '' }),
  toUpdate: withNewImage,
  list: (db, where) =>
    withImage(
      db
        .select({
          id: activities.id,
          title: activities.title,
          category: activities.category,
          description: activities.description,
          schedule: activities.schedule,
          icon: activities.icon,
          sortOrder: activities.sortOrder,
          image: activities.image,
          createdAt: activities.createdAt,
        })
        .from(activities)
        .where(where)
        .orderBy(asc(activities.sortOrder), asc(activities.id))
        .all(),
    ),
  search: (item) => ({
    kind: 'activity',
    title: item.title,
    body: [item.description, item.schedule].filter(Boolean).join(' · '),
    link: `${PATHS.activities}#activity-${item.id}`,
  }),
});

export const alumniType = defineContentType({
  name: 'alumni',
  shared: CONTENT_TYPES.alumni,
  table: alumni,
  translatable: ['position', 'specialty', 'location'],
  mediaFolder: 'alumni',
  toRow: (fields, image) => ({ ...fields, image: image ?? '' }),
  toUpdate: withNewImage,
  list: (db, where) =>
    withImage(
      db
        .select({
          id: alumni.id,
          name: alumni.name,
          position: alumni.position,
          organisation: alumni.organisation,
          specialty: alumni.specialty,
          location: alumni.location,
          sortOrder: alumni.sortOrder,
          image: alumni.image,
          createdAt: alumni.createdAt,
        })
        .from(alumni)
        .where(where)
        .orderBy(asc(alumni.sortOrder), asc(alumni.id))
        .all(),
    ),
});

export const alumniTilesType = defineContentType({
  name: 'alumniTiles',
  shared: CONTENT_TYPES.alumniTiles,
  table: alumniTiles,
  translatable: ['title', 'text'],
  toRow: (fields) => fields,
  toUpdate: withNewImage,
  list: (db, where) =>
    withIsoDate(
      db
        .select({
          id: alumniTiles.id,
          title: alumniTiles.title,
          text: alumniTiles.text,
          sortOrder: alumniTiles.sortOrder,
          createdAt: alumniTiles.createdAt,
        })
        .from(alumniTiles)
        .where(where)
        .orderBy(asc(alumniTiles.sortOrder), asc(alumniTiles.id))
        .all(),
    ),
});

/** Documents and transfer certificates hold files: a campus with either is not deleted with them. */
function campusRemoveRefusal(db: Db, id: number): string | null {
  const documents =
    db.select({ n: count() }).from(disclosureDocuments).where(eq(disclosureDocuments.campusId, id)).get()?.n ?? 0;
  const certificates =
    db.select({ n: count() }).from(transferCertificates).where(eq(transferCertificates.campusId, id)).get()?.n ?? 0;
  return documents + certificates > 0
    ? 'This campus still has disclosure documents or transfer certificates. Remove them first.'
    : null;
}

/** The campuses of the Mandatory Public Disclosure (src/server/features/disclosure/), in their order. */
export const campusesType = defineContentType({
  name: 'campuses',
  shared: CONTENT_TYPES.campuses,
  table: campuses,
  toRow: (fields) => fields,
  toUpdate: (fields) => ({ ...fields, example: false }),
  unique: { field: 'slug', message: 'Another campus already uses this address name' },
  removeRefusal: campusRemoveRefusal,
  list: (db, where) =>
    withIsoDate(
      db
        .select({
          id: campuses.id,
          name: campuses.name,
          slug: campuses.slug,
          address: campuses.address,
          pinCode: campuses.pinCode,
          affiliationNo: campuses.affiliationNo,
          schoolCode: campuses.schoolCode,
          email: campuses.email,
          phone: campuses.phone,
          sections: campuses.sections,
          campusArea: campuses.campusArea,
          classrooms: campuses.classrooms,
          classroomSize: campuses.classroomSize,
          laboratories: campuses.laboratories,
          laboratorySize: campuses.laboratorySize,
          internet: campuses.internet,
          girlsToilets: campuses.girlsToilets,
          boysToilets: campuses.boysToilets,
          inspectionVideoUrl: campuses.inspectionVideoUrl,
          sortOrder: campuses.sortOrder,
          example: campuses.example,
          createdAt: campuses.createdAt,
        })
        .from(campuses)
        .where(where)
        .orderBy(asc(campuses.sortOrder), asc(campuses.id))
        .all(),
    ),
});
