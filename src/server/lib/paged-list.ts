import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { type Page, type Pagination, paginate } from '../../shared/schemas/paged-list';

/** Escapes LIKE wildcards, so a search for '50%' matches that text rather than everything. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` contains `text` literally (case-insensitive for ASCII, as SQLite's LIKE is). */
export function columnContains(column: AnySQLiteColumn, text: string): SQL {
  return sql`${column} LIKE ${likeContains(text)} ESCAPE '\\'`;
}

/**
 * The WHERE of a paged list: the status, and a search over `searchColumns` (case-insensitive for
 * ASCII, as SQLite's LIKE is).
 */
export function listWhere(opts: {
  statusColumn: AnySQLiteColumn;
  status?: string;
  searchColumns: AnySQLiteColumn[];
  search?: string;
}): SQL | undefined {
  const parts: SQL[] = [];
  if (opts.status) parts.push(eq(opts.statusColumn, opts.status));
  const term = opts.search?.trim();
  if (term) {
    const match = or(...opts.searchColumns.map((column) => columnContains(column, term)));
    if (match) parts.push(match);
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * One page of a list: counts, places the page, then reads it with `readPage`. Every paged list answers
 * this one shape. A page past the end shows the last page; with `pastTheEnd: 'empty'` it stays the page
 * asked for, with no items (the public notices, whose address then answers 404).
 */
export function pagedList<TItem>(
  input: { page: number; pageSize: number },
  countRows: () => number,
  readPage: (limit: number, offset: number) => TItem[],
  options: { pastTheEnd: 'last' | 'empty' } = { pastTheEnd: 'last' },
): Page<TItem> {
  const placed: Pagination & { offset: number } = paginate(countRows(), input.page, input.pageSize);
  const { offset, ...pagination } =
    options.pastTheEnd === 'empty' && input.page > placed.totalPages ? pastTheLastPage(placed, input.page) : placed;
  return { items: readPage(pagination.pageSize, offset), pagination };
}

/** `page`, past the last one: nothing after it, and the offset of where it would start. */
function pastTheLastPage(last: Pagination, page: number): Pagination & { offset: number } {
  return { ...last, page, hasNext: false, hasPrev: page > 1, offset: (page - 1) * last.pageSize };
}
