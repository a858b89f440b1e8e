import { formatDate } from '../../../shared/format';
import type { RouterOutputs, trpc } from '../../lib/trpc';

// The Disclosure section's seam to its procedures (admin.disclosure.*, src/server/features/disclosure/admin-router.ts).
export type DisclosureView = RouterOutputs['admin']['disclosure']['get'];
export type DisclosureCampus = RouterOutputs['admin']['disclosure']['campuses'][number];
export type AdminDisclosureDocument = DisclosureView['annualReports'][number];
export type BoardResult = DisclosureView['results'][number];
export type ChecklistEntry = DisclosureView['checklist'][number];

type Utils = ReturnType<typeof trpc.useUtils>;

/** A campus's new state after a write: into the cache at once; the problem counts are read again. */
export function putView(utils: Utils, view: DisclosureView) {
  utils.admin.disclosure.get.setData({ campusId: view.campus.id }, view);
  refreshCounts(utils);
}

/** After a write that answers with less than the whole campus (a board result). */
export function refreshCampus(utils: Utils, campusId: number) {
  void utils.admin.disclosure.get.invalidate({ campusId });
  refreshCounts(utils);
}

function refreshCounts(utils: Utils) {
  void utils.admin.disclosure.campuses.invalidate();
  void utils.admin.disclosure.status.invalidate();
}

/** '31 Dec 2027' for a stored YYYY-MM-DD (read at noon UTC, so the day is the same in the school's zone). */
export const dateText = (iso: string) => formatDate(`${iso}T12:00:00Z`);

/** '3 problems', '1 problem', 'No problems'. */
export const problemsText = (n: number) => (n === 0 ? 'No problems' : `${n} problem${n === 1 ? '' : 's'}`);
