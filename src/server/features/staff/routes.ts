import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ZodError, z } from 'zod';
import type { FormPostState, PostedForm } from '../../../client/lib/form-post-state';
import { PATHS } from '../../../shared/paths';
import type { FeatureRouteOptions } from '../../feature';
import { NO_STORE } from '../../ssr/cache-policy';
import { createHttpContext } from '../../trpc/context';
import { FORM_BODY_LIMIT } from '../forms/routes';

// The invitation, forgot-password and reset-password forms posted without JavaScript: the same
// public procedures (staffAccess.*), with their limits and audit, answered with the page rendered
// again with the outcome. Passwords travel only in the POST body and never come back in the page;
// the token is in the path, which the log masks (app.ts loggedUrl).

type Outcome = Omit<FormPostState, 'form' | 'path'>;

/** A refused call as the page shows it: the first message per field, or one sentence for the form. */
function refusal(error: unknown, values: Record<string, string>): Outcome {
  if (error instanceof TRPCError) {
    if (error.cause instanceof ZodError) {
      const all = z.flattenError(error.cause).fieldErrors as Record<string, string[] | undefined>;
      const fieldErrors = Object.fromEntries(
        Object.entries(all).flatMap(([k, v]) => (v?.[0] ? [[k, v[0]] as const] : [])),
      );
      return { status: 422, values, fieldErrors, message: null };
    }
    const status = error.code === 'TOO_MANY_REQUESTS' ? 429 : error.code === 'BAD_REQUEST' ? 400 : 503;
    return { status, values, fieldErrors: {}, message: error.message };
  }
  return { status: 500, values, fieldErrors: {}, message: 'Something went wrong. Please try again.' };
}

export async function staffFormRoutes(app: FastifyInstance, { svc, renderPage, callProcedure }: FeatureRouteOptions) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, body, done) => done(null, new URLSearchParams(body as string)),
  );

  async function answer(reply: FastifyReply, form: PostedForm, path: string, outcome: Outcome) {
    const rendered = await renderPage(path, path, { form, path, ...outcome });
    if ('redirect' in rendered) return reply.redirect(rendered.redirect, 303);
    reply
      .status(outcome.status)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', NO_STORE)
      .header('X-Robots-Tag', 'noindex')
      .header('Referrer-Policy', 'no-referrer');
    const retry = reply.getHeader('retry-after');
    if (retry) reply.header('Retry-After', retry);
    return reply.header('Content-Security-Policy', rendered.csp).send(rendered.html);
  }

  const bodyOf = (body: unknown) => (body instanceof URLSearchParams ? body : new URLSearchParams());

  app.post<{ Params: { token: string } }>(`${PATHS.adminInvitation}/:token`, async (req, reply) => {
    const body = bodyOf(req.body);
    const path = `${PATHS.adminInvitation}/${req.params.token}`;
    const values = { username: body.get('username') ?? '' };
    try {
      await callProcedure(createHttpContext(svc, req, reply), 'staffAccess.accept', {
        token: req.params.token,
        username: values.username,
        password: body.get('password') ?? '',
        confirmPassword: body.get('confirmPassword') ?? '',
      });
      return answer(reply, 'invitation', path, { status: 200, values, fieldErrors: {}, message: null });
    } catch (error) {
      return answer(reply, 'invitation', path, refusal(error, values));
    }
  });

  app.post(PATHS.adminForgotPassword, async (req, reply) => {
    const body = bodyOf(req.body);
    // What was typed is not shown again: the answer is the same for every account.
    const values = {};
    try {
      await callProcedure(createHttpContext(svc, req, reply), 'staffAccess.forgot', {
        account: body.get('account') ?? '',
      });
      return answer(reply, 'forgotPassword', PATHS.adminForgotPassword, {
        status: 200,
        values,
        fieldErrors: {},
        message: null,
      });
    } catch (error) {
      return answer(reply, 'forgotPassword', PATHS.adminForgotPassword, refusal(error, values));
    }
  });

  app.post<{ Params: { token: string } }>(`${PATHS.adminResetPassword}/:token`, async (req, reply) => {
    const body = bodyOf(req.body);
    const path = `${PATHS.adminResetPassword}/${req.params.token}`;
    try {
      await callProcedure(createHttpContext(svc, req, reply), 'staffAccess.reset', {
        token: req.params.token,
        password: body.get('password') ?? '',
        confirmPassword: body.get('confirmPassword') ?? '',
      });
      return answer(reply, 'resetPassword', path, { status: 200, values: {}, fieldErrors: {}, message: null });
    } catch (error) {
      return answer(reply, 'resetPassword', path, refusal(error, {}));
    }
  });
}
