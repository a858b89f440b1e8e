import { ENQUIRY_MESSAGES, EnquiryInputSchema } from '../../../shared/schemas/enquiry';
import { submitEnquiry } from '../../services/enquiries';
import { publicProcedure, router } from '../trpc';

// Public: limited per client address and guarded by a honeypot, both in the service, which the
// form posted without JavaScript shares (docs/decisions/005-honeypot-and-rate-limits.md).
export const enquiryRouter = router({
  create: publicProcedure
    .meta({ notSaved: ENQUIRY_MESSAGES.notSaved })
    .input(EnquiryInputSchema)
    .mutation(({ ctx, input }) => {
      submitEnquiry(ctx.svc, input, ctx.clientIp);
      // Nothing about the stored row goes back to an anonymous visitor.
      return { ok: true as const };
    }),
});
