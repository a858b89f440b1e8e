import { TRPCError } from '@trpc/server';
import { ENQUIRY_MESSAGES, EnquiryInputSchema } from '../../../shared/schemas/enquiry';
import { createEnquiry } from '../../services/enquiries';
import { publicProcedure, router } from '../trpc';

// DECISIONS.md 'Enquiries': public, so limited per client address and guarded by a honeypot;
// a refused submission always gets a clear message (never a silent drop).
export const enquiryRouter = router({
  create: publicProcedure.input(EnquiryInputSchema).mutation(({ ctx, input }) => {
    const waitSeconds = ctx.svc.limits.enquiry.hit(ctx.clientIp);
    if (waitSeconds > 0) {
      ctx.http?.res.header('Retry-After', String(waitSeconds));
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: ENQUIRY_MESSAGES.rateLimited });
    }
    // The honeypot is invisible and unreachable by keyboard; only automated form fillers fill it.
    if (input.website.trim() !== '') {
      throw new TRPCError({ code: 'BAD_REQUEST', message: ENQUIRY_MESSAGES.refused });
    }
    const { website: _honeypot, ...fields } = input;
    createEnquiry(ctx.svc.db, fields);
    // Nothing about the stored row goes back to an anonymous visitor.
    return { ok: true as const };
  }),
});
