import { z } from 'zod';
import { SiteSettingsSchema } from '../../../../shared/schemas/settings';
import { removeBrochure, storeBrochure } from '../../../images/upload-check';
import { brochurePath } from '../../../services/brochure';
import { getSettings, saveSettings } from '../../../services/settings';
import { fieldError } from '../../errors';
import { adminProcedure, router } from '../../trpc';

export const settingsAdminRouter = router({
  get: adminProcedure.query(({ ctx }) => ({
    settings: getSettings(ctx.svc.db),
    hasCustomBrochure: brochurePath(ctx.svc.config.dataDir) !== null,
  })),
  save: adminProcedure.input(SiteSettingsSchema).mutation(({ ctx, input }) => saveSettings(ctx.svc, input)),
  /** Replaces /brochure.pdf; the file must really be a PDF (its `%PDF-` signature). */
  uploadBrochure: adminProcedure
    .meta({ upload: 'pdf' })
    .input(z.instanceof(FormData))
    .mutation(async ({ ctx, input }) => {
      const file = input.get('file');
      if (!file || typeof file === 'string' || file.size === 0) throw fieldError('file', 'No file provided');
      const buf = Buffer.from(await file.arrayBuffer());
      await storeBrochure(ctx.svc.config.dataDir, buf);
      return { hasCustomBrochure: true };
    }),
  resetBrochure: adminProcedure.mutation(async ({ ctx }) => {
    await removeBrochure(ctx.svc.config.dataDir);
    return { hasCustomBrochure: false };
  }),
});
