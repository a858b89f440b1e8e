import multipart from '@fastify/multipart';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FormPostState } from '../../../client/lib/form-post-state';
import { MAX_CV_BYTES } from '../../../shared/careers';
import { LANGUAGES, type LanguageCode, PATHS, pathInLanguage } from '../../../shared/paths';
import {
  CAREERS_CHECKBOXES,
  CAREERS_FIELDS,
  CAREERS_TEXT_FIELDS,
  careersApplicationSchema,
} from '../../../shared/schemas/careers-application';
import { careersFormWordsFor } from '../../../shared/words/careers-form';
import { StorageError } from '../../db/write';
import type { FeatureRouteOptions } from '../../feature';
import { InvalidFieldError, NotFoundError, SubmissionRefusedError, UploadRejectedError } from '../../lib/errors';
import { schoolClock } from '../../platform/school-time';
import { getSettings } from '../../platform/settings';
import { NO_STORE } from '../../ssr/cache-policy';
import { submitCandidateApplication } from './applications';

// The careers application posted as a plain HTML form (docs/decisions/053-careers.md): a
// multipart/form-data body with the CV, read in this route's own scope with small limits, answered
// with the /careers/apply page rendered again (never a redirect), so nothing typed reaches a URL, the
// history or a log. The JavaScript island checks the same things first but posts this same form.

/** What one text field may hold: the cover note's 2000 characters in any script, with room to spare. */
const FIELD_BYTES = 16 * 1024;
/** The form's fields and a few more: anything past this is not the form. */
const MAX_FIELDS = 24;

type Outcome = Omit<FormPostState, 'form' | 'path'> & { retryAfterSeconds?: number };

/** What the multipart body held: the text fields, the ticked boxes, and the CV if one was chosen. */
interface Posted {
  text: Record<string, string>;
  cv: Buffer | null;
  /** The CV was longer than MAX_CV_BYTES: its reading stopped there. */
  cvTooLarge: boolean;
}

const TEXT_FIELDS: readonly string[] = [...CAREERS_TEXT_FIELDS, ...CAREERS_CHECKBOXES, 'website'];

async function readPosted(req: FastifyRequest): Promise<Posted> {
  const text: Record<string, string> = {};
  let cv: Buffer | null = null;
  let cvTooLarge = false;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      // One byte past the limit is enough to know: busboy stops keeping the file there.
      const buf = await part.toBuffer();
      if (part.fieldname !== 'cv') continue;
      if (part.file.truncated) cvTooLarge = true;
      // A file input left empty is sent as a part with no name and no bytes.
      else if (part.filename !== '' || buf.length > 0) cv = buf;
    } else if (TEXT_FIELDS.includes(part.fieldname) && !(part.fieldname in text)) {
      // The first value of each named field; a repeated field keeps its first.
      text[part.fieldname] = String(part.value ?? '');
    }
  }
  return { text, cv, cvTooLarge };
}

/** A drizzle query error carries the statement's parameters (what was typed) in its message. */
function loggable(error: unknown): unknown {
  return error instanceof DrizzleQueryError ? { type: error.name, cause: error.cause } : error;
}

