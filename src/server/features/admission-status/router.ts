import { AdmissionStatusSchema } from '../../../shared/schemas/admission-status';
import { publicProcedure, router } from '../../trpc/trpc';
import { type AdmissionStatusAnswer, checkAdmissionStatus } from './service';

export const admissionStatusRouter = router({
  /**
   * The public check: a mutation (sent as POST, so what was typed never lands in a URL or an access
   * log), limited per client address in the service.
   */
  check: publicProcedure
    .input(AdmissionStatusSchema)
    .mutation(({ ctx, input }): AdmissionStatusAnswer => checkAdmissionStatus(ctx.svc, input, ctx.clientIp)),
});
