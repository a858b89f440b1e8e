import { TRPCError } from '@trpc/server';
import { SESSION_TTL_MS } from '../../../../shared/constants';
import { ChangePasswordSchema, LoginInputSchema } from '../../../../shared/schemas/admin-content';
import {
  createSession,
  deleteSession,
  INVALID_CREDENTIALS,
  mustChangePassword,
  PasswordRejectedError,
  setPassword,
  signIn,
} from '../../../services/auth';
import { type Context, isSecureRequest, sessionCookieName } from '../../context';
import { fieldError } from '../../errors';
import { adminProcedure, publicProcedure, router } from '../../trpc';

/** HttpOnly (no script reads it), SameSite=Lax, Secure and __Host- prefixed over https. */
function setSessionCookie(ctx: Context, token: string) {
  if (!ctx.http) return;
  ctx.http.res.setCookie(sessionCookieName(ctx.svc, ctx.http.req), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(ctx.svc, ctx.http.req),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

function clearSessionCookie(ctx: Context) {
  if (!ctx.http) return;
  ctx.http.res.clearCookie(sessionCookieName(ctx.svc, ctx.http.req), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(ctx.svc, ctx.http.req),
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

const NOT_SIGNED_IN = 'We could not sign you in. Please try again in a few minutes.';

export const authRouter = router({
  /**
   * Public. Limited per client address and per account, counted before the password check
   * (services/auth.ts signIn); refused inside a batch, so one request is one attempt. The answer never
   * says which part was wrong.
   */
  login: publicProcedure
    .meta({ notSaved: NOT_SIGNED_IN })
    .input(LoginInputSchema)
    .mutation(async ({ ctx, input }) => {
      if (ctx.callsInRequest > 1)
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Sign in with one request at a time.' });
      const outcome = await signIn(ctx.svc, input.username, input.password, ctx.clientIp);
      if (!outcome.ok) {
        if (outcome.reason === 'locked') throw tooManyAttempts(ctx, outcome.retryAfterSeconds);
        if (outcome.reason === 'busy') {
          ctx.http?.res.header('Retry-After', String(outcome.retryAfterSeconds));
          throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The server is busy. Please try again.' });
        }
        throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
      }
      // A fresh session id at every sign-in (no session fixation); the old one, if any, is deleted.
      if (ctx.sessionToken) deleteSession(ctx.svc, ctx.sessionToken);
      const { token } = createSession(ctx.svc, outcome.session.adminId);
      setSessionCookie(ctx, token);
      return {
        username: outcome.session.username,
        mustChangePassword: mustChangePassword(ctx.svc, outcome.session.adminId),
      };
    }),

  /** Public and idempotent: deletes this browser's session, whatever its state. */
  logout: publicProcedure.mutation(({ ctx }) => {
    if (ctx.sessionToken) deleteSession(ctx.svc, ctx.sessionToken);
    clearSessionCookie(ctx);
    if (ctx.session)
      ctx.svc.log.info({ event: 'sign-out', username: ctx.session.username, ip: ctx.clientIp }, 'signed out');
    return { ok: true as const };
  }),

  /**
   * Public: who is signed in, or null (the dashboard sends a signed-out visitor to the login page).
   * `mustChangePassword` is set while the password is the one-time one printed at first start; the
   * dashboard then leads to the change-password form. Only changePassword clears it.
   */
  me: publicProcedure.query(({ ctx }) =>
    ctx.session
      ? { username: ctx.session.username, mustChangePassword: mustChangePassword(ctx.svc, ctx.session.adminId) }
      : null,
  ),

  /**
   * Signs out everywhere (every session of this administrator), then signs this browser in again. The
   * current password is checked under the same limits as a sign-in.
   */
  changePassword: adminProcedure.input(ChangePasswordSchema).mutation(async ({ ctx, input }) => {
    const outcome = await signIn(ctx.svc, ctx.session.username, input.currentPassword, ctx.clientIp);
    if (!outcome.ok) {
      if (outcome.reason === 'invalid') throw fieldError('currentPassword', 'Current password is incorrect');
      if (outcome.reason === 'locked') throw tooManyAttempts(ctx, outcome.retryAfterSeconds);
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The server is busy. Please try again.' });
    }
    try {
      await setPassword(ctx.svc, ctx.session.adminId, input.newPassword);
    } catch (error) {
      if (error instanceof PasswordRejectedError) throw fieldError('newPassword', error.message);
      throw error;
    }
    const { token } = createSession(ctx.svc, ctx.session.adminId);
    setSessionCookie(ctx, token);
    return { ok: true as const };
  }),
});
