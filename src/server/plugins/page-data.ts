import type { createServerSideHelpers } from '@trpc/react-query/server';
import { PATHS } from '../../shared/paths';
import type { AppRouter } from '../trpc/router';

type Helpers = ReturnType<typeof createServerSideHelpers<AppRouter>>;

// What each public page needs in its server HTML, prefetched through the procedures' caller
// (never over HTTP). Site settings (header and footer) are prefetched for every page.
export const PAGE_PREFETCH: Record<string, (h: Helpers) => Promise<unknown>[]> = {
  [PATHS.home]: (h) => [
    h.journeys.list.prefetch(),
    h.achievements.list.prefetch(),
    h.highlights.list.prefetch(),
    h.artworks.list.prefetch(),
    h.announcements.list.prefetch(),
    h.faqs.list.prefetch(),
  ],
  [PATHS.leadership]: (h) => [h.staff.list.prefetch()],
  [PATHS.infrastructure]: (h) => [h.photos.list.prefetch()],
  [PATHS.schoolActivities]: (h) => [h.photos.list.prefetch()],
  [PATHS.fees]: (h) => [h.feeStructures.list.prefetch(), h.feeItems.list.prefetch()],
  [PATHS.admissions]: (h) => [h.feeStructures.list.prefetch(), h.feeItems.list.prefetch()],
  [PATHS.admissionProcess]: (h) => [h.feeStructures.list.prefetch(), h.feeItems.list.prefetch()],
  [PATHS.activities]: (h) => [h.activities.list.prefetch()],
  [PATHS.alumni]: (h) => [h.alumni.list.prefetch(), h.alumniTiles.list.prefetch()],
  [PATHS.studentsJourney]: (h) => [h.journeys.list.prefetch()],
  [PATHS.awards]: (h) => [h.achievements.list.prefetch()],
};

/** Query parameters that change what a public page shows (tabs, filters); others are dropped. */
export const PAGE_QUERY_PARAMS = ['tab', 'category'] as const;
