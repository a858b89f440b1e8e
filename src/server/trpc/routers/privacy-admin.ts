import { router } from '../trpc';

export const privacyAdminRouter = router({});
