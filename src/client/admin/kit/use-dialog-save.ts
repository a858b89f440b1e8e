import { useState } from 'react';
import { readAdminError } from './admin-errors';
import { UploadCancelledError } from './request';
import { useToast } from './toast';
import { useUnsavedChanges } from './unsaved-changes';

/**
 * What every create or edit dialog does around its own request: it asks before unsaved edits are
 * closed away (docs/decisions/012-dashboard-addresses-and-unsaved-work.md), waits while saving, and
 * on a refusal shows the server's message beside each field and in a toast, then lets the form be
 * tried again. The dialog says what success means: it calls `release()` once saved, then closes.
 */
export function useDialogSave({
  form,
  pending = false,
  busy = false,
  onClose,
}: {
  form: { dirty: boolean; showErrors: (errors: Record<string, string>) => number };
  /** Something beyond the form's fields waits to be saved (a chosen file). */
  pending?: boolean;
  /** Other work of the dialog in flight (an upload, a removal): closing waits for it too. */
  busy?: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const unsaved = useUnsavedChanges(form.dirty || pending);

  /** Escape, the close button and Cancel: asks first when something typed or chosen would be lost. */
  function requestClose() {
    if (saving || busy) return;
    if (unsaved.confirmDiscard()) onClose();
  }

  /**
   * Sends the dialog's request: its answer, or null when it was refused (the form then shows why, and
   * `failed` is the toast when the server gave no sentence). Saving stays on after success.
   */
  async function save<T>(
    request: () => Promise<T>,
    failed: string,
    onRefused?: (fieldErrors: Record<string, string>) => void,
  ): Promise<T | null> {
    setSaving(true);
    try {
      return await request();
    } catch (error) {
      const { fieldErrors, summary } = readAdminError(error);
      form.showErrors(fieldErrors);
      onRefused?.(fieldErrors);
      // An upload the person stopped is said by UploadProgress (UploadCancelledError), not as a failure.
      if (!(error instanceof UploadCancelledError)) toast.error(summary ?? failed);
      setSaving(false);
      return null;
    }
  }

  return { saving, setSaving, requestClose, save, release: unsaved.release };
}
