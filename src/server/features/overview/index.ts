import { roleHolds } from '../../../shared/roles';
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
      // Each count only for a role that may open its section: an Editor learns nothing of the parents.
      const admissions = roleHolds(ctx.session.role, 'admissions', 'read');
      const content = roleHolds(ctx.session.role, 'content', 'read');
      const enquiries = admissions ? countEnquiries(ctx.svc) : null;
      const applications = admissions ? countApplications(ctx.svc) : null;
      return {
        ...(content ? contentCounts(ctx.svc) : {}),
        enquiries: enquiries?.total,
        newEnquiries: enquiries?.new,
        applications: applications?.total,
        newApplications: applications?.new,
      } as Partial<ContentCounts> & {
        enquiries?: number;
        newEnquiries?: number;
        applications?: number;
        newApplications?: number;
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
