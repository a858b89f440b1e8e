import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FormPostState, PostedForm } from '../../../client/lib/form-post-state';
import { LANGUAGES, type LanguageCode, PATHS, pathInLanguage } from '../../../shared/paths';
import {
  APPLICATION_CHECKBOXES,
  APPLICATION_LABELS,
  applicationInputFor,
  isApplicationCheckbox,
} from '../../../shared/schemas/application';
import { ENQUIRY_FIELDS, enquiryInputSchema } from '../../../shared/schemas/enquiry';
import { SOURCE_FIELDS, type SourceValues } from '../../../shared/schemas/source';
import { formsWordsFor } from '../../../shared/words/forms';
import { StorageError } from '../../db/write';
import type { FeatureRouteOptions } from '../../feature';
import { InvalidFieldError, SubmissionRefusedError } from '../../lib/errors';
import { getSettings } from '../../platform/settings';
import { hostName } from '../../platform/visits/page-view';
import { NO_STORE } from '../../ssr/cache-policy';
import { submitApplication } from '../applications/service';
import { submitEnquiry } from '../enquiries/service';
import { paymentBoxes } from '../payments/box';

// The Enquiry Form and the application form posted without JavaScript (or before it loaded). The
// browser sends the fields as a urlencoded POST body, never in the URL; the answer is the same page
// rendered again with the outcome, never a redirect, so nothing typed reaches a URL, the history or
// an access log. Same schemas and services as the tRPC procedures.

/** The largest form body accepted: every field at its maximum length fits many times over. */
export const FORM_BODY_LIMIT = 16 * 1024;

type FormPostsOptions = Pick<FeatureRouteOptions, 'svc' | 'renderPage'>;

/** What the handler decides; the page the form was on renders it. */
type Outcome = Omit<FormPostState, 'form' | 'path'> & { retryAfterSeconds?: number };

const APPLICATION_TEXT_FIELDS = Object.keys(APPLICATION_LABELS).filter((f) => !isApplicationCheckbox(f));

/** The first value of each named field ('' when absent); a repeated field keeps its first value. */
function readText(body: URLSearchParams, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) out[field] = body.get(field) ?? '';
  return out;
}

/** First message per visible field; the honeypot's own messages never show. */
function firstMessages(error: z.ZodError, fields: readonly string[]): Record<string, string> {
  const all = z.flattenError(error).fieldErrors as Record<string, string[] | undefined>;
  const out: Record<string, string> = {};
  for (const field of fields) {
    const message = all[field]?.[0];
    if (message) out[field] = message;
  }
  return out;
}

/** A drizzle query error carries the statement's parameters (what was typed) in its message. */
function loggable(error: unknown): unknown {
  return error instanceof DrizzleQueryError ? { type: error.name, cause: error.cause } : error;
}

/**
 * Where the family came from, for a form posted without JavaScript. The hidden fields are filled only
 * by the page's script (the first page of the visit, kept in sessionStorage). Without it they arrive
 * empty, and the form page's own address stands in: the browser sends it as the POST's Referer (the
 * site's Referrer-Policy keeps the full address for its own pages), so its utm values and path are the
 * form page's. Only those are read from it; the referring site's host needs the script (pages come
 * from the page cache, which cannot hold one visitor's referrer). The select comes from the body.
 */
export function postedSource(body: URLSearchParams, referer: string | undefined, ownHosts: string[]): SourceValues {
  const hidden: SourceValues = {};
  for (const field of SOURCE_FIELDS) hidden[field] = body.get(field) ?? '';
  const heardFrom = body.get('heardFrom') ?? '';
  if (SOURCE_FIELDS.some((field) => hidden[field] !== '')) return { ...hidden, heardFrom };
  let page: URL;
  try {
    page = new URL(referer ?? '');
  } catch {
    return { heardFrom };
  }
  if (!ownHosts.includes(page.hostname.toLowerCase())) return { heardFrom };
  return {
    utmSource: page.searchParams.get('utm_source') ?? '',
    utmMedium: page.searchParams.get('utm_medium') ?? '',
    utmCampaign: page.searchParams.get('utm_campaign') ?? '',
    landingPath: page.pathname,
    heardFrom,
  };
}

