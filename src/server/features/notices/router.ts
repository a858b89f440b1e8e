import { z } from 'zod';
import { ATTACHMENT_REJECTED_MESSAGE } from '../../../shared/notices';
import { IdSchema } from '../../../shared/schemas/id';
import {
  AttachmentIdSchema,
  NoticeFieldsSchema,
  NoticeListInputSchema,
  NoticeSlugInputSchema,
  NoticeUpdateSchema,
} from '../../../shared/schemas/notices';
import { lastChangedOf } from '../../platform/audit';
import { TranslateInputSchema } from '../../platform/translations';
import { requiredFile, requiredFormId } from '../../trpc/errors';
import { publicProcedure, router, staffProcedure } from '../../trpc/trpc';
import { pdfTextProgress } from './pdf-backlog';
import {
  addNoticeAttachment,
  createNotice,
  latestNotices,
  listNotices,
  listPublicNotices,
  noticeBySlug,
  noticeTranslations,
  removeNotice,
  removeNoticeAttachment,
  translateNotice,
  updateNotice,
} from './service';

const staff = staffProcedure('content');

// Notices (docs/decisions/019-notices.md): the site's reads, and the dashboard's procedures beside
// them, all on staff (tests/integration/admin-router.test.ts walks them).

/** What the site reads: one page of the list, the home page's latest, one notice by its address. */
export const noticesRouter = router({
  list: publicProcedure
    .input(NoticeListInputSchema)
    .query(({ ctx, input }) => listPublicNotices(ctx.svc, input, ctx.lang)),
  latest: publicProcedure.query(({ ctx }) => latestNotices(ctx.svc, ctx.lang)),
  bySlug: publicProcedure
    .input(NoticeSlugInputSchema)
    .query(({ ctx, input }) => noticeBySlug(ctx.svc, input.slug, ctx.lang)),
});

/** Reads the attachment upload: the notice's `id` and one `file` (bounded before its bytes are read). */
async function readAttachmentForm(form: FormData) {
  const id = requiredFormId(form, 'Missing notice id');
  return {
    id,
    ...(await requiredFile(form, 'file', { missing: 'Choose a file', tooLarge: ATTACHMENT_REJECTED_MESSAGE })),
  };
}

export const noticesAdminRouter = router({
  list: staff.query(({ ctx }) => listNotices(ctx.svc)),
  /** Who last changed one notice through the dashboard, and when; asked when the notice is opened. */
  lastChanged: staff.input(IdSchema).query(({ ctx, input }) => lastChangedOf(ctx.svc, 'notices', input.id)),
  create: staff.input(NoticeFieldsSchema).mutation(({ ctx, input }) => createNotice(ctx.svc, input)),
  update: staff
    .input(NoticeUpdateSchema)
    .mutation(({ ctx, input: { id, ...fields } }) => updateNotice(ctx.svc, id, NoticeFieldsSchema.parse(fields))),
  remove: staff.input(IdSchema).mutation(async ({ ctx, input }) => {
    await removeNotice(ctx.svc, input.id);
    return { ok: true as const };
  }),
  addAttachment: staff
    .meta({ upload: 'attachment', notSaved: 'We could not save the attachment. Please try again in a few minutes.' })
    .input(z.instanceof(FormData))
    .mutation(async ({ ctx, input }) => {
      const { id, name, bytes } = await readAttachmentForm(input);
      return addNoticeAttachment(ctx.svc, id, bytes, name);
    }),
  removeAttachment: staff
    .input(AttachmentIdSchema)
    .mutation(({ ctx, input }) => removeNoticeAttachment(ctx.svc, input.id)),
  /** How many attached PDFs wait to be read for search, were read, and have no text (counts only). */
  pdfText: staff.query(({ ctx }) => pdfTextProgress(ctx.svc)),
  /** A notice's English title and text and their translations, with "needs translation" per field. */
  translations: staff.input(IdSchema).query(({ ctx, input }) => noticeTranslations(ctx.svc, input.id)),
  /** Saves one language's title and text (attachments stay as uploaded). */
  translate: staff
    .input(TranslateInputSchema)
    .mutation(({ ctx, input }) => translateNotice(ctx.svc, input, ctx.session.username)),
});
