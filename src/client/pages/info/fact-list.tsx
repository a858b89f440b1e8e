import type { ReactNode } from 'react';

/**
 * Terms and their values (styled by info.css). A module of its own, so a page that is not an
 * information page (the TC verification) uses it without loading the rest of info-parts.
 */
export function FactList({ items, className }: { items: { term: ReactNode; value: ReactNode }[]; className?: string }) {
  return (
    <dl className={className ? `fact-list ${className}` : 'fact-list'}>
      {items.map((item, i) => (
        <div key={i}>
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Facts whose detail is a link when there is an address to write to (the privacy notice's and the statements' contacts). */
export function factItems(facts: { term: string; detail: string; href?: string }[]) {
  return facts.map((fact) => ({
    term: fact.term,
    value: fact.href ? <a href={fact.href}>{fact.detail}</a> : fact.detail,
  }));
}
