import { PATHS } from '../../../shared/paths';
import { defineFeature } from '../../feature';
import type { PublicPage } from '../../ssr/public-page';
import { privacyAdminRouter } from './admin-router';
import { createRetentionSchedule, retentionHour } from './retention';
import { privacyRouter } from './router';

// Parents' and children's data under India's DPDP Act (docs/decisions/022-privacy-and-audit.md): the
// privacy notice at /privacy, finding, exporting and erasing a person's records, and the daily
// retention job (an hour after the backup) that erases what is past its period.
const privacyPage: PublicPage = { path: PATHS.privacy, prefetch: (h) => [h.privacy.notice.prefetch()] };

export const privacyFeature = defineFeature({
  name: 'privacy',
  permission: 'privacy',
  procedures: { privacy: privacyRouter },
  adminProcedures: { privacy: privacyAdminRouter },
  pages: [privacyPage],
  // A run is synchronous, so stopping the timer is all a shutdown needs.
  jobs: (svc, { config }) => ({ retention: createRetentionSchedule(svc, { hour: retentionHour(config) }) }),
});
