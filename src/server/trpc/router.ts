import { contentServices } from '../content';
import { getPublicSettings } from '../services/settings';
import { activeAlert } from '../services/site-alert';
import { adminRouter } from './routers/admin';
import { applicationsRouter } from './routers/applications';
import { publicContentRouter } from './routers/content';
import { disclosureRouter } from './routers/disclosure';
import { enquiriesRouter, enquiryAliasRouter } from './routers/enquiries';
import { eventsRouter } from './routers/events';
import { healthRouter } from './routers/health';
import { noticesRouter } from './routers/notices';
import { privacyRouter } from './routers/privacy';
import { tcRouter } from './routers/tc';
import { createCallerFactory, publicProcedure, router } from './trpc';

// One router per entity, named as the entity is everywhere (docs/architecture.md): public reads and
// submissions at <entity>.<procedure>, the dashboard's at admin.<entity>.<procedure>.
export const appRouter = router({
  health: healthRouter,
  site: router({
    settings: publicProcedure.query(({ ctx }) => getPublicSettings(ctx.svc.db)),
    /** The site-wide alert while it is active, else null (every public page shows it). */
    alert: publicProcedure.query(({ ctx }) => activeAlert(ctx.svc)),
  }),
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
  notices: noticesRouter,
  events: eventsRouter,
  disclosure: disclosureRouter,
  privacy: privacyRouter,
  transferCertificates: tcRouter,
  enquiries: enquiriesRouter,
  enquiry: enquiryAliasRouter,
  applications: applicationsRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
