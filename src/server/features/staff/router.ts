import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { STAFF_WORDS } from '../../../shared/content/staff-words';
import { ROLES, roleHolds } from '../../../shared/roles';
import { AcceptInvitationSchema, ForgotPasswordSchema, InviteSchema, ResetPasswordSchema } from '../../../shared/staff';
import { recordAudit } from '../../platform/audit';
import { getSettings, requireTwoFactorForEveryone } from '../../platform/settings';
import type { Context } from '../../trpc/context';
import { publicProcedure, router, staffProcedure } from '../../trpc/trpc';
import {
  acceptInvitation,
  canSendMail,
  changeRole,
  checkInvitation,
  checkReset,
  deactivateStaff,
  endSession,
  endSessionsOf,
  InvalidLinkError,
  inviteStaff,
  listSessions,
  listStaff,
  reactivateStaff,
  removeStaff,
  requestPasswordReset,
  resendInvitation,
  resetPassword,
  revokeInvitation,
} from './service';

// The Owner's staff procedures (admin.staffAccounts.*), each person's own sessions (admin.sessions.*), and
// the public steps of an invitation and a password reset (staffAccess.*). Every staff change records
// its own audit entry: the person acting, and the account as entity 'admins' with its id; never an
// e-mail address.

const owner = staffProcedure('staff');
const account = staffProcedure('account');
const ById = z.object({ id: z.number().int().positive() });

type SignedIn = Context & { session: NonNullable<Context['session']> };

/** Runs a staff change and records it, ok or failed (with the failure's kind, never its input). */
async function audited<T>(
  ctx: SignedIn,
  entry: { action: 'create' | 'update' | 'delete'; entity: string; entityId?: number; detail: string },
  run: () => T | Promise<T>,
): Promise<T> {
  try {
    const result = await run();
    const id = entry.entityId ?? (result as { id?: number })?.id;
    recordAudit(ctx.svc, {
      ...entry,
      ...(id !== undefined ? { entityId: id } : {}),
      actor: ctx.session.username,
      clientIp: ctx.clientIp,
    });
    return result;
  } catch (error) {
    recordAudit(ctx.svc, {
      ...entry,
      actor: ctx.session.username,
      clientIp: ctx.clientIp,
      outcome: 'failed',
      detail: `${entry.detail}; failed`,
    });
    throw error;
  }
}

const invalidLink = (message: string) => (error: unknown) => {
  if (error instanceof InvalidLinkError) throw new TRPCError({ code: 'BAD_REQUEST', message });
  throw error;
};

export const staffRouter = router({
  list: owner.query(({ ctx }) => ({
    ...listStaff(ctx.svc),
    canSendMail: canSendMail(ctx.svc),
    // The Staff section's "Require two-factor sign-in for everyone" switch shows what is stored.
    twoFactorForEveryone: getSettings(ctx.svc).twoFactorForEveryone,
  })),

  invite: owner
    .meta({ audit: 'self' })
    .input(InviteSchema)
    .mutation(({ ctx, input }) =>
      audited(ctx, { action: 'create', entity: 'staff_tokens', detail: `invitation as ${input.role}` }, () =>
        inviteStaff(ctx.svc, ctx.session.username, input),
      ),
    ),

  resend: owner
    .meta({ audit: 'self' })
    .input(ById)
    .mutation(({ ctx, input }) =>
      audited(ctx, { action: 'update', entity: 'staff_tokens', entityId: input.id, detail: 'invitation resent' }, () =>
        resendInvitation(ctx.svc, ctx.session.username, input.id),
      ),
    ),

  revoke: owner
    .meta({ audit: 'self' })
    .input(ById)
    .mutation(({ ctx, input }) =>
      audited(ctx, { action: 'delete', entity: 'staff_tokens', entityId: input.id, detail: 'invitation revoked' }, () =>
        revokeInvitation(ctx.svc, input.id),
      ),
    ),

  changeRole: owner
    .meta({ audit: 'self' })
    .input(z.object({ id: z.number().int().positive(), role: z.enum(ROLES) }))
    .mutation(({ ctx, input }) =>
      audited(
        ctx,
        { action: 'update', entity: 'admins', entityId: input.id, detail: `role changed to ${input.role}` },
        () => changeRole(ctx.svc, input.id, input.role),
      ),
    ),

  deactivate: owner
    .meta({ audit: 'self' })
    .input(ById)
    .mutation(({ ctx, input }) =>
      audited(ctx, { action: 'update', entity: 'admins', entityId: input.id, detail: 'deactivated' }, () =>
        deactivateStaff(ctx.svc, input.id),
      ),
    ),

  reactivate: owner
    .meta({ audit: 'self' })
    .input(ById)
    .mutation(({ ctx, input }) =>
      audited(ctx, { action: 'update', entity: 'admins', entityId: input.id, detail: 'reactivated' }, () =>
        reactivateStaff(ctx.svc, input.id),
      ),
    ),

  remove: owner
    .meta({ audit: 'self' })
    .input(ById)
    .mutation(({ ctx, input }) =>
      audited(ctx, { action: 'delete', entity: 'admins', entityId: input.id, detail: 'account removed' }, () =>
        removeStaff(ctx.svc, input.id),
      ),
    ),

  /** One person's sessions, for the Owner (per person in the Staff section). */
  sessions: owner.input(ById).query(({ ctx, input }) => listSessions(ctx.svc, input.id, ctx.sessionToken)),

  /** Ends every session of one person (the Owner's own current one is kept when it is theirs). */
  endSessions: owner
    .meta({ audit: 'self' })
    .input(ById)
    .mutation(({ ctx, input }) =>
      audited(ctx, { action: 'delete', entity: 'admins', entityId: input.id, detail: 'sessions ended' }, () => ({
        id: input.id,
        ended: endSessionsOf(ctx.svc, input.id, input.id === ctx.session.adminId ? ctx.sessionToken : null),
      })),
    ),

  requireTwoFactor: owner
    .meta({ audit: 'self' })
    .input(z.object({ required: z.boolean() }))
    .mutation(({ ctx, input }) => {
      requireTwoFactorForEveryone(ctx.svc, input.required);
      recordAudit(ctx.svc, {
        action: 'settings-change',
        actor: ctx.session.username,
        clientIp: ctx.clientIp,
        entity: 'settings',
        entityId: 'two-factor',
        detail: input.required
          ? 'two-factor sign-in required for everyone'
          : 'two-factor sign-in required for Owners only',
      });
      return { required: input.required };
    }),
});

