import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { formatDateTime } from '../../shared/format';
import { type Page, type Pagination, paginate } from '../../shared/schemas/paged-list';

/** Escapes LIKE wildcards, so a search for '50%' matches that text rather than everything. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
    const pattern = likeContains(term);
    const match = or(...opts.searchColumns.map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`));
    if (match) parts.push(match);
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * One page of a list: counts, clamps the page into range, then reads it with `readPage`. Every paged
 * list answers this one shape.
 */
export function pagedList<TItem>(
  input: { page: number; pageSize: number },
  countRows: () => number,
  readPage: (limit: number, offset: number) => TItem[],
): Page<TItem> {
  const { offset, ...pagination }: Pagination & { offset: number } = paginate(countRows(), input.page, input.pageSize);
  return { items: readPage(pagination.pageSize, offset), pagination };
}

// CSV for spreadsheet programs (the enquiries and applications exports): UTF-8 with a byte order mark
// so Excel reads Devanagari and Arabic names correctly, CRLF rows, and no formula injection:
// a cell starting with = + - @ tab or CR is prefixed with an apostrophe (OWASP 'CSV Injection').
// A Date is written as the dashboard shows it, in the school's time zone (src/shared/format.ts).
const BOM = '\uFEFF';

function cell(value: unknown): string {
  let s = value === null || value === undefined ? '' : value instanceof Date ? formatDateTime(value) : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return `${BOM}${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
