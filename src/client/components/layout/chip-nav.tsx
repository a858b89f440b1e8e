import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface Chip {
  label: ReactNode;
  to: string;
  /** The chip of the view shown now, marked as the current page. */
  isCurrent: boolean;
}

/** A labelled row of links drawn as chips: the filters and views of a list page. */
export function ChipNav({ label, className, chips }: { label: string; className?: string; chips: Chip[] }) {
  return (
    <nav className={className} aria-label={label}>
      <ul className="chip-list">
        {chips.map((chip) => (
          <li key={chip.to}>
            <Link className="chip-link" to={chip.to} aria-current={chip.isCurrent ? 'page' : undefined}>
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
