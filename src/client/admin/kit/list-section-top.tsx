import type { ReactNode } from 'react';
import { SectionHead } from './section-head';

/**
 * The top of a dashboard list section (content types, notices, the calendar): its heading and where
 * the site shows it, the Add New button, and the search box over its items.
 */
export function ListSectionTop({
  title,
  description,
  onAdd,
  addDisabled,
  searchId,
  searchLabel,
  search,
  onSearch,
}: {
  title: string;
  description?: ReactNode;
  onAdd: () => void;
  addDisabled: boolean;
  searchId: string;
  /** 'notices': the box is labelled 'Search notices' and shows 'Search notices...'. */
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
}) {
  return (
    <>
      <SectionHead title={title} description={description}>
        <button type="button" className="btn btn-primary" onClick={onAdd} disabled={addDisabled}>
          <svg viewBox="0 0 24 24" className="icon" aria-hidden="true">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Add New
        </button>
      </SectionHead>
      <div className="admin-toolbar">
        <div className="field admin-search">
          <label htmlFor={searchId} className="visually-hidden">
            Search {searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            placeholder={`Search ${searchLabel}...`}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
          />
        </div>
      </div>
    </>
  );
}