export async function formPostsPlugin(app: FastifyInstance, opts: FormPostsOptions) {
  const { svc } = opts;
  const { renderPage } = opts;

  // This scope reads urlencoded bodies only (what a plain HTML form sends); anything else is 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, body, done) => done(null, new URLSearchParams(body as string)),
  );

  /** This site's host names: SITE_URL's and the one the request was sent to. */
  const siteHost = hostName(svc.config.siteUrl);
  const ownHost = (req: FastifyRequest) => [siteHost, hostName(req.headers.host ?? '')].filter(Boolean);

  /** A refused or failed submission, as the form shows it; its values are kept. */
  function failure(
    req: FastifyRequest,
    form: PostedForm,
    error: unknown,
    values: FormPostState['values'],
    messages: { notSaved: string; failed: string },
  ): Outcome {
    if (error instanceof SubmissionRefusedError) {
      const status = error.reason === 'rateLimited' ? 429 : 400;
      return { status, values, fieldErrors: {}, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
    }
    // A value the settings refuse now (a class no longer open): beside its field, like the schema's.
    if (error instanceof InvalidFieldError) {
      return { status: 422, values, fieldErrors: { [error.field]: error.message }, message: null };
    }
    if (error instanceof StorageError) {
      req.log.error({ form, code: error.code }, 'database write failed; the form post was not saved');
      return { status: 503, values, fieldErrors: {}, message: messages.notSaved };
    }
    req.log.error({ form, err: loggable(error) }, 'form post failed');
    return { status: 500, values, fieldErrors: {}, message: messages.failed };
  }

  // Each answers in the language of the address posted to: its messages, and what it stores and mails.
  async function enquiry(req: FastifyRequest, body: URLSearchParams, lang: LanguageCode): Promise<Outcome> {
    const words = formsWordsFor(lang).enquiry;
    const typed = readText(body, ENQUIRY_FIELDS);
    const source = postedSource(body, req.headers.referer, ownHost(req));
    const parsed = enquiryInputSchema(words).safeParse({ ...typed, ...source, website: body.get('website') ?? '' });
    if (!parsed.success) return invalid(parsed.error, ENQUIRY_FIELDS, typed, words.refused);
    try {
      const { reference } = await submitEnquiry(svc, parsed.data, req.ip, lang);
      // The success banner shows over an empty form, as after the JavaScript path's reset.
      return { status: 200, values: {}, fieldErrors: {}, message: null, reference };
    } catch (error) {
      return failure(req, 'enquiry', error, typed, words);
    }
  }

  function application(req: FastifyRequest, body: URLSearchParams, lang: LanguageCode): Outcome {
    const messages = formsWordsFor(lang).application.messages;
    // An HTML checkbox is sent as 'on' when ticked and not at all otherwise.
    const ticked = Object.fromEntries(APPLICATION_CHECKBOXES.map((f) => [f, body.get(f) === 'on']));
    const typed = { ...readText(body, APPLICATION_TEXT_FIELDS), ...ticked };
    // Only the classes open now (the settings) are accepted, with the other fields' messages.
    const schema = applicationInputFor(getSettings(svc).applicationClasses, formsWordsFor(lang).application);
    const source = postedSource(body, req.headers.referer, ownHost(req));
    const parsed = schema.safeParse({ ...typed, ...source, website: body.get('website') ?? '' });
    const fields = Object.keys(APPLICATION_LABELS);
    if (!parsed.success) return invalid(parsed.error, fields, typed, messages.refused);
    try {
      const { id, reference } = submitApplication(svc, parsed.data, req.ip, lang);
      const { studentName, email, contactNumber } = parsed.data;
      const payments = paymentBoxes(svc, id, lang);
      return {
        status: 200,
        values: { studentName, email, contactNumber },
        fieldErrors: {},
        message: null,
        reference,
        ...(payments.length > 0 ? { payments } : {}),
      };
    } catch (error) {
      return failure(req, 'application', error, typed, messages);
    }
  }

  /** Field messages beside the fields (422); when only the honeypot is wrong, a refusal like a filled one. */
  function invalid(
    error: z.ZodError,
    fields: readonly string[],
    values: FormPostState['values'],
    refused: string,
  ): Outcome {
    const fieldErrors = firstMessages(error, fields);
    if (Object.keys(fieldErrors).length === 0) return { status: 400, values, fieldErrors, message: refused };
    return { status: 422, values, fieldErrors, message: null };
  }

  async function answer(req: FastifyRequest, reply: FastifyReply, form: PostedForm, path: string, lang: LanguageCode) {
    if (!(req.body instanceof URLSearchParams)) {
      return reply.status(415).send({ error: 'Unsupported Media Type', message: 'Send the form as a web form.' });
    }
    const { retryAfterSeconds, ...outcome } =
      form === 'enquiry' ? await enquiry(req, req.body, lang) : application(req, req.body, lang);
    // The page at the address posted to, in its language; the outcome names the page's own address
    // ('/contact'), as its form reads it.
    const url = pathInLanguage(path, lang);
    const rendered = await renderPage(url, url, { form, path, ...outcome });
    // The form's pages never redirect; should one ever, its target is the page's, never the post's.
    if ('redirect' in rendered) return reply.redirect(rendered.redirect, 303);
    reply
      .status(outcome.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      // Holds what the parent typed: never stored by a browser or a proxy, never in the page cache.
      .header('Cache-Control', NO_STORE);
    if (retryAfterSeconds) reply.header('Retry-After', String(retryAfterSeconds));
    return reply.header('Content-Security-Policy', rendered.csp).send(rendered.html);
  }

  // Each form's page in every language ('/contact', '/mr/contact', ...).
  for (const { code } of LANGUAGES) {
    const post = (form: PostedForm, path: string) =>
      app.post(pathInLanguage(path, code), (req, reply) => answer(req, reply, form, path, code));
    post('enquiry', PATHS.home);
    post('enquiry', PATHS.contact);
    post('application', PATHS.apply);
  }
}
