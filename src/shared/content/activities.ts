// Extracurricular activities: their categories and the drawings an activity can show. The activities
// are content the school edits in the dashboard (the `activities` content type), seeded from
// src/server/db/seed-data/activities.ts.
export const ACTIVITY_CATEGORIES = [
  { id: 'all', label: 'All' },
  { id: 'islamic', label: 'Islamic' },
  { id: 'academic', label: 'Academic' },
  { id: 'arts', label: 'Arts' },
  { id: 'sports', label: 'Sports' },
  { id: 'special', label: 'Special' },
] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number]['id'];
export const DEFAULT_ACTIVITY_CATEGORY: ActivityCategory = 'all';

/** The drawings an activity without a photo can show. */
export const ACTIVITY_ICONS = [
  'book',
  'moon',
  'flask',
  'palette',
  'pen',
  'ball',
  'trophy',
  'star',
  'mic',
  'bus',
] as const;
export type ActivityIcon = (typeof ACTIVITY_ICONS)[number];
