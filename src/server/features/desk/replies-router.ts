import type { DeskKind } from '../../../shared/admissions';
import {
  ReplyTargetSchema,
  ReplyTemplateFieldsSchema,
  ReplyTemplateUpdateSchema,
  SendEmailReplySchema,
  WhatsappReplySchema,
} from '../../../shared/schemas/desk-replies';
import { IdSchema } from '../../../shared/schemas/id';
import { TranslateInputSchema } from '../../platform/translations';
import { router } from '../../trpc/trpc';
import { auditedChange, deskChange, deskStaff as staff } from './procedures';
import {
  createTemplate,
  listTemplates,
  prepareWhatsappReply,
  previewReply,
  removeTemplate,
  sendEmailReply,
  templateTranslations,
  translateTemplate,
  updateTemplate,
} from './replies';

/**
 * A reply is a change of the enquiry or application it answers: the audit entry names that record and
 * the channel, never the text or the address (the shared middleware would name 'deskReplies').
 */
const replyAudit = (target: { kind: DeskKind; id: number }, channel: string) => {
  const detail = `reply by ${channel}`;
  return { action: 'update', kind: target.kind, id: target.id, detail, failedDetail: detail } as const;
};

export const repliesRouter = router({
  /** Templates are the office's words, not a parent's: the Templates section and the reply dialog list them. */
  templates: router({
    list: staff.query(({ ctx }) => listTemplates(ctx.svc)),
    create: staff.input(ReplyTemplateFieldsSchema).mutation(({ ctx, input }) => createTemplate(ctx.svc, input)),
    update: staff
      .input(ReplyTemplateUpdateSchema)
      .mutation(({ ctx, input: { id, ...fields } }) => updateTemplate(ctx.svc, id, fields)),
    remove: staff.input(IdSchema).mutation(({ ctx, input }) => removeTemplate(ctx.svc, input.id)),
    /** A template's subject and text in the families' languages, with "needs translation" per field. */
    translations: staff.input(IdSchema).query(({ ctx, input }) => templateTranslations(ctx.svc, input.id)),
    translate: staff
      .input(TranslateInputSchema)
      .mutation(({ ctx, input }) => translateTemplate(ctx.svc, input, ctx.session.username)),
  }),
  /** The template filled for one record (holds the parent's name and e-mail). */
  preview: staff.input(ReplyTargetSchema).query(({ ctx, input }) => previewReply(ctx.svc, input)),
  sendEmail: deskChange
    .input(SendEmailReplySchema)
    .mutation(({ ctx, input }) =>
      auditedChange(ctx, replyAudit(input, 'e-mail'), () => sendEmailReply(ctx.svc, ctx.session.username, input)),
    ),
  whatsapp: deskChange
    .input(WhatsappReplySchema)
    .mutation(({ ctx, input }) =>
      auditedChange(ctx, replyAudit(input, 'WhatsApp'), () =>
        prepareWhatsappReply(ctx.svc, ctx.session.username, input),
      ),
    ),
});
