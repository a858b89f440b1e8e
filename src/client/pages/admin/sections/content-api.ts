import type { RouterOutputs } from '../../../lib/trpc';
import { trpc } from '../../../lib/trpc';
import type { ContentSectionId } from './content-config';

// One small seam between the generic ContentSection and the five typed tRPC routers.
type AdminOutputs = RouterOutputs['admin'];
export type AdminItem =
  | AdminOutputs['gallery']['list'][number]
  | AdminOutputs['announcements']['list'][number]
  | AdminOutputs['slides']['list'][number]
  | AdminOutputs['journeys']['list'][number]
  | AdminOutputs['achievements']['list'][number];

const useGalleryList = () => trpc.admin.gallery.list.useQuery();
const useAnnouncementsList = () => trpc.admin.announcements.list.useQuery();
const useSlidesList = () => trpc.admin.slides.list.useQuery();
const useJourneysList = () => trpc.admin.journeys.list.useQuery();
const useAchievementsList = () => trpc.admin.achievements.list.useQuery();

/** The list hook of a section; a section component is keyed by its id, so the hook never changes. */
export const LIST_HOOKS: Record<
  ContentSectionId,
  () => { data?: AdminItem[]; isPending: boolean; isError: boolean; refetch: () => unknown }
> = {
  gallery: useGalleryList,
  announcements: useAnnouncementsList,
  slides: useSlidesList,
  journeys: useJourneysList,
  achievements: useAchievementsList,
};

type Utils = ReturnType<typeof trpc.useUtils>;
type ListUpdater = (prev: AdminItem[]) => AdminItem[];

/** spec §4: created items go first without duplicates, updates replace by id, deletes remove. */
export function updateList(utils: Utils, id: ContentSectionId, updater: ListUpdater) {
  const list = utils.admin[id].list as unknown as {
    setData: (input: undefined, fn: (prev: AdminItem[] | undefined) => AdminItem[] | undefined) => void;
  };
  list.setData(undefined, (prev) => (prev ? updater(prev) : prev));
  void utils.admin.stats.invalidate();
}

export const prependItem =
  (item: AdminItem): ListUpdater =>
  (prev) => [item, ...prev.filter((x) => x._id !== item._id)];
export const replaceItem =
  (item: AdminItem): ListUpdater =>
  (prev) =>
    prev.map((x) => (x._id === item._id ? item : x));
export const removeItem =
  (itemId: number): ListUpdater =>
  (prev) =>
    prev.filter((x) => x._id !== itemId);

export function removeRequest(utils: Utils, id: ContentSectionId, itemId: number): Promise<unknown> {
  const remove = utils.client.admin[id].remove as unknown as { mutate: (input: { id: number }) => Promise<unknown> };
  return remove.mutate({ id: itemId });
}
