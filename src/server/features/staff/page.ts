import { PATHS } from '../../../shared/paths';
import type { PublicPage } from '../../ssr/public-page';

/**
 * "Forgot password?" says from its first HTML whether a link can be mailed, so the page without
 * script offers no form on a site that sends no e-mail (docs/decisions/046-no-live-link-at-rest.md).
 */
export const forgotPasswordPage: PublicPage = {
  path: PATHS.adminForgotPassword,
  prefetch: (h) => [h.staffAccess.resetByMail.prefetch()],
};
