import type { ContentTypeName } from '../../../shared/content-types';
import type { AnnouncementFields } from '../../../shared/schemas/admin-content';
import type { VacancyFields } from '../../../shared/schemas/careers';
import type { CampusFields } from '../../../shared/schemas/disclosure';
import type { EventFields } from '../../../shared/schemas/events';
import type {
  AlumniTileFields,
  FaqFields,
  FeeItemFields,
  FeeStructureFields,
} from '../../../shared/schemas/school-content';
import type { RouterOutputs } from '../../lib/trpc';
import { trpc } from '../../lib/trpc';

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
  /**
   * Saves a type without images as JSON (types with images post multipart, see item-dialog.tsx). The
   * dialog's values are text; the procedure's schema turns them into numbers and booleans.
   */
  saveText?(utils: Utils, values: DialogValues, id: number | null): Promise<TItem>;
}

/** The item dialog's values, by field name, as typed. */
export type DialogValues = Record<string, string>;

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
  saveText: (utils, values, id) => {
    const input = values as AnnouncementFields & DialogValues;
    const api = utils.client.admin.announcements;
    return id ? api.update.mutate({ ...input, id }) : api.create.mutate(input);
  },
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

const faqsApi = sectionApi({
  useList: () => trpc.admin.faqs.list.useQuery(),
  setList: (utils, update) => utils.admin.faqs.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.faqs.remove.mutate({ id }),
  saveText: (utils, values, id) => {
    const input = values as FaqFields & DialogValues;
    const api = utils.client.admin.faqs;
    return id ? api.update.mutate({ ...input, id }) : api.create.mutate(input);
  },
});
const staffApi = sectionApi({
  useList: () => trpc.admin.staff.list.useQuery(),
  setList: (utils, update) => utils.admin.staff.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.staff.remove.mutate({ id }),
});
const photosApi = sectionApi({
  useList: () => trpc.admin.photos.list.useQuery(),
  setList: (utils, update) => utils.admin.photos.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.photos.remove.mutate({ id }),
});
const feeStructuresApi = sectionApi({
  useList: () => trpc.admin.feeStructures.list.useQuery(),
  setList: (utils, update) => utils.admin.feeStructures.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.feeStructures.remove.mutate({ id }),
  saveText: (utils, values, id) => {
    const input = values as FeeStructureFields & DialogValues;
    const api = utils.client.admin.feeStructures;
    return id ? api.update.mutate({ ...input, id }) : api.create.mutate(input);
  },
});
const feeItemsApi = sectionApi({
  useList: () => trpc.admin.feeItems.list.useQuery(),
  setList: (utils, update) => utils.admin.feeItems.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.feeItems.remove.mutate({ id }),
  saveText: (utils, values, id) => {
    const input = values as FeeItemFields & DialogValues;
    const api = utils.client.admin.feeItems;
    return id ? api.update.mutate({ ...input, id }) : api.create.mutate(input);
  },
});
const vacanciesApi = sectionApi({
  useList: () => trpc.admin.vacancies.list.useQuery(),
  setList: (utils, update) => utils.admin.vacancies.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.vacancies.remove.mutate({ id }),
  saveText: (utils, values, id) => {
    const input = values as VacancyFields & DialogValues;
    const api = utils.client.admin.vacancies;
    return id ? api.update.mutate({ ...input, id }) : api.create.mutate(input);
  },
});

const activitiesApi = sectionApi({
  useList: () => trpc.admin.activities.list.useQuery(),
  setList: (utils, update) => utils.admin.activities.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.activities.remove.mutate({ id }),
});
const alumniApi = sectionApi({
  useList: () => trpc.admin.alumni.list.useQuery(),
  setList: (utils, update) => utils.admin.alumni.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.alumni.remove.mutate({ id }),
});
const alumniTilesApi = sectionApi({
  useList: () => trpc.admin.alumniTiles.list.useQuery(),
  setList: (utils, update) => utils.admin.alumniTiles.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.alumniTiles.remove.mutate({ id }),
  saveText: (utils, values, id) => {
    const input = values as AlumniTileFields & DialogValues;
    const api = utils.client.admin.alumniTiles;
    return id ? api.update.mutate({ ...input, id }) : api.create.mutate(input);
  },
});

const campusesApi = sectionApi({
  useList: () => trpc.admin.campuses.list.useQuery(),
  setList: (utils, update) => utils.admin.campuses.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.campuses.remove.mutate({ id }),
  saveText: (utils, values, id) => {
    const input = values as CampusFields & DialogValues;
    const api = utils.client.admin.campuses;
    return id ? api.update.mutate({ ...input, id }) : api.create.mutate(input);
  },
});

const eventsApi = sectionApi({
  useList: () => trpc.admin.events.list.useQuery(),
  setList: (utils, update) => utils.admin.events.list.setData(undefined, (prev) => prev && update(prev)),
  remove: (utils, id) => utils.client.admin.events.remove.mutate({ id }),
  saveText: (utils, values, id) => {
    const input = values as EventFields & DialogValues;
    const api = utils.client.admin.events;
    return id ? api.update.mutate({ ...input, id }) : api.create.mutate(input);
  },
});

/** A section component is keyed by its type, so the hook a section calls never changes. */
export const SECTION_APIS: Record<ContentTypeName, SectionApi<AdminItem>> = {
  artworks: artworksApi,
  announcements: announcementsApi,
  highlights: highlightsApi,
  journeys: journeysApi,
  achievements: achievementsApi,
  faqs: faqsApi,
  staff: staffApi,
  photos: photosApi,
  feeStructures: feeStructuresApi,
  feeItems: feeItemsApi,
  activities: activitiesApi,
  alumni: alumniApi,
  alumniTiles: alumniTilesApi,
  events: eventsApi,
  campuses: campusesApi,
  vacancies: vacanciesApi,
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
