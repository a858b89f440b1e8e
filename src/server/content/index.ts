import type { ServiceContext } from '../context';
import { eventsType } from '../features/events/event-type';
import { noticesNextChange } from '../features/notices/service';
import { nextAlertChange } from '../features/site-alert/service';
import { earliest } from './schedule';
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
};

/**
 * The next instant a public page changes by itself: a content type's publish window opening or
 * closing, the site alert starting or ending. The page cache expires then (src/server/ssr/page-cache.ts).
 */
export function nextScheduledChange(svc: ServiceContext): Date | null {
  const now = svc.now();
  return earliest([
    ...Object.values(contentServices).map((service) => service.type.nextChange?.(svc.db, now)),
    // Notices are a type of their own (src/server/features/notices/), with the same publish window.
    noticesNextChange(svc.db, now),
    nextAlertChange(svc, now),
  ]);
}
