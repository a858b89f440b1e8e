// The drawings the information pages use in place of photos (drawn by src/client/pages/info/
// illustration.tsx); a page's data names them, so the list is shared.
export const ILLUSTRATION_KINDS = [
  'campus',
  'lab',
  'flask',
  'library',
  'book',
  'classroom',
  'shield',
  'bus',
  'ball',
  'trophy',
  'star',
  'moon',
  'palette',
  'pen',
  'mic',
  'globe',
  'graduation',
  'heart',
  'chip',
  'prayer',
  'people',
  'calendar',
  'compass',
  'leaf',
] as const;
export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[number];
