import { router } from '../trpc';

// Issue 4: sign-in, content CRUD, contacts, settings. Every procedure here but login uses adminProcedure.
export const adminRouter = router({});
