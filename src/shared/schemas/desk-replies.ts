// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import {
  REPLY_TEMPLATE_LIMITS as LIMITS,
  REPLY_TEMPLATE_MESSAGES as MESSAGES,
  TEMPLATE_FIELDS,
  type TemplateField,
} from '../content/desk-replies-words';
import { unknownFieldMessage } from '../page-content/fields';
import { IdField } from './id';

// The admissions desk's reply templates and replies: the same rules in the dashboard's form and in
// the procedures (docs/architecture.md, "The admissions desk").

const FIELD_NAMES: ReadonlySet<string> = new Set(TEMPLATE_FIELDS.map((f) => f.name));

/** The fields `text` uses, in order; or what is wrong with it: a lone brace, or a name that is not a field. */
export function readTemplate(
  text: string,
):
  | { ok: true; fields: TemplateField[] }
  | { ok: false; problem: 'unbalanced' }
  | { ok: false; problem: 'unknown'; field: string } {
  const fields: TemplateField[] = [];
  const pattern = /\{([^{}]*)\}/g;
  // What is left once every {name} is taken out may hold no brace at all.
  if (/[{}]/.test(text.replace(pattern, ''))) return { ok: false, problem: 'unbalanced' };
  for (const match of text.matchAll(pattern)) {
    const name = (match[1] ?? '').trim();
    if (!FIELD_NAMES.has(name)) return { ok: false, problem: 'unknown', field: name.slice(0, 40) };
    fields.push(name as TemplateField);
  }
  return { ok: true, fields };
}

/** Fills every {field} of a checked template with its value. */
export function fillTemplate(text: string, values: Record<TemplateField, string>): string {
  return text.replace(/\{([^{}]*)\}/g, (whole, name: string) => values[name.trim() as TemplateField] ?? whole);
}

function templateText(label: string) {
  return (value: string, ctx: z.RefinementCtx) => {
    const read = readTemplate(value);
    if (read.ok) return;
    ctx.addIssue({
      code: 'custom',
      // An unknown name in the page editor's words, as every office text that holds fields says it.
      message: read.problem === 'unbalanced' ? MESSAGES.unbalanced(label) : unknownFieldMessage(read.field),
    });
  };
}

const hasControl = (v: string) => /\p{Cc}/u.test(v);

export const ReplyTemplateFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(LIMITS.name, MESSAGES.nameLong)
    .refine((v) => !hasControl(v), MESSAGES.subjectOneLine.replace('Subject', 'Name')),
  subject: z
    .string()
    .trim()
    .min(1, MESSAGES.subjectRequired)
    .max(LIMITS.subject, MESSAGES.subjectLong)
    .refine((v) => !hasControl(v), { message: MESSAGES.subjectOneLine, abort: true })
    .superRefine(templateText('Subject')),
  body: z
    .string()
    .trim()
    .min(1, MESSAGES.bodyRequired)
    .max(LIMITS.body, MESSAGES.bodyLong)
    .superRefine(templateText('Message')),
});
export type ReplyTemplateFields = z.infer<typeof ReplyTemplateFieldsSchema>;
export const ReplyTemplateUpdateSchema = ReplyTemplateFieldsSchema.extend({ id: IdField });

/** '2026-12-03', a real calendar date; '' or absent when none was picked. */
const visitDate = z
  .string()
  .trim()
  .refine((v) => {
    if (v === '') return true;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, MESSAGES.visitDateInvalid)
  .optional();

/** Which record a reply is for and with which template. */
export const ReplyTargetSchema = z.object({
  kind: z.enum(['enquiry', 'application']),
  id: IdField,
  templateId: IdField,
  visitDate,
});
export type ReplyTarget = z.infer<typeof ReplyTargetSchema>;

/** The filled text as the office may have edited it before sending. */
const editedSubject = z
  .string()
  .trim()
  .min(1, MESSAGES.subjectRequired)
  .max(LIMITS.subject, MESSAGES.subjectLong)
  .refine((v) => !hasControl(v), MESSAGES.subjectOneLine);
const editedBody = z.string().trim().min(1, MESSAGES.bodyRequired).max(LIMITS.body, MESSAGES.bodyLong);

export const SendEmailReplySchema = ReplyTargetSchema.extend({
  subject: editedSubject.optional(),
  body: editedBody.optional(),
});
export type SendEmailReplyInput = z.infer<typeof SendEmailReplySchema>;

export const WhatsappReplySchema = ReplyTargetSchema.extend({ body: editedBody.optional() });
export type WhatsappReplyInput = z.infer<typeof WhatsappReplySchema>;

/** The reply dialog's form: a template is chosen, and what it filled may be edited before it goes. */
export const ReplyFormSchema = z.object({
  templateId: z.string().regex(/^[1-9]\d*$/, MESSAGES.chooseTemplate),
  visitDate: visitDate.unwrap(),
  subject: editedSubject,
  body: editedBody,
});
