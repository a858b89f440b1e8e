import { TRPCError } from '@trpc/server';
import { eq, isNotNull } from 'drizzle-orm';
import { ZodError, z } from 'zod';
import type { PageDocument } from '../../../shared/page-content/document';
import { PageDocumentSchema } from '../../../shared/page-content/document';
import { fillFields } from '../../../shared/page-content/fields';
import { EDITABLE_PAGES } from '../../../shared/page-content/pages';
import { translationKey } from '../../../shared/page-content/translation';
import { PAGES, PREFIXED_LANGUAGES } from '../../../shared/paths';
import { IMAGE_REQUIRED_MESSAGE } from '../../../shared/schemas/admin-content';
import { fieldValues } from '../../content/field-values';
import { pageDocuments } from '../../db/schema';
import { renderPageInline, renderPageMarkdown } from '../../lib/markdown';
import { requiredFile } from '../../trpc/errors';
import { router, staffProcedure } from '../../trpc/trpc';
import {
  discardDraft,
  dropDraft,
  EmptyPlacesError,
  editorState,
  emptyPlaceMessage,
  pageHistory,
  pageVersion,
  publishDraft,
  publishedDocument,
  publishStored,
  restoreVersion,
  saveDraft,
  versionChanges,
} from './documents';
import { stampUploadedPhoto } from './photos';
import { indexPage } from './search';
import {
  type OtherLanguage,
  restoreTranslation,
  saveTranslation,
  translationProblems,
  translationState,
} from './translations';

// The dashboard's page editor (docs/decisions/038-pages-as-data.md). Reading needs `content` to read,
// every change `content` to change; publishing clears the page cache through the procedure base.
const staff = staffProcedure('content');
/** A draft's changes: visitors see nothing of them until a publish, so the page cache is kept. */
const drafting = staff.meta({ unseenByVisitors: true });
const page = z.enum(EDITABLE_PAGES);
const revision = z.number().int().min(0);
/** A language a page is translated into (English is the page itself). */
const lang = z.enum(PREFIXED_LANGUAGES as [OtherLanguage, ...OtherLanguage[]]);

/**
 * The form's field errors name only an input's first key (the errorFormatter flattens zod's issues),
 * which for a page is always `document`. A refused document is answered with each issue under its
 * whole path instead ('sections.1.body'), so the editor shows the message beside that very field.
 */
const withDocumentPaths = staff.use(async ({ next }) => {
  const result = await next();
  if (result.ok || !(result.error.cause instanceof ZodError)) return result;
  const issues = result.error.cause.issues;
  if (!issues.some((issue) => issue.path[0] === 'document' && issue.path.length > 1)) return result;
  const paths = z.unknown().superRefine((_v, ctx) => {
    for (const issue of issues) {
      const [head, ...rest] = issue.path;
      const path = head === 'document' && rest.length > 0 ? rest.map(String).join('.') : String(head ?? '');
      ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
    }
  });
  throw new TRPCError({
    code: 'BAD_REQUEST',
    message: issues[0]?.message ?? 'Invalid input',
    cause: paths.safeParse(null).error,
  });
});

/** A publish refused for empty sections or tabs, each message beside its place (the form's field errors). */
const withEmptyPlaces = staff.use(async ({ next }) => {
  const result = await next();
  if (result.ok || !(result.error.cause instanceof EmptyPlacesError)) return result;
  const { places, message } = result.error.cause;
  throw new TRPCError({
    code: 'BAD_REQUEST',
    message,
    cause: z
      .unknown()
      .superRefine((_v, ctx) => {
        for (const place of places) ctx.addIssue({ code: 'custom', path: [place], message: emptyPlaceMessage(place) });
      })
      .safeParse(null).error,
  });
});

