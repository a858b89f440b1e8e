import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_BROCHURE_BYTES } from '../../shared/constants';

// The tRPC adapter hands multipart bodies to the fetch API unread and without a size limit, so the
// size is bounded here, before a byte is read: the declared length must be present and small enough.
export const MAX_MULTIPART_BYTES = MAX_BROCHURE_BYTES + 1024 * 1024;

export async function limitMultipartBody(req: FastifyRequest, reply: FastifyReply) {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return;
  const length = Number(req.headers['content-length']);
  if (!req.headers['content-length'] || !Number.isFinite(length)) {
    return reply.status(411).send({ error: 'Length Required', message: 'Uploads must declare their length.' });
  }
  if (length > MAX_MULTIPART_BYTES) {
    return reply.status(413).send({ error: 'Payload Too Large', message: 'The file is too large.' });
  }
}
