import { defineFeature } from '../../feature';
import { nextAdmissionYearChange } from '../../platform/settings';
import { publicSettingsIn } from '../../platform/settings-texts';
import { activeAlert } from '../../platform/site-alert';
import { publicProcedure, router } from '../../trpc/trpc';
import { settingsAdminRouter } from './router';

// The school's settings (its name, colours, contacts, admissions, the brochure), read by every page's
// header and footer; and, beside them, the site-wide alert every public page shows.
export const settingsFeature = defineFeature({
  name: 'settings',
  permission: 'settings',
  procedures: {
    site: router({
      settings: publicProcedure.query(({ ctx }) => publicSettingsIn(ctx.svc, ctx.lang)),
      /** The site-wide alert while it is active, else null (every public page shows it). */
      alert: publicProcedure.query(({ ctx }) => activeAlert(ctx.svc, ctx.lang)),
    }),
  },
  adminProcedures: { settings: settingsAdminRouter },
  // Every page names the year parents apply for, which moves on by itself (docs/decisions/044).
  nextChange: nextAdmissionYearChange,
});
