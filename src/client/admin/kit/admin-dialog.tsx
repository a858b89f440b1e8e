import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useToastHost } from './toast';

/**
 * A modal dialog on the native <dialog> element: showModal() traps focus and makes the page
 * behind it inert, the title labels it, and Escape asks `onClose` (which may ask about unsaved edits
 * and keep the dialog open). Escape is taken at keydown, before the browser's own close request:
 * browsers may stop letting a page cancel that request when it is repeated, and the dialog would then
 * close behind the form's back.
 */
export function AdminDialog({
  title,
  onClose,
  children,
  busy = false,
}: {
  title: string;
  onClose: () => void;
  children: (titleId: string) => ReactNode;
  /** While saving, Escape and the close icon do nothing (the request is in flight). */
  busy?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const toastHost = useToastHost();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || e.defaultPrevented) return;
        e.preventDefault();
        if (!busyRef.current) onClose();
      }}
      onClose={(e) => {
        // Closed by the browser anyway while still wanted open: open it again.
        const dialog = e.currentTarget;
        if (!dialog.open && dialog.isConnected) dialog.showModal();
      }}
      onCancel={(e) => {
        e.preventDefault();
        if (!busyRef.current) onClose();
      }}
    >
      <div className="admin-dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-btn" aria-label="Close" onClick={onClose} disabled={busy}>
          <svg viewBox="0 0 24 24" className="icon" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div ref={toastHost} className="admin-dialog-toasts" />
      {children(titleId)}
    </dialog>
  );
}

/** The footer of a create/edit dialog: Cancel (or `cancelLabel`), then Create or Update, 'Saving...' while saving. */
export function DialogSaveActions({
  creating,
  saving,
  busy = saving,
  onCancel,
  cancelLabel = 'Cancel',
}: {
  /** A new item (Create) or an existing one (Update). */
  creating: boolean;
  saving: boolean;
  /** Both buttons off (saving, or another request such as an upload). */
  busy?: boolean;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  return (
    <div className="admin-dialog-actions">
      <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {saving ? 'Saving...' : creating ? 'Create' : 'Update'}
      </button>
    </div>
  );
}