/** Each person's own sessions; an Owner may end anyone's by its id. Never another person's list. */
export const sessionsRouter = router({
  list: account
    .meta({ beforeTwoFactor: true })
    .query(({ ctx }) => listSessions(ctx.svc, ctx.session.adminId, ctx.sessionToken)),

  end: account
    .meta({ audit: 'self', beforeTwoFactor: true })
    .input(ById)
    .mutation(({ ctx, input }) => {
      const anyones = roleHolds(ctx.session.role, 'staff', 'change');
      const ended = endSession(ctx.svc, input.id, {
        ownerOf: anyones ? null : ctx.session.adminId,
        keepToken: ctx.sessionToken,
      });
      recordAudit(ctx.svc, {
        action: 'delete',
        actor: ctx.session.username,
        clientIp: ctx.clientIp,
        entity: 'sessions',
        detail: 'session ended',
      });
      return ended;
    }),

  endAllOthers: account.meta({ audit: 'self', beforeTwoFactor: true }).mutation(({ ctx }) => {
    const ended = endSessionsOf(ctx.svc, ctx.session.adminId, ctx.sessionToken);
    recordAudit(ctx.svc, {
      action: 'delete',
      actor: ctx.session.username,
      clientIp: ctx.clientIp,
      entity: 'admins',
      entityId: ctx.session.adminId,
      detail: `other sessions ended: ${ended}`,
    });
    return { ended };
  }),
});

/** Public: the steps a person takes from a link, signed out. */
export const staffAccessRouter = router({
  /** What the invitation page greets with; null when the link does not work (one answer for every reason). */
  invitation: publicProcedure
    .input(z.object({ token: z.string().max(200) }))
    .query(({ ctx, input }) => checkInvitation(ctx.svc, input.token)),

  accept: publicProcedure.input(AcceptInvitationSchema).mutation(async ({ ctx, input }) => {
    const made = await acceptInvitation(ctx.svc, input).catch(invalidLink(STAFF_WORDS.invalidInvitation));
    recordAudit(ctx.svc, {
      action: 'create',
      actor: made.username,
      clientIp: ctx.clientIp,
      entity: 'admins',
      entityId: made.id,
      detail: `invitation accepted as ${made.role}`,
    });
    return { username: made.username };
  }),

  /** Whether a reset link can be mailed at all (the forgot-password page says what to do otherwise). */
  resetByMail: publicProcedure.query(({ ctx }) => canSendMail(ctx.svc)),

  forgot: publicProcedure.input(ForgotPasswordSchema).mutation(({ ctx, input }) => {
    const outcome = requestPasswordReset(ctx.svc, input.account, ctx.clientIp);
    if (!outcome.ok) {
      ctx.http?.res.header('Retry-After', String(outcome.retryAfterSeconds));
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: STAFF_WORDS.forgotTooMany });
    }
    // The same answer for every account; without mail it says what happens instead (no link is made).
    return { message: canSendMail(ctx.svc) ? STAFF_WORDS.forgotAnswer : STAFF_WORDS.forgotWithoutMail };
  }),

  resetValid: publicProcedure
    .input(z.object({ token: z.string().max(200) }))
    .query(({ ctx, input }) => checkReset(ctx.svc, input.token)),

  reset: publicProcedure.input(ResetPasswordSchema).mutation(async ({ ctx, input }) => {
    const done = await resetPassword(ctx.svc, input.token, input.password).catch(invalidLink(STAFF_WORDS.invalidReset));
    recordAudit(ctx.svc, {
      action: 'password-change',
      actor: done.username,
      clientIp: ctx.clientIp,
      entity: 'admins',
      entityId: done.adminId,
      detail: 'by reset link; every session ended',
    });
    return { ok: true as const };
  }),
});
