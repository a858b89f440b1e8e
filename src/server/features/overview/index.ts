import { contentServices } from '../../content/index';
import type { ServiceContext } from '../../context';
import { defineFeature } from '../../feature';
import { staffProcedure } from '../../trpc/trpc';
import { countApplications } from '../applications/service';
import { countEnquiries } from '../enquiries/service';
import { setupChecklist } from './setup-checklist';

type ContentCounts = { [K in keyof typeof contentServices]: number };
const contentCounts = (svc: ServiceContext): ContentCounts =>
  Object.fromEntries(
    Object.entries(contentServices).map(([name, service]) => [name, service.total(svc)]),
  ) as ContentCounts;

// The dashboard's overview: what a new school must still set up, and the count cards of what the
// office keeps and what waits for it.
export const overviewFeature = defineFeature({
  name: 'overview',
  permission: 'account',
  adminProcedures: {
    /**
     * One card per content type (so a new type is counted without an edit here), enquiries and
     * applications, and how many of those are still 'new'.
     */
    stats: staffProcedure('account').query(({ ctx }) => {
      const enquiries = countEnquiries(ctx.svc);
      const applications = countApplications(ctx.svc);
      return {
        ...contentCounts(ctx.svc),
        enquiries: enquiries.total,
        newEnquiries: enquiries.new,
        applications: applications.total,
        newApplications: applications.new,
      };
    }),
    /**
     * "Finish setting up your site": the items still open, each with its sentence and where it is
     * fixed. It needs `settings` (an Owner's, once there are roles); anyone else is refused, and the
     * overview then shows no panel.
     */
    setupChecklist: staffProcedure('settings').query(({ ctx }) => setupChecklist(ctx.svc)),
  },
});
