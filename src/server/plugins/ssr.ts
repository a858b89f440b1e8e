import { createServerSideHelpers } from '@trpc/react-query/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { render } from '../../client/entry-server';
import { FORM_POST_KEY, type FormPostState } from '../../client/lib/form-post-state';
import { isKnownPath, metaFor } from '../../client/lib/page-meta';
import { canonicalPath, PATHS } from '../../shared/paths';
import type { ServiceContext } from '../services/context';
import { getSettings } from '../services/settings';
import { activeAlert } from '../services/site-alert';
import { createInnerContext } from '../trpc/context';
import { appRouter } from '../trpc/router';
import type { ClientAssets } from './client-assets';
import { renderDocument } from './document';
import { faviconLink } from './favicon';
import { type CachedPage, compressPage, type PageCache } from './page-cache';
import { dynamicPageFor, PAGE_PREFETCH, PAGE_QUERY_PARAMS, UNCACHED_QUERY_PARAMS } from './page-data';
import { themeStyle } from './theme-style';

/**
 * Public pages are the same for every visitor, so a shared cache (the shipped nginx, or a CDN) may keep
 * one for 30 seconds; browsers revalidate every time (ETag, usually a 304). A change is therefore
 * visible to every visitor within 30 seconds (docs/decisions/017-public-page-caching.md).
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=30';

export interface SsrOptions {
  svc: ServiceContext;
  assets: ClientAssets;
  cache: PageCache;
}

/**
 * Keeps only the query parameters that matter, in a fixed order, so one page has one cache key. Free
 * text (a search, UNCACHED_QUERY_PARAMS) is kept for the page, bounded, and marks the URL `uncached`.
 */
export function normaliseUrl(rawUrl: string): { pathname: string; url: string; uncached: boolean } {
  const u = new URL(rawUrl, 'http://localhost');
  const params = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const v = u.searchParams.get(name);
    if (v && /^[a-z0-9-]{1,40}$/.test(v)) params.set(name, v);
  }
  let uncached = false;
  for (const name of UNCACHED_QUERY_PARAMS) {
    const v = u.searchParams.get(name)?.trim().slice(0, 100);
    if (v) {
      params.set(name, v);
      uncached = true;
    }
  }
  const search = params.toString();
  return { pathname: u.pathname, url: search ? `${u.pathname}?${search}` : u.pathname, uncached };
}

export type RenderedPage = { status: number; html: string } | { redirect: string; status: number };

/**
 * Renders a page to a whole HTML document with its data prefetched. Shared by the GET pages and the
 * answers to forms posted without JavaScript, whose outcome (`formPost`) is put into the query client
 * so it is rendered and dehydrated with the page.
 */
export function createPageRenderer(svc: ServiceContext, assets: ClientAssets) {
  return async function renderPage(url: string, pathname: string, formPost?: FormPostState): Promise<RenderedPage> {
    const helpers = createServerSideHelpers({ router: appRouter, ctx: createInnerContext(svc) });
    const prefetch = PAGE_PREFETCH[pathname];
    // A page whose address says what it shows (/notices/<slug>) prefetches from the URL and gives its own head.
    const dynamic = dynamicPageFor(pathname);
    const fullUrl = new URL(url, 'http://localhost');
    const isAdminPage = pathname.startsWith('/admin');
    await Promise.all([
      helpers.site.settings.prefetch(),
      // The site-wide alert is on every public page.
      ...(isAdminPage ? [] : [helpers.site.alert.prefetch()]),
      ...(prefetch ? prefetch(helpers) : []),
      ...(dynamic ? dynamic.prefetch(helpers, fullUrl) : []),
    ]);
    if (formPost) helpers.queryClient.setQueryData(FORM_POST_KEY, formPost);
    const result = await render(url, helpers.queryClient);
    if (result instanceof Response) {
      return { redirect: result.headers.get('Location') ?? PATHS.home, status: result.status };
    }
    const settings = getSettings(svc.db);
    const meta = metaFor(pathname, settings);
    const head = dynamic?.head(svc, fullUrl, settings);
    const theme = themeStyle(settings.primaryColor);
    const isPublic = meta.isKnown && !meta.noindex;
    const html = renderDocument({
      title: head?.title ?? meta.title,
      description: head?.description ?? meta.description,
      canonicalUrl: head ? head.canonicalUrl : isPublic ? `${svc.config.siteUrl}${canonicalPath(pathname)}` : null,
      noindex: head?.noindex ?? meta.noindex,
      og: head?.og,
      alternate: head?.alternate,
      splash: !isAdminPage && settings.splashEnabled,
      alertId: isAdminPage ? null : (activeAlert(svc)?.id ?? null),
      appHtml: result.html,
      state: helpers.dehydrate(),
      assets: assets.forModules(result.moduleIds),
      themeCss: theme.css,
      themeColour: theme.themeColour,
      icon: faviconLink(settings),
    });
    return { status: head?.status ?? result.statusCode, html };
  };
}

export async function ssrPlugin(app: FastifyInstance, opts: SsrOptions) {
  const { svc, assets, cache } = opts;
  const renderPage = createPageRenderer(svc, assets);

  function send(req: FastifyRequest, reply: FastifyReply, page: CachedPage, cacheControl: string) {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
    const etag = page.etags[encoding];
    reply
      .status(page.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', cacheControl)
      .header('Vary', 'Accept-Encoding')
      .header('ETag', etag);
    if (page.status === 200 && req.headers['if-none-match'] === etag) return reply.status(304).send();
    if (encoding === 'identity') return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).send(page[encoding]);
  }

  app.get('/*', { compress: false }, async (req, reply) => {
    const { pathname, url, uncached } = normaliseUrl(req.url);
    // The misspelt Why path (/why-al-mehmood) is a permanent redirect, so old links keep working.
    if (pathname === PATHS.whyMisspelt) return reply.redirect(PATHS.why, 301);

    const isAdmin = pathname.startsWith('/admin');
    // A search's answer (uncached) is rendered for each request and never stored.
    const cacheable = !isAdmin && !uncached && (isKnownPath(pathname) || dynamicPageFor(pathname) !== undefined);
    const cached = cacheable ? cache.get(url) : undefined;
    if (cached) return send(req, reply, cached, PUBLIC_PAGE_CACHE);

    const version = cache.version;
    const rendered = await renderPage(url, pathname);
    if ('redirect' in rendered) return reply.redirect(rendered.redirect, rendered.status);
    const page =
      cacheable && rendered.status === 200
        ? cache.set(url, 200, rendered.html, version)
        : compressPage(rendered.status, rendered.html);
    return send(
      req,
      reply,
      page,
      isAdmin ? 'no-store' : page.status === 200 && cacheable ? PUBLIC_PAGE_CACHE : 'no-cache',
    );
  });
}
