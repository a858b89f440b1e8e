import type { z } from 'zod';
import {
  AchievementFieldsSchema,
  AnnouncementFieldsSchema,
  ArtworkFieldsSchema,
  HighlightFieldsSchema,
  JourneyFieldsSchema,
} from './schemas/admin-content';
import { VacancyFieldsSchema } from './schemas/careers';
import { CampusFieldsSchema } from './schemas/disclosure';
import { EventFieldsSchema } from './schemas/events';
import {
  ActivityFieldsSchema,
  AlumniTileFieldsSchema,
  AlumnusFieldsSchema,
  FaqFieldsSchema,
  FeeItemFieldsSchema,
  FeeStructureFieldsSchema,
  PhotoFieldsSchema,
  StaffFieldsSchema,
} from './schemas/school-content';

/**
 * The part of each content type that both sides share (docs/architecture.md 'Adding a content type'):
 * its name (the table, the service, the routers and the dashboard section use it), the labels the
 * administrator sees, its fields, whether it has an image, and what the dashboard may do with it.
 * The server adds the table and select (src/server/content/types.ts); the dashboard adds its form
 * fields and card lines (src/client/admin/content/content-config.ts).
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
    canEdit: true,
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
  faqs: {
    title: 'FAQ',
    singular: 'Question',
    fields: FaqFieldsSchema,
    image: 'none',
    canEdit: true,
    deleteMessage: 'Question deleted successfully',
  },
  campuses: {
    title: 'Campuses',
    singular: 'Campus',
    fields: CampusFieldsSchema,
    image: 'none',
    canEdit: true,
    deleteMessage: 'Campus deleted successfully',
  },
  staff: {
    title: 'People',
    singular: 'Person',
    fields: StaffFieldsSchema,
    image: 'optional',
    canEdit: true,
    deleteMessage: 'Person deleted successfully',
  },
  photos: {
    title: 'Photo Albums',
    singular: 'Photo',
    fields: PhotoFieldsSchema,
    image: 'required',
    canEdit: true,
    deleteMessage: 'Photo deleted successfully',
  },
  feeStructures: {
    title: 'Fee Structures',
    singular: 'Fee Structure',
    fields: FeeStructureFieldsSchema,
    image: 'none',
    canEdit: true,
    deleteMessage: 'Fee structure deleted successfully',
  },
  feeItems: {
    title: 'Fees',
    singular: 'Fee',
    fields: FeeItemFieldsSchema,
    image: 'none',
    canEdit: true,
    deleteMessage: 'Fee deleted successfully',
  },
  activities: {
    title: 'Activities',
    singular: 'Activity',
    fields: ActivityFieldsSchema,
    image: 'optional',
    canEdit: true,
    deleteMessage: 'Activity deleted successfully',
  },
  alumni: {
    title: 'Alumni',
    singular: 'Alumni Profile',
    fields: AlumnusFieldsSchema,
    image: 'optional',
    canEdit: true,
    deleteMessage: 'Alumni profile deleted successfully',
  },
  alumniTiles: {
    title: 'Alumni Tiles',
    singular: 'Alumni Tile',
    fields: AlumniTileFieldsSchema,
    image: 'none',
    canEdit: true,
    deleteMessage: 'Alumni tile deleted successfully',
  },
  // The school calendar (docs/decisions/020-calendar-and-ical.md): /calendar, its iCal feed and the
  // Important Dates page; its dashboard section is its own (calendar-section.tsx).
  events: {
    title: 'Calendar',
    singular: 'Event',
    fields: EventFieldsSchema,
    image: 'none',
    canEdit: true,
    deleteMessage: 'Event deleted successfully',
  },
  // The school's vacancies (docs/decisions/053-careers.md): /careers and /careers/<slug>.
  vacancies: {
    title: 'Vacancies',
    singular: 'Vacancy',
    fields: VacancyFieldsSchema,
    image: 'none',
    canEdit: true,
    deleteMessage: 'Vacancy deleted successfully',
  },
} as const satisfies Record<string, SharedContentType>;

export type ContentTypeName = keyof typeof CONTENT_TYPES;
