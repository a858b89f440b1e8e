import { defineFeature } from '../../feature';
import { careersAdminRouter } from './admin-router';
import { cvRoutePlugin } from './cv-route';
import { INVITATION_PURPOSE, invitationFile } from './interview-mail';
import { seedCandidateTemplates } from './templates';

// Careers (docs/decisions/053-careers.md): the school's vacancies at /careers (a content type the
// office writes, content/vacancy-type.ts), teachers' applications with their CV, and the principal's
// shortlist, which only a role holding `recruitment` (Owners) may open.
export const careersFeature = defineFeature({
  name: 'careers',
  permission: 'recruitment',
  adminProcedures: { careers: careersAdminRouter },
  routes: cvRoutePlugin,
  seed: ({ db, now }) => seedCandidateTemplates(db, now),
  mailAttachments: (svc) => ({ [INVITATION_PURPOSE]: (id: number) => invitationFile(svc, id) }),
});
