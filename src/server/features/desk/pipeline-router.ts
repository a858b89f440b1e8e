import { router } from '../../trpc/trpc';

// Filled in by the desk's pipeline work (docs/architecture.md, "The admissions desk").
export const pipelineRouter = router({});
