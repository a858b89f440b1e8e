import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DehydratedState } from '@tanstack/react-query';
import { createServerSideHelpers } from '@trpc/react-query/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { render } from '../../client/entry-server';
import { FORM_POST_KEY, type FormPostState } from '../../client/lib/form-post-state';
import { type HeadMeta, isKnownPath, metaFor } from '../../client/lib/page-meta';
import { SIGN_IN_CODE_STEP } from '../../shared/admin-sign-in';
import { PAGE_ROUTE_KEY, type PageRoute } from '../../shared/page-route';
import {
  canonicalPath,
  DEFAULT_LANGUAGE,
  type LanguageCode,
  languageOf,
  languageVersions,
  PATHS,
  PREFIXED_LANGUAGES,
  pageTitle,
  pathInLanguage,
  splitLanguage,
} from '../../shared/paths';
import type { SchoolNames } from '../../shared/schemas/settings';
import { wordsFor } from '../../shared/words';
import { pageTitleIn } from '../../shared/words/pages';
import type { AppRouter } from '../app-router';
import type { ServiceContext } from '../context';
import type { ClientAssets } from '../http/client-assets';
import { renderDocument } from '../http/document';
import { faviconLink } from '../http/favicon';
import { pageCsp, SECURITY_HEADERS } from '../http/security';
import { themeStyle } from '../http/theme-style';
import { getSettings } from '../platform/settings';
import { activeAlert } from '../platform/site-alert';
import { createInnerContext, requestAccess } from '../trpc/context';
import {
  type Encoding,
  encodingOf,
  NO_STORE,
  PUBLIC_PAGE_CACHE,
  REVALIDATE,
  representationHeaders,
  sendCompressed,
} from './cache-policy';
import { type CachedPage, compressPage, type PageCache } from './page-cache';
import {
  PAGE_QUERY_PARAMS,
  type PageRegistry,
  PREVIEW_PARAM,
  PREVIEW_VALUE,
  UNCACHED_QUERY_MAX_CHARS,
  UNCACHED_QUERY_PARAMS,
} from './public-page';

/** What the site is made of, given by app.ts: the API's router and the features' public pages. */
export interface SiteParts {
  router: AppRouter;
  pages: PageRegistry;
}

export interface SsrOptions {
  svc: ServiceContext;
  assets: ClientAssets;
  cache: PageCache;
  site: SiteParts;
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
  // The sign-in page says why a sign-in posted without JavaScript was refused (never cached: /admin).
  const failed = u.pathname === PATHS.adminLogin ? u.searchParams.get('failed') : null;
  if (failed && /^[a-z0-9-]{1,20}$/.test(failed)) params.set('failed', failed);
  // And which step it is at (?step=code: the second step of two-factor sign-in).
  const step = u.pathname === PATHS.adminLogin ? u.searchParams.get('step') : null;
  if (step === SIGN_IN_CODE_STEP) params.set('step', step);
  let uncached = false;
  if (u.searchParams.get(PREVIEW_PARAM) === PREVIEW_VALUE) {
    params.set(PREVIEW_PARAM, PREVIEW_VALUE);
    uncached = true;
  }
  for (const name of UNCACHED_QUERY_PARAMS) {
    const v = u.searchParams.get(name)?.trim().slice(0, UNCACHED_QUERY_MAX_CHARS);
    if (v) {
      params.set(name, v);
      uncached = true;
    }
  }
  const search = params.toString();
  return { pathname: u.pathname, url: search ? `${u.pathname}?${search}` : u.pathname, uncached };
}

/**
 * What a public page's islands are hydrated with (src/client/public/trpc.ts): each query's data by its
 * key's hash, without the query cache's bookkeeping the public runtime has no use for.
 */
function pageData(state: DehydratedState, route: PageRoute): Record<string, unknown> {
  return { ...Object.fromEntries(state.queries.map((q) => [q.queryHash, q.state.data])), [PAGE_ROUTE_KEY]: route };
}

/** Every feature's public pages, indexed once. */

export type RenderedPage =
  | { status: number; html: string /** The page's Content-Security-Policy (security.ts pageCsp). */; csp: string }
  | { redirect: string; status: number };

/**
 * Renders a page to a whole HTML document with its data prefetched. Shared by the GET pages and the
 * answers to forms posted without JavaScript, whose outcome (`formPost`) is put into the query client
 * so it is rendered and dehydrated with the page.
 */
export type RenderPage = (
  url: string,
  pathname: string,
  formPost?: FormPostState,
  options?: { preview?: boolean },
) => Promise<RenderedPage>;

