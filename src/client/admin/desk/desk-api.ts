import { type DeskKind, STAGE_LABELS, type Stage } from '../../../shared/admissions';
import type { trpc } from '../../lib/trpc';
import { useToast } from '../kit/toast';

// What the desk's views share: refreshing what a desk change shows elsewhere, and the toasts.

type Utils = ReturnType<typeof trpc.useUtils>;

/** After a desk change: the record's desk, the queue, and the list and card its stage shows on. */
export function refreshAfterDeskChange(utils: Utils, kind: DeskKind, id: number, stageChanged = false) {
  void utils.admin.desk.record.invalidate({ kind, id });
  void utils.admin.desk.queue.invalidate();
  if (!stageChanged) return;
  // The duplicates and links panels show the records' stages too.
  void utils.admin.deskDuplicates.invalidate();
  if (kind === 'enquiry') {
    void utils.admin.enquiries.get.invalidate({ id });
    void utils.admin.enquiries.list.invalidate();
  } else {
    void utils.admin.applications.get.invalidate({ id });
    void utils.admin.applications.list.invalidate();
  }
  void utils.admin.stats.invalidate();
}

export type Notify = (kind: 'success' | 'error', text: string) => void;

/** The dashboard's toasts; nothing when the view is shown outside the dashboard's ToastProvider. */
export function useDeskNotify(): Notify {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: called on every render; it throws only when no provider is mounted, which never changes between renders
    const toast = useToast();
    return (kind, text) => toast[kind](text);
  } catch {
    return () => {};
  }
}

export const stageLabel = (stage: string) => STAGE_LABELS[stage as Stage] ?? stage;
