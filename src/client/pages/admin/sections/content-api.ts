import type { ContentTypeName } from '../../../../shared/content-types';
import type { RouterOutputs } from '../../../lib/trpc';
import { trpc } from '../../../lib/trpc';

// The seam between the generic ContentSection and each content type's admin procedures
// (admin.<type>.list|create|update|remove, all made by one router factory on the server).
type AdminOutputs = RouterOutputs['admin'];
export type AdminItem = AdminOutputs[ContentTypeName]['list'][number];

type Utils = ReturnType<typeof trpc.useUtils>;

/** What a dashboard section needs from its content type's procedures. */
interface SectionApi<TItem extends { id: number }> {
  useList(): { data?: TItem[]; isPending: boolean; isError: boolean; refetch(): unknown };
  setList(utils: Utils, update: (prev: TItem[]) => TItem[]): void;
  remove(utils: Utils, id: number): Promise<unknown>;
}

/** Fixes one entry's item type from its own procedures, so each entry is checked on its own. */
const sectionApi = <TItem extends { id: number }>(api: SectionApi<TItem>): SectionApi<TItem> => api;

const artworksApi = sectionApi({
  useList: () => trpc.admin.artworks.list.useQuery(),
  setList: (utils, update) => utils.admin.artworks.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.artworks.remove.mutate({ id }),
});
const announcementsApi = sectionApi({
  useList: () => trpc.admin.announcements.list.useQuery(),
  setList: (utils, update) => utils.admin.announcements.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.announcements.remove.mutate({ id }),
});
const highlightsApi = sectionApi({
  useList: () => trpc.admin.highlights.list.useQuery(),
  setList: (utils, update) => utils.admin.highlights.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.highlights.remove.mutate({ id }),
});
const journeysApi = sectionApi({
  useList: () => trpc.admin.journeys.list.useQuery(),
  setList: (utils, update) => utils.admin.journeys.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.journeys.remove.mutate({ id }),
});
const achievementsApi = sectionApi({
  useList: () => trpc.admin.achievements.list.useQuery(),
  setList: (utils, update) => utils.admin.achievements.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.achievements.remove.mutate({ id }),
});

/** A section component is keyed by its type, so the hook a section calls never changes. */
export const SECTION_APIS: Record<ContentTypeName, SectionApi<AdminItem>> = {
  artworks: artworksApi,
  announcements: announcementsApi,
  highlights: highlightsApi,
  journeys: journeysApi,
  achievements: achievementsApi,
};

type ListUpdater = (prev: AdminItem[]) => AdminItem[];

/** Created items go first without duplicates, updates replace by id, deletes remove. */
export function updateList(utils: Utils, type: ContentTypeName, updater: ListUpdater) {
  SECTION_APIS[type].setList(utils, updater);
  void utils.admin.stats.invalidate();
}

export const prependItem =
  (item: AdminItem): ListUpdater =>
  (prev) => [item, ...prev.filter((x) => x.id !== item.id)];
export const replaceItem =
  (item: AdminItem): ListUpdater =>
  (prev) =>
    prev.map((x) => (x.id === item.id ? item : x));
export const removeItem =
  (itemId: number): ListUpdater =>
  (prev) =>
    prev.filter((x) => x.id !== itemId);

export function removeRequest(utils: Utils, type: ContentTypeName, itemId: number): Promise<unknown> {
  return SECTION_APIS[type].remove(utils, itemId);
}
