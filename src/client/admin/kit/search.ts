/** Whether any of an item's texts holds what was typed in a section's search box (any case; empty: all). */
export function matchesText(texts: readonly string[], search: string): boolean {
  const q = search.trim().toLowerCase();
  return !q || texts.some((v) => v.toLowerCase().includes(q));
}
