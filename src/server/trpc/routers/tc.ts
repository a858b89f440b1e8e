import { router } from '../trpc';

// Transfer-certificate verification: the public lookup and the dashboard's register.
export const tcRouter = router({});
export const tcAdminRouter = router({});
