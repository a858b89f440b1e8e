import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FormPostState } from '../../../client/lib/form-post-state';
import {
  ADMIN_FILES_PATH,
  LANGUAGES,
  type LanguageCode,
  PATHS,
  PAYMENT_CLAIM_PATH,
  pathInLanguage,
} from '../../../shared/paths';
import { CLAIM_FIELDS, claimSchemaIn } from '../../../shared/schemas/payments';
import { formsWordsFor } from '../../../shared/words/forms';
import { StorageError } from '../../db/write';
import type { FeatureRouteOptions } from '../../feature';
import { allowStaffFile, sendStaffPdf } from '../../http/staff-files';
import { InvalidFieldError, SubmissionRefusedError } from '../../lib/errors';
import { NO_STORE } from '../../ssr/cache-policy';
import { FORM_BODY_LIMIT } from '../forms/routes';
import { boxOfToken, claimPayment } from './box';
import { receiptFile } from './receipt-file';

// The "I have paid" form posted without JavaScript, answered with the admission-status page rendered
// again with the outcome and the box (never a redirect: what was typed stays in the POST body), and
// the receipt's PDF for the office, checked against its permission before anything else.

type Options = Pick<FeatureRouteOptions, 'svc' | 'renderPage'>;
type Outcome = Omit<FormPostState, 'form' | 'path'> & { retryAfterSeconds?: number };

export async function paymentRoutesPlugin(app: FastifyInstance, opts: Options) {
  const { svc, renderPage } = opts;

  app.get(`${ADMIN_FILES_PATH}/receipts/:name`, async (req, reply) => {
    if (!allowStaffFile(svc, req, reply, 'admissions')) return reply;
    const match = /^([1-9]\d{0,15})\.pdf$/.exec((req.params as { name: string }).name);
    const file = match ? await receiptFile(svc, Number(match[1])) : null;
    if (!file) return reply.status(404).header('Cache-Control', NO_STORE).send({ error: 'Not Found' });
    return sendStaffPdf(reply, file.content, file.filename);
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_req, body, done) => done(null, new URLSearchParams(body as string)),
    );

    function claim(body: URLSearchParams, clientIp: string, lang: LanguageCode, log: FastifyInstance['log']): Outcome {
      const words = formsWordsFor(lang).payment;
      const typed = Object.fromEntries(['token', ...CLAIM_FIELDS].map((f) => [f, body.get(f) ?? '']));
      const box = boxOfToken(svc, typed.token ?? '', lang);
      // The box is shown again with the answer; the token is in it, what was typed is not echoed.
      const values = { payerName: typed.payerName ?? '' };
      const parsed = claimSchemaIn(words).safeParse(typed);
      if (!parsed.success) {
        const all = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
        const fieldErrors: Record<string, string> = {};
        for (const field of CLAIM_FIELDS) {
          const message = all[field]?.[0];
          if (message) fieldErrors[field] = message;
        }
        const message = Object.keys(fieldErrors).length === 0 ? words.unknown : null;
        return { status: 422, values, fieldErrors, message, paymentClaim: { box, message: '' } };
      }
      try {
        const answer = claimPayment(svc, parsed.data, clientIp, lang);
        return {
          status: answer.box ? 200 : 404,
          values: {},
          fieldErrors: {},
          message: answer.box ? null : answer.message,
          paymentClaim: answer,
        };
      } catch (error) {
        if (error instanceof InvalidFieldError)
          return {
            status: 422,
            values,
            fieldErrors: { [error.field]: error.message },
            message: null,
            paymentClaim: { box, message: '' },
          };
        if (error instanceof SubmissionRefusedError)
          return {
            status: 429,
            values,
            fieldErrors: {},
            message: error.message,
            retryAfterSeconds: error.retryAfterSeconds,
            paymentClaim: { box, message: '' },
          };
        const stored = error instanceof StorageError;
        log.error({ form: 'paymentClaim', code: (error as { code?: string }).code }, 'payment claim failed');
        return {
          status: stored ? 503 : 500,
          values,
          fieldErrors: {},
          message: stored ? words.notSaved : words.failed,
          paymentClaim: { box, message: '' },
        };
      }
    }

    for (const { code } of LANGUAGES) {
      scope.post(pathInLanguage(PAYMENT_CLAIM_PATH, code), async (req, reply) => {
        if (!(req.body instanceof URLSearchParams)) {
          return reply.status(415).send({ error: 'Unsupported Media Type', message: 'Send the form as a web form.' });
        }
        const { retryAfterSeconds, ...outcome } = claim(req.body, req.ip, code, req.log);
        const url = pathInLanguage(PATHS.admissionStatus, code);
        const rendered = await renderPage(url, url, { form: 'paymentClaim', path: PATHS.admissionStatus, ...outcome });
        if ('redirect' in rendered) return reply.redirect(rendered.redirect, 303);
        reply
          .status(outcome.status)
          .header('Content-Type', 'text/html; charset=utf-8')
          .header('Cache-Control', NO_STORE)
          .header('X-Robots-Tag', 'noindex');
        if (retryAfterSeconds) reply.header('Retry-After', String(retryAfterSeconds));
        return reply.header('Content-Security-Policy', rendered.csp).send(rendered.html);
      });
    }
  });
}
