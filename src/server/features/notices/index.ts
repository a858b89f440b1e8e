import { defineFeature } from '../../feature';
import { noticesPages } from './page';
import { noticesAdminRouter, noticesRouter } from './router';
import { noticesRoutesPlugin } from './routes';
import { noticesSearchSource } from './search-source';
import { seedNotices } from './seed';
import { noticesNextChange, visibleNoticePaths } from './service';

// Notices: circulars and news with attachments, their pages, RSS feed and files (docs/decisions/019-notices.md).
export const noticesFeature = defineFeature({
  name: 'notices',
  sitemap: visibleNoticePaths,
  seed: seedNotices,
  permission: 'content',
  procedures: { notices: noticesRouter },
  adminProcedures: { notices: noticesAdminRouter },
  pages: noticesPages,
  routes: noticesRoutesPlugin,
  nextChange: (svc, now) => noticesNextChange(svc, now),
  search: [noticesSearchSource],
});
