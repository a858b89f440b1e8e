import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from '../../shared/permissions';
import type { ServiceContext } from '../context';
import { NO_STORE } from '../ssr/cache-policy';
import { requestAccess } from '../trpc/context';

// The files the dashboard opens outside tRPC (a backup, a receipt, a candidate's CV) are checked as
// their procedures are, before anything about the file is said (docs/architecture.md, "Who may do
// what"), and refused in the same words.

/**
 * Whether the request may read a file needing `permission`; when it may not, the refusal is sent (401
 * signed out, 403 without the permission or a required second factor) and the route returns.
 */
export function allowStaffFile(
  svc: ServiceContext,
  req: FastifyRequest,
  reply: FastifyReply,
  permission: Permission,
): boolean {
  const access = requestAccess(svc, req, permission, 'read');
  if (access === 'allowed') return true;
  const signedOut = access === 'signed-out';
  reply
    .status(signedOut ? 401 : 403)
    .header('Cache-Control', NO_STORE)
    .send(
      signedOut
        ? { error: 'Unauthorized', message: 'Please sign in.' }
        : { error: 'Forbidden', message: "You don't have access to this section." },
    );
  return false;
}

/** A PDF for staff, opened in the browser (the sandbox CSP is added to every PDF: security.ts), never cached. */
export function sendStaffPdf(reply: FastifyReply, content: Buffer, filename: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${filename}"`)
    .header('Cache-Control', NO_STORE)
    .header('X-Content-Type-Options', 'nosniff')
    .send(content);
}
