import { sql } from 'drizzle-orm';
import { publicProcedure, router } from '../trpc';

export const APP_VERSION = '0.1.0';

export const healthRouter = router({
  version: publicProcedure.query(({ ctx }) => {
    ctx.svc.db.get(sql`select 1`);
    return { ok: true as const, version: APP_VERSION };
  }),
});
