/**
 * The revision of the words the public pages carry in code: their headings and introductions
 * (src/shared/paths.ts), the statements (statements.ts), the facts and the pages' own text. Add one
 * when you change them: the first start of a new revision dates the "Last updated" line of the pages
 * whose words are in code (docs/decisions/033-last-updated.md).
 */
export const PAGE_WORDS_REVISION = 2;
