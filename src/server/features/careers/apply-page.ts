import { PATHS } from '../../../shared/paths';
import type { PublicPage } from '../../ssr/public-page';

/** /careers/apply in every language: its form lists the vacancies open today. */
export const careersApplyPage: PublicPage = {
  path: PATHS.careersApply,
  prefetch: (h) => [h.careersApply.openVacancies.prefetch()],
};
