import { mergeProcedures } from './feature';
import { FEATURES } from './features/index';
import { createCallerFactory, router } from './trpc/trpc';

// One router per entity, named as the entity is everywhere (docs/architecture.md): public reads and
// submissions at <entity>.<procedure>, the dashboard's at admin.<entity>.<procedure>. Each feature
// brings its own (src/server/features/); this is only where they meet.
export const appRouter = router({
  ...mergeProcedures(FEATURES, 'procedures'),
  admin: router(mergeProcedures(FEATURES, 'adminProcedures')),
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
/** A caller of every procedure, as a request's context allows. */
export type AppCaller = ReturnType<typeof createCaller>;
