import { contentCounts } from '../../services/admin-content';
import { adminProcedure, router } from '../trpc';
import { authRouter } from './admin/auth';
import { contactsAdminRouter } from './admin/contacts';
import {
  achievementsAdminRouter,
  announcementsAdminRouter,
  galleryAdminRouter,
  journeysAdminRouter,
  slidesAdminRouter,
} from './admin/content';
import { settingsAdminRouter } from './admin/settings';

// Issue 4. Every procedure here except login, logout and me is built on adminProcedure (one
// middleware checks the session); tests/integration/admin-router.test.ts walks the whole router.
export const adminRouter = router({
  ...authRouter._def.record,
  stats: adminProcedure.query(({ ctx }) => contentCounts(ctx.svc)),
  gallery: galleryAdminRouter,
  announcements: announcementsAdminRouter,
  contacts: contactsAdminRouter,
  slides: slidesAdminRouter,
  journeys: journeysAdminRouter,
  achievements: achievementsAdminRouter,
  settings: settingsAdminRouter,
});