/**
 * The address of a page for the registry, the heads and the features: without its language's prefix
 * ('/mr/fees' is '/fees' in Marathi). The dashboard has no language versions: '/mr/admin/login' names
 * no page.
 */
export function pageAddress(pathname: string): { lang: LanguageCode; path: string; isAdmin: boolean } {
  const { lang, path } = splitLanguage(pathname);
  const underAdmin = path.startsWith('/admin');
  return {
    lang,
    path: underAdmin && lang !== DEFAULT_LANGUAGE ? NO_PAGE : path,
    isAdmin: underAdmin && lang === DEFAULT_LANGUAGE,
  };
}

/** An address no page has: what a language's prefix before the dashboard's address names. */
const NO_PAGE = '/-';

/**
 * The redirect of an address that names a language the long way: '/en/fees' is '/fees' (English
 * has no prefix), '/mr' is '/mr/' (a language's home page, as a folder). Null for any other address.
 */
export function languageRedirect(pathname: string, search: string): string | null {
  if (pathname === `/${DEFAULT_LANGUAGE}` || pathname.startsWith(`/${DEFAULT_LANGUAGE}/`)) {
    // Never '//host' (another site, to a browser): '/en//x' goes to '/x'.
    return `${pathname.slice(DEFAULT_LANGUAGE.length + 1).replace(/^\/+/, '/') || '/'}${search}`;
  }
  return (PREFIXED_LANGUAGES as string[]).includes(pathname.slice(1)) ? `${pathname}/${search}` : null;
}

/**
 * A fixed page's title and description in the page's language, for a page whose words are not a
 * document (those are translated in the pages' catalogue, src/shared/words/pages/); as it is otherwise.
 */
function translatedMeta(meta: HeadMeta, pagePath: string, lang: LanguageCode, names: SchoolNames): HeadMeta {
  const words = pageTitleIn(pagePath, lang);
  return words ? { ...meta, title: pageTitle(words, names), description: words.description } : meta;
}

export function createPageRenderer(svc: ServiceContext, pageAssets: ClientAssets, site: SiteParts): RenderPage {
  const { siteUrl } = svc.config;
  /** An address of this site in the page's language (a head's canonical and card address); others as they are. */
  const inLanguage = (absolute: string, lang: LanguageCode) =>
    absolute.startsWith(`${siteUrl}/`) ? `${siteUrl}${pathInLanguage(absolute.slice(siteUrl.length), lang)}` : absolute;
  return async function renderPage(url, pathname, formPost, options = {}) {
    const preview = options.preview === true;
    // The page's language is its address's; the registry, the heads and the features read the
    // address without it, and the procedures get the language in their context (ctx.lang).
    const { lang, path: pagePath, isAdmin: isAdminPage } = pageAddress(pathname);
    const helpers = createServerSideHelpers({ router: site.router, ctx: createInnerContext(svc, { preview, lang }) });
    // Each feature's part of the page prefetches its data; a page whose address says what it shows
    // (/notices/<slug>) prefetches from the URL and gives its own head.
    const parts = site.pages.partsOf(pagePath);
    const requested = new URL(url, 'http://localhost');
    const fullUrl = new URL(`${pagePath}${requested.search}`, 'http://localhost');
    await Promise.all([
      helpers.site.settings.prefetch(),
      // The site-wide alert is on every public page.
      ...(isAdminPage ? [] : [helpers.site.alert.prefetch()]),
      ...parts.flatMap((part) => part.prefetch(helpers, fullUrl)),
    ]);
    if (formPost) helpers.queryClient.setQueryData(FORM_POST_KEY, formPost);
    const result = await render(url, helpers.queryClient, lang);
    if (result instanceof Response) {
      return { redirect: result.headers.get('Location') ?? PATHS.home, status: result.status };
    }
    const settings = getSettings(svc);
    const meta = translatedMeta(metaFor(pagePath, settings), pagePath, lang, settings);
    const head = parts.find((part) => part.head)?.head?.(svc, fullUrl, settings, { preview, lang });
    const theme = themeStyle(settings.primaryColor);
    const isPublic = meta.isKnown && !meta.noindex;
    const assets = pageAssets.forPage(result.moduleIds, isAdminPage);
    // The heads name the English address; each language version is its own canonical, and lists
    // the others (docs/architecture.md, "Languages").
    const englishCanonical = head ? head.canonicalUrl : isPublic ? `${siteUrl}${canonicalPath(pagePath)}` : null;
    const englishPath = englishCanonical?.startsWith(`${siteUrl}/`) ? englishCanonical.slice(siteUrl.length) : null;
    const { dir } = languageOf(lang);
    const { html, styleHashes } = renderDocument({
      lang,
      dir,
      title: head?.title ?? meta.title,
      description: head?.description ?? meta.description,
      canonicalUrl: englishCanonical ? inLanguage(englishCanonical, lang) : null,
      hreflang: englishPath
        ? languageVersions(englishPath).map((v) => ({ hreflang: v.hreflang, href: `${siteUrl}${v.path}` }))
        : [],
      noindex: preview || (head?.noindex ?? meta.noindex),
      og: head?.og ? { ...head.og, url: inLanguage(head.og.url, lang) } : undefined,
      // A feed of the page (notices, calendar) is its language's: '/mr/notices/feed.xml'.
      alternate: head?.alternate ? { ...head.alternate, href: pathInLanguage(head.alternate.href, lang) } : undefined,
      splash: !isAdminPage && settings.splashEnabled ? wordsFor(lang).splash : null,
      alertId: isAdminPage ? null : (activeAlert(svc)?.id ?? null),
      appHtml: result.html,
      // A public page without islands needs no data in the browser.
      state: isAdminPage
        ? helpers.dehydrate()
        : result.islands > 0
          ? pageData(helpers.dehydrate(), { params: result.params })
          : null,
      stateId: isAdminPage ? '__QUERY_STATE__' : '__PAGE_DATA__',
      assets,
      fonts: isAdminPage ? null : pageAssets.fontsFor(lang),
      themeCss: theme.css,
      themeColour: theme.themeColour,
      icon: faviconLink(settings),
    });
    // A public address that is neither a page of PATHS nor one a feature's page takes (an upper-case
    // slug, a path under a page) renders the not-found text, and says so with its status.
    const isPage = isAdminPage || meta.isKnown || parts.some((part) => part.matches);
    const status = head?.status ?? (isPage ? result.statusCode : 404);
    return { status, html, csp: pageCsp(styleHashes) };
  };
}

