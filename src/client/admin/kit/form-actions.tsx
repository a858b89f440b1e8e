import type { ReactNode } from 'react';

/** A dashboard form's buttons: its submit button ('Saving...' while at work), then any others. */
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
  return (
    <div className="admin-form-actions">
      <button type="submit" className="btn btn-primary" disabled={disabled}>
        {working ? workingLabel : label}
      </button>
      {children}
    </div>
  );
}
