import { TRPCError } from '@trpc/server';
import { fileDate } from '../../../shared/format';
import {
  ApplicationFilterSchema,
  ApplicationInputSchema,
  ApplicationListInputSchema,
  ApplicationStatusInputSchema,
  applicationInputFor,
} from '../../../shared/schemas/application';
import { IdSchema } from '../../../shared/schemas/id';
import { formsWordsFor } from '../../../shared/words/forms';
import { getSettings } from '../../platform/settings';
import { publicProcedure, router, staffProcedure } from '../../trpc/trpc';
import { paymentBoxes } from '../payments/box';
import {
  exportApplicationsCsv,
  getApplication,
  listApplications,
  removeApplication,
  setApplicationStatus,
  submitApplication,
} from './service';

const staff = staffProcedure('admissions');

export const applicationsRouter = router({
  // Public: limited per client address and guarded by a honeypot in the service, like enquiries.
  create: publicProcedure
    .meta({ notSaved: (lang) => formsWordsFor(lang).application.messages.notSaved })
    // The class must be one open for application now (a setting): checked with the other fields, so
    // the form shows every message at once, before the static schema below types the input. The
    // messages are in the language of the page that sent it (ctx.lang).
    .use(async ({ ctx, getRawInput, next }) => {
      const words = formsWordsFor(ctx.lang).application;
      const schema = applicationInputFor(getSettings(ctx.svc).applicationClasses, words);
      const parsed = schema.safeParse(await getRawInput());
      if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid input', cause: parsed.error });
      return next();
    })
    .input(ApplicationInputSchema)
    // Only the reference number goes back to the visitor, and what the school asks to pay now (its
    // payment box: docs/decisions/052-upi-fees.md).
    .mutation(({ ctx, input }) => {
      const { id, reference } = submitApplication(ctx.svc, input, ctx.clientIp, ctx.lang);
      return { reference, payments: paymentBoxes(ctx.svc, id, ctx.lang ?? 'en') };
    }),
});

export const applicationsAdminRouter = router({
  list: staff.input(ApplicationListInputSchema).query(({ ctx, input }) => listApplications(ctx.svc, input)),
  /** One application, opened from its dashboard address (/admin/applications/<id>). */
  get: staff.input(IdSchema).query(({ ctx, input }) => getApplication(ctx.svc, input.id)),
  setStatus: staff
    .input(ApplicationStatusInputSchema)
    .mutation(({ ctx, input }) => setApplicationStatus(ctx.svc, input.id, input.status, ctx.session.username)),
  remove: staff.input(IdSchema).mutation(({ ctx, input }) => {
    removeApplication(ctx.svc, input.id);
    return { ok: true as const };
  }),
  exportCsv: staff.input(ApplicationFilterSchema).mutation(({ ctx, input }) => ({
    filename: `applications-${fileDate()}.csv`,
    csv: exportApplicationsCsv(ctx.svc, input),
  })),
});
