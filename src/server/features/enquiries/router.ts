import { fileDate } from '../../../shared/format';
import {
  EnquiryFilterSchema,
  EnquiryInputSchema,
  EnquiryListInputSchema,
  EnquiryStatusInputSchema,
  enquiryInputSchema,
} from '../../../shared/schemas/enquiry';
import { IdSchema } from '../../../shared/schemas/id';
import { formsWordsFor } from '../../../shared/words/forms';
import { lastChangedOf } from '../../platform/audit';
import { publicProcedure, router, staffProcedure } from '../../trpc/trpc';
import { refuseInLanguage } from '../forms/in-language';
import {
  exportEnquiriesCsv,
  getEnquiry,
  listEnquiries,
  removeEnquiry,
  setEnquiryStatus,
  submitEnquiry,
} from './service';

const staff = staffProcedure('admissions');

/** Public: limited per client address and guarded by a honeypot, in the service (docs/decisions/005). */
const create = publicProcedure
  .meta({ notSaved: (lang) => formsWordsFor(lang).enquiry.notSaved })
  // Checked in the page's language first, so the field messages are in it (forms/in-language.ts).
  .use(async ({ ctx, getRawInput, next }) => {
    refuseInLanguage(ctx.lang, (lang) => enquiryInputSchema(formsWordsFor(lang).enquiry), await getRawInput());
    return next();
  })
  .input(EnquiryInputSchema)
  .mutation(async ({ ctx, input }) => {
    const { reference } = await submitEnquiry(ctx.svc, input, ctx.clientIp, ctx.lang);
    // Nothing about the stored row goes back to an anonymous visitor but the reference they quote.
    return { ok: true as const, reference };
  });

export const enquiriesRouter = router({ create });

/** `enquiry.create`, the path of the first version of the API, kept for clients that post to it. */
export const enquiryAliasRouter = router({ create });

export const enquiriesAdminRouter = router({
  list: staff.input(EnquiryListInputSchema).query(({ ctx, input }) => listEnquiries(ctx.svc, input)),
  /** One enquiry, opened from its dashboard address (/admin/contacts/<id>). */
  // The opened contact, with who last changed it through the dashboard (its status), from the audit log.
  get: staff.input(IdSchema).query(({ ctx, input }) => ({
    ...getEnquiry(ctx.svc, input.id),
    lastChanged: lastChangedOf(ctx.svc, 'enquiries', input.id),
  })),
  setStatus: staff
    .input(EnquiryStatusInputSchema)
    .mutation(({ ctx, input }) => setEnquiryStatus(ctx.svc, input.id, input.status, ctx.session.username)),
  remove: staff.input(IdSchema).mutation(({ ctx, input }) => {
    removeEnquiry(ctx.svc, input.id);
    return { ok: true as const };
  }),
  /** The filtered enquiries as CSV text; the browser saves it as a file. */
  exportCsv: staff.input(EnquiryFilterSchema).mutation(({ ctx, input }) => ({
    filename: `contacts-${fileDate()}.csv`,
    csv: exportEnquiriesCsv(ctx.svc, input),
  })),
});
