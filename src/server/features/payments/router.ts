import { z } from 'zod';
import { fileDate } from '../../../shared/format';
import type { LanguageCode } from '../../../shared/paths';
import { IdSchema } from '../../../shared/schemas/id';
import {
  AssignLineSchema,
  ClaimSchema,
  ColumnMappingSchema,
  claimSchemaIn,
  LineIdSchema,
  MarkNotFoundSchema,
  MarkReceivedSchema,
  type OfficePayment,
  PaymentFilterSchema,
  PaymentListInputSchema,
  RefundSchema,
  StatementLinesInputSchema,
} from '../../../shared/schemas/payments';
import { PaymentSettingsSchema } from '../../../shared/schemas/settings';
import { formsWordsFor } from '../../../shared/words/forms';
import type { ServiceContext } from '../../context';
import { NotFoundError } from '../../lib/errors';
import { fieldError, requiredFile } from '../../trpc/errors';
import { publicProcedure, router, staffProcedure } from '../../trpc/trpc';
import { refuseInLanguage } from '../forms/in-language';
import { claimPayment } from './box';
import { markNotFound, markReceived, recordRefund } from './ledger';
import { exportPaymentsCsv, listPayments, listStatementLines, officePayment } from './office';
import { paymentSettings, savePaymentSettings } from './settings';
import { assignLine, confirmSuggestion, dismissLine, importStatement } from './statements';

const staff = staffProcedure('admissions');
const owner = staffProcedure('settings');

function paymentOrMissing(svc: ServiceContext, id: number): OfficePayment {
  const payment = officePayment(svc, id);
  if (!payment) throw new NotFoundError('This payment no longer exists.');
  return payment;
}

const claimSchemaFor = (lang: LanguageCode) => claimSchemaIn(formsWordsFor(lang).payment);

export const paymentsRouter = router({
  /**
   * "I have paid": a mutation (a POST: what was typed never lands in a URL), limited per client
   * address in the service; the token comes from the payment box, nothing personal comes back.
   */
  claim: publicProcedure
    .meta({ notSaved: (lang) => formsWordsFor(lang).payment.notSaved })
    .use(async ({ ctx, getRawInput, next }) => {
      refuseInLanguage(ctx.lang, claimSchemaFor, await getRawInput());
      return next();
    })
    .input(ClaimSchema)
    .mutation(({ ctx, input }) => claimPayment(ctx.svc, input, ctx.clientIp, ctx.lang ?? 'en')),
});

export const paymentsAdminRouter = router({
  list: staff.input(PaymentListInputSchema).query(({ ctx, input }) => listPayments(ctx.svc, input)),
  exportCsv: staff.input(PaymentFilterSchema).mutation(({ ctx, input }) => ({
    filename: `payments-${fileDate()}.csv`,
    csv: exportPaymentsCsv(ctx.svc, input),
  })),
  markReceived: staff.input(MarkReceivedSchema).mutation(({ ctx, input }) => {
    markReceived(ctx.svc, input, ctx.session.username);
    return paymentOrMissing(ctx.svc, input.id);
  }),
  markNotFound: staff.input(MarkNotFoundSchema).mutation(({ ctx, input }) => {
    markNotFound(ctx.svc, input.id, input.message, ctx.session.username);
    return paymentOrMissing(ctx.svc, input.id);
  }),
  recordRefund: staff.input(RefundSchema).mutation(({ ctx, input }) => {
    const paymentId = recordRefund(ctx.svc, input, ctx.session.username);
    if (paymentId === null) throw new NotFoundError('This receipt has no payment any more.');
    return paymentOrMissing(ctx.svc, paymentId);
  }),
  /** A bank statement (CSV): matched and stored in one transaction, or refused naming the row. */
  importStatement: staff
    .meta({ upload: 'statement' })
    .input(z.instanceof(FormData))
    .mutation(async ({ ctx, input }) => {
      const { bytes } = await requiredFile(input, 'file', { missing: 'Choose the bank statement (a CSV file)' });
      const rawMapping = input.get('mapping');
      let mapping: z.output<typeof ColumnMappingSchema> | undefined;
      if (typeof rawMapping === 'string' && rawMapping !== '') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(rawMapping);
        } catch {
          throw fieldError('mapping', 'Choose the columns again');
        }
        const checked = ColumnMappingSchema.safeParse(parsed);
        if (!checked.success) throw fieldError('mapping', 'Choose the columns again');
        mapping = checked.data;
      }
      return importStatement(ctx.svc, bytes, mapping, ctx.session.username);
    }),
  statementLines: staff.input(StatementLinesInputSchema).query(({ ctx, input }) => listStatementLines(ctx.svc, input)),
  confirmSuggestion: staff.input(LineIdSchema).mutation(({ ctx, input }) => {
    const { paymentId } = confirmSuggestion(ctx.svc, input.lineId, ctx.session.username);
    return paymentOrMissing(ctx.svc, paymentId);
  }),
  assignLine: staff.input(AssignLineSchema).mutation(({ ctx, input }) => {
    const { paymentId } = assignLine(ctx.svc, input.lineId, input.reference, ctx.session.username);
    return paymentOrMissing(ctx.svc, paymentId);
  }),
  dismissLine: staff.input(LineIdSchema).mutation(({ ctx, input }) => {
    dismissLine(ctx.svc, input.lineId);
    return { ok: true as const };
  }),
  /** The Payments settings and this year's Fees heads to choose from (Owners). */
  settings: owner.query(({ ctx }) => paymentSettings(ctx.svc)),
  saveSettings: owner.input(PaymentSettingsSchema).mutation(({ ctx, input }) => savePaymentSettings(ctx.svc, input)),
  /** One payment, for the list's row after a change elsewhere. */
  get: staff.input(IdSchema).query(({ ctx, input }) => paymentOrMissing(ctx.svc, input.id)),
});
