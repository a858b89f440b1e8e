import { contentServices } from '../content';
import { getPublicSettings } from '../services/settings';
import { adminRouter } from './routers/admin';
import { applicationsRouter } from './routers/applications';
import { publicContentRouter } from './routers/content';
import { enquiriesRouter, enquiryAliasRouter } from './routers/enquiries';
import { healthRouter } from './routers/health';
import { createCallerFactory, publicProcedure, router } from './trpc';

// One router per entity, named as the entity is everywhere (docs/architecture.md): public reads and
// submissions at <entity>.<procedure>, the dashboard's at admin.<entity>.<procedure>.
export const appRouter = router({
  health: healthRouter,
  site: router({ settings: publicProcedure.query(({ ctx }) => getPublicSettings(ctx.svc.db)) }),
  artworks: publicContentRouter(contentServices.artworks),
  announcements: publicContentRouter(contentServices.announcements),
  highlights: publicContentRouter(contentServices.highlights),
  journeys: publicContentRouter(contentServices.journeys),
  achievements: publicContentRouter(contentServices.achievements),
  faqs: publicContentRouter(contentServices.faqs),
  staff: publicContentRouter(contentServices.staff),
  photos: publicContentRouter(contentServices.photos),
  feeStructures: publicContentRouter(contentServices.feeStructures),
  feeItems: publicContentRouter(contentServices.feeItems),
  activities: publicContentRouter(contentServices.activities),
  alumni: publicContentRouter(contentServices.alumni),
  alumniTiles: publicContentRouter(contentServices.alumniTiles),
  enquiries: enquiriesRouter,
  enquiry: enquiryAliasRouter,
  applications: applicationsRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
