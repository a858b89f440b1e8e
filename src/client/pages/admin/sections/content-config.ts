import type { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES } from '../../../../shared/constants';
import {
  AchievementFieldsSchema,
  AnnouncementFieldsSchema,
  GalleryFieldsSchema,
  JourneyFieldsSchema,
  SlideFieldsSchema,
} from '../../../../shared/schemas/admin-content';

// The five content views of spec §2 'Admin dashboard', described once; ContentSection renders them.
export type ContentSectionId = 'gallery' | 'announcements' | 'slides' | 'journeys' | 'achievements';

export interface FieldDef {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'select';
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  hint?: string;
}

export interface ContentConfig {
  id: ContentSectionId;
  title: string;
  /** Dialog titles: 'Create Slide', 'Edit Slide' (spec §2). */
  singular: string;
  fields: FieldDef[];
  /** spec §5: required on create for gallery, slides, journeys; optional for achievements. */
  image: 'required' | 'optional' | 'none';
  /** spec §2: gallery offers delete only. */
  canEdit: boolean;
  deleteMessage: string;
  schema: z.ZodType;
  /** Small lines shown on each card. */
  meta: (item: Record<string, unknown>) => string[];
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const CONTENT_SECTIONS: Record<ContentSectionId, ContentConfig> = {
  gallery: {
    id: 'gallery',
    title: 'Gallery',
    singular: 'Gallery Item',
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'subtitle', label: 'Subtitle' },
      { name: 'artist', label: 'Artist' },
      { name: 'grade', label: 'Grade' },
      { name: 'category', label: 'Category' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'buttonText', label: 'Button text' },
    ],
    image: 'required',
    canEdit: false,
    deleteMessage: 'Gallery item deleted successfully',
    schema: GalleryFieldsSchema,
    meta: (i) => [text(i.artist), text(i.grade), text(i.category)].filter(Boolean),
  },
  announcements: {
    id: 'announcements',
    title: 'Announcements',
    singular: 'Announcement',
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'description', label: 'Description', kind: 'textarea', required: true },
      { name: 'icon', label: 'Icon', hint: 'A short icon name, for example calendar or map' },
      { name: 'buttonText', label: 'Button text' },
      { name: 'link', label: 'Button link', hint: 'A site path such as /contact or a full https:// address' },
    ],
    image: 'none',
    canEdit: true,
    deleteMessage: 'Announcement deleted successfully',
    schema: AnnouncementFieldsSchema,
    meta: (i) => [text(i.buttonText), text(i.link)].filter(Boolean),
  },
  slides: {
    id: 'slides',
    title: 'Slides',
    singular: 'Slide',
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'subtitle', label: 'Subtitle' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
    image: 'required',
    canEdit: true,
    deleteMessage: 'Slide deleted successfully',
    schema: SlideFieldsSchema,
    meta: (i) => [text(i.subtitle)].filter(Boolean),
  },
  journeys: {
    id: 'journeys',
    title: 'Journeys',
    singular: 'Journey',
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'label', label: 'Label', hint: 'For example Grade 1 to Grade 5' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
    image: 'required',
    canEdit: true,
    deleteMessage: 'Journey deleted successfully',
    schema: JourneyFieldsSchema,
    meta: (i) => [text(i.label)].filter(Boolean),
  },
  achievements: {
    id: 'achievements',
    title: 'Achievements',
    singular: 'Achievement',
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'badge', label: 'Badge' },
      { name: 'organization', label: 'Organization' },
      { name: 'year', label: 'Year', hint: 'Leave empty for the current year' },
      {
        name: 'category',
        label: 'Category',
        kind: 'select',
        options: ACHIEVEMENT_CATEGORIES.map((c) => ({ value: c, label: capitalise(c) })),
      },
    ],
    image: 'optional',
    canEdit: true,
    deleteMessage: 'Achievement deleted successfully',
    schema: AchievementFieldsSchema,
    meta: (i) => [text(i.badge), text(i.organization), text(i.year), capitalise(text(i.category))].filter(Boolean),
  },
};

/** spec §5 'Content search': case-insensitive on title, name, email, message, description, subtitle or label. */
export function matchesSearch(item: Record<string, unknown>, term: string): boolean {
  const q = term.trim().toLowerCase();
  if (!q) return true;
  return ['title', 'name', 'email', 'message', 'description', 'subtitle', 'label'].some((k) =>
    text(item[k]).toLowerCase().includes(q),
  );
}
