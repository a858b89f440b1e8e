/** 'Showing X to Y of Z {noun}', Previous / Next and 'page X of Y', for every paged dashboard list. */
export function Pager({
  label,
  noun,
  from,
  to,
  pagination: { total, page, totalPages, hasPrev, hasNext },
  disabled,
  onPrev,
  onNext,
}: {
  label: string;
  noun: string;
  from: number;
  to: number;
  /** The page the list answered with (src/shared/schemas/paged-list.ts). */
  pagination: { total: number; page: number; totalPages: number; hasPrev: boolean; hasNext: boolean };
  disabled: boolean;
  onPrev: () => void;
  onNext: () => void;
}) {
  return (
    <nav className="admin-pagination" aria-label={label}>
      <p>
        Showing {from} to {to} of {total} {noun}
      </p>
      <div className="admin-pagination-controls">
        <button type="button" className="btn btn-outline btn-sm" onClick={onPrev} disabled={!hasPrev || disabled}>
          Previous
        </button>
        <span aria-live="polite">
          page {page} of {totalPages}
        </span>
        <button type="button" className="btn btn-outline btn-sm" onClick={onNext} disabled={!hasNext || disabled}>
          Next
        </button>
      </div>
    </nav>
  );
}
