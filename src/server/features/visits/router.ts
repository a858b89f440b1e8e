import { router, staffProcedure } from '../../trpc/trpc';
import { visitsSummary } from './service';

// The dashboard's Visits section: the last 30 days' counts. Reading them is not recorded in the audit
// log (no one's data is read), and a query clears no cached page.
export const visitsAdminRouter = router({
  summary: staffProcedure('content').query(({ ctx }) => visitsSummary(ctx.svc)),
});
