// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';

/** Rows per page of the dashboard's Contacts and Applications lists. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;

/**
 * One input for every paged, searchable list with a status filter (enquiries, applications): a page
 * past the end shows the last page; the search matches names, e-mail and phone, case-insensitively.
 */
export function pagedListInput<const TStatuses extends readonly [string, ...string[]]>(statuses: TStatuses) {
  return z.object({
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
    status: z.enum(statuses).optional(),
    search: z.string().trim().max(MAX_SEARCH_LENGTH).optional().default(''),
  });
}

/** The filter of a list, without its page: what a CSV export takes. */
export function listFilterInput<const TStatuses extends readonly [string, ...string[]]>(statuses: TStatuses) {
  return pagedListInput(statuses).pick({ status: true, search: true });
}

/** One pagination shape for every paged list. */
export interface Pagination {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

export interface Page<TItem> {
  items: TItem[];
  pagination: Pagination;
}

/** The page actually shown (clamped into range) and its pagination. */
export function paginate(total: number, requestedPage: number, pageSize: number): Pagination & { offset: number } {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requestedPage)), totalPages);
  return {
    page,
    pageSize,
    total,
    totalPages,
    hasNext: page < totalPages,
    hasPrev: page > 1,
    offset: (page - 1) * pageSize,
  };
}
