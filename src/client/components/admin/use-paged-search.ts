import { useEffect, useState } from 'react';

/**
 * Page number and search text of a paged admin list (Contacts, Applications). The search runs once
 * typing pauses; the page goes back to 1 as soon as the text changes, and `searchPending` lets the
 * list hold its pager until the search has run, so a late search never undoes a page turn.
 */
export function usePagedSearch(delayMs = 300) {
  const [page, setPage] = useState(1);
  const [searchInput, setInput] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [searchInput, delayMs]);

  const setSearchInput = (value: string) => {
    setInput(value);
    setPage(1);
  };
  return { page, setPage, searchInput, setSearchInput, search, searchPending: searchInput.trim() !== search };
}
