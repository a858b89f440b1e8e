import { z } from 'zod';
import { SiteAlertInputSchema } from '../../../shared/schemas/site-alert';
import { alertForEditing, alertTranslations, clearAlert, saveAlert, translateAlert } from '../../platform/site-alert';
import { TranslateInputSchema } from '../../platform/translations';
import { router, staffProcedure } from '../../trpc/trpc';

const staff = staffProcedure('content');

// The dashboard's site-wide alert (docs/decisions/018-scheduled-content-and-site-alert.md): the one
// alert as it was set, set (or schedule) a new one, clear it.
export const siteAlertAdminRouter = router({
  get: staff.query(({ ctx }) => alertForEditing(ctx.svc)),
  save: staff.input(SiteAlertInputSchema).mutation(({ ctx, input }) => {
    saveAlert(ctx.svc, input);
    return alertForEditing(ctx.svc);
  }),
  clear: staff.mutation(({ ctx }) => {
    clearAlert(ctx.svc);
    return null;
  }),
  /** The message and its translations (the alert is one item: its id is 0). */
  translations: staff.input(z.object({ id: z.literal(0) })).query(({ ctx }) => alertTranslations(ctx.svc)),
  translate: staff
    .input(TranslateInputSchema)
    .mutation(({ ctx, input }) => translateAlert(ctx.svc, input, ctx.session.username)),
});
