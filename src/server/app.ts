import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import { TRPC_MAX_BATCH } from '../shared/constants';
import { TC_VERIFICATION_PATH } from '../shared/disclosure';
import { PATHS } from '../shared/paths';
import { appRouter, createCaller } from './app-router';
import type { AppConfig } from './config';
import { createServiceContext, type ServiceContext } from './context';
import type { Db } from './db/client';
import { StorageError } from './db/write';
import { type FeatureJob, nextScheduledChange } from './feature';
import { FEATURES } from './features/index';
import { ClientAssets } from './http/client-assets';
import { type FastPath, serverWithFastPath } from './http/http-server';
import { publicFilesPlugin } from './http/public-files';
import { releaseId } from './http/release';
import { SECURITY_HEADERS, securityPlugin } from './http/security';
import { ADMIN_JSON_BODY_BYTES, trpcGate } from './http/trpc-gate';
import { ensureFirstAdmin, type OneTimeAdmin } from './platform/auth/session';
import { openDatabaseForServer } from './platform/backups/before-upgrade';
import type { MailSenderOptions } from './platform/mail/sender';
import { prepareSearchIndex } from './platform/search/rebuild';
import { projectRoot } from './project-root';
import { seedDatabase } from './seed';
import { NO_STORE } from './ssr/cache-policy';
import { PageCache } from './ssr/page-cache';
import { PageRegistry } from './ssr/public-page';
import {
  cachedAnswer,
  cachedPageHook,
  createPageRenderer,
  type SiteParts,
  ssrPlugin,
  writeCachedAnswer,
} from './ssr/ssr';
import { rewriteApiInLanguage } from './trpc/api-language';
import { type Context, createHttpContext } from './trpc/context';
import { enquiryRoutePlugin, type TrpcOptions } from './trpc/enquiry-route';

export interface BuildOptions {
  /** Fill an empty database with sample content (default true). */
  seed?: boolean;
  /** Built client files (default dist/client). */
  clientDir?: string;
  logger?: boolean;
  /** Where the log's lines go (default: JSON lines on stdout). */
  logStream?: pino.DestinationStream;
  /** Request limits (tests shorten them); defaults are REQUEST_TIMEOUT_MS and HEADERS_TIMEOUT_MS. */
  requestTimeoutMs?: number;
  headersTimeoutMs?: number;
  /**
   * The mail sender's clock and limits, and whether its loop starts (default true); tests drive it
   * with `app.svc.mail.runOnce()` and their own clock.
   */
  mail?: Pick<MailSenderOptions, 'now' | 'pollMs' | 'maxAttempts'> & { autoStart?: boolean };
  /**
   * Given, a first administrator created with a generated password is handed here instead of being
   * written in the log (main.ts shows it as plain lines to a person at a terminal).
   */
  onOneTimeAdmin?: (admin: OneTimeAdmin) => void;
  /** The clock of publish windows, the site alert and the page cache (tests move it). */
  now?: () => Date;
  /** Whether the daily retention job's timer starts (default true); tests run it with their own clock. */
  retention?: { autoStart?: boolean };
  /** Whether the visit counts' minute timer starts (default true); tests write with `app.svc.visits.flush()`. */
  visits?: { autoStart?: boolean };
  /** Whether the morning digest's hourly timer starts (default true); tests run it with their own clock. */
  digest?: { autoStart?: boolean };
}

/** A whole request (headers and body) must arrive within this; its headers within HEADERS_TIMEOUT_MS. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const HEADERS_TIMEOUT_MS = 15_000;

const TC_CERTIFICATE_PATH = `${TC_VERIFICATION_PATH}/certificate/`;
/** Paths whose last part is a secret token, masked in the log. */
const TOKEN_PATHS = [TC_CERTIFICATE_PATH, `${PATHS.adminInvitation}/`, `${PATHS.adminResetPassword}/`];

/**
 * The request line as logged: the path only, never the query string (an API call's input, a search
 * in the dashboard's enquiries, a public search), so nothing a person typed reaches the log; and a
 * transfer certificate's token (which opens the child's certificate) is masked.
 */
