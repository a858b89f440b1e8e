import { useEffect, useState } from 'react';
import type { Pagination } from '../../../shared/schemas/paged-list';

/**
 * Page number, search text and status filter of a paged admin list (Contacts, Applications): the
 * client half of the one paged-list module (the server half is src/server/lib/paged-list.ts).
 * The search runs once typing pauses; the page goes back to 1 as soon as the text or the status
 * changes, and `searchPending` lets the list hold its pager until the search has run, so a late
 * search never undoes a page turn.
 */
export function usePagedList<TStatus extends string>(delayMs = 300) {
  const [page, setPage] = useState(1);
  const [searchInput, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatusValue] = useState<TStatus | ''>('');

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [searchInput, delayMs]);

  const setSearchInput = (value: string) => {
    setInput(value);
    setPage(1);
  };
  const setStatus = (value: TStatus | '') => {
    setStatusValue(value);
    setPage(1);
  };
  /** The list's filter as the API takes it (also what a CSV export takes). */
  const filter = { ...(status ? { status } : {}), ...(search ? { search } : {}) };
  return {
    page,
    setPage,
    searchInput,
    setSearchInput,
    search,
    searchPending: searchInput.trim() !== search,
    status,
    setStatus,
    filter,
  };
}

/** The 1-based positions of the first and last row shown ('Showing X to Y of Z'); 0 and 0 when empty. */
export function pageRange(pagination: Pagination | undefined, rowsShown: number): { from: number; to: number } {
  if (!pagination || pagination.total === 0) return { from: 0, to: 0 };
  const from = (pagination.page - 1) * pagination.pageSize + 1;
  return { from, to: from + rowsShown - 1 };
}

/** Saves CSV text as a file, as the browser's download. */
export function downloadCsv(filename: string, csv: string): void {
  downloadText(filename, csv, 'text/csv;charset=utf-8');
}

/** Saves text as a file, as the browser's download (nothing goes through an address the server sees). */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
