import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  ApplicationInputSchema,
  ApplicationListInputSchema,
} from '../../../shared/schemas/application';
import {
  exportApplicationsCsv,
  listApplications,
  removeApplication,
  setApplicationStatus,
  submitApplication,
} from '../../services/applications';
import { adminProcedure, publicProcedure, router } from '../trpc';

const IdSchema = z.object({ id: z.number().int().positive() });
const FilterSchema = ApplicationListInputSchema.pick({ status: true, search: true });

// The browser sends every `applications.admin.*` call as POST (src/client/lib/trpc-client.ts), so
// children's personal data never lands in a URL or an access log.
const adminApplicationsRouter = router({
  list: adminProcedure.input(ApplicationListInputSchema).query(({ ctx, input }) => listApplications(ctx.svc.db, input)),
  setStatus: adminProcedure
    .input(IdSchema.extend({ status: z.enum(APPLICATION_STATUSES) }))
    .mutation(({ ctx, input }) => {
      const updated = setApplicationStatus(ctx.svc.db, input.id, input.status);
      if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: 'Application not found' });
      return updated;
    }),
  remove: adminProcedure.input(IdSchema).mutation(({ ctx, input }) => {
    if (!removeApplication(ctx.svc.db, input.id))
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Application not found' });
    return { ok: true as const };
  }),
  exportCsv: adminProcedure.input(FilterSchema).mutation(({ ctx, input }) => ({
    filename: `applications-${new Date().toISOString().slice(0, 10)}.csv`,
    csv: exportApplicationsCsv(ctx.svc.db, input),
  })),
});

export const applicationsRouter = router({
  // Public: limited per client address and guarded by a honeypot in the service, like enquiries.
  create: publicProcedure
    .meta({ notSaved: APPLICATION_MESSAGES.notSaved })
    .input(ApplicationInputSchema)
    // Only the reference number goes back to the visitor.
    .mutation(({ ctx, input }) => ({ reference: submitApplication(ctx.svc, input, ctx.clientIp) })),
  admin: adminApplicationsRouter,
});
