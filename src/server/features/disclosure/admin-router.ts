import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { DISCLOSURE_PDF_REJECTED_MESSAGE } from '../../../shared/disclosure';
import {
  AnnualReportFieldsSchema,
  BoardResultFieldsSchema,
  DisclosureDocumentFieldsSchema,
} from '../../../shared/schemas/disclosure';
import { IdField, IdSchema } from '../../../shared/schemas/id';
import { requiredFile } from '../../trpc/errors';
import { router, staffProcedure } from '../../trpc/trpc';
import {
  createResult,
  disclosureAdminView,
  disclosureCampuses,
  disclosureStatus,
  removeAnnualReport,
  removeDocument,
  removeResult,
  updateDocument,
  updateResult,
  uploadAnnualReport,
  uploadDocument,
} from './admin';

const staff = staffProcedure('content');

// The dashboard's Disclosure section (src/server/features/disclosure/admin.ts): a campus's documents, annual
// reports, board results and checklist, and the overview's and banner's status. Every procedure is on
// staff (tests/integration/admin-router.test.ts walks them). Uploads are multipart with a
// `file` beside the text fields; http/trpc-gate.ts sizes their bodies by `upload: 'pdf'`.

const NOT_SAVED = 'We could not save the document. Please try again in a few minutes.';
const CampusInput = z.object({ campusId: IdField });

/**
 * Reads an upload: its text fields parsed by `schema` (field errors as for JSON; the campus id comes
 * as text) and one PDF under `file`, its size bounded before a byte of it is read.
 */
async function readPdfForm<S extends z.ZodType>(form: FormData, schema: S) {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  if (typeof fields.campusId === 'string' && /^[1-9]\d{0,9}$/.test(fields.campusId))
    fields.campusId = Number(fields.campusId);
  const parsed = schema.safeParse(fields);
  if (!parsed.success)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: parsed.error.issues[0]?.message ?? 'Invalid input',
      cause: parsed.error,
    });
  const file = await requiredFile(form, 'file', {
    missing: 'Choose a PDF file',
    tooLarge: DISCLOSURE_PDF_REJECTED_MESSAGE,
  });
  return { fields: parsed.data as z.output<S>, ...file };
}

export const disclosureAdminRouter = router({
  /** Problems across campuses (the overview's card) and example rows left (the dashboard's banner). */
  status: staff.query(({ ctx }) => disclosureStatus(ctx.svc)),
  /** The campuses for the section's switcher, each with its count of problems. */
  campuses: staff.query(({ ctx }) => disclosureCampuses(ctx.svc)),
  /** One campus: documents, annual reports, board results, checklist. */
  get: staff.input(CampusInput).query(({ ctx, input }) => disclosureAdminView(ctx.svc, input.campusId)),

  documents: router({
    upload: staff
      .meta({ upload: 'pdf', notSaved: NOT_SAVED })
      .input(z.instanceof(FormData))
      .mutation(async ({ ctx, input }) => {
        const { fields, name, bytes } = await readPdfForm(input, DisclosureDocumentFieldsSchema);
        return uploadDocument(ctx.svc, fields, bytes, name);
      }),
    /** The dates without a new file, or Not applicable (and back). */
    update: staff
      .meta({ notSaved: NOT_SAVED })
      .input(DisclosureDocumentFieldsSchema)
      .mutation(({ ctx, input }) => updateDocument(ctx.svc, input)),
    remove: staff.input(IdSchema).mutation(({ ctx, input }) => removeDocument(ctx.svc, input.id)),
  }),

  annualReports: router({
    upload: staff
      .meta({ upload: 'pdf', notSaved: 'We could not save the annual report. Please try again in a few minutes.' })
      .input(z.instanceof(FormData))
      .mutation(async ({ ctx, input }) => {
        const { fields, name, bytes } = await readPdfForm(input, AnnualReportFieldsSchema);
        return uploadAnnualReport(ctx.svc, fields, bytes, name);
      }),
    remove: staff.input(IdSchema).mutation(({ ctx, input }) => removeAnnualReport(ctx.svc, input.id)),
  }),

  results: router({
    create: staff.input(BoardResultFieldsSchema).mutation(({ ctx, input }) => createResult(ctx.svc, input)),
    update: staff
      .input(BoardResultFieldsSchema.safeExtend({ id: IdField }))
      .mutation(({ ctx, input: { id, ...fields } }) => updateResult(ctx.svc, id, fields)),
    remove: staff.input(IdSchema).mutation(({ ctx, input }) => {
      removeResult(ctx.svc, input.id);
      return { ok: true as const };
    }),
  }),
});
