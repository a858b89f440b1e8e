import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../../../shared/paths';
import { publicProcedure, router } from '../../trpc/trpc';
import { searchSite } from './service';

// `search.query`: the site's search in the API's language (/mr/trpc/... answers in Marathi). A query
// longer than the 100 characters searched is cut, not refused (a paste of a whole circular).
export const searchRouter = router({
  query: publicProcedure
    .input(z.object({ q: z.string().max(4000), page: z.number().int().min(1).max(100_000).default(1) }))
    .query(({ ctx, input }) => searchSite(ctx.svc, { ...input, lang: ctx.lang ?? DEFAULT_LANGUAGE })),
});
