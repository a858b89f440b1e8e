import { defineFeature } from '../../feature';
import { authRouter, twoFactorRouter } from './router';
import { signInFormRoute } from './routes';

// Signing in and out, who is signed in, and one's own password (docs/decisions/003-sign-in-and-sessions.md),
// at the dashboard's root: admin.login, admin.logout, admin.me, admin.changePassword.
export const authFeature = defineFeature({
  name: 'auth',
  permission: 'account',
  adminProcedures: { ...authRouter._def.record, twoFactor: twoFactorRouter },
  routes: signInFormRoute,
});
