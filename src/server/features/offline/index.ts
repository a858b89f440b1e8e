import { PATHS, pageTitle } from '../../../shared/paths';
import { pageWordsFor } from '../../../shared/words/pages';
import { defineFeature } from '../../feature';
import type { PublicPage } from '../../ssr/public-page';
import { offlineRoutes } from './routes';

// The site on a phone without a connection (docs/decisions/040-offline.md): the web app manifest and
// its icons, the service worker at /sw.js that keeps the pages a visitor opened, and the offline page
// it shows in place of a page it has no copy of. The page is never indexed: nobody should land on it.
const offlinePage: PublicPage = {
  path: PATHS.offline,
  prefetch: () => [],
  head: (_svc, _url, settings, { lang }) => ({
    title: pageTitle({ title: pageWordsFor(lang).offline.title }, settings),
    description: pageWordsFor(lang).offline.description,
    canonicalUrl: null,
    noindex: true,
  }),
};

export const offlineFeature = defineFeature({
  name: 'offline',
  pages: [offlinePage],
  routes: offlineRoutes,
});
