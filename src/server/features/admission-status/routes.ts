import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FormPostState } from '../../../client/lib/form-post-state';
import { PATHS } from '../../../shared/paths';
import { AdmissionStatusSchema } from '../../../shared/schemas/admission-status';
import type { FeatureRouteOptions } from '../../feature';
import { SubmissionRefusedError } from '../../lib/errors';
import { NO_STORE } from '../../ssr/cache-policy';
import { FORM_BODY_LIMIT } from '../forms/routes';
import { checkAdmissionStatus } from './service';

// The status form posted without JavaScript, answered with the page rendered again with the outcome
// (never a redirect), as the TC lookup is (features/transfer-certificates/routes.ts). What the parent
// typed travels only in the POST body, and is not even sent back in the page: so every mismatch is
// the same page, byte for byte, and nothing typed is kept by the browser's history of the page.

type Options = Pick<FeatureRouteOptions, 'svc' | 'renderPage'>;

const FIELDS = ['reference', 'mobileLast4'] as const;
const PATH = PATHS.admissionStatus;

export async function admissionStatusRoutesPlugin(app: FastifyInstance, opts: Options) {
  const { svc, renderPage } = opts;

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_req, body, done) => done(null, new URLSearchParams(body as string)),
    );

    scope.post(PATH, async (req, reply) => {
      if (!(req.body instanceof URLSearchParams)) {
        return reply.status(415).send({ error: 'Unsupported Media Type', message: 'Send the form as a web form.' });
      }
      const body = req.body;
      const typed = { reference: body.get('reference') ?? '', mobileLast4: body.get('mobileLast4') ?? '' };
      let outcome: Omit<FormPostState, 'form' | 'path'>;
      let retryAfterSeconds = 0;
      const parsed = AdmissionStatusSchema.safeParse(typed);
      if (!parsed.success) {
        const all = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
        const fieldErrors: Record<string, string> = {};
        for (const field of FIELDS) {
          const message = all[field]?.[0];
          if (message) fieldErrors[field] = message;
        }
        outcome = { status: 422, values: {}, fieldErrors, message: null };
      } else {
        try {
          const answer = checkAdmissionStatus(svc, parsed.data, req.ip);
          outcome = {
            status: 200,
            values: {},
            fieldErrors: {},
            message: answer.found ? null : answer.message,
            admissionStatus: answer,
          };
        } catch (error) {
          if (error instanceof SubmissionRefusedError) {
            retryAfterSeconds = error.retryAfterSeconds;
            outcome = { status: 429, values: {}, fieldErrors: {}, message: error.message };
          } else {
            // Logged without the statement's parameters (what was typed); the page words the failure.
            const cause = error instanceof Error ? { type: error.name, code: (error as { code?: string }).code } : {};
            req.log.error({ form: 'admissionStatus', err: cause }, 'admission status check failed');
            outcome = { status: 500, values: {}, fieldErrors: {}, message: null };
          }
        }
      }
      const rendered = await renderPage(PATH, PATH, { form: 'admissionStatus', path: PATH, ...outcome });
      if ('redirect' in rendered) return reply.redirect(rendered.redirect, 303);
      reply
        .status(outcome.status)
        .header('Content-Type', 'text/html; charset=utf-8')
        // Answers one family's question: never stored by a browser or a proxy, never indexed.
        .header('Cache-Control', NO_STORE)
        .header('X-Robots-Tag', 'noindex');
      if (retryAfterSeconds > 0) reply.header('Retry-After', String(retryAfterSeconds));
      return reply.header('Content-Security-Policy', rendered.csp).send(rendered.html);
    });
  });
}
