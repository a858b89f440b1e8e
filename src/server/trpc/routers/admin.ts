import { contentServices } from '../../content';
import { countEnquiries } from '../../services/enquiries';
import { adminProcedure, router } from '../trpc';
import { authRouter } from './admin/auth';
import { settingsAdminRouter } from './admin/settings';
import { applicationsAdminRouter } from './applications';
import { imageContentAdminRouter, textContentAdminRouter } from './content';
import { enquiriesAdminRouter } from './enquiries';

// Every procedure here except login, logout and me is built on adminProcedure (one middleware checks
// the session); tests/integration/admin-router.test.ts walks the whole router to prove it. Each
// entity's procedures are at admin.<entity>.<list|create|update|remove|setStatus|exportCsv>.
export const adminRouter = router({
  ...authRouter._def.record,
  /** The count cards of the dashboard's overview. */
  stats: adminProcedure.query(({ ctx }) => ({
    artworks: contentServices.artworks.total(ctx.svc),
    announcements: contentServices.announcements.total(ctx.svc),
    enquiries: countEnquiries(ctx.svc),
    highlights: contentServices.highlights.total(ctx.svc),
    journeys: contentServices.journeys.total(ctx.svc),
    achievements: contentServices.achievements.total(ctx.svc),
  })),
  artworks: imageContentAdminRouter(contentServices.artworks),
  announcements: textContentAdminRouter(contentServices.announcements),
  highlights: imageContentAdminRouter(contentServices.highlights),
  journeys: imageContentAdminRouter(contentServices.journeys),
  achievements: imageContentAdminRouter(contentServices.achievements),
  enquiries: enquiriesAdminRouter,
  applications: applicationsAdminRouter,
  settings: settingsAdminRouter,
});
