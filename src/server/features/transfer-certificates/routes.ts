import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FormPostState } from '../../../client/lib/form-post-state';
import { TC_VERIFICATION_PATH } from '../../../shared/disclosure';
import { TcLookupSchema } from '../../../shared/schemas/disclosure';
import type { FeatureRouteOptions } from '../../feature';
import { SubmissionRefusedError } from '../../lib/errors';
import { contentDisposition } from '../../lib/files';
import { NO_STORE, PRIVATE_NO_STORE } from '../../ssr/cache-policy';
import { FORM_BODY_LIMIT } from '../forms/routes';
import { tcFileByToken, verifyTc } from './service';

// Transfer-certificate verification's plain routes: a TC's PDF by its token (given only by a
// successful lookup), and the lookup form posted without JavaScript, answered with the page rendered
// again with the outcome (never a redirect), as the Enquiry Form is (features/forms/routes.ts). What the
// visitor typed travels only in the POST body: never in a URL, a redirect or the log.

type TcRoutesOptions = Pick<FeatureRouteOptions, 'svc' | 'renderPage'>;

const LOOKUP_FIELDS = ['tcNumber', 'dateOfBirth'] as const;

function notFound(reply: FastifyReply) {
  return reply
    .status(404)
    .header('Cache-Control', NO_STORE)
    .header('X-Robots-Tag', 'noindex')
    .type('text/plain; charset=utf-8')
    .send('Not found');
}

export async function tcRoutesPlugin(app: FastifyInstance, opts: TcRoutesOptions) {
  const { svc } = opts;
  const { renderPage } = opts;

  // The PDF: for whoever holds the token, never kept by a shared cache or indexed.
  app.get<{ Params: { token: string } }>(`${TC_VERIFICATION_PATH}/certificate/:token`, async (req, reply) => {
    const found = tcFileByToken(svc, req.params.token);
    if (!found || !fs.existsSync(found.path)) return notFound(reply);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition('inline', found.downloadName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', PRIVATE_NO_STORE)
      .header('X-Robots-Tag', 'noindex')
      .send(fs.createReadStream(found.path));
  });

  // The form posted without JavaScript, in a scope of its own that reads urlencoded bodies only.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_req, body, done) => done(null, new URLSearchParams(body as string)),
    );

    scope.post(TC_VERIFICATION_PATH, async (req, reply) => {
      if (!(req.body instanceof URLSearchParams)) {
        return reply.status(415).send({ error: 'Unsupported Media Type', message: 'Send the form as a web form.' });
      }
      const body = req.body;
      const values = { tcNumber: body.get('tcNumber') ?? '', dateOfBirth: body.get('dateOfBirth') ?? '' };
      let outcome: Omit<FormPostState, 'form' | 'path'>;
      let retryAfterSeconds = 0;
      const parsed = TcLookupSchema.safeParse(values);
      if (!parsed.success) {
        const all = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
        const fieldErrors: Record<string, string> = {};
        for (const field of LOOKUP_FIELDS) {
          const message = all[field]?.[0];
          if (message) fieldErrors[field] = message;
        }
        outcome = { status: 422, values, fieldErrors, message: null };
      } else {
        try {
          const answer = verifyTc(svc, parsed.data, req.ip);
          outcome = {
            status: 200,
            values,
            fieldErrors: {},
            message: answer.found ? null : answer.message,
            tcLookup: answer,
          };
        } catch (error) {
          if (error instanceof SubmissionRefusedError) {
            retryAfterSeconds = error.retryAfterSeconds;
            outcome = { status: 429, values, fieldErrors: {}, message: error.message };
          } else {
            // Logged without the statement's parameters (what was typed); the page words the failure.
            const cause = error instanceof Error ? { type: error.name, code: (error as { code?: string }).code } : {};
            req.log.error({ form: 'tcLookup', err: cause }, 'transfer-certificate lookup failed');
            outcome = { status: 500, values, fieldErrors: {}, message: null };
          }
        }
      }
      const rendered = await renderPage(TC_VERIFICATION_PATH, TC_VERIFICATION_PATH, {
        form: 'tcLookup',
        path: TC_VERIFICATION_PATH,
        ...outcome,
      });
      if ('redirect' in rendered) return reply.redirect(rendered.redirect, 303);
      reply
        .status(outcome.status)
        .header('Content-Type', 'text/html; charset=utf-8')
        // Holds what was typed and who the certificate is for: never stored, never indexed.
        .header('Cache-Control', NO_STORE)
        .header('X-Robots-Tag', 'noindex');
      if (retryAfterSeconds > 0) reply.header('Retry-After', String(retryAfterSeconds));
      return reply.header('Content-Security-Policy', rendered.csp).send(rendered.html);
    });
  });
}