export async function careersApplyRoute(app: FastifyInstance, opts: Pick<FeatureRouteOptions, 'svc' | 'renderPage'>) {
  const { svc, renderPage } = opts;

  // This scope reads multipart bodies only (what the form sends with its file); anything else is 415.
  app.removeAllContentTypeParsers();
  await app.register(multipart, {
    limits: {
      files: 1,
      fileSize: MAX_CV_BYTES + 1,
      fields: MAX_FIELDS,
      fieldSize: FIELD_BYTES,
      parts: MAX_FIELDS + 1,
      headerPairs: 20,
    },
    throwFileSizeLimit: false,
  });

  async function decide(req: FastifyRequest, lang: LanguageCode): Promise<Outcome> {
    const words = careersFormWordsFor(lang);
    const m = words.messages;
    const posted = await readPosted(req);
    const typed: Record<string, string | boolean> = {};
    for (const field of CAREERS_TEXT_FIELDS) typed[field] = posted.text[field] ?? '';
    // An HTML checkbox is sent as 'on' when ticked and not at all otherwise.
    for (const field of CAREERS_CHECKBOXES) typed[field] = posted.text[field] === 'on';
    const thisYear = Number(schoolClock(svc.now(), getSettings(svc).timeZone).day.slice(0, 4));
    const parsed = careersApplicationSchema(words, thisYear).safeParse({
      ...typed,
      website: posted.text.website ?? '',
    });
    const fieldErrors: Record<string, string> = {};
    if (!parsed.success) {
      const all = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
      for (const field of CAREERS_FIELDS) {
        const message = all[field]?.[0];
        if (message) fieldErrors[field] = message;
      }
    }
    if (posted.cvTooLarge) fieldErrors.cv = m.cvTooLarge;
    else if (!posted.cv) fieldErrors.cv = m.cvMissing;
    if (Object.keys(fieldErrors).length > 0) return { status: 422, values: typed, fieldErrors, message: null };
    // Only the honeypot is wrong: refused like a filled one.
    if (!parsed.success || !posted.cv) return { status: 400, values: typed, fieldErrors, message: m.refused };
    try {
      const { reference } = await submitCandidateApplication(svc, parsed.data, posted.cv, {
        lang,
        ip: req.ip,
      });
      const post = parsed.data.vacancy;
      return { status: 200, values: { vacancy: post }, fieldErrors: {}, message: null, reference };
    } catch (error) {
      if (error instanceof SubmissionRefusedError) {
        const status = error.reason === 'rateLimited' ? 429 : 400;
        return {
          status,
          values: typed,
          fieldErrors: {},
          message: error.message,
          retryAfterSeconds: error.retryAfterSeconds,
        };
      }
      if (error instanceof UploadRejectedError)
        return { status: 422, values: typed, fieldErrors: { cv: error.message }, message: null };
      if (error instanceof InvalidFieldError)
        return { status: 422, values: typed, fieldErrors: { [error.field]: error.message }, message: null };
      if (error instanceof NotFoundError)
        return { status: 404, values: typed, fieldErrors: {}, message: error.message };
      if (error instanceof StorageError) {
        req.log.error(
          { form: 'careersApplication', code: error.code },
          'database write failed; the application was not saved',
        );
        return { status: 503, values: typed, fieldErrors: {}, message: m.notSaved };
      }
      req.log.error({ form: 'careersApplication', err: loggable(error) }, 'careers application failed');
      return { status: 500, values: typed, fieldErrors: {}, message: m.notSaved };
    }
  }

  async function answer(req: FastifyRequest, reply: FastifyReply, lang: LanguageCode) {
    if (!req.isMultipart()) {
      return reply.status(415).send({ error: 'Unsupported Media Type', message: 'Send the form with its file.' });
    }
    let outcome: Outcome;
    try {
      outcome = await decide(req, lang);
    } catch (error) {
      // More parts, fields or files than the form has, or a body cut short: not the form.
      req.log.warn({ form: 'careersApplication', code: (error as { code?: string }).code }, 'careers post not read');
      return reply.status(400).send({ error: 'Bad Request', message: 'The form could not be read.' });
    }
    const { retryAfterSeconds, ...state } = outcome;
    const url = pathInLanguage(PATHS.careersApply, lang);
    const rendered = await renderPage(url, url, { form: 'careersApplication', path: PATHS.careersApply, ...state });
    if ('redirect' in rendered) return reply.redirect(rendered.redirect, 303);
    reply
      .status(state.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      // Holds what the candidate typed: never stored by a browser or a proxy, never in the page cache.
      .header('Cache-Control', NO_STORE);
    if (retryAfterSeconds) reply.header('Retry-After', String(retryAfterSeconds));
    return reply.header('Content-Security-Policy', rendered.csp).send(rendered.html);
  }

  for (const { code } of LANGUAGES) {
    app.post(pathInLanguage(PATHS.careersApply, code), (req, reply) => answer(req, reply, code));
  }
}
