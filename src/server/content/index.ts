import { contentService } from './service';
import { achievementsType, announcementsType, artworksType, highlightsType, journeysType } from './types';

/** Each content type's service, derived from its definition (docs/architecture.md). */
export const contentServices = {
  artworks: contentService(artworksType),
  announcements: contentService(announcementsType),
  highlights: contentService(highlightsType),
  journeys: contentService(journeysType),
  achievements: contentService(achievementsType),
};
