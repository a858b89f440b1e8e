import { defineFeature } from '../../feature';
import { careersApplyPage } from './apply-page';
import { careersApplyRoute } from './apply-route';
import { careersApplyRouter } from './apply-router';

// Careers (docs/decisions/053-careers.md): the school's vacancies at /careers (a content type the
// office writes, content/vacancy-type.ts), teachers' applications with their CV, and the principal's
// shortlist, which only a role holding `recruitment` (Owners) may open.
export const careersFeature = defineFeature({
  name: 'careers',
  permission: 'recruitment',
  procedures: { careersApply: careersApplyRouter },
  pages: [careersApplyPage],
  routes: careersApplyRoute,
});
