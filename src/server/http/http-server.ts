import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/** The options Fastify hands its server factory that its own HTTP/1 server would use. */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
}

/** Answers a request itself (true), or leaves it to Fastify (false). */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The HTTP server Fastify listens with (its `serverFactory`), made as Fastify makes its own, with one
 * step in front: a request the page cache can answer is answered before Fastify builds its request and
 * reply, its logger child and its route lookup, which cost the cached home page half its requests/s
 * (docs/decisions/027-page-cache-fast-path.md). `fastPath()` is read per request, so the page cache
 * can be made after the server (Fastify makes the server first).
 */
export function serverWithFastPath(fastPath: () => FastPath | undefined) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void, options: ServerOptions) => {
    const answer = (req: IncomingMessage, res: ServerResponse) => {
      try {
        if (fastPath()?.(req, res)) return;
      } catch {
        // Never a crash from the fast path: Fastify answers instead, or the connection is dropped if
        // part of the answer has already gone.
        if (res.headersSent) return void res.destroy();
      }
      handler(req, res);
    };
    // As fastify/lib/server.js does for HTTP/1: the node options (request and headers limits) at
    // creation, then the keep-alive, request and socket timeouts.
    const server = http.createServer(options.http ?? {}, answer);
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    return server;
  };
}
