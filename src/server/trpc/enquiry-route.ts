import { getErrorShape, getTRPCErrorFromUnknown } from '@trpc/server';
import { type FastifyHandlerOptions, fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppCaller, AppRouter } from '../app-router';
import type { ServiceContext } from '../context';
import { type Context, createHttpContext } from './context';
import { createCallerFactory } from './trpc';

export type TrpcOptions = FastifyHandlerOptions<AppRouter, FastifyRequest, FastifyReply>;

/** The enquiry procedure's two paths: `enquiries.create` and the first version's `enquiry.create`. */
const ENQUIRY_PATHS = {
  'enquiries.create': (caller: AppCaller, input: unknown) =>
    caller.enquiries.create(input as Parameters<AppCaller['enquiries']['create']>[0]),
  'enquiry.create': (caller: AppCaller, input: unknown) =>
    caller.enquiry.create(input as Parameters<AppCaller['enquiry']['create']>[0]),
} as const;

/** What the tRPC adapter sends with every answer (a Buffer body keeps the type as it is, without a charset). */
const JSON_HEADERS = { 'content-type': 'application/json', vary: 'trpc-accept, accept' };

/**
 * A plain route for one enquiry posted as JSON (docs/decisions/023-enquiry-group-commit.md): the tRPC
 * adapter costs several times the CPU of the enquiry itself (it builds fetch Request and Response
 * objects), so `POST /trpc/enquiries.create` and `/trpc/enquiry.create` with a JSON body, alone or as a
 * batch of one call (how the site's form sends it), call the same procedure through `createCaller` and
 * answer in tRPC's own format: `{ result: { data } }`, or `{ error }` shaped by the router's
 * errorFormatter with the same HTTP status (in an array for a batch). Everything else sent to these
 * paths (a batch of more calls, another query string or content type, a body that is not JSON) goes to
 * the adapter unchanged. Registered inside the tRPC scope, so the gate, the body limit and no-store apply.
 */
export async function enquiryRoutePlugin(scope: FastifyInstance, opts: { svc: ServiceContext; trpc: TrpcOptions }) {
  const { svc, trpc } = opts;
  const createCaller = createCallerFactory(trpc.router);
  // The bodies as the adapter's plugin reads them (it sets these parsers in its own scope).
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  scope.removeContentTypeParser('multipart/form-data');
  scope.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => done(null, body));

  for (const [path, call] of Object.entries(ENQUIRY_PATHS)) {
    const url = `/trpc/${path}`;
    // An answer is a few dozen bytes, far under compression's threshold: the hook would only cost time.
    scope.post(url, { compress: false }, async (req, reply) => {
      // One call, alone or as a batch of one (`?batch=1`, the input under "0"): how the site's form sends it.
      const batched = req.url === `${url}?batch=1`;
      const input = req.url === url ? jsonInput(req) : batched ? batchOfOne(jsonInput(req)) : undefined;
      if (input === undefined) return fastifyRequestHandler({ ...trpc, req, res: reply, path });
      const answer = (body: unknown) => Buffer.from(JSON.stringify(batched ? [body] : body));

      // Built inside the try, as the adapter does: a failure there is answered in tRPC's format too.
      let ctx: Context | undefined;
      try {
        ctx = createHttpContext(svc, req, reply);
        const data = await call(createCaller(ctx), input.value);
        return reply.headers(JSON_HEADERS).send(answer({ result: { data } }));
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        trpc.onError?.({ error, type: 'mutation', path, input: input.value, ctx, req });
        const shape = getErrorShape({
          config: trpc.router._def._config,
          error,
          type: 'mutation',
          path,
          input: input.value,
          ctx,
        });
        return reply
          .status(getHTTPStatusCodeFromError(error))
          .headers(JSON_HEADERS)
          .send(answer({ error: shape }));
      }
    });
  }
}

/** The one call of a batch whose body is `{ "0": input }`; undefined for anything else (the adapter answers). */
function batchOfOne(body: { value: unknown } | undefined): { value: unknown } | undefined {
  const value = body?.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== '0') return undefined;
  return { value: (value as Record<string, unknown>)['0'] };
}

/** The input of a JSON body as tRPC reads it; undefined when the adapter must answer (its own errors). */
function jsonInput(req: FastifyRequest): { value: unknown } | undefined {
  // tRPC's own test of the content type, so a type it refuses still goes to it.
  if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) return undefined;
  if (typeof req.body !== 'string') return undefined;
  try {
    return { value: JSON.parse(req.body) };
  } catch {
    return undefined;
  }
}
