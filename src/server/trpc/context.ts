import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LanguageCode } from '../../shared/paths';
import type { Permission } from '../../shared/permissions';
import { roleHolds } from '../../shared/roles';
import type { ServiceContext } from '../context';
import { type AdminSession, readSession, twoFactorRequired } from '../platform/auth/session';
import { apiLanguageOf } from './api-language';

/**
 * Inner context: everything a procedure may use. Tests build it directly for `createCaller`;
 * the HTTP adapter builds it from the request (createHttpContext).
 */
export interface Context {
  svc: ServiceContext;
  session: AdminSession | null;
  /** Client address as Fastify resolved it (TRUST_PROXY decides which X-Forwarded-For hops count). */
  clientIp: string;
  /** Raw session token from the cookie, when one was sent. */
  sessionToken: string | null;
  /** How many calls came in this request (1 unless batched); sign-in refuses to share a request. */
  callsInRequest: number;
  /**
   * An editor's preview (`?preview=draft`, access checked by the page's route): pages whose words are
   * data show their draft instead of the live version.
   */
  preview?: boolean;
  /**
   * The language of the page being rendered ('/mr/fees' is 'mr'; docs/architecture.md, "Languages"),
   * for a procedure that answers in it: over HTTP the API's address says it ('/mr/trpc/...',
   * http/api-language.ts); English when absent (the dashboard, tests).
   */
  lang?: LanguageCode;
  /** Present for HTTP requests; absent in callers built by tests or SSR. */
  http?: { req: FastifyRequest; res: FastifyReply };
}

export function createInnerContext(svc: ServiceContext, opts: Partial<Omit<Context, 'svc'>> = {}): Context {
  return { svc, session: null, clientIp: '127.0.0.1', sessionToken: null, callsInRequest: 1, ...opts };
}

/**
 * Over https the cookie is `__Host-sid`: the browser then insists on Secure, path '/' and no Domain,
 * so no subdomain or plain-http page can set or overwrite it. Over plain http (a school's LAN, tests)
 * it is `sid`.
 */
export const SESSION_COOKIE = 'sid';
export const SECURE_SESSION_COOKIE = '__Host-sid';

/** Whether this request reached the site over https (SITE_URL says so, or a trusted proxy does). */
export function isSecureRequest(svc: ServiceContext, req: FastifyRequest): boolean {
  return svc.config.isHttps || req.protocol === 'https';
}

export function sessionCookieName(svc: ServiceContext, req: FastifyRequest): string {
  return isSecureRequest(svc, req) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function readSessionToken(svc: ServiceContext, req: FastifyRequest): string | null {
  return req.cookies?.[sessionCookieName(svc, req)] ?? null;
}

export function createHttpContext(
  svc: ServiceContext,
  req: FastifyRequest,
  res: FastifyReply,
  info?: { calls: readonly unknown[] },
): Context {
  const token = readSessionToken(svc, req);
  return {
    svc,
    session: token ? readSession(svc, token) : null,
    clientIp: req.ip,
    sessionToken: token,
    callsInRequest: Math.max(1, info?.calls.length ?? 1),
    lang: apiLanguageOf(req.raw),
    http: { req, res },
  };
}

/**
 * The check of a plain route that serves staff (a backup download, a draft's file), the same as a
 * procedure's (trpc.ts): signed in, the role holds the permission for this kind of access, and a
 * required second factor is set up. The dashboard hiding a link is never the check.
 */
export function requestAccess(
  svc: ServiceContext,
  req: FastifyRequest,
  permission: Permission,
  access: 'read' | 'change',
): 'allowed' | 'signed-out' | 'forbidden' {
  const token = readSessionToken(svc, req);
  const session = token ? readSession(svc, token) : null;
  if (!session) return 'signed-out';
  if (!roleHolds(session.role, permission, access)) return 'forbidden';
  if (!session.twoFactor && twoFactorRequired(svc, session.role)) return 'forbidden';
  return 'allowed';
}
