import { TRPCError } from '@trpc/server';
import { SESSION_TTL_MS } from '../../../shared/constants';
import { TWO_FACTOR_WORDS } from '../../../shared/content/two-factor-words';
import {
  ChangePasswordSchema,
  LoginInputSchema,
  NewRecoveryCodesSchema,
  TwoFactorConfirmSchema,
  TwoFactorDisableSchema,
  TwoFactorMoveSchema,
} from '../../../shared/schemas/admin-content';
import type { ServiceContext } from '../../context';
import { recordAudit } from '../../platform/audit';
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
} from '../../platform/auth/session';
import {
  acceptSecondFactor,
  acceptTotp,
  beginMove,
  beginTwoFactor,
  clearTwoFactor,
  confirmMove,
  confirmTwoFactor,
  looksLikeTotp,
  replaceRecoveryCodes,
  twoFactorStatus,
} from '../../platform/auth/two-factor';
import { type Context, isSecureRequest, sessionCookieName } from '../../trpc/context';
import { fieldError } from '../../trpc/errors';
import { publicProcedure, router, staffProcedure } from '../../trpc/trpc';

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
      const outcome = await signIn(ctx.svc, input.username, input.password, ctx.clientIp, { code: input.code });
      // The password was right and the account has two-factor sign-in: no session until the code.
      if (!outcome.ok && outcome.reason === 'second-factor') return { secondFactor: 'required' as const };
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
        if (outcome.reason === 'wrong-code') {
          // Never the code itself.
          recordFailedSignIn(ctx, input.username, 'failed', 'wrong code');
          throw new TRPCError({ code: 'UNAUTHORIZED', message: TWO_FACTOR_WORDS.codeWrong });
        }
        recordFailedSignIn(ctx, input.username, 'failed', 'wrong username or password');
        throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });
      }
      // A fresh session id at every sign-in (no session fixation); the old one, if any, is deleted.
      if (ctx.sessionToken) deleteSession(ctx.svc, ctx.sessionToken);
      const { token } = createSession(ctx.svc, outcome.session.adminId, Date.now(), sessionOrigin(ctx));
      setSessionCookie(ctx, token);
      recordAudit(ctx.svc, {
        action: 'sign-in',
        actor: outcome.session.username,
        clientIp: ctx.clientIp,
        ...(outcome.via === 'recovery' ? { detail: 'recovery code used' } : {}),
      });
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
      const outcome = await signIn(ctx.svc, ctx.session.username, input.currentPassword, ctx.clientIp, {
        passwordOnly: true,
      });
      if (!outcome.ok) {
        if (outcome.reason === 'second-factor') throw new Error('unreachable: the password alone was checked');
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

/** admin.twoFactor.*: one's own two-factor sign-in (permission 'account'). */
export const twoFactorRouter = router({
  /** Whether this person's two-factor sign-in is on, whether it is required, and unused recovery codes. */
  status: staff.meta({ beforeTwoFactor: true }).query(({ ctx }) => ({
    ...twoFactorStatus(ctx.svc, ctx.session.adminId),
    required: twoFactorRequired(ctx.svc, ctx.session.role),
  })),

  /** A new secret to scan (QR code as SVG) or type; not in force until `confirm` gets a code of it. */
  begin: staff.meta({ beforeTwoFactor: true, audit: 'self' }).mutation(({ ctx }) => {
    if (ctx.session.twoFactor) throw new TRPCError({ code: 'BAD_REQUEST', message: TWO_FACTOR_WORDS.alreadyOn });
    return beginTwoFactor(ctx.svc, ctx.session.adminId, ctx.session.username);
  }),

  /** The first code turns it on; the ten recovery codes are in this answer only (stored as hashes). */
  confirm: staff
    .meta({ beforeTwoFactor: true, audit: 'self' })
    .input(TwoFactorConfirmSchema)
    .mutation(({ ctx, input }) => {
      if (ctx.session.twoFactor) throw new TRPCError({ code: 'BAD_REQUEST', message: TWO_FACTOR_WORDS.alreadyOn });
      const codes = confirmTwoFactor(ctx.svc, ctx.session.adminId, input.code);
      if (!codes) throw fieldError('code', TWO_FACTOR_WORDS.codeWrong);
      recordTwoFactorChange(ctx, 'two-factor sign-in turned on');
      return { recoveryCodes: codes };
    }),

  /** New recovery codes (every earlier one stops working), confirmed with a current code or the password. */
  newRecoveryCodes: staff
    .meta({ audit: 'self' })
    .input(NewRecoveryCodesSchema)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.session.twoFactor) throw new TRPCError({ code: 'BAD_REQUEST', message: TWO_FACTOR_WORDS.statusOff });
      const { loginByAccount } = ctx.svc.limits;
      const key = ctx.session.username.toLowerCase();
      let confirmed: boolean;
      if (looksLikeTotp(input.codeOrPassword)) {
        // A code guessed here counts towards the same lock as one guessed at sign-in.
        const wait = loginByAccount.retryAfter(key);
        if (wait > 0) throw tooManyAttempts(ctx, wait);
        confirmed = acceptTotp(ctx.svc, ctx.session.adminId, input.codeOrPassword);
        if (!confirmed) loginByAccount.fail(key);
      } else {
        const outcome = await signIn(ctx.svc, ctx.session.username, input.codeOrPassword, ctx.clientIp, {
          passwordOnly: true,
        });
        if (!outcome.ok && outcome.reason === 'locked') throw tooManyAttempts(ctx, outcome.retryAfterSeconds);
        confirmed = outcome.ok;
      }
      if (!confirmed) throw fieldError('codeOrPassword', TWO_FACTOR_WORDS.codeOrPasswordWrong);
      const codes = replaceRecoveryCodes(ctx.svc, ctx.session.adminId);
      recordTwoFactorChange(ctx, 'new recovery codes');
      return { recoveryCodes: codes };
    }),

  /**
   * Moving to a new phone, for every role: a current code or a recovery code (the old phone may be
   * lost) proves it is the person, then a new secret to scan. The secret in force keeps working until
   * `confirmMove` gets a code of the new one.
   */
  beginMove: staff
    .meta({ audit: 'self' })
    .input(TwoFactorMoveSchema)
    .mutation(({ ctx, input }) => {
      if (!ctx.session.twoFactor) throw new TRPCError({ code: 'BAD_REQUEST', message: TWO_FACTOR_WORDS.statusOff });
      const { loginByAccount } = ctx.svc.limits;
      const key = ctx.session.username.toLowerCase();
      // A code guessed here counts towards the same lock as one guessed at sign-in.
      const wait = loginByAccount.retryAfter(key);
      if (wait > 0) throw tooManyAttempts(ctx, wait);
      const via = acceptSecondFactor(ctx.svc, ctx.session.adminId, input.code, ctx.svc.now().getTime());
      if (!via) {
        loginByAccount.fail(key);
        throw fieldError('code', TWO_FACTOR_WORDS.codeOrRecoveryCodeWrong);
      }
      const started = beginMove(ctx.svc, ctx.session.adminId, ctx.session.username);
      if (!started) throw new TRPCError({ code: 'BAD_REQUEST', message: TWO_FACTOR_WORDS.statusOff });
      recordTwoFactorChange(
        ctx,
        `moving two-factor sign-in to a new phone (confirmed with ${via === 'totp' ? 'a current code' : 'a recovery code'})`,
      );
      return started;
    }),

  /** The new phone's first code puts its secret in force; the old phone's codes stop working then. */
  confirmMove: staff
    .meta({ audit: 'self' })
    .input(TwoFactorConfirmSchema)
    .mutation(({ ctx, input }) => {
      if (!ctx.session.twoFactor) throw new TRPCError({ code: 'BAD_REQUEST', message: TWO_FACTOR_WORDS.statusOff });
      if (!confirmMove(ctx.svc, ctx.session.adminId, input.code, ctx.svc.now()))
        throw fieldError('code', TWO_FACTOR_WORDS.codeWrong);
      recordTwoFactorChange(ctx, 'two-factor sign-in moved to a new phone');
      return { ok: true as const };
    }),

  /** Turns it off with the password; never for someone who must have it (Owners, or all when required). */
  disable: staff
    .meta({ audit: 'self' })
    .input(TwoFactorDisableSchema)
    .mutation(async ({ ctx, input }) => {
      if (twoFactorRequired(ctx.svc, ctx.session.role))
        throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_WORDS.cannotTurnOff });
      const outcome = await signIn(ctx.svc, ctx.session.username, input.password, ctx.clientIp, {
        passwordOnly: true,
      });
      if (!outcome.ok && outcome.reason === 'locked') throw tooManyAttempts(ctx, outcome.retryAfterSeconds);
      if (!outcome.ok) throw fieldError('password', TWO_FACTOR_WORDS.passwordWrong);
      clearTwoFactor(ctx.svc, ctx.session.adminId);
      recordTwoFactorChange(ctx, 'two-factor sign-in turned off');
      return { ok: true as const };
    }),
});

/** A change to one's own two-factor sign-in, in the audit log under the account (never a code). */
function recordTwoFactorChange(ctx: Context & { session: AdminSession }, detail: string) {
  recordAudit(ctx.svc, {
    action: 'two-factor-change',
    actor: ctx.session.username,
    entity: 'admins',
    entityId: ctx.session.adminId,
    clientIp: ctx.clientIp,
    detail,
  });
}
