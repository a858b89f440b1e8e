// The FAQ's categories and filter. The questions themselves are content the school edits in the
// dashboard (the `faqs` content type); the first ones are seeded from src/server/db/seed-data/faq.ts.
export const FAQ_CATEGORIES = [
  { id: 'all', label: 'All' },
  { id: 'admission', label: 'Admission' },
  { id: 'academic', label: 'Academic' },
  { id: 'fees', label: 'Fees' },
  { id: 'facilities', label: 'Facilities' },
  { id: 'general', label: 'General' },
] as const;
export type FaqCategory = Exclude<(typeof FAQ_CATEGORIES)[number]['id'], 'all'>;
export type FaqFilter = (typeof FAQ_CATEGORIES)[number]['id'];

export interface FaqItem {
  id: number;
  category: string;
  question: string;
  answer: string;
  /** Higher shows first. */
  popularity: number;
}

/** Category and search together: case-insensitive on question or answer, most popular first. */
export function filterFaq<T extends Omit<FaqItem, 'id'>>(
  items: readonly T[],
  category: FaqFilter,
  search: string,
): T[] {
  const q = search.trim().toLowerCase();
  return items
    .filter((item) => category === 'all' || item.category === category)
    .filter((item) => !q || item.question.toLowerCase().includes(q) || item.answer.toLowerCase().includes(q))
    .sort((a, b) => b.popularity - a.popularity);
}

export function isFaqFilter(value: string | null | undefined): value is FaqFilter {
  return FAQ_CATEGORIES.some((c) => c.id === value);
}

/** The FAQ's own words. */
export const FAQ_WORDS = {
  searchLabel: 'Search questions',
  searchPlaceholder: 'Type a word, e.g. fees or Hifz',
  categoriesLegend: 'Question categories',
  emptyTitle: 'No results found',
  emptyText: 'Try adjusting your search terms or selecting a different category',
  showAll: 'Show all questions',
  /** Said (to screen readers) as the list changes. */
  shownOne: '1 question shown',
  shownMany: '{count} questions shown',
  /** The category buttons' words, by id (FAQ_CATEGORIES' labels). */
  categories: Object.fromEntries(FAQ_CATEGORIES.map((c) => [c.id, c.label])) as {
    [C in (typeof FAQ_CATEGORIES)[number] as C['id']]: C['label'];
  },
} as const;
