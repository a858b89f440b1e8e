import { publicProcedure, router } from '../../trpc/trpc';
import { currentPrivacyNotice } from './service';

// The privacy notice (/privacy): its current version, the date it was first shown, and its sections.
export const privacyRouter = router({
  notice: publicProcedure.query(({ ctx }) => currentPrivacyNotice(ctx.svc)),
});
