import { sql } from 'drizzle-orm';
import { APP_VERSION } from '../../project-root';
import { publicProcedure, router } from '../../trpc/trpc';

export const healthRouter = router({
  version: publicProcedure.query(({ ctx }) => {
    ctx.svc.db.get(sql`select 1`);
    return { ok: true as const, version: APP_VERSION };
  }),
});
