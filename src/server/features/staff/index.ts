import { defineFeature } from '../../feature';
import { forgotPasswordPage } from './page';
import { sessionsRouter, staffAccessRouter, staffRouter } from './router';
import { staffFormRoutes } from './routes';
import { staffMailLinks } from './service';

// Staff accounts (docs/decisions/036-staff-accounts-and-roles.md): the Owner's admin.staffAccounts.* (admin.staff is the People content type), each
// person's admin.sessions.*, and the public steps of an invitation and a password reset
// (staffAccess.*, with their forms posted without JavaScript).
export const staffFeature = defineFeature({
  // Not 'staff': that name is the People content type's (its table and router are `staff`).
  name: 'staff-accounts',
  permission: 'staff',
  procedures: { staffAccess: staffAccessRouter },
  adminProcedures: { staffAccounts: staffRouter, sessions: sessionsRouter },
  routes: staffFormRoutes,
  pages: [forgotPasswordPage],
  // Invitation and reset links are made when their mail is handed over, never stored in the outbox.
  mailLinks: staffMailLinks,
});
