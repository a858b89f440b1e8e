import type { FastifyInstance } from 'fastify';
import { MANIFEST_PATH, SERVICE_WORKER_PATH } from '../../../shared/content/offline-words';
import type { FeatureRouteOptions } from '../../feature';
import { getSettings } from '../../platform/settings';
import { ICON_CACHE, PUBLIC_PAGE_CACHE, REVALIDATE } from '../../ssr/cache-policy';
import { APP_ICON_SIZES, appIconPath, appIconPng } from './app-icons';
import { webAppManifest } from './manifest';
import { serviceWorkerScript } from './service-worker';

/** The manifest's media type (https://www.w3.org/TR/appmanifest/#media-type-registration). */
const MANIFEST_TYPE = 'application/manifest+json';

// The web app manifest, its icons and the service worker (docs/decisions/040-offline.md).
export async function offlineRoutes(
  app: FastifyInstance,
  { svc, release }: Pick<FeatureRouteOptions, 'svc' | 'release'>,
) {
  const worker = serviceWorkerScript(release);

  // Checked by the browser on every navigation and every day: a new release reaches the visitor on the
  // next page they open. `no-cache`, so neither the browser nor a proxy (nginx) answers it from a copy
  // without asking the site.
  app.get(SERVICE_WORKER_PATH, async (_req, reply) =>
    reply.header('Cache-Control', REVALIDATE).type('text/javascript; charset=utf-8').send(worker),
  );

  // From the settings, which the office may change: shared caches keep it no longer than a page.
  app.get(MANIFEST_PATH, async (_req, reply) =>
    reply
      .header('Cache-Control', PUBLIC_PAGE_CACHE)
      .type(MANIFEST_TYPE)
      .send(JSON.stringify(webAppManifest(getSettings(svc)))),
  );

  for (const size of APP_ICON_SIZES) {
    app.get(appIconPath(size), async (_req, reply) =>
      reply
        .header('Cache-Control', ICON_CACHE)
        .type('image/png')
        .send(await appIconPng(svc.media, getSettings(svc), size)),
    );
  }
}
