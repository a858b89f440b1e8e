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

export type PublicJourney = ReturnType<typeof journeysType.list>[number];
export type PublicAchievement = ReturnType<typeof achievementsType.list>[number];
export type PublicHighlight = ReturnType<typeof highlightsType.list>[number];
export type PublicArtwork = ReturnType<typeof artworksType.list>[number];
export type PublicAnnouncement = ReturnType<typeof announcementsType.list>[number];
