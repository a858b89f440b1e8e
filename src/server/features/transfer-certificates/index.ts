import { defineFeature } from '../../feature';
import { tcVerificationPage } from './page';
import { tcAdminRouter, tcRouter } from './router';
import { tcRoutesPlugin } from './routes';

// Transfer certificates: the office issues them; receiving schools verify one by its number and the
// child's date of birth at /tc-verification (its PDF by a token a successful lookup gives).
export const transferCertificatesFeature = defineFeature({
  name: 'transfer-certificates',
  permission: 'admissions',
  procedures: { transferCertificates: tcRouter },
  adminProcedures: { transferCertificates: tcAdminRouter },
  pages: [tcVerificationPage],
  routes: tcRoutesPlugin,
});
