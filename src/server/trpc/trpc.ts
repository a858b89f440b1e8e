import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import type { LanguageCode } from '../../shared/paths';
import type { Permission } from '../../shared/permissions';
import { roleHolds } from '../../shared/roles';
import { diskFailureCode, StorageError } from '../db/write';
import { SubmissionRefusedError } from '../lib/errors';
import { recordAudit } from '../platform/audit';
import { twoFactorRequired } from '../platform/auth/session';
import { auditEntryFor, isAudited } from './audit-trail';
import type { Context } from './context';
import { toTrpcError } from './errors';

/** Per-procedure facts the shared middleware reads. */
export interface Meta {
  /**
   * What the person sees when the database cannot store their write (503); a public form's, in the
   * language the call was sent in (`ctx.lang`).
   */
  notSaved?: string | ((lang: LanguageCode | undefined) => string);
  /**
   * The procedure takes a file of this kind as multipart/form-data (http/trpc-gate.ts sizes it);
   * 'attachment' is a PDF or an image (a notice's attachment, checked by its content).
   */
  upload?: 'image' | 'pdf' | 'attachment' | 'statement';
  /**
   * The audit log (docs/decisions/022-privacy-and-audit.md): every admin mutation is recorded by the
   * shared middleware; 'self' for a procedure that records its own entries (with counts), 'none' for
   * one that changes nothing the log must hold (signing in is recorded by the auth service).
   */
  audit?: 'self' | 'none';
  /** What the procedure needs (src/shared/permissions.ts); every dashboard procedure names one. */
  permission?: Permission;
  /**
   * Open to a person who must set up two-factor sign-in and has not yet (who am I, signing out, one's
   * own password and the set-up itself); every other procedure waits for it.
   */
  beforeTwoFactor?: true;
  /**
   * A change visitors do not see (a page's draft, until it is published): the page cache is kept,
   * though the permission is one whose work visitors usually see.
   */
  unseenByVisitors?: true;
}

export const TWO_FACTOR_FIRST = 'Set up two-factor sign-in before anything else.';

export const NOT_SAVED_DEFAULT = 'We could not save your changes. Please try again in a few minutes.';

// One initTRPC; only the procedure bases leave this file (docs/architecture.md 'Layers').
const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
      return {
        ...shape,
        // Internal errors are logged by the adapter's onError; the browser gets a plain sentence.
        message: error.code === 'INTERNAL_SERVER_ERROR' ? 'Something went wrong. Please try again.' : shape.message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          // Field errors for forms: { fieldErrors: { email: ['Please enter ...'] } }
          fieldErrors: zodError?.fieldErrors ?? null,
        },
      };
    },
  });

/**
 * Every procedure: a failed write is never acknowledged (503 with a sentence saying nothing was
 * saved, logged with its SQLite code); a missing item is 404 and a refused file a field error, the
 * same way everywhere; a refused public submission gets its own status.
 */
const base = t.procedure.use(async ({ ctx, meta, path, next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  const notSaved = typeof meta?.notSaved === 'function' ? meta.notSaved(ctx.lang) : meta?.notSaved;
  if (cause instanceof StorageError) {
    ctx.svc.log.error({ procedure: path, code: cause.code }, 'database write failed');
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: notSaved ?? NOT_SAVED_DEFAULT, cause });
  }
  // A file the disk cannot take (an upload on a full disk) is the same 'could not save' as a refused commit.
  const diskCode = diskFailureCode(cause);
  if (diskCode) {
    ctx.svc.log.error({ procedure: path, code: diskCode }, 'file write failed');
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: notSaved ?? NOT_SAVED_DEFAULT, cause });
  }
  const mapped = toTrpcError(cause, meta?.upload === undefined || meta.upload === 'image' ? 'image' : 'file');
  if (mapped) throw mapped;
  if (cause instanceof SubmissionRefusedError) {
    if (cause.retryAfterSeconds > 0) ctx.http?.res.header('Retry-After', String(cause.retryAfterSeconds));
    throw new TRPCError({
      code: cause.reason === 'rateLimited' ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST',
      message: cause.message,
    });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = base;

/**
 * The permissions whose work changes what visitors see: a successful mutation that needs one of them
 * clears the page cache (docs/decisions/029-feature-modules.md). Nothing else clears it, so a new
 * procedure cannot forget to.
 */
export const PUBLIC_OUTPUT_PERMISSIONS: ReadonlySet<Permission> = new Set<Permission>([
  'content',
  'settings',
  'privacy',
]);

/** Whether the signed-in person's role holds a permission: a query reads, a mutation changes (src/shared/roles.ts). */
const holds = (session: NonNullable<Context['session']>, permission: Permission, type: string) =>
  roleHolds(session.role, permission, type === 'query' ? 'read' : 'change');

/**
 * Every dashboard procedure goes through this base: no valid session, no access; no declared
 * permission, or one the person's role lacks, no access either; a person who must set up two-factor
 * sign-in reaches only the procedures marked `beforeTwoFactor` until they have. Admin queries are refused as GET, so a
 * search term (a parent's name or phone) never lands in a URL or an access log. Then the audit log:
 * every mutation (and an export sent as a query) is recorded once it has run, ok or failed, with the
 * administrator, the client address, the entity and its id (audit-trail.ts), unless the procedure
 * records its own entries (`audit: 'self'`) or must not be recorded ('none'). Last, a mutation of
 * what visitors see clears the page cache once it has succeeded.
 */
const signedIn = base
  .use(({ ctx, meta, type, next }) => {
    if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
    // Fails closed: a procedure that names no permission is open to nobody (a test walks the router).
    if (!meta?.permission || !holds(ctx.session, meta.permission, type))
      throw new TRPCError({ code: 'FORBIDDEN', message: "You don't have access to this section." });
    // An Owner (or anyone, when an Owner requires it) without a second factor does nothing else first.
    if (!meta.beforeTwoFactor && !ctx.session.twoFactor && twoFactorRequired(ctx.svc, ctx.session.role))
      throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_FIRST });
    if (type === 'query' && ctx.http?.req.method === 'GET')
      throw new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: 'Admin queries are sent as POST.' });
    return next({ ctx: { ...ctx, session: ctx.session } });
  })
  .use(async ({ ctx, meta, path, type, getRawInput, next }) => {
    if (meta?.audit || !isAudited(type, path)) return next();
    const result = await next();
    let rawInput: unknown;
    try {
      rawInput = await getRawInput();
    } catch {
      rawInput = undefined;
    }
    recordAudit(
      ctx.svc,
      auditEntryFor({
        path,
        actor: ctx.session.username,
        clientIp: ctx.clientIp,
        rawInput,
        ok: result.ok,
        ...(result.ok ? { data: result.data } : { error: result.error }),
      }),
    );
    return result;
  })
  .use(async ({ ctx, meta, type, next }) => {
    const result = await next();
    if (
      result.ok &&
      type === 'mutation' &&
      meta?.permission &&
      PUBLIC_OUTPUT_PERMISSIONS.has(meta.permission) &&
      !meta.unseenByVisitors
    )
      ctx.svc.onContentChanged();
    return result;
  });

/** The base of a dashboard procedure that needs `permission`: `staffProcedure('content').input(...)`. */
export const staffProcedure = (permission: Permission) => signedIn.meta({ permission });
