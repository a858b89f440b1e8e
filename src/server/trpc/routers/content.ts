import {
  listAchievements,
  listAnnouncements,
  listArtworks,
  listHighlights,
  listJourneys,
} from '../../services/public-content';
import { getSettings } from '../../services/settings';
import { publicProcedure, router } from '../trpc';

// Public reads of the home page and information pages (issue 3 adds to these).
export const journeysRouter = router({
  list: publicProcedure.query(({ ctx }) => listJourneys(ctx.svc.db)),
});

export const achievementsRouter = router({
  list: publicProcedure.query(({ ctx }) => listAchievements(ctx.svc.db)),
});

export const highlightsRouter = router({
  list: publicProcedure.query(({ ctx }) => listHighlights(ctx.svc.db)),
});

export const artworksRouter = router({
  list: publicProcedure.query(({ ctx }) => listArtworks(ctx.svc.db)),
});

export const announcementsRouter = router({
  list: publicProcedure.query(({ ctx }) => listAnnouncements(ctx.svc.db)),
});

export const siteRouter = router({
  settings: publicProcedure.query(({ ctx }) => getSettings(ctx.svc.db)),
});
