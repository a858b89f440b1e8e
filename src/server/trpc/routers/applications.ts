import { router } from '../trpc';

// Issue 5: applications.create (public) and the admin list/setStatus/remove/export.
export const applicationsRouter = router({});
