import type { z } from 'zod';
import {
  AchievementFieldsSchema,
  AnnouncementFieldsSchema,
  ArtworkFieldsSchema,
  HighlightFieldsSchema,
  JourneyFieldsSchema,
} from './schemas/admin-content';

/**
 * The part of each content type that both sides share (docs/architecture.md 'Adding a content type'):
 * its name (the table, the service, the routers and the dashboard section use it), the labels the
 * administrator sees, its fields, whether it has an image, and what the dashboard may do with it.
 * The server adds the table and select (src/server/content/types.ts); the dashboard adds its form
 * fields and card lines (src/client/pages/admin/sections/content-config.ts).
 */
export interface SharedContentType<TFields extends z.ZodObject = z.ZodObject> {
  /** The section's heading in the dashboard, as the school office knows it. */
  title: string;
  /** Dialog titles: 'Create Slide', 'Edit Slide'. */
  singular: string;
  fields: TFields;
  /** Required on create, optional, or no image at all. */
  image: 'required' | 'optional' | 'none';
  canEdit: boolean;
  deleteMessage: string;
}

export const CONTENT_TYPES = {
  artworks: {
    title: 'Gallery',
    singular: 'Gallery Item',
    fields: ArtworkFieldsSchema,
    image: 'required',
    // The dashboard offers delete only for artworks; the API can update them.
    canEdit: false,
    deleteMessage: 'Gallery item deleted successfully',
  },
  announcements: {
    title: 'Announcements',
    singular: 'Announcement',
    fields: AnnouncementFieldsSchema,
    image: 'none',
    canEdit: true,
    deleteMessage: 'Announcement deleted successfully',
  },
  highlights: {
    title: 'Slides',
    singular: 'Slide',
    fields: HighlightFieldsSchema,
    image: 'required',
    canEdit: true,
    deleteMessage: 'Slide deleted successfully',
  },
  journeys: {
    title: 'Journeys',
    singular: 'Journey',
    fields: JourneyFieldsSchema,
    image: 'required',
    canEdit: true,
    deleteMessage: 'Journey deleted successfully',
  },
  achievements: {
    title: 'Achievements',
    singular: 'Achievement',
    fields: AchievementFieldsSchema,
    image: 'optional',
    canEdit: true,
    deleteMessage: 'Achievement deleted successfully',
  },
} as const satisfies Record<string, SharedContentType>;

export type ContentTypeName = keyof typeof CONTENT_TYPES;
