// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { CANDIDATE_STAGES } from '../careers';
import {
  CANDIDATE_TEMPLATE_FIELDS,
  type CandidateTemplateField,
  DEFAULT_MEETING_MINUTES,
  CANDIDATE_TEMPLATE_LIMITS as LIMITS,
  CANDIDATE_TEMPLATE_MESSAGES as MESSAGES,
  SCHEDULE_KINDS,
  SCHEDULE_MESSAGES,
} from '../content/careers-words';
import { ADMIN_FILES_PATH } from '../paths';
import { IdField } from './id';
import { pagedListInput } from './paged-list';

// The principal's shortlist (docs/decisions/053-careers.md): the same rules in the dashboard's forms
// and in admin.careers.*.

/** Where a candidate's CV opens (features/careers/cv-route.ts), for a role holding `recruitment`. */
export const cvFileUrl = (candidateId: number) => `${ADMIN_FILES_PATH}/cv/${candidateId}.pdf`;

/** The list: by vacancy ('any' for "any suitable post"), by stage, a search, a page. */
export const CandidateListInputSchema = pagedListInput(CANDIDATE_STAGES)
  .omit({ status: true })
  .extend({
    vacancy: z.union([IdField, z.literal('any')]).optional(),
    stage: z.enum(CANDIDATE_STAGES).optional(),
  });
export type CandidateListInput = z.infer<typeof CandidateListInputSchema>;

export const CandidateStageInputSchema = z.object({ id: IdField, stage: z.enum(CANDIDATE_STAGES) });

export const CandidateNoteInputSchema = z.object({
  id: IdField,
  note: z.string().trim().min(1, SCHEDULE_MESSAGES.noteRequired).max(2000, SCHEDULE_MESSAGES.noteLong),
});

export const ScheduleInputSchema = z.object({
  id: IdField,
  kind: z.enum(SCHEDULE_KINDS),
  /** The school's day (YYYY-MM-DD) and wall-clock time (HH:MM), in its time zone. */
  date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, SCHEDULE_MESSAGES.date),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, SCHEDULE_MESSAGES.time),
  durationMinutes: z
    .number()
    .int(SCHEDULE_MESSAGES.duration)
    .min(15, SCHEDULE_MESSAGES.duration)
    .max(480, SCHEDULE_MESSAGES.duration)
    .default(DEFAULT_MEETING_MINUTES),
  place: z
    .string()
    .trim()
    .min(1, SCHEDULE_MESSAGES.placeRequired)
    .max(200, SCHEDULE_MESSAGES.placeLong)
    .refine((v) => !/\p{Cc}/u.test(v), SCHEDULE_MESSAGES.placeRequired),
});
export type ScheduleInput = z.infer<typeof ScheduleInputSchema>;

const FIELD_NAMES: ReadonlySet<string> = new Set(CANDIDATE_TEMPLATE_FIELDS.map((f) => f.name));

/** The first problem of a template's text: a lone brace, or a name that is not a field; null when none. */
export function templateProblem(text: string): string | null {
  const pattern = /\{([^{}]*)\}/g;
  if (/[{}]/.test(text.replace(pattern, ''))) return MESSAGES.unbalanced;
  for (const match of text.matchAll(pattern)) {
    const name = (match[1] ?? '').trim();
    if (!FIELD_NAMES.has(name)) return MESSAGES.unknownField(name.slice(0, 40));
  }
  return null;
}

/** Fills every {field} of a template with its value. */
export function fillCandidateTemplate(text: string, values: Record<CandidateTemplateField, string>): string {
  return text.replace(/\{([^{}]*)\}/g, (whole, name: string) => values[name.trim() as CandidateTemplateField] ?? whole);
}

const checked = (schema: z.ZodString) =>
  schema.superRefine((value, ctx) => {
    const problem = templateProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const subjectField = z
  .string()
  .trim()
  .min(1, MESSAGES.subjectRequired)
  .max(LIMITS.subject, MESSAGES.subjectLong)
  .refine((v) => !/[\r\n]/.test(v), MESSAGES.subjectOneLine);
const bodyField = z.string().trim().min(1, MESSAGES.bodyRequired).max(LIMITS.body, MESSAGES.bodyLong);

export const CandidateTemplateFieldsSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.nameRequired).max(LIMITS.name, MESSAGES.nameLong),
  subject: checked(subjectField),
  body: checked(bodyField),
});
export type CandidateTemplateFields = z.infer<typeof CandidateTemplateFieldsSchema>;
export const CandidateTemplateUpdateSchema = CandidateTemplateFieldsSchema.extend({ id: IdField });

/** The template filled for one candidate: what the reply form shows to read or edit. */
export const CandidateReplyPreviewSchema = z.object({ id: IdField, templateId: IdField });

/** A reply: a template as filled, or the subject and message as edited (both, then). */
export const SendCandidateReplySchema = z
  .object({
    id: IdField,
    templateId: IdField.optional(),
    subject: subjectField.optional(),
    body: bodyField.optional(),
  })
  .refine((v) => v.templateId !== undefined || (v.subject !== undefined && v.body !== undefined), {
    message: MESSAGES.templateOrText,
    path: ['templateId'],
  });
export type SendCandidateReply = z.infer<typeof SendCandidateReplySchema>;
