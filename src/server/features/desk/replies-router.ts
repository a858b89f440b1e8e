import { router } from '../../trpc/trpc';

// Filled in by the desk's replies work (docs/architecture.md, "The admissions desk").
export const repliesRouter = router({});
