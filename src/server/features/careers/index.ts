import { defineFeature } from '../../feature';
import { careersPages } from './pages';
import { openVacancyPaths, vacanciesPagesRouter } from './vacancies-page';

// Careers (docs/decisions/053-careers.md): the school's vacancies at /careers (a content type the
// office writes, content/vacancy-type.ts), teachers' applications with their CV, and the principal's
// shortlist, which only a role holding `recruitment` (Owners) may open.
export const careersFeature = defineFeature({
  name: 'careers',
  permission: 'recruitment',
  procedures: { vacancies: vacanciesPagesRouter },
  pages: careersPages,
  sitemap: openVacancyPaths,
});
