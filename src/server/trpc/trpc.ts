import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import type { Context } from './context';

// One initTRPC; only the procedure bases leave this file (STYLE.md 'tRPC').
const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    return {
      ...shape,
      // Internal errors are logged by the adapter's onError; the browser gets a plain sentence.
      message: error.code === 'INTERNAL_SERVER_ERROR' ? 'Something went wrong. Please try again.' : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        // Field errors for forms (t3 pattern): { fieldErrors: { email: ['Please enter ...'] } }
        fieldErrors: zodError?.fieldErrors ?? null,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** Every admin procedure goes through this base: no valid session, no access. */
export const adminProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
  return next({ ctx: { ...ctx, session: ctx.session } });
});
