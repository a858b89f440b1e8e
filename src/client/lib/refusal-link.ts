import { loggerLink } from '@trpc/client';

// Every dashboard request passes this link, whichever way it was made (a hook, or the client called
// from a dialog), so a refusal of the person's session (401) or role (403) is seen in one place; the
// dashboard listens while it is open (admin/shell/refusals.ts). The error still reaches the caller.

/** 'session' for an ended or missing session (401), 'role' for a procedure the role may not use (403). */
export type Refusal = 'session' | 'role';

export interface RefusalEvent {
  refusal: Refusal;
  path: string;
  type: 'query' | 'mutation' | 'subscription';
}

const listeners = new Set<(event: RefusalEvent) => void>();

/** Calls `listener` for each refused dashboard request until the returned function is called. */
export function onRefusal(listener: (event: RefusalEvent) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function refusalOf(error: unknown): Refusal | null {
  const code = (error as { data?: { code?: string } } | null)?.data?.code;
  if (code === 'UNAUTHORIZED') return 'session';
  if (code === 'FORBIDDEN') return 'role';
  return null;
}

/** Signing in answers 401 to a wrong password: that is the form's answer, not a refused session. */
const watched = (path: string) => path.startsWith('admin.') && path !== 'admin.login';

/**
 * tRPC's own link for watching answers, given a watcher instead of the console: it sees each answer
 * before the caller does, so what the dashboard holds is gone by the time the caller shows the error.
 */
export const refusalLink = loggerLink({
  enabled: (opts) => opts.direction === 'down' && opts.result instanceof Error,
  logger: (opts) => {
    if (opts.direction !== 'down' || !watched(opts.path)) return;
    const refusal = refusalOf(opts.result);
    if (refusal) for (const listener of listeners) listener({ refusal, path: opts.path, type: opts.type });
  },
});
