import { SiteAlertInputSchema } from '../../../shared/schemas/site-alert';
import { alertForEditing, clearAlert, saveAlert } from '../../platform/site-alert';
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
});
