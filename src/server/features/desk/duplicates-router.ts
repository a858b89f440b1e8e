import { router } from '../../trpc/trpc';

// Filled in by the desk's duplicates work (docs/architecture.md, "The admissions desk").
export const duplicatesRouter = router({});
