import { TRPCError } from '@trpc/server';
import {
  ContactFilterSchema,
  ContactListInputSchema,
  ContactStatusInputSchema,
  IdSchema,
} from '../../../../shared/schemas/admin-content';
import { exportContactsCsv, listContacts, removeContact, setContactStatus } from '../../../services/contacts';
import type { Context } from '../../context';
import { adminProcedure, router } from '../../trpc';
import { mapErrors } from './errors';

/** Personal data (a searched name, email or mobile) never travels in a URL, where access logs keep it. */
function refuseGet(ctx: Context) {
  if (ctx.http?.req.method === 'GET') {
    throw new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: 'Send contact queries as POST.' });
  }
}

export const contactsAdminRouter = router({
  list: adminProcedure.input(ContactListInputSchema).query(({ ctx, input }) => {
    refuseGet(ctx);
    return listContacts(ctx.svc, input);
  }),
  setStatus: adminProcedure
    .input(ContactStatusInputSchema)
    .mutation(({ ctx, input }) => mapErrors(() => setContactStatus(ctx.svc, input.id, input.status))),
  remove: adminProcedure
    .input(IdSchema)
    .mutation(({ ctx, input }) => mapErrors(() => removeContact(ctx.svc, input.id))),
  /** The filtered enquiries as CSV text; the browser saves it as a file. */
  exportCsv: adminProcedure.input(ContactFilterSchema).query(({ ctx, input }) => {
    refuseGet(ctx);
    const date = new Date().toISOString().slice(0, 10);
    return { filename: `contacts-${date}.csv`, csv: exportContactsCsv(ctx.svc, input) };
  }),
});
