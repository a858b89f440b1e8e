import { router } from '../trpc';

export const privacyRouter = router({});
