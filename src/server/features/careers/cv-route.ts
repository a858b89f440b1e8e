import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { ADMIN_FILES_PATH } from '../../../shared/paths';
import type { ServiceContext } from '../../context';
import { write } from '../../db/write';
import type { FeatureRouteOptions } from '../../feature';
import { allowStaffFile, sendStaffPdf } from '../../http/staff-files';
import { recordAudit } from '../../platform/audit';
import { readSession } from '../../platform/auth/session';
import { NO_STORE } from '../../ssr/cache-policy';
import { readSessionToken } from '../../trpc/context';
import { cvPath } from './cv-files';
import { readCandidate, recordCandidateEvent } from './shortlist';

// A candidate's CV for the principal (docs/decisions/053-careers.md): checked against `recruitment`
// before anything else, exactly as a receipt's file is against `admissions` (401 signed out, 403 for a
// role without it and for an Owner without two-factor sign-in), then served inline, never cached.
// Every opening is in the audit log (the candidate's id, never their name) and on their timeline.
// The PDF's sandbox CSP comes from http/security.ts, as for every PDF the site serves.

/** The candidate's row and CV bytes; null when there is no such candidate or no CV any more. */
async function readCv(svc: ServiceContext, id: number) {
  let candidate: ReturnType<typeof readCandidate>;
  try {
    candidate = readCandidate(svc.db, id);
  } catch {
    return null;
  }
  const file = cvPath(svc.media, candidate.cvFile);
  if (!file) return null;
  try {
    return { candidate, content: await fs.readFile(file) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function cvRoutePlugin(app: FastifyInstance, opts: Pick<FeatureRouteOptions, 'svc'>) {
  const { svc } = opts;

  app.get(`${ADMIN_FILES_PATH}/cv/:name`, async (req, reply) => {
    if (!allowStaffFile(svc, req, reply, 'recruitment')) return reply;
    const match = /^([1-9]\d{0,15})\.pdf$/.exec((req.params as { name: string }).name);
    const cv = match ? await readCv(svc, Number(match[1])) : null;
    if (!cv) return reply.status(404).header('Cache-Control', NO_STORE).send({ error: 'Not Found' });
    const token = readSessionToken(svc, req);
    const actor = (token ? readSession(svc, token)?.username : undefined) ?? '';
    write(svc.db, (tx) => recordCandidateEvent(tx, { candidateId: cv.candidate.id, at: svc.now(), actor, type: 'cv' }));
    recordAudit(svc, {
      action: 'file-open',
      actor,
      entity: 'careers.cv',
      entityId: cv.candidate.id,
      clientIp: req.ip,
    });
    // The reference is the server's own text (JOB-2026-00012): safe in a header as it is.
    const filename = `cv-${cv.candidate.reference.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
    return sendStaffPdf(reply, cv.content, filename);
  });
}
