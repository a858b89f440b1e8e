import { adminRouter } from './routers/admin';
import { applicationsRouter } from './routers/applications';
import {
  achievementsRouter,
  announcementsRouter,
  artworksRouter,
  highlightsRouter,
  journeysRouter,
  siteRouter,
} from './routers/content';
import { enquiryRouter } from './routers/enquiry';
import { healthRouter } from './routers/health';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  health: healthRouter,
  site: siteRouter,
  journeys: journeysRouter,
  achievements: achievementsRouter,
  highlights: highlightsRouter,
  artworks: artworksRouter,
  announcements: announcementsRouter,
  enquiry: enquiryRouter,
  applications: applicationsRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
