import type { PagePart } from '../../../shared/page-content/home-parts';
import type { TrackedTable } from '../../db/changes';
import { achievements, announcements, artworks, faqs, highlights, journeys, notices } from '../../db/schema';
import type { PublicPage } from '../../ssr/public-page';

type Helpers = Parameters<PublicPage['prefetch']>[0];

/**
 * What each part of the home page reads (src/shared/page-content/home-parts.ts): its list, prefetched
 * into the page's server HTML, and the table whose changes move the page's "Last updated". In the
 * order the page prefetches them.
 */
export const HOME_PART_DATA: Record<PagePart, { prefetch: (h: Helpers) => Promise<void>; table: TrackedTable } | null> =
  {
    journeys: { prefetch: (h) => h.journeys.list.prefetch(), table: journeys },
    achievements: { prefetch: (h) => h.achievements.list.prefetch(), table: achievements },
    highlights: { prefetch: (h) => h.highlights.list.prefetch(), table: highlights },
    artworks: { prefetch: (h) => h.artworks.list.prefetch(), table: artworks },
    announcements: { prefetch: (h) => h.announcements.list.prefetch(), table: announcements },
    faq: { prefetch: (h) => h.faqs.list.prefetch(), table: faqs },
    notices: { prefetch: (h) => h.notices.latest.prefetch(), table: notices },
    // The form's fields are fixed.
    enquiryForm: null,
  };
