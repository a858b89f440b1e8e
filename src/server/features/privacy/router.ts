import { publicProcedure, router } from '../../trpc/trpc';
import { privacyNoticeIn } from './service';

// The privacy notice (/privacy): its current version, the date it was first shown, and its sections.
export const privacyRouter = router({
  notice: publicProcedure.query(({ ctx }) => privacyNoticeIn(ctx.svc, ctx.lang)),
});
