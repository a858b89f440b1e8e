import { PATHS } from '../../../shared/paths';
import { defineFeature } from '../../feature';
import type { PublicPage } from '../../ssr/public-page';

// The site's information pages at fixed addresses (their words, head and layout in src/client/pages/
// and src/shared/paths.ts): what each shows of the office's lists, prefetched into its server HTML.
// A page not named here needs no data beyond the header's and footer's.
const fees = (h: Parameters<PublicPage['prefetch']>[0]) => [
  h.feeStructures.list.prefetch(),
  h.feeItems.list.prefetch(),
];

const INFORMATION_PAGES: PublicPage[] = [
  {
    path: PATHS.home,
    prefetch: (h) => [
      h.journeys.list.prefetch(),
      h.achievements.list.prefetch(),
      h.highlights.list.prefetch(),
      h.artworks.list.prefetch(),
      h.announcements.list.prefetch(),
      h.faqs.list.prefetch(),
      h.notices.latest.prefetch(),
    ],
  },
  { path: PATHS.leadership, prefetch: (h) => [h.staff.list.prefetch()] },
  { path: PATHS.infrastructure, prefetch: (h) => [h.photos.list.prefetch()] },
  { path: PATHS.schoolActivities, prefetch: (h) => [h.photos.list.prefetch()] },
  { path: PATHS.fees, prefetch: fees },
  { path: PATHS.admissions, prefetch: fees },
  { path: PATHS.admissionProcess, prefetch: fees },
  { path: PATHS.activities, prefetch: (h) => [h.activities.list.prefetch()] },
  { path: PATHS.alumni, prefetch: (h) => [h.alumni.list.prefetch(), h.alumniTiles.list.prefetch()] },
  { path: PATHS.studentsJourney, prefetch: (h) => [h.journeys.list.prefetch()] },
  { path: PATHS.awards, prefetch: (h) => [h.achievements.list.prefetch()] },
];

export const informationPagesFeature = defineFeature({ name: 'information-pages', pages: INFORMATION_PAGES });
