import type { LanguageCode } from '../../../shared/paths';
import { AdmissionStatusSchema, admissionStatusSchemaIn } from '../../../shared/schemas/admission-status';
import { formsWordsFor } from '../../../shared/words/forms';
import { publicProcedure, router } from '../../trpc/trpc';
import { refuseInLanguage } from '../forms/in-language';
import { type AdmissionStatusAnswer, checkAdmissionStatus } from './service';

export const admissionStatusRouter = router({
  /**
   * The public check: a mutation (sent as POST, so what was typed never lands in a URL or an access
   * log), limited per client address in the service.
   */
  check: publicProcedure
    // Checked in the page's language first, so the field messages are in it (forms/in-language.ts).
    .use(async ({ ctx, getRawInput, next }) => {
      const schemaFor = (lang: LanguageCode) => admissionStatusSchemaIn(formsWordsFor(lang).admissionStatus);
      refuseInLanguage(ctx.lang, schemaFor, await getRawInput());
      return next();
    })
    .input(AdmissionStatusSchema)
    .mutation(({ ctx, input }): AdmissionStatusAnswer => checkAdmissionStatus(ctx.svc, input, ctx.clientIp, ctx.lang)),
});
