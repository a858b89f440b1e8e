import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/trpc';
import { disclosurePage } from './service';

// The Mandatory Public Disclosure page's read: one campus ('' for the first), or null when there is none.
export const disclosureRouter = router({
  page: publicProcedure
    .input(z.object({ campus: z.string().max(60) }))
    .query(({ ctx, input }) => disclosurePage(ctx.svc, input.campus)),
});
