import { defineFeature } from '../../feature';
import { careersAdminRouter } from './admin-router';
import { careersApplyPage } from './apply-page';
import { careersApplyRoute } from './apply-route';
import { careersApplyRouter } from './apply-router';
import { cvRoutePlugin } from './cv-route';
import { INVITATION_PURPOSE, invitationFile } from './interview-mail';
import { careersPages } from './pages';
import { seedCandidateTemplates } from './templates';
import { openVacancyPaths, vacanciesPagesRouter } from './vacancies-page';

// Careers (docs/decisions/053-careers.md): the school's vacancies at /careers (a content type the
// office writes, content/vacancy-type.ts), teachers' applications with their CV, and the principal's
// shortlist, which only a role holding `recruitment` (Owners) may open.
export const careersFeature = defineFeature({
  name: 'careers',
  permission: 'recruitment',
  procedures: { vacancies: vacanciesPagesRouter, careersApply: careersApplyRouter },
  adminProcedures: { careers: careersAdminRouter },
  pages: [...careersPages, careersApplyPage],
  sitemap: openVacancyPaths,
  // Each in a scope of its own: the application's post reads multipart bodies only.
  routes: async (app, opts) => {
    await app.register(careersApplyRoute, opts);
    await app.register(cvRoutePlugin, opts);
  },
  seed: ({ db, now }) => seedCandidateTemplates(db, now),
  mailAttachments: (svc) => ({ [INVITATION_PURPOSE]: (id: number) => invitationFile(svc, id) }),
});
