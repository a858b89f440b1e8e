import type { ReactNode } from 'react';
import { useCanChangeSection } from './section-access';

/**
 * A dashboard form's buttons: its submit button ('Saving...' while at work), then any others. None for
 * a person who may only read the section (section-access.tsx).
 */
export function FormActions({
  label,
  working,
  workingLabel = 'Saving...',
  disabled = working,
  children,
}: {
  label: string;
  /** The form's own request is in flight. */
  working: boolean;
  workingLabel?: string;
  /** The submit button waits (by default while working; also for other requests of the form). */
  disabled?: boolean;
  children?: ReactNode;
}) {
  const canChange = useCanChangeSection();
  if (!canChange) return null;
  return (
    <div className="admin-form-actions">
      <button type="submit" className="btn btn-primary" disabled={disabled}>
        {working ? workingLabel : label}
      </button>
      {children}
    </div>
  );
}
