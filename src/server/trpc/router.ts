import { contentServices } from '../content';
import { publicContentRouter } from '../content/router';
import { applicationsRouter } from '../features/applications/router';
import { disclosureRouter } from '../features/disclosure/router';
import { enquiriesRouter, enquiryAliasRouter } from '../features/enquiries/router';
import { eventsRouter } from '../features/events/router';
import { healthRouter } from '../features/health/router';
import { noticesRouter } from '../features/notices/router';
import { privacyRouter } from '../features/privacy/router';
import { getPublicSettings } from '../features/settings/service';
import { activeAlert } from '../features/site-alert/service';
import { tcRouter } from '../features/transfer-certificates/router';
import { adminRouter } from './routers/admin';
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
