import type { ReactNode } from 'react';

/**
 * The top of a dashboard section: its heading, a line saying where the site shows what it manages
 * (so the office knows what an edit changes), and its actions.
 */
export function SectionHead({
  title,
  titleId = 'admin-section-title',
  description,
  children,
}: {
  title: string;
  titleId?: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="admin-section-head">
      <div className="admin-section-intro">
        <h1 id={titleId}>{title}</h1>
        {description && <p className="admin-section-where">{description}</p>}
      </div>
      {children}
    </div>
  );
}
