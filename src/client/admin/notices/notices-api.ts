import { useEffect, useRef } from 'react';
import type { NoticeFields } from '../../../shared/schemas/notices';
import type { RouterOutputs } from '../../lib/trpc';
import { trpc } from '../../lib/trpc';

// The Notices section's seam to its procedures (admin.notices.*, src/server/features/notices/router.ts).
export type AdminNotice = RouterOutputs['admin']['notices']['list'][number];
export type NoticeFormValues = Required<NoticeFields>;

type Utils = ReturnType<typeof trpc.useUtils>;

export const useNoticeList = () => trpc.admin.notices.list.useQuery();

/** How often the section asks again while attached PDFs wait to be read for search. */
export const PDF_TEXT_POLL_MS = 5000;

/**
 * The attached PDFs' reading for search (counts only), asked again while some wait. When the last
 * one is read, the list is read again, so each attachment's status beside it is current.
 */
export function usePdfTextProgress() {
  const utils = trpc.useUtils();
  const progress = trpc.admin.notices.pdfText.useQuery(undefined, {
    refetchInterval: (query) => ((query.state.data?.pending ?? 0) > 0 ? PDF_TEXT_POLL_MS : false),
  });
  const pending = progress.data?.pending ?? 0;
  const waited = useRef(false);
  useEffect(() => {
    if (pending > 0) waited.current = true;
    else if (waited.current) {
      waited.current = false;
      void utils.admin.notices.list.invalidate();
    }
  }, [pending, utils]);
  return progress.data;
}

/** Puts a saved notice into the cached list (first when new) without a refetch. */
export function putNotice(utils: Utils, notice: AdminNotice) {
  utils.admin.notices.list.setData(undefined, (prev) =>
    prev ? [notice, ...prev.filter((n) => n.id !== notice.id)] : [notice],
  );
}

export function dropNotice(utils: Utils, id: number) {
  utils.admin.notices.list.setData(undefined, (prev) => prev?.filter((n) => n.id !== id));
}

export function saveNotice(utils: Utils, values: NoticeFormValues, id: number | null): Promise<AdminNotice> {
  const api = utils.client.admin.notices;
  return id ? api.update.mutate({ ...values, id }) : api.create.mutate(values);
}
