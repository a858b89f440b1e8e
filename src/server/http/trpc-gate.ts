import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_BROCHURE_BYTES, MAX_STATEMENT_BYTES, MAX_UPLOAD_BYTES } from '../../shared/constants';
import { isPermission, type Permission } from '../../shared/permissions';
import type { ServiceContext } from '../context';
import { readSession } from '../platform/auth/session';
import { NO_STORE } from '../ssr/cache-policy';
import { readSessionToken, requestAccess } from '../trpc/context';
import type { Meta } from '../trpc/trpc';

/** JSON a visitor without a session may send (an enquiry or an application is about 1 KB). */
export const ANONYMOUS_BODY_BYTES = 16 * 1024;
/** JSON an administrator may send (settings, content fields); uploads are multipart and sized per kind. */
export const ADMIN_JSON_BODY_BYTES = 256 * 1024;
/** Room for the multipart envelope and the text fields beside the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const UPLOAD_LIMITS: Record<NonNullable<Meta['upload']>, number> = {
  image: MAX_UPLOAD_BYTES,
  pdf: MAX_BROCHURE_BYTES,
  // A notice's attachment: a PDF (up to the brochure's limit) or an image (its own, smaller limit is
  // checked by content after reading); the larger of the two bounds the body.
  attachment: Math.max(MAX_BROCHURE_BYTES, MAX_UPLOAD_BYTES),
  // A bank statement's CSV: a year of a school's credits is well under this.
  statement: MAX_STATEMENT_BYTES,
};

function uploadKind(meta: unknown): Meta['upload'] {
  if (typeof meta !== 'object' || meta === null || !('upload' in meta)) return undefined;
  return meta.upload === 'image' || meta.upload === 'pdf' || meta.upload === 'attachment' || meta.upload === 'statement'
    ? meta.upload
    : undefined;
}

/** The upload limit and permission of each procedure that takes a file, from its meta (derived once). */
function uploadProceduresOf(router: AnyRouter) {
  const uploadProcedures = new Map<string, { limit: number; permission: Permission | undefined }>();
  for (const [path, procedure] of Object.entries(router._def.procedures)) {
    const meta = (procedure as AnyProcedure)._def.meta as { permission?: unknown } | undefined;
    const upload = uploadKind(meta);
    if (upload)
      uploadProcedures.set(path, {
        limit: UPLOAD_LIMITS[upload] + MULTIPART_OVERHEAD_BYTES,
        permission: isPermission(meta?.permission) ? meta.permission : undefined,
      });
  }
  return uploadProcedures;
}

function refuse(reply: FastifyReply, status: number, error: string, message: string) {
  return reply.status(status).header('Cache-Control', NO_STORE).send({ error, message });
}

/**
 * Runs before tRPC reads a byte of the body (docs/decisions/006-request-limits.md). A multipart body
 * is accepted only for a procedure that takes a file, from a signed-in administrator, with a declared
 * length within that procedure's limit; anything else sent anonymously must be small JSON.
 */
export function trpcGate(svc: ServiceContext, router: AnyRouter) {
  const uploadProcedures = uploadProceduresOf(router);
  return async function gate(req: FastifyRequest, reply: FastifyReply) {
    if (req.method === 'GET' || req.method === 'HEAD') return;
    const type = String(req.headers['content-type'] ?? '').toLowerCase();
    const declared = req.headers['content-length'];
    const length = declared === undefined ? Number.NaN : Number(declared);
    const path = decodeURIComponent(req.url.slice('/trpc/'.length).split('?')[0] ?? '');

    if (type.startsWith('multipart/form-data')) {
      const upload = uploadProcedures.get(path);
      if (upload === undefined)
        return refuse(reply, 415, 'Unsupported Media Type', 'This request does not take a file.');
      // The procedure's own check, before a byte of the file is read: a role without it sends nothing.
      const access = upload.permission ? requestAccess(svc, req, upload.permission, 'change') : 'forbidden';
      if (access === 'signed-out') return refuse(reply, 401, 'Unauthorized', 'Please sign in.');
      if (access === 'forbidden') return refuse(reply, 403, 'Forbidden', "You don't have access to this section.");
      if (!Number.isFinite(length)) return refuse(reply, 411, 'Length Required', 'Uploads must declare their length.');
      if (length > upload.limit) return refuse(reply, 413, 'Payload Too Large', 'The file is too large.');
      return;
    }
    // JSON: small unless the sender is signed in (Fastify's bodyLimit stops a body without a length).
    if (Number.isFinite(length) && length > ANONYMOUS_BODY_BYTES) {
      const token = readSessionToken(svc, req);
      if (!token || !readSession(svc, token))
        return refuse(reply, 413, 'Payload Too Large', 'The request is too large.');
    }
  };
}
