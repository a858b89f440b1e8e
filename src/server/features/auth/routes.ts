import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { afterSignIn, SIGN_IN_CODE_STEP, type SignInRefusal } from '../../../shared/admin-sign-in';
import { TWO_FACTOR_WORDS } from '../../../shared/content/two-factor-words';
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
  if (error instanceof TRPCError && error.message === TWO_FACTOR_WORDS.codeWrong) return 'code';
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
    // The second step's form has a code field; the first step's has none (and sends no code).
    const code = body.get('code');
    const back = new URLSearchParams();
    try {
      const answer = await callProcedure(createHttpContext(svc, req, reply), 'admin.login', {
        username: body.get('username') ?? '',
        password: body.get('password') ?? '',
        ...(code === null ? {} : { code }),
      });
      if (!(answer && typeof answer === 'object' && 'secondFactor' in answer)) return reply.redirect(next, 303);
      // The password was right: the page asks again for it with the code (never either in the address).
      back.set('step', SIGN_IN_CODE_STEP);
    } catch (error) {
      const failed = refusalOf(error, Number(reply.getHeader('retry-after')) || 0);
      back.set('failed', failed);
      if (code !== null && failed !== 'invalid') back.set('step', SIGN_IN_CODE_STEP);
    }
    if (requested) back.set('next', next);
    return reply.redirect(`${PATHS.adminLogin}?${back}`, 303);
  });
}
