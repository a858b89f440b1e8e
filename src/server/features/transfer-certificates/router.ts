import { z } from 'zod';
import { DISCLOSURE_PDF_REJECTED_MESSAGE } from '../../../shared/disclosure';
import { TcFieldsSchema, TcLookupSchema } from '../../../shared/schemas/disclosure';
import { IdField, IdSchema } from '../../../shared/schemas/id';
import { tcLookupSchemaIn } from '../../../shared/schemas/tc-lookup';
import { formsWordsFor } from '../../../shared/words/forms';
import { requiredFile, requiredFormId } from '../../trpc/errors';
import { publicProcedure, router, staffProcedure } from '../../trpc/trpc';
import { refuseInLanguage } from '../forms/in-language';
import { createTc, getTc, listTcs, removeTc, removeTcFile, setTcFile, updateTc, verifyTc } from './service';

const staff = staffProcedure('admissions');

// Transfer-certificate verification (src/server/features/transfer-certificates/service.ts): the public lookup, and the
// dashboard's register beside it, all on staff (tests/integration/admin-router.test.ts walks them).

/**
 * The public lookup: a mutation (sent as POST, so what was typed never lands in a URL or an access
 * log), limited per client address in the service (429 over the limit, shared with the form posted
 * without JavaScript). Every failure is the same answer.
 */
export const tcRouter = router({
  verify: publicProcedure
    // Checked in the page's language first, so the field messages are in it (forms/in-language.ts).
    .use(async ({ ctx, getRawInput, next }) => {
      refuseInLanguage(ctx.lang, (lang) => tcLookupSchemaIn(formsWordsFor(lang).tcLookup), await getRawInput());
      return next();
    })
    .input(TcLookupSchema)
    .mutation(({ ctx, input }) => verifyTc(ctx.svc, input, ctx.clientIp, ctx.lang)),
});

const TcUpdateSchema = TcFieldsSchema.safeExtend({ id: IdField });
const TcListInputSchema = z.object({ campusId: IdField.nullish() }).default({});

/** Reads the PDF upload: the TC's `id` and one `file` (bounded before its bytes are read). */
async function readTcFileForm(form: FormData) {
  const id = requiredFormId(form, 'Missing TC id');
  return {
    id,
    ...(await requiredFile(form, 'file', { missing: 'Choose a PDF file', tooLarge: DISCLOSURE_PDF_REJECTED_MESSAGE })),
  };
}

export const tcAdminRouter = router({
  /** The register, newest issue first; one campus's when `campusId` is given. */
  list: staff.input(TcListInputSchema).query(({ ctx, input }) => listTcs(ctx.svc, input)),
  get: staff.input(IdSchema).query(({ ctx, input }) => getTc(ctx.svc, input.id)),
  create: staff.input(TcFieldsSchema).mutation(({ ctx, input }) => createTc(ctx.svc, input)),
  update: staff.input(TcUpdateSchema).mutation(({ ctx, input: { id, ...fields } }) => updateTc(ctx.svc, id, fields)),
  remove: staff.input(IdSchema).mutation(async ({ ctx, input }) => {
    await removeTc(ctx.svc, input.id);
    return { ok: true as const };
  }),
  /** Uploads or replaces the TC's scanned PDF (multipart: `id` and `file`); the replaced PDF is removed. */
  uploadFile: staff
    .meta({ upload: 'pdf', notSaved: 'We could not save the PDF. Please try again in a few minutes.' })
    .input(z.instanceof(FormData))
    .mutation(async ({ ctx, input }) => {
      const { id, name, bytes } = await readTcFileForm(input);
      return setTcFile(ctx.svc, id, bytes, name);
    }),
  removeFile: staff.input(IdSchema).mutation(({ ctx, input }) => removeTcFile(ctx.svc, input.id)),
});
