import type { DeskKind } from '../../../shared/admissions';
import {
  ReplyTargetSchema,
  ReplyTemplateFieldsSchema,
  ReplyTemplateUpdateSchema,
  SendEmailReplySchema,
  WhatsappReplySchema,
} from '../../../shared/schemas/desk-replies';
import { IdSchema } from '../../../shared/schemas/id';
import { recordAudit } from '../../platform/audit';
import type { Context } from '../../trpc/context';
import { router, staffProcedure } from '../../trpc/trpc';
import {
  createTemplate,
  listTemplates,
  prepareWhatsappReply,
  previewReply,
  removeTemplate,
  sendEmailReply,
  updateTemplate,
} from './replies';

const staff = staffProcedure('admissions');

type StaffContext = Context & { session: NonNullable<Context['session']> };

/**
 * A reply is a change of the enquiry or application it answers: the audit entry names that record and
 * the channel, never the text or the address (the shared middleware would name 'deskReplies').
 */
function auditReply(ctx: StaffContext, kind: DeskKind, id: number, channel: string, ok: boolean) {
  recordAudit(ctx.svc, {
    action: 'update',
    actor: ctx.session.username,
    entity: kind === 'enquiry' ? 'enquiries' : 'applications',
    entityId: id,
    clientIp: ctx.clientIp,
    outcome: ok ? 'ok' : 'failed',
    detail: `reply by ${channel}`,
  });
}

function audited<T>(ctx: StaffContext, kind: DeskKind, id: number, channel: string, run: () => T): T {
  try {
    const result = run();
    auditReply(ctx, kind, id, channel, true);
    return result;
  } catch (error) {
    auditReply(ctx, kind, id, channel, false);
    throw error;
  }
}

export const repliesRouter = router({
  /** Templates are the office's words, not a parent's: the Templates section and the reply dialog list them. */
  templates: router({
    list: staff.query(({ ctx }) => listTemplates(ctx.svc)),
    create: staff.input(ReplyTemplateFieldsSchema).mutation(({ ctx, input }) => createTemplate(ctx.svc, input)),
    update: staff
      .input(ReplyTemplateUpdateSchema)
      .mutation(({ ctx, input: { id, ...fields } }) => updateTemplate(ctx.svc, id, fields)),
    remove: staff.input(IdSchema).mutation(({ ctx, input }) => removeTemplate(ctx.svc, input.id)),
  }),
  /** The template filled for one record (holds the parent's name and e-mail). */
  preview: staff.input(ReplyTargetSchema).query(({ ctx, input }) => previewReply(ctx.svc, input)),
  sendEmail: staff
    .meta({ audit: 'self' })
    .input(SendEmailReplySchema)
    .mutation(({ ctx, input }) =>
      audited(ctx, input.kind, input.id, 'e-mail', () => sendEmailReply(ctx.svc, ctx.session.username, input)),
    ),
  whatsapp: staff
    .meta({ audit: 'self' })
    .input(WhatsappReplySchema)
    .mutation(({ ctx, input }) =>
      audited(ctx, input.kind, input.id, 'WhatsApp', () => prepareWhatsappReply(ctx.svc, ctx.session.username, input)),
    ),
});
