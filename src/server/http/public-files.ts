import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { TC_VERIFICATION_PATH } from '../../shared/disclosure';
import { MEDIA_PREFIX } from '../../shared/images';
import { LANGUAGES, languageVersions, PATHS, pathInLanguage, SITEMAP_PATHS } from '../../shared/paths';
import { currentFeeStructure, fieldValues } from '../content/field-values';
import type { ServiceContext } from '../context';
import { brochureFilename, brochurePath, defaultBrochure } from '../platform/brochure';
import { getSettings } from '../platform/settings';
import { BROCHURE_CACHE, ICON_CACHE, IMMUTABLE_CACHE } from '../ssr/cache-policy';
import { builtInMarkSvg, faviconLink, faviconPng } from './favicon';

/** Hashed client assets, uploaded images, the brochure, favicon, robots.txt and sitemap.xml. */
export async function publicFilesPlugin(
  app: FastifyInstance,
  opts: {
    svc: ServiceContext;
    clientDir: string;
    /** The addresses the features add to the sitemap (a visible notice, a campus's disclosure), read per request. */
    sitemapPaths: () => string[];
  },
) {
  const { svc, clientDir, sitemapPaths } = opts;
  const assetsDir = path.join(clientDir, 'assets');

  if (fs.existsSync(assetsDir)) {
    await app.register(async (scope) => {
      // @fastify/static answers 403 for a folder (`/assets/`) and for any path it will not resolve
      // (`..`, `%2e%2e`, `%2f`, `//`). For a visitor there is no file there either way, and a 403
      // tells a scanner it found something: answer exactly as for a missing file.
      scope.setErrorHandler((error: { statusCode?: number }, _req, reply) => {
        if (error.statusCode === 403) return reply.callNotFound();
        throw error;
      });
      // Only the hashed build output is public: nothing else under the project is reachable.
      await scope.register(fastifyStatic, {
        root: assetsDir,
        prefix: '/assets/',
        decorateReply: false,
        index: false,
        wildcard: true,
        preCompressed: true,
        setHeaders: (res) => res.header('Cache-Control', IMMUTABLE_CACHE),
      });
    });
  }

  // Image variants: names are random keys, so a file never changes once written.
  app.get(`${MEDIA_PREFIX}/*`, async (req, reply) => {
    const rel = (req.params as { '*': string })['*'];
    // Notice attachments are served only through their notice, while it is visible (src/server/features/notices/routes.ts).
    const file = rel.startsWith('notices/') ? null : svc.media.resolveFile(rel);
    if (!file || !fs.existsSync(file)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('Cache-Control', IMMUTABLE_CACHE)
      .header('Content-Type', 'image/webp')
      .send(fs.createReadStream(file));
  });

  app.get('/brochure.pdf', async (_req, reply) => {
    const uploaded = brochurePath(svc.config.dataDir);
    const settings = getSettings(svc);
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${brochureFilename(settings.schoolName)}"`)
      .header('Cache-Control', BROCHURE_CACHE);
    // The built-in brochure carries the school's name, logo, colour and contact details from the settings,
    // the facts the pages' fields state, filled from the same values, and the fee structure's rules.
    return reply.send(
      uploaded
        ? fs.createReadStream(uploaded)
        : await defaultBrochure(settings, fieldValues(svc), currentFeeStructure(svc), svc.media),
    );
  });

  app.get('/favicon.svg', async (_req, reply) =>
    reply
      .header('Cache-Control', ICON_CACHE)
      .type('image/svg+xml; charset=utf-8')
      .send(builtInMarkSvg(getSettings(svc).primaryColor)),
  );
  // The school's logo, made small; without one, the built-in mark.
  app.get('/favicon.png', async (_req, reply) => {
    const { logo } = getSettings(svc);
    const png = logo ? await faviconPng(svc.media, logo) : null;
    if (!png) return reply.redirect('/favicon.svg', 302);
    return reply.header('Cache-Control', ICON_CACHE).type('image/png').send(png);
  });
  // Not permanent: the icon changes when the school uploads or removes its logo.
  app.get('/favicon.ico', async (_req, reply) => reply.redirect(faviconLink(getSettings(svc)).href, 302));

  app.get('/robots.txt', async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nDisallow: /admin\nDisallow: /trpc\n\nSitemap: ${svc.config.siteUrl}/sitemap.xml\n`),
  );

  // The pages, then what the features add (read per request: notices appear and expire by themselves).
  // Transfer-certificate verification is for those who hold a certificate, the admission status for
  // those who hold a reference: never listed.
  const pages = SITEMAP_PATHS.filter((p) => p !== TC_VERIFICATION_PATH && p !== PATHS.admissionStatus);
  // Every page in every language, each entry listing the page's versions (and x-default, English) as
  // its head does (docs/architecture.md, "Languages").
  const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const url = (path: string) => xml(`${svc.config.siteUrl}${path}`);
  const sitemap = (paths: string[]) => {
    const entries = paths.flatMap((p) => {
      const versions = languageVersions(p)
        .map((v) => `<xhtml:link rel="alternate" hreflang="${v.hreflang}" href="${url(v.path)}"/>`)
        .join('');
      return LANGUAGES.map((l) => `  <url><loc>${url(pathInLanguage(p, l.code))}</loc>${versions}</url>`);
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  };
  app.get('/sitemap.xml', async (_req, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemap([...pages, ...sitemapPaths()])),
  );
}
