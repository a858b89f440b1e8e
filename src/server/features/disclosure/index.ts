import { defineFeature } from '../../feature';
import { disclosureAdminRouter } from './admin-router';
import { disclosureDynamicPage } from './page';
import { disclosureRouter } from './router';
import { disclosureRoutesPlugin } from './routes';
import { seedDisclosure } from './seed';
import { disclosurePaths } from './service';

// The CBSE Mandatory Public Disclosure (docs/decisions/021-mandatory-public-disclosure.md): each
// campus's page, built from the records the office keeps, and its documents.
export const disclosureFeature = defineFeature({
  name: 'disclosure',
  sitemap: disclosurePaths,
  seed: seedDisclosure,
  permission: 'content',
  procedures: { disclosure: disclosureRouter },
  adminProcedures: { disclosure: disclosureAdminRouter },
  pages: [disclosureDynamicPage],
  routes: disclosureRoutesPlugin,
});