export function loggedUrl(url: unknown): string {
  const pathOnly = typeof url === 'string' ? (url.split(/[?#]/, 1)[0] ?? '') : '';
  // A staff invitation or password reset link opens an account to whoever holds it.
  for (const prefix of TOKEN_PATHS) if (pathOnly.startsWith(prefix)) return `${prefix}:token`;
  return pathOnly;
}

/**
 * How the log writes a request: method, path (loggedUrl) and client address. A logging path must
 * never throw (it would hide the error being logged): whatever is under `req`, it answers an object.
 */
export function loggedRequest(req: unknown): { method?: string; url: string; remoteAddress?: string } {
  if (typeof req !== 'object' || req === null) return { url: '' };
  const { method, url, ip } = req as { method?: unknown; url?: unknown; ip?: unknown };
  return {
    ...(typeof method === 'string' ? { method } : {}),
    url: loggedUrl(url),
    ...(typeof ip === 'string' ? { remoteAddress: ip } : {}),
  };
}

/** The log's serializers and redactions (tests log through them). Cookies (session ids) never reach the log. */
export const LOG_OPTIONS = {
  redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  serializers: { req: loggedRequest },
};

/**
 * Fastify's own request lines, as an access log: one line per request once it is answered (`req`:
 * method, path as loggedUrl gives it, client address; `res`: status; milliseconds), where Fastify
 * writes two at `info` (incoming, completed). The incoming line is kept for `debug`
 * (docs/decisions/027-page-cache-fast-path.md).
 */
class AccessLogController extends LogController {
  // At `debug` only: what a request that never completes (a stalled upload) looked like.
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${loggedUrl(request.url)} not found`);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The services every route and procedure uses (decorated once in buildApp). */
    svc: ServiceContext;
    pageCache: PageCache;
  }
}

export type App = FastifyInstance;

/** Beside the built server (dist/server -> dist/client); from sources (tests), dist/client. */
function defaultClientDir(): string {
  const besideServer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'client');
  if (fs.existsSync(path.join(besideServer, '.vite', 'manifest.json'))) return besideServer;
  return path.join(projectRoot, 'dist', 'client');
}

/** Builds the whole site as a Fastify instance; never listens (tests use inject). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const isProd = config.env === 'production';
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS, requestTimeout);
  // Cached pages are answered in front of Fastify (http-server.ts), once the page cache exists.
  let fastPath: FastPath | undefined;
  const app = Fastify({
    serverFactory: serverWithFastPath(() => fastPath),
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // main.ts gives readable lines to a person at a terminal (lib/log-format.ts); JSON lines otherwise.
            stream: options.logStream ?? pino.destination({ dest: 1, sync: false }),
            ...LOG_OPTIONS,
          },
    logController: new AccessLogController(),
    // The proxies' addresses, never 'every hop' (config.ts parseTrustProxy).
    trustProxy: config.trustProxy,
    // A slow or huge request cannot hold the server (docs/decisions/006-request-limits.md). Node checks
    // these limits every `connectionsCheckingInterval` (30 s by default, which made a 30 s limit act
    // like 60 s) and derives its headers limit before Fastify sets requestTimeout, so all three are set here.
    http: { requestTimeout, headersTimeout, connectionsCheckingInterval: Math.min(1000, requestTimeout / 2) },
    requestTimeout,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 5000 },
    // '/mr/trpc/...' is the API answering in Marathi (trpc/api-language.ts).
    rewriteUrl: rewriteApiInLanguage,
    // An address Fastify cannot decode is refused before any hook runs: it gets the security headers
    // every other answer has, and a sentence that does not repeat the address.
    frameworkErrors: (_error, _req, res) => {
      const reply: FastifyReply = res;
      reply
        .headers(SECURITY_HEADERS)
        .header('Cache-Control', NO_STORE)
        .status(400)
        .send({ error: 'Bad Request', message: 'This address is not valid.' });
    },
  });

  // Backed up first when this code brings new migrations (an upgrade).
  const db: Db = await openDatabaseForServer(config.dataDir, app.log);
  const now = options.now ?? (() => new Date());
  const svc: ServiceContext = createServiceContext(config, db, {
    log: app.log,
    onContentChanged: () => pageCache.clear(),
    mail: options.mail,
    now,
    searchSources: FEATURES.flatMap((feature) => feature.search ?? []),
  });
  // Cleared on every change, and at the instant a scheduled item appears or disappears.
  const pageCache = new PageCache(
    () => nextScheduledChange(FEATURES, svc),
    () => now().getTime(),
  );
  app.decorate('svc', svc);
  app.decorate('pageCache', pageCache);
  for (const feature of FEATURES) {
    svc.mail.addLinkMakers(feature.mailLinks?.(svc) ?? {});
    svc.mail.addAttachmentMakers(feature.mailAttachments?.(svc) ?? {});
  }
  // The features' timers (the daily backup and retention, the mail sender), started once the app is
  // built; tests name those they drive by hand. All stop before the database closes.
  const manual = new Set<string>([
    ...(options.mail?.autoStart === false ? ['mail'] : []),
    ...(options.retention?.autoStart === false ? ['retention'] : []),
    ...(options.visits?.autoStart === false ? ['visits'] : []),
    ...(options.digest?.autoStart === false ? ['digest'] : []),
  ]);
  const jobs: [string, FeatureJob][] = FEATURES.flatMap((feature) =>
    Object.entries(feature.jobs?.(svc, { config }) ?? {}),
  );
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map(([, job]) => job.stop()));
    db.$client.close();
  });

  // The app's clock is the first start's, so tests can start a fresh install on any day.
  if (options.seed !== false) await seedDatabase(db, svc.media, now());
  // Before the first answer: search finds what the database holds (docs/decisions/051-site-search.md).
  // A disk that cannot take the index still serves the site (searches find what the old index holds);
  // the next start tries again.
  try {
    prepareSearchIndex(svc, svc.searchSources);
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    app.log.error(
      { err: { message: error.message } },
      'search: could not build the index; the site answers without it',
    );
  }
  await ensureFirstAdmin(svc, { announce: options.onOneTimeAdmin });

  // A cached public page is answered at once: on the socket before Fastify (http-server.ts), and by
  // the first hook for a request that reaches Fastify another way (ssr/ssr.ts). Each still gets its
  // access-log line; while the server closes, Fastify answers everything (a 503).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  fastPath = (req, res) => {
    if (closing) return false;
    const started = performance.now();
    const answer = cachedAnswer(pageCache, req);
    if (!answer) return false;
    writeCachedAnswer(res, answer);
    svc.visits.count(req, answer.pageStatus);
    // A page view is logged without the visitor's address: the page is the same for everyone.
    app.log.info(
      {
        req: { method: req.method, url: req.url ?? '' },
        res: { statusCode: answer.status },
        responseTime: Math.round((performance.now() - started) * 10) / 10,
      },
      'request completed',
    );
    return true;
  };
  app.addHook(
    'onRequest',
    cachedPageHook(pageCache, (req, answer) => svc.visits.count(req, answer.pageStatus)),
  );
  await app.register(securityPlugin);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(cookie);

  // Hide 5xx details: log them, answer a plain sentence (fastify/demo pattern).
  app.setErrorHandler((error: { statusCode?: number; message: string }, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    reply.status(status).send({
      error: status >= 500 ? 'Internal Server Error' : 'Bad Request',
      message: status >= 500 ? 'Something went wrong. Please try again.' : error.message,
    });
  });

  // tRPC in its own scope: it replaces the JSON and multipart body parsers where it is registered.
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', NO_STORE);
    });
    scope.addHook('onRequest', trpcGate(svc, appRouter));
    // JSON bodies of the API are small; uploads are multipart and sized by the gate.
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = ADMIN_JSON_BODY_BYTES;
    });
    const trpcOptions: TrpcOptions = {
      router: appRouter,
      allowMethodOverride: true,
      // Every call of a batch is a call: limits count calls, and a batch cannot hold many of them.
      maxBatchSize: TRPC_MAX_BATCH,
      createContext: ({ req, res, info }) => createHttpContext(svc, req, res, info),
      onError: ({ path: procedure, error, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, procedure, overHttp: Boolean(req) }, 'tRPC error');
      },
    };
    await scope.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
    // One enquiry posted as JSON, without the adapter's cost (docs/decisions/023-enquiry-group-commit.md).
    await scope.register(enquiryRoutePlugin, { svc, trpc: trpcOptions });
  });

  const clientDir = options.clientDir ?? defaultClientDir();
  await app.register(publicFilesPlugin, {
    svc,
    clientDir,
    sitemapPaths: () => FEATURES.flatMap((feature) => feature.sitemap?.(svc) ?? []),
  });
  const assets = ClientAssets.load(clientDir);
  const release = releaseId(clientDir);
  if (!assets.isBuilt && isProd)
    app.log.warn('No client build found in %s: pages will not hydrate. Run npm run build.', clientDir);
  // Each feature's plain routes (feeds, files, forms posted without JavaScript), each in its own scope.
  const site: SiteParts = {
    router: appRouter,
    pages: new PageRegistry(FEATURES.flatMap((feature) => feature.pages ?? [])),
  };
  const renderPage = createPageRenderer(svc, assets, site);
  const callProcedure = (ctx: Context, procedure: string, input: unknown): Promise<unknown> => {
    const call = procedure
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], createCaller(ctx));
    if (typeof call !== 'function') throw new Error(`No procedure ${procedure}`);
    return call(input);
  };
  for (const feature of FEATURES) {
    const routes = feature.routes;
    if (routes)
      await app.register(async (scope) =>
        routes(scope, { svc, assets, cache: pageCache, renderPage, callProcedure, release }),
      );
  }
  await app.register(ssrPlugin, { svc, assets, cache: pageCache, site });

  for (const [name, job] of jobs) if (!manual.has(name)) job.start();

  return app;
}
