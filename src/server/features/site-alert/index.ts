import { defineFeature } from '../../feature';
import { nextAlertChange } from '../../platform/site-alert';
import { siteAlertAdminRouter } from './router';

// The site-wide alert (docs/decisions/018-scheduled-content-and-site-alert.md): set in the dashboard,
// shown on every public page between its start and end (read by `site.alert`, in the settings feature).
export const siteAlertFeature = defineFeature({
  name: 'site-alert',
  permission: 'content',
  adminProcedures: { alert: siteAlertAdminRouter },
  nextChange: nextAlertChange,
});
