import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FormPostState } from '../../../client/lib/form-post-state';
import { LANGUAGES, type LanguageCode, pathInLanguage } from '../../../shared/paths';
import type { FeatureRouteOptions } from '../../feature';
import { SubmissionRefusedError } from '../../lib/errors';
import { NO_STORE } from '../../ssr/cache-policy';
import { FORM_BODY_LIMIT } from './routes';

// A lookup form posted without JavaScript (the TC verification, the admission status): one answer
// for what was typed, limited per address, answered with the page rendered again with the outcome
// (never a redirect), as the Enquiry Form is (routes.ts). What the visitor typed travels only in the
// POST body: never in a URL, a redirect or the log. The answer is never stored or indexed.

type Outcome = Omit<FormPostState, 'form' | 'path'>;

export interface LookupForm<S extends z.ZodType, A extends { found: boolean; message?: string | null }> {
  path: string;
  form: 'tcLookup' | 'admissionStatus';
  fields: readonly string[];
  /** The fields' schema with its messages in a language (the address's). */
  schema: (lang: LanguageCode) => S;
  /**
   * Whether the answer page shows what was typed again. Off for a check whose every mismatch must be
   * the same bytes (two mismatches would otherwise differ by their echoed values).
   */
  echoValues: boolean;
  /** The answer, in the language of the address posted to. */
  lookup: (input: z.output<S>, clientIp: string, lang: LanguageCode) => A;
  /** The log's line when the lookup fails (logged without what was typed). */
  failure: string;
}

/** Registers the form's POST in a scope of its own that reads urlencoded bodies only. */
export async function lookupFormRoute<S extends z.ZodType, A extends { found: boolean; message?: string | null }>(
  app: FastifyInstance,
  { renderPage }: Pick<FeatureRouteOptions, 'renderPage'>,
  form: LookupForm<S, A>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_req, body, done) => done(null, new URLSearchParams(body as string)),
    );

    // The form's page in every language ('/tc-verification', '/mr/tc-verification', ...).
    for (const { code } of LANGUAGES) {
      const url = pathInLanguage(form.path, code);
      scope.post(url, async (req, reply) => {
        if (!(req.body instanceof URLSearchParams)) {
          return reply.status(415).send({ error: 'Unsupported Media Type', message: 'Send the form as a web form.' });
        }
        const body = req.body;
        const typed = Object.fromEntries(form.fields.map((field) => [field, body.get(field) ?? '']));
        const values = form.echoValues ? typed : {};
        let outcome: Outcome;
        let retryAfterSeconds = 0;
        const parsed = form.schema(code).safeParse(typed);
        if (!parsed.success) {
          const all = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
          const fieldErrors: Record<string, string> = {};
          for (const field of form.fields) {
            const message = all[field]?.[0];
            if (message) fieldErrors[field] = message;
          }
          outcome = { status: 422, values, fieldErrors, message: null };
        } else {
          try {
            const answer = form.lookup(parsed.data, req.ip, code);
            outcome = {
              status: 200,
              values,
              fieldErrors: {},
              message: answer.found ? null : (answer.message ?? null),
              [form.form]: answer,
            } as Outcome;
          } catch (error) {
            if (error instanceof SubmissionRefusedError) {
              retryAfterSeconds = error.retryAfterSeconds;
              outcome = { status: 429, values, fieldErrors: {}, message: error.message };
            } else {
              // Logged without the statement's parameters (what was typed); the page words the failure.
              const cause = error instanceof Error ? { type: error.name, code: (error as { code?: string }).code } : {};
              req.log.error({ form: form.form, err: cause }, form.failure);
              outcome = { status: 500, values, fieldErrors: {}, message: null };
            }
          }
        }
        const rendered = await renderPage(url, url, { form: form.form, path: form.path, ...outcome });
        if ('redirect' in rendered) return reply.redirect(rendered.redirect, 303);
        reply
          .status(outcome.status)
          .header('Content-Type', 'text/html; charset=utf-8')
          .header('Cache-Control', NO_STORE)
          .header('X-Robots-Tag', 'noindex');
        if (retryAfterSeconds > 0) reply.header('Retry-After', String(retryAfterSeconds));
        return reply.header('Content-Security-Policy', rendered.csp).send(rendered.html);
      });
    }
  });
}
