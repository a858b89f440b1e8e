import { asc, count, eq } from 'drizzle-orm';
import {
  ANY_POST,
  DEFAULT_CANDIDATE_TEMPLATES,
  CANDIDATE_TEMPLATE_MESSAGES as MESSAGES,
} from '../../../shared/content/careers-words';
import {
  type CandidateTemplateFields,
  fillCandidateTemplate,
  type SendCandidateReply,
} from '../../../shared/schemas/careers-shortlist';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { candidateTemplates, settings } from '../../db/schema';
import { write } from '../../db/write';
import { InvalidFieldError, NotFoundError } from '../../lib/errors';
import { queueMail } from '../../platform/mail/outbox';
import { getSettings } from '../../platform/settings';
import { readCandidate, recordCandidateEvent } from './shortlist';

// The recruitment's own reply templates ("regret", "interview"), apart from the admissions desk's,
// and the replies sent from them (docs/decisions/053-careers.md). A reply is queued in the outbox in
// the same transaction as its timeline entry, which keeps the subject and template, never the text.

export interface CandidateTemplate {
  id: number;
  name: string;
  subject: string;
  body: string;
  updatedAt: string;
}

const columns = {
  id: candidateTemplates.id,
  name: candidateTemplates.name,
  subject: candidateTemplates.subject,
  body: candidateTemplates.body,
  updatedAt: candidateTemplates.updatedAt,
};

const toTemplate = (row: { id: number; name: string; subject: string; body: string; updatedAt: Date }) => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

export function listCandidateTemplates(svc: ServiceContext): CandidateTemplate[] {
  return svc.db
    .select(columns)
    .from(candidateTemplates)
    .orderBy(asc(candidateTemplates.name), asc(candidateTemplates.id))
    .all()
    .map(toTemplate);
}

function getCandidateTemplate(svc: ServiceContext, id: number): CandidateTemplate {
  const row = svc.db.select(columns).from(candidateTemplates).where(eq(candidateTemplates.id, id)).get();
  if (!row) throw new NotFoundError();
  return toTemplate(row);
}

export function createCandidateTemplate(svc: ServiceContext, fields: CandidateTemplateFields): CandidateTemplate {
  const now = svc.now();
  const id = write(svc.db, (tx) => {
    const row = tx
      .insert(candidateTemplates)
      .values({ ...fields, createdAt: now, updatedAt: now })
      .returning({ id: candidateTemplates.id })
      .all()[0];
    if (!row) throw new Error('candidate template not written');
    return row.id;
  });
  return getCandidateTemplate(svc, id);
}

export function updateCandidateTemplate(
  svc: ServiceContext,
  id: number,
  fields: CandidateTemplateFields,
): CandidateTemplate {
  const changed = write(svc.db, (tx) =>
    tx
      .update(candidateTemplates)
      .set({ ...fields, updatedAt: svc.now() })
      .where(eq(candidateTemplates.id, id))
      .run(),
  );
  if (changed.changes === 0) throw new NotFoundError();
  return getCandidateTemplate(svc, id);
}

export function removeCandidateTemplate(svc: ServiceContext, id: number): { id: number } {
  const removed = write(svc.db, (tx) => tx.delete(candidateTemplates).where(eq(candidateTemplates.id, id)).run());
  if (removed.changes === 0) throw new NotFoundError();
  return { id };
}

/** Set once the first templates were seeded: what the principal deletes afterwards stays deleted. */
export const CANDIDATE_TEMPLATES_SEEDED_KEY = 'seeded-candidate-templates';

/** The first templates, once: on a new install, and on an upgraded one that has none yet. */
export function seedCandidateTemplates(db: Db, now: Date): boolean {
  const marker = db.select().from(settings).where(eq(settings.key, CANDIDATE_TEMPLATES_SEEDED_KEY)).get();
  if (marker) return false;
  return write(db, (tx) => {
    const existing = tx.select({ n: count() }).from(candidateTemplates).get()?.n ?? 0;
    if (existing === 0)
      tx.insert(candidateTemplates)
        .values(DEFAULT_CANDIDATE_TEMPLATES.map((t) => ({ ...t, createdAt: now, updatedAt: now })))
        .run();
    tx.insert(settings).values({ key: CANDIDATE_TEMPLATES_SEEDED_KEY, value: 'true', updatedAt: now }).run();
    return existing === 0;
  });
}

/** A template filled for one candidate: what the reply form shows, to read or edit. */
export function previewCandidateReply(svc: ServiceContext, input: { id: number; templateId: number }) {
  const candidate = readCandidate(svc.db, input.id);
  let template: CandidateTemplate;
  try {
    template = getCandidateTemplate(svc, input.templateId);
  } catch (error) {
    if (error instanceof NotFoundError) throw new InvalidFieldError('templateId', MESSAGES.templateMissing);
    throw error;
  }
  const values = {
    candidateName: candidate.name,
    reference: candidate.reference,
    post: candidate.vacancyTitle || ANY_POST,
    schoolName: getSettings(svc).schoolName,
  };
  return {
    subject: fillCandidateTemplate(template.subject, values),
    body: fillCandidateTemplate(template.body, values),
    email: candidate.email,
  };
}

/** Queues a reply (a template as filled, or as edited) to the candidate, Reply-To the school, with its timeline entry. */
export function sendCandidateReply(svc: ServiceContext, input: SendCandidateReply, actor: string): { id: number } {
  if (!svc.mail.configured) throw new InvalidFieldError('templateId', MESSAGES.mailOff);
  const filled =
    input.templateId !== undefined ? previewCandidateReply(svc, { id: input.id, templateId: input.templateId }) : null;
  const candidate = readCandidate(svc.db, input.id);
  const to = candidate.email.trim();
  if (!to) throw new InvalidFieldError('templateId', MESSAGES.noEmail);
  const subject = input.subject ?? filled?.subject ?? '';
  const body = input.body ?? filled?.body ?? '';
  const schoolEmail = getSettings(svc).email;
  const at = svc.now();
  write(svc.db, (tx) => {
    queueMail(
      tx,
      {
        kind: 'reply',
        recipients: [to],
        subject,
        text: body,
        ...(schoolEmail ? { replyTo: schoolEmail } : {}),
      },
      svc.mail.now(),
    );
    recordCandidateEvent(tx, {
      candidateId: candidate.id,
      at,
      actor,
      type: 'reply',
      detail: { subject, ...(input.templateId !== undefined ? { templateId: input.templateId } : {}) },
    });
  });
  svc.mail.wake();
  return { id: candidate.id };
}
