import { contentServices } from '../../content';
import { countApplications } from '../../services/applications';
import type { ServiceContext } from '../../services/context';
import { countEnquiries } from '../../services/enquiries';
import { adminProcedure, router } from '../trpc';
import { authRouter } from './admin/auth';
import { backupsAdminRouter } from './admin/backups';
import { mailAdminRouter } from './admin/mail';
import { settingsAdminRouter } from './admin/settings';
import { siteAlertAdminRouter } from './admin/site-alert';
import { applicationsAdminRouter } from './applications';
import { auditAdminRouter } from './audit';
import { imageContentAdminRouter, textContentAdminRouter } from './content';
import { disclosureAdminRouter } from './disclosure-admin';
import { enquiriesAdminRouter } from './enquiries';
import { eventsAdminRouter } from './events';
import { noticesAdminRouter } from './notices';
import { privacyAdminRouter } from './privacy-admin';
import { tcAdminRouter } from './tc';

type ContentCounts = { [K in keyof typeof contentServices]: number };
const contentCounts = (svc: ServiceContext): ContentCounts =>
  Object.fromEntries(
    Object.entries(contentServices).map(([name, service]) => [name, service.total(svc)]),
  ) as ContentCounts;

// Every procedure here except login, logout and me is built on adminProcedure (one middleware checks
// the session); tests/integration/admin-router.test.ts walks the whole router to prove it. Each
// entity's procedures are at admin.<entity>.<list|create|update|remove|setStatus|exportCsv>.
export const adminRouter = router({
  ...authRouter._def.record,
  /**
   * The count cards of the dashboard's overview: one per content type (so a new type is counted
   * without an edit here), enquiries and applications, and how many of those are still 'new'.
   */
  stats: adminProcedure.query(({ ctx }) => {
    const enquiries = countEnquiries(ctx.svc);
    const applications = countApplications(ctx.svc.db);
    return {
      ...contentCounts(ctx.svc),
      enquiries: enquiries.total,
      newEnquiries: enquiries.new,
      applications: applications.total,
      newApplications: applications.new,
    };
  }),
  artworks: imageContentAdminRouter(contentServices.artworks),
  announcements: textContentAdminRouter(contentServices.announcements),
  highlights: imageContentAdminRouter(contentServices.highlights),
  journeys: imageContentAdminRouter(contentServices.journeys),
  achievements: imageContentAdminRouter(contentServices.achievements),
  faqs: textContentAdminRouter(contentServices.faqs),
  staff: imageContentAdminRouter(contentServices.staff),
  photos: imageContentAdminRouter(contentServices.photos),
  feeStructures: textContentAdminRouter(contentServices.feeStructures),
  feeItems: textContentAdminRouter(contentServices.feeItems),
  activities: imageContentAdminRouter(contentServices.activities),
  alumni: imageContentAdminRouter(contentServices.alumni),
  alumniTiles: textContentAdminRouter(contentServices.alumniTiles),
  campuses: textContentAdminRouter(contentServices.campuses),
  notices: noticesAdminRouter,
  events: eventsAdminRouter,
  disclosure: disclosureAdminRouter,
  transferCertificates: tcAdminRouter,
  privacy: privacyAdminRouter,
  audit: auditAdminRouter,
  enquiries: enquiriesAdminRouter,
  applications: applicationsAdminRouter,
  settings: settingsAdminRouter,
  mail: mailAdminRouter,
  alert: siteAlertAdminRouter,
  backups: backupsAdminRouter,
});
