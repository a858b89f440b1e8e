import { defineFeature } from '../../feature';
import { receiptFile } from './receipt-file';
import { paymentsAdminRouter, paymentsRouter } from './router';
import { paymentRoutesPlugin } from './routes';

// Fees by UPI (docs/decisions/052-upi-fees.md): the parent pays the fee a Settings choice asks, with
// the school's UPI ID, and says so with the UTR; the office imports the bank's statement, matches and
// receives; a receipt numbered per financial year follows by e-mail. No gateway, no new process.
export const paymentsFeature = defineFeature({
  name: 'payments',
  permission: 'admissions',
  procedures: { payments: paymentsRouter },
  adminProcedures: { payments: paymentsAdminRouter },
  routes: paymentRoutesPlugin,
  mailAttachments: (svc) => ({ receipt: (id) => receiptFile(svc, id) }),
});
