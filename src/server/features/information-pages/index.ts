import { z } from 'zod';
import { EDITABLE_PAGES } from '../../../shared/page-content/pages';
import { DEFAULT_LANGUAGE, LAST_UPDATED_PAGES, PAGES, PATHS } from '../../../shared/paths';
import { defineFeature } from '../../feature';
import type { PublicPage } from '../../ssr/public-page';
import { publicProcedure, router } from '../../trpc/trpc';
import { pagesAdminRouter } from './admin-router';
import { seedPageDocuments } from './documents';
import { documentHead } from './head';
import { HOME_PART_DATA } from './home-parts';
import { pageLastUpdated } from './last-updated';
import { createPagePhotosJob } from './photos';
import { pagesSearchSource } from './search';
import { renderedInLanguage } from './translations';
import { seedPageTranslations } from './translations-seed';

// The site's information pages at fixed addresses (their words, head and layout in src/client/pages/
// and src/shared/paths.ts): what each shows of the office's lists, prefetched into its server HTML.
// A page not named here needs no data beyond the header's and footer's.
const fees = (h: Parameters<PublicPage['prefetch']>[0]) => [
  h.feeStructures.list.prefetch(),
  h.feeItems.list.prefetch(),
];

const INFORMATION_PAGES: PublicPage[] = [
  { path: PATHS.home, prefetch: (h) => Object.values(HOME_PART_DATA).flatMap((part) => part?.prefetch(h) ?? []) },
  { path: PATHS.leadership, prefetch: (h) => [h.staff.list.prefetch()] },
  { path: PATHS.infrastructure, prefetch: (h) => [h.photos.list.prefetch()] },
  { path: PATHS.schoolActivities, prefetch: (h) => [h.photos.list.prefetch()] },
  { path: PATHS.fees, prefetch: fees },
  { path: PATHS.admissions, prefetch: fees },
  // The Admissions document under its own title (its head from PAGES, as for a page without a document).
  {
    path: PATHS.admissionProcess,
    prefetch: (h) => [...fees(h), h.pages.content.prefetch({ page: 'admissions' })],
  },
  { path: PATHS.activities, prefetch: (h) => [h.activities.list.prefetch()] },
  { path: PATHS.alumni, prefetch: (h) => [h.alumni.list.prefetch(), h.alumniTiles.list.prefetch()] },
  { path: PATHS.studentsJourney, prefetch: (h) => [h.journeys.list.prefetch()] },
  { path: PATHS.awards, prefetch: (h) => [h.achievements.list.prefetch()] },
];

// Each page with a "Last updated" line gets the date in its server HTML (docs/decisions/033-last-updated.md).
const LAST_UPDATED_PARTS: PublicPage[] = LAST_UPDATED_PAGES.map((page) => ({
  path: PAGES[page].path,
  prefetch: (h) => [h.pages.lastUpdated.prefetch({ page })],
}));

// Each page whose words are data gets its document in its server HTML, and its head from its settings
// (docs/decisions/038-pages-as-data.md).
const DOCUMENT_PARTS: PublicPage[] = EDITABLE_PAGES.map((page) => ({
  path: PAGES[page].path,
  prefetch: (h) => [h.pages.content.prefetch({ page })],
  head: (svc, _url, settings, { preview, lang }) => documentHead(svc, page, settings, preview, lang),
}));

export const informationPagesFeature = defineFeature({
  name: 'information-pages',
  // Each page whose words are data and has no document yet gets its seed (an upgrade included).
  // Then, once per install, the first translations of the most visited pages (translations-seed.ts).
  seed: async ({ db, now }) => {
    seedPageDocuments(db, now);
    await seedPageTranslations(db, now);
  },
  permission: 'content',
  // Photos uploaded in the editor that no draft, live page or version names are deleted after a day.
  jobs: (svc) => ({ pagePhotos: createPagePhotosJob(svc) }),
  adminProcedures: { pages: pagesAdminRouter },
  procedures: {
    pages: router({
      /**
       * A page's words as visitors see them: fields filled, Markdown as HTML (its links to the site's
       * pages in the page's language, ctx.lang). In an editor's preview (the page's route checked the
       * session) the draft.
       */
      content: publicProcedure
        .input(z.object({ page: z.enum(EDITABLE_PAGES) }))
        .query(({ ctx, input }) =>
          renderedInLanguage(ctx.svc, input.page, ctx.lang ?? DEFAULT_LANGUAGE, ctx.preview === true),
        ),
      /** The day the content of an information page last changed ('2026-11-26'), in the page's language. */
      lastUpdated: publicProcedure
        .input(z.object({ page: z.enum(LAST_UPDATED_PAGES) }))
        .query(({ ctx, input }) => pageLastUpdated(ctx.svc, input.page, ctx.lang)),
    }),
  },
  pages: [...INFORMATION_PAGES, ...LAST_UPDATED_PARTS, ...DOCUMENT_PARTS],
  search: [pagesSearchSource],
});
