import { currentPrivacyNotice } from '../../services/privacy';
import { publicProcedure, router } from '../trpc';

// The privacy notice (/privacy): its current version, the date it was first shown, and its sections.
export const privacyRouter = router({
  notice: publicProcedure.query(({ ctx }) => currentPrivacyNotice(ctx.svc)),
});
