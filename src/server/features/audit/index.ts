import { defineFeature } from '../../feature';
import { auditAdminRouter } from './router';

// The append-only log of what administrators do (docs/decisions/022-privacy-and-audit.md); entries are
// written by the dashboard procedures' shared middleware (src/server/trpc/trpc.ts).
export const auditFeature = defineFeature({
  name: 'audit',
  permission: 'privacy',
  adminProcedures: { audit: auditAdminRouter },
});
