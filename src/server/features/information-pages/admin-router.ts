import { z } from 'zod';
import { PageDocumentSchema } from '../../../shared/page-content/document';
import { EDITABLE_PAGES } from '../../../shared/page-content/pages';
import { renderPageMarkdown } from '../../lib/markdown';
import { router, staffProcedure } from '../../trpc/trpc';
import {
  discardDraft,
  editorState,
  pageHistory,
  pageVersion,
  publishDraft,
  restoreVersion,
  saveDraft,
  versionChanges,
} from './documents';
import { fieldValues } from './render';

// The dashboard's page editor (docs/decisions/038-pages-as-data.md). Reading needs `content` to read,
// every change `content` to change; publishing clears the page cache through the procedure base.
const staff = staffProcedure('content');
/** A draft's changes: visitors see nothing of them until a publish, so the page cache is kept. */
const drafting = staff.meta({ unseenByVisitors: true });
const page = z.enum(EDITABLE_PAGES);
const revision = z.number().int().min(0);

export const pagesAdminRouter = router({
  /** The pages the office can edit, in the dashboard's order. */
  list: staff.query(() => EDITABLE_PAGES),
  /** A page's draft (or live document), its live version and draft revision, the kinds it may hold. */
  get: staff.input(z.object({ page })).query(({ ctx, input }) => editorState(ctx.svc, input.page)),
  /** Each field's value now, for the editor's preview beside the text. */
  fields: staff.query(({ ctx }) => fieldValues(ctx.svc)),
  /** A text's Markdown as a visitor would see it (fields filled): the editor's preview. */
  previewText: staff
    .input(z.object({ text: z.string().max(20_000) }))
    .query(({ input }) => ({ html: renderPageMarkdown(input.text) })),
  saveDraft: drafting
    .input(z.object({ page, document: PageDocumentSchema, draftRevision: revision }))
    .mutation(({ ctx, input }) => saveDraft(ctx.svc, input, ctx.session.username)),
  discardDraft: drafting
    .input(z.object({ page, draftRevision: revision }))
    .mutation(({ ctx, input }) => discardDraft(ctx.svc, input)),
  publish: staff
    .input(z.object({ page, version: z.number().int().min(1), draftRevision: revision }))
    .mutation(({ ctx, input }) => publishDraft(ctx.svc, input, ctx.session.username)),
  history: staff.input(z.object({ page })).query(({ ctx, input }) => pageHistory(ctx.svc, input.page)),
  version: staff
    .input(z.object({ page, version: z.number().int().min(1) }))
    .query(({ ctx, input }) => pageVersion(ctx.svc, input.page, input.version)),
  /** What a version changed in words, against the one before it (or `against`). */
  changes: staff
    .input(z.object({ page, version: z.number().int().min(1), against: z.number().int().min(1).optional() }))
    .query(({ ctx, input }) => versionChanges(ctx.svc, input.page, input.version, input.against)),
  restore: drafting
    .input(z.object({ page, version: z.number().int().min(1), draftRevision: revision }))
    .mutation(({ ctx, input }) => restoreVersion(ctx.svc, input, ctx.session.username)),
});