function pageHeaders(page: CachedPage, encoding: Encoding, cacheControl: string): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    'content-security-policy': page.csp ?? SECURITY_HEADERS['content-security-policy'] ?? '',
    ...representationHeaders(page, encoding, 'text/html; charset=utf-8', cacheControl),
  };
}

/** Every header of a cached page, made once per page and encoding (not per request). */
const cachedHeaders = new WeakMap<CachedPage, Record<Encoding, Record<string, string>>>();

function headersOf(page: CachedPage, encoding: Encoding, cacheControl: string): Record<string, string> {
  if (cacheControl !== PUBLIC_PAGE_CACHE) return pageHeaders(page, encoding, cacheControl);
  let all = cachedHeaders.get(page);
  if (!all) {
    all = {
      br: pageHeaders(page, 'br', cacheControl),
      gzip: pageHeaders(page, 'gzip', cacheControl),
      identity: pageHeaders(page, 'identity', cacheControl),
    };
    cachedHeaders.set(page, all);
  }
  return all[encoding];
}

/** A cached page's headers for one encoding as the flat array Node writes at once (made once each). */
const rawHeaders = new WeakMap<CachedPage, Map<string, string[]>>();

function rawHeadersOf(page: CachedPage, encoding: Encoding, body: Buffer | null): string[] {
  const key = `${encoding}:${body ? 'body' : '304'}`;
  let forPage = rawHeaders.get(page);
  if (!forPage) {
    forPage = new Map();
    rawHeaders.set(page, forPage);
  }
  let flat = forPage.get(key);
  if (!flat) {
    const headers: Record<string, string> = { ...headersOf(page, encoding, PUBLIC_PAGE_CACHE) };
    if (body) {
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      headers['content-length'] = String(body.length);
    }
    flat = Object.entries(headers).flat();
    forPage.set(key, flat);
  }
  return flat;
}

/** Sends a rendered page in the encoding the client takes, or 304 when its copy is current. */
function sendPage(req: FastifyRequest, reply: FastifyReply, page: CachedPage, cacheControl: string) {
  return sendCompressed(req, reply, page, (encoding) => headersOf(page, encoding, cacheControl));
}

/** The answer to a request that the page cache holds: a status, headers made once, and a body. */
export interface CachedAnswer {
  status: number;
  /** The stored page's status (200 also when the answer is a 304): what the visit counter reads. */
  pageStatus: number;
  headers: string[];
  body: Buffer | string | undefined;
}

/**
 * The page cache's fast path: a GET or HEAD of a plain public address whose page is cached gets its
 * answer here, with headers made once (docs/decisions/027-page-cache-fast-path.md). Anything else (a
 * query string, the dashboard, a miss) is undefined and goes on to the full pipeline.
 */
