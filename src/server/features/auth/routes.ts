import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { afterSignIn, type SignInRefusal } from '../../../shared/admin-sign-in';
import { PATHS } from '../../../shared/paths';
import type { FeatureRouteOptions } from '../../feature';
import { NO_STORE } from '../../ssr/cache-policy';
import { createHttpContext } from '../../trpc/context';

// The sign-in form posted without JavaScript (a slow phone, or scripts off): the same `admin.login`
// procedure, with its limits, audit and cookie, answered with a redirect. The password travels only
// in the POST body; a refusal comes back as the sign-in page with why (?failed=), never what was typed.

/** Far more than a username and a password at their longest. */
const SIGN_IN_BODY_BYTES = 4 * 1024;

/** Why the procedure refused; a lock says for how long through the Retry-After it set on the answer. */
function refusalOf(error: unknown, retryAfterSeconds: number): SignInRefusal {
  if (error instanceof TRPCError && error.code === 'TOO_MANY_REQUESTS')
    return `locked-${Math.max(1, Math.ceil(retryAfterSeconds / 60))}`;
  if (error instanceof TRPCError && error.code === 'SERVICE_UNAVAILABLE') return 'busy';
  return 'invalid';
}

export async function signInFormRoute(app: FastifyInstance, { svc, callProcedure }: FeatureRouteOptions) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: SIGN_IN_BODY_BYTES },
    (_req, body, done) => done(null, new URLSearchParams(body as string)),
  );

  app.post(PATHS.adminLogin, async (req, reply) => {
    const body = req.body instanceof URLSearchParams ? req.body : new URLSearchParams();
    const requested = new URL(req.url, 'http://localhost').searchParams.get('next');
    const next = afterSignIn(requested);
    reply.header('Cache-Control', NO_STORE);
    try {
      await callProcedure(createHttpContext(svc, req, reply), 'admin.login', {
        username: body.get('username') ?? '',
        password: body.get('password') ?? '',
      });
      return reply.redirect(next, 303);
    } catch (error) {
      const back = new URLSearchParams({ failed: refusalOf(error, Number(reply.getHeader('retry-after')) || 0) });
      if (requested) back.set('next', next);
      return reply.redirect(`${PATHS.adminLogin}?${back}`, 303);
    }
  });
}
