/** The lines of a list field the office types one item per line (blank lines dropped). */
export const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
