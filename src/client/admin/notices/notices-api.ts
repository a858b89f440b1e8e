import type { NoticeFields } from '../../../shared/schemas/notices';
import type { RouterOutputs } from '../../lib/trpc';
import { trpc } from '../../lib/trpc';

// The Notices section's seam to its procedures (admin.notices.*, src/server/features/notices/router.ts).
export type AdminNotice = RouterOutputs['admin']['notices']['list'][number];
export type NoticeFormValues = Required<NoticeFields>;

type Utils = ReturnType<typeof trpc.useUtils>;

export const useNoticeList = () => trpc.admin.notices.list.useQuery();

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
