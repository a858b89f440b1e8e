import { contentServices } from '../../content';
import { imageContentAdminRouter, textContentAdminRouter } from '../../content/router';
import type { ServiceContext } from '../../context';
import { applicationsAdminRouter } from '../../features/applications/router';
import { countApplications } from '../../features/applications/service';
import { auditAdminRouter } from '../../features/audit/router';
import { authRouter } from '../../features/auth/router';
import { backupsAdminRouter } from '../../features/backups/router';
import { disclosureAdminRouter } from '../../features/disclosure/admin-router';
import { enquiriesAdminRouter } from '../../features/enquiries/router';
import { countEnquiries } from '../../features/enquiries/service';
import { eventsAdminRouter } from '../../features/events/router';
import { mailAdminRouter } from '../../features/mail/router';
import { noticesAdminRouter } from '../../features/notices/router';
import { privacyAdminRouter } from '../../features/privacy/admin-router';
import { settingsAdminRouter } from '../../features/settings/router';
import { siteAlertAdminRouter } from '../../features/site-alert/router';
import { tcAdminRouter } from '../../features/transfer-certificates/router';
import { adminProcedure, router } from '../trpc';

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
