import { router } from '../../trpc/trpc';

// Filled in by the desk's report work (docs/architecture.md, "The admissions desk").
export const reportRouter = router({});