export function cachedAnswer(cache: PageCache, req: IncomingMessage): CachedAnswer | undefined {
  const { method, url = '' } = req;
  if ((method !== 'GET' && method !== 'HEAD') || url.includes('?') || url.startsWith('/admin')) return undefined;
  const page = cache.get(url);
  if (!page) return undefined;
  const encoding = encodingOf(req.headers['accept-encoding']);
  const notModified = page.status === 200 && req.headers['if-none-match'] === page.etags[encoding];
  const body = notModified ? null : encoding === 'identity' ? page.html : page[encoding];
  return {
    status: notModified ? 304 : page.status,
    pageStatus: page.status,
    headers: rawHeadersOf(page, encoding, body),
    body: method === 'HEAD' ? undefined : (body ?? undefined),
  };
}

/** Writes a cached answer straight to the socket, as a static file server does. */
export function writeCachedAnswer(res: ServerResponse, answer: CachedAnswer): void {
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}

/**
 * The fast path inside Fastify, the first hook a request meets (app.ts). Requests on a socket are
 * answered before Fastify sees them (http-server.ts); this hook answers the ones that arrive another
 * way (Fastify's inject, in tests) the same way, and costs a miss one lookup.
 */
export function cachedPageHook(cache: PageCache, onAnswer: (req: IncomingMessage, answer: CachedAnswer) => void) {
  return (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const answer = cachedAnswer(cache, req.raw);
    if (!answer) return done();
    reply.hijack();
    writeCachedAnswer(reply.raw, answer);
    onAnswer(req.raw, answer);
  };
}

export async function ssrPlugin(app: FastifyInstance, opts: SsrOptions) {
  const { svc, assets, cache, site } = opts;
  const renderPage = createPageRenderer(svc, assets, site);

  app.get('/*', { compress: false }, async (req, reply) => {
    const { pathname, url, uncached } = normaliseUrl(req.url);
    // The misspelt Why path (/why-al-mehmood) is a permanent redirect, so old links keep working.
    if (pathname === PATHS.whyMisspelt) return reply.redirect(PATHS.why, 301);
    // '/en/fees' is '/fees', '/mr' is '/mr/': one address per page and language.
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const moved = languageRedirect(pathname, search);
    if (moved) return reply.redirect(moved, 301);

    const { lang, path: pagePath, isAdmin } = pageAddress(pathname);
    if (lang !== DEFAULT_LANGUAGE && pagePath === PATHS.whyMisspelt) {
      return reply.redirect(pathInLanguage(PATHS.why, lang), 301);
    }
    // A search's answer (uncached, or a page made for each request) is rendered for each request and
    // never stored. The cache's key is the address with its language's prefix, so each language's page
    // is stored apart.
    const perRequest = site.pages.isUncached(pagePath);
    const cacheable = !isAdmin && !uncached && !perRequest && (isKnownPath(pagePath) || site.pages.isDynamic(pagePath));
    const cached = cacheable ? cache.get(url) : undefined;
    // Every public page answered here is counted (a 404 or the dashboard is not: page-view.ts).
    if (cached) {
      svc.visits.count(req.raw, cached.status);
      return sendPage(req, reply, cached, PUBLIC_PAGE_CACHE);
    }

    // An editor's preview of a page's draft: for those who may read the content, never stored anywhere.
    if (url.includes(`${PREVIEW_PARAM}=${PREVIEW_VALUE}`)) {
      const access = requestAccess(svc, req, 'content', 'read');
      if (access !== 'allowed') return reply.redirect(PATHS.adminLogin, 303);
      const preview = await renderPage(url, pathname, undefined, { preview: true });
      if ('redirect' in preview) return reply.redirect(preview.redirect, preview.status);
      reply.header('x-robots-tag', 'noindex');
      return sendPage(req, reply, compressPage(preview.status, preview.html, preview.csp), NO_STORE);
    }

    const version = cache.version;
    const rendered = await renderPage(url, pathname);
    if ('redirect' in rendered) return reply.redirect(rendered.redirect, rendered.status);
    const page =
      cacheable && rendered.status === 200
        ? cache.set(url, 200, rendered.html, version, rendered.csp)
        : compressPage(rendered.status, rendered.html, rendered.csp);
    svc.visits.count(req.raw, page.status);
    // A page made for each request is for the one who asked it: no search engine lists it.
    if (perRequest) reply.header('x-robots-tag', 'noindex');
    return sendPage(
      req,
      reply,
      page,
      isAdmin ? NO_STORE : page.status === 200 && cacheable ? PUBLIC_PAGE_CACHE : REVALIDATE,
    );
  });
}
