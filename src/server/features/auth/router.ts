import { TRPCError } from '@trpc/server';
import { SESSION_TTL_MS } from '../../../shared/constants';
import { ChangePasswordSchema, LoginInputSchema } from '../../../shared/schemas/admin-content';
import type { ServiceContext } from '../../context';
import { type Context, isSecureRequest, sessionCookieName } from '../../trpc/context';
import { fieldError } from '../../trpc/errors';
import { publicProcedure, router, staffProcedure } from '../../trpc/trpc';
import { recordAudit } from '../audit/service';
import {
  type AdminSession,
  createSession,
  deleteSession,
  INVALID_CREDENTIALS,
  mustChangePassword,
  PasswordRejectedError,
  setPassword,
  signIn,
  twoFactorRequired,
} from './service';

const staff = staffProcedure('account');

/** Where a new session was signed in from, for the person's list of sessions. */
export const sessionOrigin = (ctx: Context) => ({
  userAgent: String(ctx.http?.req.headers['user-agent'] ?? ''),
  clientIp: ctx.clientIp,
});

/**
 * Who is signed in, as the dashboard needs it: the role decides which sections it shows (the server
 * checks every procedure anyway); `twoFactorRequired` without `twoFactor` sends the person to set it up.
 */
export function whoAmI(svc: ServiceContext, session: AdminSession) {
  return {
    username: session.username,
    role: session.role,
    mustChangePassword: mustChangePassword(svc, session.adminId),
    twoFactor: session.twoFactor,
    twoFactorRequired: twoFactorRequired(svc, session.role),
  };
}

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

/** A failed sign-in's actor: the username tried, cut short (it may be anything someone typed). */
const triedName = (username: string) => username.slice(0, 40);

/** At most one 'refused' entry per client address in this time, so refused attempts cannot flood the log. */
const REFUSED_ENTRY_INTERVAL_MS = 60_000;
const refusedRecordedAt = new WeakMap<object, Map<string, number>>();

/**
 * Refused attempts cost no password check, so they come as fast as anyone can send them; the failed
 * ones are bounded by the limits themselves. One 'refused' entry per address a minute says enough.
 */
function shouldRecordRefusal(ctx: Context): boolean {
  let seen = refusedRecordedAt.get(ctx.svc);
  if (!seen) {
    seen = new Map();
    refusedRecordedAt.set(ctx.svc, seen);
  }
  const now = Date.now();
  const last = seen.get(ctx.clientIp);
  if (last !== undefined && now - last < REFUSED_ENTRY_INTERVAL_MS) return false;
  if (seen.size >= 10_000) seen.clear();
  seen.set(ctx.clientIp, now);
  return true;
}

/** The audit log's entry of a sign-in that did not succeed (never the password; the username tried, cut short). */
function recordFailedSignIn(ctx: Context, username: string, outcome: 'failed' | 'refused', detail: string) {
  if (outcome === 'refused' && !shouldRecordRefusal(ctx)) return;
  recordAudit(ctx.svc, {
    action: 'sign-in-failed',
    actor: triedName(username),
    clientIp: ctx.clientIp,
    outcome,
    detail,
  });
}

export const authRouter = router({
  /**
   * Public. Limited per client address and per account, counted before the password check
   * (service.ts signIn); refused inside a batch, so one request is one attempt. The answer never
   * says which part was wrong.
   */
  login: publicProcedure
    .meta({ notSaved: NOT_SIGNED_IN, audit: 'self' })
    .input(LoginInputSchema)
    .mutation(async ({ ctx, input }) => {
      if (ctx.callsInRequest > 1) {
        recordFailedSignIn(ctx, input.username, 'refused', 'batched request');
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Sign in with one request at a time.' });
      }
      const outcome = await signIn(ctx.svc, input.username, input.password, ctx.clientIp);
      if (!outcome.ok) {
        if (outcome.reason === 'locked') {
          recordFailedSignIn(ctx, input.username, 'refused', 'too many failed attempts');
          throw tooManyAttempts(ctx, outcome.retryAfterSeconds);
        }
        if (outcome.reason === 'busy') {
          recordFailedSignIn(ctx, input.username, 'refused', 'server busy');
          ctx.http?.res.header('Retry-After', String(outcome.retryAfterSeconds));
          throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The server is busy. Please try again.' });
        }
        recordFailedSignIn(ctx, input.username, 'failed', 'wrong username or password');
        throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
      }
      // A fresh session id at every sign-in (no session fixation); the old one, if any, is deleted.
      if (ctx.sessionToken) deleteSession(ctx.svc, ctx.sessionToken);
      const { token } = createSession(ctx.svc, outcome.session.adminId, Date.now(), sessionOrigin(ctx));
      setSessionCookie(ctx, token);
      recordAudit(ctx.svc, { action: 'sign-in', actor: outcome.session.username, clientIp: ctx.clientIp });
      return whoAmI(ctx.svc, outcome.session);
    }),

  /** Public and idempotent: deletes this browser's session, whatever its state. */
  logout: publicProcedure.meta({ audit: 'self' }).mutation(({ ctx }) => {
    if (ctx.sessionToken) deleteSession(ctx.svc, ctx.sessionToken);
    clearSessionCookie(ctx);
    if (ctx.session) {
      ctx.svc.log.info(
        { event: 'sign-out', outcome: 'success', username: ctx.session.username, ip: ctx.clientIp },
        'signed out',
      );
      recordAudit(ctx.svc, { action: 'sign-out', actor: ctx.session.username, clientIp: ctx.clientIp });
    }
    return { ok: true as const };
  }),

  /**
   * Public: who is signed in, or null (the dashboard sends a signed-out visitor to the login page).
   * `mustChangePassword` is set while the password is the one-time one printed at first start; the
   * dashboard then leads to the change-password form. Only changePassword clears it.
   */
  me: publicProcedure.query(({ ctx }) => (ctx.session ? whoAmI(ctx.svc, ctx.session) : null)),

  /**
   * Signs out everywhere (every session of this administrator), then signs this browser in again. The
   * current password is checked under the same limits as a sign-in.
   */
  changePassword: staff
    .meta({ audit: 'self', beforeTwoFactor: true })
    .input(ChangePasswordSchema)
    .mutation(async ({ ctx, input }) => {
      const audit = (outcome: 'ok' | 'failed' | 'refused', detail = '') =>
        recordAudit(ctx.svc, {
          action: 'password-change',
          actor: ctx.session.username,
          clientIp: ctx.clientIp,
          outcome,
          detail,
        });
      const outcome = await signIn(ctx.svc, ctx.session.username, input.currentPassword, ctx.clientIp);
      if (!outcome.ok) {
        if (outcome.reason === 'invalid') {
          audit('failed', 'wrong current password');
          throw fieldError('currentPassword', 'Current password is incorrect');
        }
        audit('refused', outcome.reason === 'locked' ? 'too many failed attempts' : 'server busy');
        if (outcome.reason === 'locked') throw tooManyAttempts(ctx, outcome.retryAfterSeconds);
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The server is busy. Please try again.' });
      }
      try {
        await setPassword(ctx.svc, ctx.session.adminId, input.newPassword);
      } catch (error) {
        audit('failed', error instanceof PasswordRejectedError ? 'new password refused by the rules' : 'not saved');
        if (error instanceof PasswordRejectedError) throw fieldError('newPassword', error.message);
        throw error;
      }
      audit('ok');
      const { token } = createSession(ctx.svc, ctx.session.adminId, Date.now(), sessionOrigin(ctx));
      setSessionCookie(ctx, token);
      return { ok: true as const };
    }),
});
