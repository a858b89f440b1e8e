import { contentService } from './service';
import {
  achievementsType,
  activitiesType,
  alumniTilesType,
  alumniType,
  announcementsType,
  artworksType,
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
};
