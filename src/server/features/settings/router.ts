import { z } from 'zod';
import { SettingsPatchSchema } from '../../../shared/schemas/settings';
import { brochurePath, removeBrochure, storeBrochure } from '../../platform/brochure';
import { getSettings, removeLogo, saveLogo, saveSettings } from '../../platform/settings';
import { settingsTranslations, translateSettings } from '../../platform/settings-texts';
import { TranslateInputSchema } from '../../platform/translations';
import { requiredFile } from '../../trpc/errors';
import { router, staffProcedure } from '../../trpc/trpc';

const staff = staffProcedure('settings');

export const settingsAdminRouter = router({
  get: staff.query(({ ctx }) => ({
    settings: getSettings(ctx.svc),
    hasCustomBrochure: brochurePath(ctx.svc.config.dataDir) !== null,
  })),
  // Each panel sends its own fields; the service merges them and checks the whole (the colour's
  // contrast, classes when admissions are open). The logo is not among them: it is uploaded below.
  save: staff.input(SettingsPatchSchema).mutation(({ ctx, input }) => saveSettings(ctx.svc, input)),
  /** The school's logo: a PNG, JPEG or WebP through the image pipeline (checked by content, re-encoded). */
  uploadLogo: staff
    .meta({ upload: 'image' })
    .input(z.instanceof(FormData))
    .mutation(async ({ ctx, input }) => {
      const { bytes } = await requiredFile(input, 'image', { missing: 'No file provided' });
      return saveLogo(ctx.svc, bytes);
    }),
  removeLogo: staff.mutation(({ ctx }) => removeLogo(ctx.svc)),
  /** The school's words in the families' languages (one item, 0), with "needs translation" per setting. */
  translations: staff.input(z.object({ id: z.literal(0) })).query(({ ctx }) => settingsTranslations(ctx.svc)),
  translate: staff
    .input(TranslateInputSchema)
    .mutation(({ ctx, input }) => translateSettings(ctx.svc, input, ctx.session.username)),
  /** Replaces /brochure.pdf; the file must really be a PDF (its `%PDF-` signature). */
  uploadBrochure: staff
    .meta({ upload: 'pdf' })
    .input(z.instanceof(FormData))
    .mutation(async ({ ctx, input }) => {
      const { bytes: buf } = await requiredFile(input, 'file', { missing: 'No file provided' });
      await storeBrochure(ctx.svc.config.dataDir, buf);
      return { hasCustomBrochure: true };
    }),
  resetBrochure: staff.mutation(async ({ ctx }) => {
    await removeBrochure(ctx.svc.config.dataDir);
    return { hasCustomBrochure: false };
  }),
});