export const pagesAdminRouter = router({
  /** The pages the office can edit, in the dashboard's order: each live heading (fields filled), address and whether a draft waits. */
  list: staff.query(({ ctx }) => {
    const drafts = new Set(
      ctx.svc.db
        .select({ page: pageDocuments.page })
        .from(pageDocuments)
        .where(isNotNull(pageDocuments.draft))
        .all()
        .map((r) => r.page),
    );
    const fields = fieldValues(ctx.svc);
    return EDITABLE_PAGES.map((key) => ({
      page: key,
      heading: fillFields(publishedDocument(ctx.svc, key).settings.heading, fields),
      path: PAGES[key].path,
      hasDraft: drafts.has(key),
    }));
  }),
  /** A page's draft (or live document), its live version and draft revision, the kinds it may hold. */
  get: staff.input(z.object({ page })).query(({ ctx, input }) => editorState(ctx.svc, input.page)),
  /** Each field's value now, for the editor's preview beside the text. */
  fields: staff.query(({ ctx }) => fieldValues(ctx.svc)),
  /** A text's Markdown as a visitor would see it (fields filled): the editor's preview; `inline` for a sentence's text. */
  previewText: staff
    .input(z.object({ text: z.string().max(20_000), inline: z.boolean().default(false) }))
    .query(({ ctx, input }) => {
      const filled = fillFields(input.text, fieldValues(ctx.svc));
      return { html: input.inline ? renderPageInline(filled) : renderPageMarkdown(filled) };
    }),
  saveDraft: withDocumentPaths
    .meta({ unseenByVisitors: true })
    .input(z.object({ page, document: PageDocumentSchema, draftRevision: revision }))
    .mutation(({ ctx, input }) => saveDraft(ctx.svc, input, ctx.session.username)),
  discardDraft: drafting
    .input(z.object({ page, draftRevision: revision }))
    .mutation(({ ctx, input }) => discardDraft(ctx.svc, input)),
  publish: withEmptyPlaces
    .input(z.object({ page, version: z.number().int().min(1), draftRevision: revision }))
    // Search finds the page as published from the same write (docs/decisions/051-site-search.md).
    .mutation(({ ctx, input }) =>
      publishDraft(ctx.svc, input, ctx.session.username, () => indexPage(ctx.svc, input.page)),
    ),
  history: staff.input(z.object({ page })).query(({ ctx, input }) => pageHistory(ctx.svc, input.page)),
  version: staff
    .input(z.object({ page, version: z.number().int().min(1) }))
    .query(({ ctx, input }) => pageVersion(ctx.svc, input.page, input.version)),
  /** What a version changed, section by section with the words of each, against the one before it (or `against`). */
  changes: staff
    .input(z.object({ page, version: z.number().int().min(1), against: z.number().int().min(1).optional() }))
    .query(({ ctx, input }) => versionChanges(ctx.svc, input.page, input.version, input.against)),
  /**
   * A photo for a page (in place of a drawing, or its share image) through the image pipeline:
   * checked by its content, re-encoded, stored in the media folder 'pages'. Returns its key, which
   * the draft then names; the photo shows on the site only once a draft naming it is published.
   */
  uploadImage: staff
    .meta({ upload: 'image', unseenByVisitors: true })
    .input(z.instanceof(FormData))
    .mutation(async ({ ctx, input }) => {
      const { bytes } = await requiredFile(input, 'image', { missing: IMAGE_REQUIRED_MESSAGE });
      const key = await ctx.svc.media.storeUpload('pages', bytes);
      // Its day before the photos job may delete it, unnamed, counts from now (photos.ts).
      stampUploadedPhoto(ctx.svc, key);
      return { key };
    }),
  restore: drafting
    .input(z.object({ page, version: z.number().int().min(1), draftRevision: revision }))
    .mutation(({ ctx, input }) => restoreVersion(ctx.svc, input, ctx.session.username)),

  // A page's words in another language (translations.ts): the same draft, revision check, publish,
  // versions and restore as the page, under the key 'about@mr'; the layout stays English's.
  /** The translation in English's shape beside the English it translates, and which sections need translating. */
  translation: staff
    .input(z.object({ page, lang }))
    .query(({ ctx, input }) => translationState(ctx.svc, input.page, input.lang)),
  /**
   * Saves the translation's draft. Checked by the English page's rules (fields, links, lengths),
   * each problem beside its field; never refused because English changed meanwhile.
   */
  saveTranslation: withDocumentPaths
    .meta({ unseenByVisitors: true })
    .input(z.object({ page, lang, document: z.unknown(), draftRevision: revision }))
    .mutation(({ ctx, input }) => {
      const problems = translationProblems(input.document);
      if (problems) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: problems.issues[0]?.message ?? 'Invalid input',
          cause: problems,
        });
      }
      const document = input.document as PageDocument;
      return saveTranslation(ctx.svc, { ...input, document }, ctx.session.username);
    }),
  discardTranslation: drafting.input(z.object({ page, lang, draftRevision: revision })).mutation(({ ctx, input }) => {
    dropDraft(ctx.svc, translationKey(input.page, input.lang), input.draftRevision);
    return translationState(ctx.svc, input.page, input.lang);
  }),
  publishTranslation: staff
    .input(z.object({ page, lang, version: z.number().int().min(0), draftRevision: revision }))
    .mutation(({ ctx, input }) => {
      const key = translationKey(input.page, input.lang);
      publishStored(
        ctx.svc,
        { key, version: input.version, draftRevision: input.draftRevision },
        ctx.session.username,
        false,
        () => indexPage(ctx.svc, input.page),
      );
      return translationState(ctx.svc, input.page, input.lang);
    }),
  translationHistory: staff.input(z.object({ page, lang })).query(({ ctx, input }) => {
    const key = translationKey(input.page, input.lang);
    // A page never translated into the language has no versions (and no row yet).
    const stored = ctx.svc.db
      .select({ page: pageDocuments.page })
      .from(pageDocuments)
      .where(eq(pageDocuments.page, key))
      .get();
    return stored ? pageHistory(ctx.svc, key) : [];
  }),
  translationVersion: staff
    .input(z.object({ page, lang, version: z.number().int().min(1) }))
    .query(({ ctx, input }) => pageVersion(ctx.svc, translationKey(input.page, input.lang), input.version)),
  translationChanges: staff
    .input(z.object({ page, lang, version: z.number().int().min(1), against: z.number().int().min(1).optional() }))
    .query(({ ctx, input }) =>
      versionChanges(ctx.svc, translationKey(input.page, input.lang), input.version, input.against),
    ),
  restoreTranslation: drafting
    .input(z.object({ page, lang, version: z.number().int().min(1), draftRevision: revision }))
    .mutation(({ ctx, input }) => restoreTranslation(ctx.svc, input, ctx.session.username)),
});
