import type { AnyTRPCRouter } from '@trpc/server';
import type { Db } from '../db/client';
import { defineFeature, type SeedContext } from '../feature';
import type { SearchSource } from '../platform/search/sources';
import { eventsType } from './event-type';
import { imageContentAdminRouter, publicContentRouter, textContentAdminRouter } from './router';
import { contentService } from './service';
import {
  achievementsType,
  activitiesType,
  alumniTilesType,
  alumniType,
  announcementsType,
  artworksType,
  campusesType,
  faqsType,
  feeItemsType,
  feeStructuresType,
  highlightsType,
  journeysType,
  photosType,
  staffType,
} from './types';
import { vacanciesType } from './vacancy-type';

/** Each content type's service, derived from its definition (docs/architecture.md). */
export const contentServices = {
  artworks: contentService(artworksType),
  announcements: contentService(announcementsType),
  highlights: contentService(highlightsType),
  journeys: contentService(journeysType),
  achievements: contentService(achievementsType),
  faqs: contentService(faqsType),
  staff: contentService(staffType),
  photos: contentService(photosType),
  feeStructures: contentService(feeStructuresType),
  feeItems: contentService(feeItemsType),
  activities: contentService(activitiesType),
  alumni: contentService(alumniType),
  alumniTiles: contentService(alumniTilesType),
  events: contentService(eventsType),
  campuses: contentService(campusesType),
  vacancies: contentService(vacanciesType),
};

type AnyContentService = {
  type: { nextChange?: (db: Db, now: Date) => Date | null; seed?: (ctx: SeedContext) => unknown };
  searchSource?: SearchSource;
};

/**
 * A content type as a feature: its public list at `<name>.list` (none for types the site reads only
 * through another feature, like campuses) and its dashboard procedures at `admin.<name>.*`.
 */
function contentFeature<const TName extends string, TPublic extends AnyTRPCRouter | null, TAdmin extends AnyTRPCRouter>(
  name: TName,
  service: AnyContentService,
  routers: { public: TPublic; admin: TAdmin },
) {
  return defineFeature({
    name,
    permission: 'content',
    procedures: (routers.public ? { [name]: routers.public } : {}) as TPublic extends AnyTRPCRouter
      ? { [K in TName]: TPublic }
      : Record<never, never>,
    adminProcedures: { [name]: routers.admin } as { [K in TName]: TAdmin },
    nextChange: (svc, now) => service.type.nextChange?.(svc.db, now),
    seed: (ctx) => service.type.seed?.(ctx),
    search: service.searchSource ? [service.searchSource] : undefined,
  });
}

const { artworks, announcements, highlights, journeys, achievements, faqs, staff, photos } = contentServices;
const { feeStructures, feeItems, activities, alumni, alumniTiles, campuses } = contentServices;

/**
 * Every content type's feature (the calendar's events are a feature of their own, features/events,
 * built on their content type). Which pages show a type's items is said by those pages
 * (features/information-pages).
 */
export const CONTENT_FEATURES = [
  contentFeature('artworks', artworks, {
    public: publicContentRouter(artworks),
    admin: imageContentAdminRouter(artworks),
  }),
  contentFeature('announcements', announcements, {
    public: publicContentRouter(announcements),
    admin: textContentAdminRouter(announcements),
  }),
  contentFeature('highlights', highlights, {
    public: publicContentRouter(highlights),
    admin: imageContentAdminRouter(highlights),
  }),
  contentFeature('journeys', journeys, {
    public: publicContentRouter(journeys),
    admin: imageContentAdminRouter(journeys),
  }),
  contentFeature('achievements', achievements, {
    public: publicContentRouter(achievements),
    admin: imageContentAdminRouter(achievements),
  }),
  contentFeature('faqs', faqs, { public: publicContentRouter(faqs), admin: textContentAdminRouter(faqs) }),
  contentFeature('staff', staff, { public: publicContentRouter(staff), admin: imageContentAdminRouter(staff) }),
  contentFeature('photos', photos, { public: publicContentRouter(photos), admin: imageContentAdminRouter(photos) }),
  contentFeature('feeStructures', feeStructures, {
    public: publicContentRouter(feeStructures),
    admin: textContentAdminRouter(feeStructures),
  }),
  contentFeature('feeItems', feeItems, {
    public: publicContentRouter(feeItems),
    admin: textContentAdminRouter(feeItems),
  }),
  contentFeature('activities', activities, {
    public: publicContentRouter(activities),
    admin: imageContentAdminRouter(activities),
  }),
  contentFeature('alumni', alumni, { public: publicContentRouter(alumni), admin: imageContentAdminRouter(alumni) }),
  contentFeature('alumniTiles', alumniTiles, {
    public: publicContentRouter(alumniTiles),
    admin: textContentAdminRouter(alumniTiles),
  }),
  contentFeature('campuses', campuses, { public: null, admin: textContentAdminRouter(campuses) }),
  // The careers feature (features/careers/) shows vacancies on pages of its own.
  contentFeature('vacancies', contentServices.vacancies, {
    public: null,
    admin: textContentAdminRouter(contentServices.vacancies),
  }),
] as const;
