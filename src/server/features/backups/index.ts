import { defineFeature } from '../../feature';
import { backupsAdminRouter } from './router';
import { backupFilesPlugin } from './routes';

// Backups into DATA_DIR/backups (docs/decisions/015-backups.md): the daily archive (only with a
// BACKUP_HOUR), "Back up now" and the downloads. The service lives on the service context, since the
// upgrade check and the command line use it too; a running backup finishes before the database closes.
export const backupsFeature = defineFeature({
  name: 'backups',
  permission: 'settings',
  adminProcedures: { backups: backupsAdminRouter },
  routes: backupFilesPlugin,
  jobs: (svc) => ({ backups: { start: () => svc.backups.start(), stop: () => svc.backups.stop() } }),
});
