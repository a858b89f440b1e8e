import type { ReactNode } from 'react';
import { READ_ONLY_SECTION } from '../../../shared/content/audit-words';
import { useCanChangeSection } from './section-access';

/**
 * The top of a dashboard section: its heading, a line saying where the site shows what it manages
 * (so the office knows what an edit changes), and its actions. To a person who may only read the
 * section (section-access.tsx) it says so instead of showing the actions, which all change something.
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
  const canChange = useCanChangeSection();
  return (
    <div className="admin-section-head">
      <div className="admin-section-intro">
        <h1 id={titleId}>{title}</h1>
        {description && <p className="admin-section-where">{description}</p>}
        {!canChange && <p className="admin-read-only">{READ_ONLY_SECTION}</p>}
      </div>
      {canChange && children}
    </div>
  );
}
