import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  ApplicationInputSchema,
  ApplicationListInputSchema,
} from '../../../shared/schemas/application';
import {
  createApplication,
  exportApplicationsCsv,
  listApplications,
  removeApplication,
  setApplicationStatus,
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
  // Public, so limited per client address like enquiries and guarded by a honeypot; a refused
  // submission always gets a clear message (DECISIONS.md 'Enquiries').
  create: publicProcedure.input(ApplicationInputSchema).mutation(({ ctx, input }) => {
    const waitSeconds = ctx.svc.limits.application.hit(ctx.clientIp);
    if (waitSeconds > 0) {
      ctx.http?.res.header('Retry-After', String(waitSeconds));
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: APPLICATION_MESSAGES.rateLimited });
    }
    if (input.website.trim() !== '') {
      throw new TRPCError({ code: 'BAD_REQUEST', message: APPLICATION_MESSAGES.refused });
    }
    const { website: _honeypot, agreeToTerms: _agreed, ...fields } = input;
    const { id } = createApplication(ctx.svc.db, { ...fields, agreeToTerms: true });
    // Only the reference number goes back to the visitor.
    return { reference: id };
  }),
  admin: adminApplicationsRouter,
});
