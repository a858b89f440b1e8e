import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AdminSession, readSession } from '../services/auth';
import type { ServiceContext } from '../services/context';

/**
 * Inner context: everything a procedure may use. Tests build it directly for `createCaller`;
 * the HTTP adapter builds it from the request (createHttpContext).
 */
export interface Context {
  svc: ServiceContext;
  session: AdminSession | null;
  /** Client address as Fastify resolved it (TRUST_PROXY decides whether X-Forwarded-For counts). */
  clientIp: string;
  /** Raw session token from the cookie, when one was sent. */
  sessionToken: string | null;
  /** Present for HTTP requests; absent in callers built by tests or SSR. */
  http?: { req: FastifyRequest; res: FastifyReply };
}

export function createInnerContext(svc: ServiceContext, opts: Partial<Omit<Context, 'svc'>> = {}): Context {
  return { svc, session: null, clientIp: '127.0.0.1', sessionToken: null, ...opts };
}

export const SESSION_COOKIE = 'sid';

export function createHttpContext(svc: ServiceContext, req: FastifyRequest, res: FastifyReply): Context {
  const token = req.cookies?.[SESSION_COOKIE] ?? null;
  return {
    svc,
    session: token ? readSession(svc, token) : null,
    clientIp: req.ip,
    sessionToken: token,
    http: { req, res },
  };
}
