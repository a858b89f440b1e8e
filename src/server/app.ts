import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  ENQUIRY_RATE_LIMIT_WINDOW_MS,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_USER,
  LOGIN_WINDOW_MS,
} from '../shared/constants';
import type { AppConfig } from './config';
import { type Db, openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { MediaStore } from './images/media-store';
import { limitMultipartBody } from './images/upload-limits';
import { ClientAssets } from './plugins/client-assets';
import { PageCache } from './plugins/page-cache';
import { publicFilesPlugin } from './plugins/public-files';
import { securityPlugin } from './plugins/security';
import { ssrPlugin } from './plugins/ssr';
import { projectRoot } from './project-root';
import { ensureFirstAdmin } from './services/auth';
import type { ServiceContext } from './services/context';
import { RateLimiter } from './services/rate-limiter';
import { createHttpContext } from './trpc/context';
import { appRouter } from './trpc/router';

export interface BuildOptions {
  /** Fill an empty database with sample content (default true). */
  seed?: boolean;
  /** Built client files (default dist/client). */
  clientDir?: string;
  logger?: boolean;
}

export interface App extends FastifyInstance {
  svc: ServiceContext;
  pageCache: PageCache;
}

/** Beside the built server (dist/server -> dist/client); from sources (tests), dist/client. */
function defaultClientDir(): string {
  const besideServer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'client');
  if (fs.existsSync(path.join(besideServer, '.vite', 'manifest.json'))) return besideServer;
  return path.join(projectRoot, 'dist', 'client');
}

/** Builds the whole site as a Fastify instance; never listens (tests use inject). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const isProd = config.env === 'production';
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Cookies (session ids) never reach the log.
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    trustProxy: config.trustProxy,
    // A slow or huge request cannot hold the server.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 5000 },
  });

  const db: Db = openDatabase(config.dataDir);
  const media = new MediaStore(config.dataDir);
  const pageCache = new PageCache();
  const svc: ServiceContext = {
    db,
    media,
    config,
    onContentChanged: () => pageCache.clear(),
    limits: {
      enquiry: new RateLimiter(config.enquiryRateLimit, ENQUIRY_RATE_LIMIT_WINDOW_MS),
      application: new RateLimiter(config.enquiryRateLimit, ENQUIRY_RATE_LIMIT_WINDOW_MS),
      loginByIp: new RateLimiter(LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_MS),
      loginByUser: new RateLimiter(LOGIN_FAILURES_PER_USER, LOGIN_WINDOW_MS),
    },
  };
  app.decorate('svc', svc);
  app.decorate('pageCache', pageCache);
  app.addHook('onClose', async () => {
    db.$client.close();
  });

  if (options.seed !== false) await seedDatabase(db, media);
  await ensureFirstAdmin(svc, app.log);

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

  app.get('/healthz', async (_req, reply) => {
    try {
      db.get(sql`select 1`);
      return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
    } catch {
      return reply.status(503).header('Cache-Control', 'no-store').send({ status: 'unavailable' });
    }
  });

  // tRPC in its own scope: it replaces the body parsers where it is registered (STACK-NOTES).
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    scope.addHook('onRequest', limitMultipartBody);
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        allowMethodOverride: true,
        createContext: ({
          req,
          res,
        }: {
          req: Parameters<typeof createHttpContext>[1];
          res: Parameters<typeof createHttpContext>[2];
        }) => createHttpContext(svc, req, res),
        onError: ({ path: procedure, error, req }: { path?: string; error: { code: string }; req: unknown }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            app.log.error({ err: error, procedure, req: Boolean(req) }, 'tRPC error');
        },
      },
    });
  });

  const clientDir = options.clientDir ?? defaultClientDir();
  await app.register(publicFilesPlugin, { svc, clientDir });
  const assets = ClientAssets.load(clientDir);
  if (!assets.isBuilt && isProd)
    app.log.warn('No client build found in %s: pages will not hydrate. Run npm run build.', clientDir);
  await app.register(ssrPlugin, { svc, assets, cache: pageCache });

  return app as unknown as App;
}
