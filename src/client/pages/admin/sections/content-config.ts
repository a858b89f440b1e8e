import type { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES } from '../../../../shared/constants';
import { CONTENT_TYPES, type ContentTypeName } from '../../../../shared/content-types';

// The dashboard's part of each content type (docs/architecture.md): its form fields and the small
// lines on its cards. Names, labels, schema and image rule come from the shared definition.
export type ContentSectionId = ContentTypeName;

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
  /** Dialog titles: 'Create Slide', 'Edit Slide'. */
  singular: string;
  fields: FieldDef[];
  /** Required on create, optional, or none. */
  image: 'required' | 'optional' | 'none';
  canEdit: boolean;
  deleteMessage: string;
  schema: z.ZodType;
  /** Small lines shown on each card. */
  meta: (item: Record<string, unknown>) => string[];
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const shared = (name: ContentTypeName) => {
  const { title, singular, image, canEdit, deleteMessage, fields } = CONTENT_TYPES[name];
  return { title, singular, image, canEdit, deleteMessage, schema: fields };
};

export const CONTENT_SECTIONS: Record<ContentSectionId, ContentConfig> = {
  artworks: {
    id: 'artworks',
    ...shared('artworks'),
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'subtitle', label: 'Subtitle' },
      { name: 'artist', label: 'Artist' },
      { name: 'grade', label: 'Grade' },
      { name: 'category', label: 'Category' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'buttonText', label: 'Button text' },
    ],
    meta: (i) => [text(i.artist), text(i.grade), text(i.category)].filter(Boolean),
  },
  announcements: {
    id: 'announcements',
    ...shared('announcements'),
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'description', label: 'Description', kind: 'textarea', required: true },
      { name: 'icon', label: 'Icon', hint: 'A short icon name, for example calendar or map' },
      { name: 'buttonText', label: 'Button text' },
      { name: 'link', label: 'Button link', hint: 'A site path such as /contact or a full https:// address' },
    ],
    meta: (i) => [text(i.buttonText), text(i.link)].filter(Boolean),
  },
  highlights: {
    id: 'highlights',
    ...shared('highlights'),
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'subtitle', label: 'Subtitle' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
    meta: (i) => [text(i.subtitle)].filter(Boolean),
  },
  journeys: {
    id: 'journeys',
    ...shared('journeys'),
    fields: [
      { name: 'title', label: 'Title', required: true },
      { name: 'label', label: 'Label', hint: 'For example Grade 1 to Grade 5' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
    meta: (i) => [text(i.label)].filter(Boolean),
  },
  achievements: {
    id: 'achievements',
    ...shared('achievements'),
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
    meta: (i) => [text(i.badge), text(i.organization), text(i.year), capitalise(text(i.category))].filter(Boolean),
  },
};

/** The sections' search: case-insensitive on title, name, email, message, description, subtitle or label. */
export function matchesSearch(item: Record<string, unknown>, term: string): boolean {
  const q = term.trim().toLowerCase();
  if (!q) return true;
  return ['title', 'name', 'email', 'message', 'description', 'subtitle', 'label'].some((k) =>
    text(item[k]).toLowerCase().includes(q),
  );
}
