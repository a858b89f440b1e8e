import {
  APPLICATION_MESSAGES,
  ApplicationFilterSchema,
  ApplicationInputSchema,
  ApplicationListInputSchema,
  ApplicationStatusInputSchema,
} from '../../../shared/schemas/application';
import { IdSchema } from '../../../shared/schemas/id';
import {
  exportApplicationsCsv,
  listApplications,
  removeApplication,
  setApplicationStatus,
  submitApplication,
} from '../../services/applications';
import { adminProcedure, publicProcedure, router } from '../trpc';

export const applicationsRouter = router({
  // Public: limited per client address and guarded by a honeypot in the service, like enquiries.
  create: publicProcedure
    .meta({ notSaved: APPLICATION_MESSAGES.notSaved })
    .input(ApplicationInputSchema)
    // Only the reference number goes back to the visitor.
    .mutation(({ ctx, input }) => ({ reference: submitApplication(ctx.svc, input, ctx.clientIp) })),
});

export const applicationsAdminRouter = router({
  list: adminProcedure.input(ApplicationListInputSchema).query(({ ctx, input }) => listApplications(ctx.svc.db, input)),
  setStatus: adminProcedure
    .input(ApplicationStatusInputSchema)
    .mutation(({ ctx, input }) => setApplicationStatus(ctx.svc.db, input.id, input.status)),
  remove: adminProcedure.input(IdSchema).mutation(({ ctx, input }) => {
    removeApplication(ctx.svc.db, input.id);
    return { ok: true as const };
  }),
  exportCsv: adminProcedure.input(ApplicationFilterSchema).mutation(({ ctx, input }) => ({
    filename: `applications-${new Date().toISOString().slice(0, 10)}.csv`,
    csv: exportApplicationsCsv(ctx.svc.db, input),
  })),
});
