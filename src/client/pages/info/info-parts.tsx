import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';
import './info.css';

// Small building blocks shared by the information pages.

export function SectionHeader({
  eyebrow,
  title,
  children,
  id,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  id?: string;
}) {
  return (
    <div className="section-header">
      {eyebrow && <span className="eyebrow">{eyebrow}</span>}
      <h2 id={id}>{title}</h2>
      {children && <p>{children}</p>}
    </div>
  );
}

export function FactList({ items }: { items: { term: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className="fact-list">
      {items.map((item, i) => (
        <div key={i}>
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CheckList({ items, className }: { items: readonly ReactNode[]; className?: string }) {
  return (
    <ul className={`check-list${className ? ` ${className}` : ''}`}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** Says that names on the page are examples (issue 5: invented names must be clearly illustrative). */
export function IllustrativeNote({ children }: { children: ReactNode }) {
  return <p className="illustrative-note">{children}</p>;
}

/** The closing band of most pages: apply online or ask the school. */
export function CtaBand({ title = 'Begin your child’s journey with us', text }: { title?: string; text?: string }) {
  return (
    <section className="section" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta-band">
          <div>
            <h2 id="cta-title">{title}</h2>
            <p>
              {text ?? 'Apply online in a few minutes, or send us an enquiry and the school office will call you back.'}
            </p>
          </div>
          <div className="cta-actions">
            <Link className="btn btn-light" to={PATHS.apply}>
              Apply Online
            </Link>
            <Link className="btn btn-on-dark" to={PATHS.contact}>
              Send an Enquiry
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
