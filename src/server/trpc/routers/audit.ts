import { router } from '../trpc';

export const auditAdminRouter = router({});
