import { TRPCError } from '@trpc/server';
import { SESSION_TTL_MS } from '../../../../shared/constants';
import { ChangePasswordSchema, LoginInputSchema } from '../../../../shared/schemas/admin-content';
import {
  checkCredentials,
  createSession,
  deleteSession,
  INVALID_CREDENTIALS,
  setPassword,
} from '../../../services/auth';
import { type Context, SESSION_COOKIE } from '../../context';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import { fieldError } from './errors';

/** HttpOnly (no script reads it), SameSite=Lax, Secure when the request came over https. */
function setSessionCookie(ctx: Context, token: string) {
  if (!ctx.http) return;
  ctx.http.res.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.http.req.protocol === 'https',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

function clearSessionCookie(ctx: Context) {
  ctx.http?.res.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.http.req.protocol === 'https',
  });
}

function tooManyAttempts(ctx: Context, seconds: number): TRPCError {
  ctx.http?.res.header('Retry-After', String(seconds));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  });
}

export const authRouter = router({
  /**
   * Public. Failures count per client address (the 11th within 15 minutes answers 429) and per
   * username (slows guessing one account from many addresses); the answer never says which part was wrong.
   */
  login: publicProcedure.input(LoginInputSchema).mutation(async ({ ctx, input }) => {
    const { loginByIp, loginByUser } = ctx.svc.limits;
    const userKey = input.username.toLowerCase();
    const wait = Math.max(loginByIp.retryAfter(ctx.clientIp), loginByUser.retryAfter(userKey));
    if (wait > 0) throw tooManyAttempts(ctx, wait);

    const session = await checkCredentials(ctx.svc, input.username, input.password);
    if (!session) {
      loginByIp.hit(ctx.clientIp);
      loginByUser.hit(userKey);
      throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
    }
    loginByIp.reset(ctx.clientIp);
    loginByUser.reset(userKey);
    // A fresh session id at every sign-in (no session fixation); the old one, if any, is deleted.
    if (ctx.sessionToken) deleteSession(ctx.svc, ctx.sessionToken);
    const { token } = createSession(ctx.svc, session.adminId);
    setSessionCookie(ctx, token);
    return { username: session.username };
  }),

  /** Public and idempotent: deletes this browser's session, whatever its state. */
  logout: publicProcedure.mutation(({ ctx }) => {
    if (ctx.sessionToken) deleteSession(ctx.svc, ctx.sessionToken);
    clearSessionCookie(ctx);
    return { ok: true as const };
  }),

  /** Public: who is signed in, or null (the dashboard sends a signed-out visitor to the login page). */
  me: publicProcedure.query(({ ctx }) => (ctx.session ? { username: ctx.session.username } : null)),

  /** Signs out everywhere (every session of this administrator), then signs this browser in again. */
  changePassword: adminProcedure.input(ChangePasswordSchema).mutation(async ({ ctx, input }) => {
    const ok = await checkCredentials(ctx.svc, ctx.session.username, input.currentPassword);
    if (!ok) throw fieldError('currentPassword', 'Current password is incorrect');
    await setPassword(ctx.svc, ctx.session.adminId, input.newPassword);
    const { token } = createSession(ctx.svc, ctx.session.adminId);
    setSessionCookie(ctx, token);
    return { ok: true as const };
  }),
});
