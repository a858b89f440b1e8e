import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TC_VERIFICATION_PATH } from '../../../shared/disclosure';
import { tcLookupSchemaIn } from '../../../shared/schemas/tc-lookup';
import { formsWordsFor } from '../../../shared/words/forms';
import type { FeatureRouteOptions } from '../../feature';
import { contentDisposition } from '../../lib/files';
import { NO_STORE, PRIVATE_NO_STORE } from '../../ssr/cache-policy';
import { lookupFormRoute } from '../forms/lookup-form';
import { tcFileByToken, verifyTc } from './service';

// Transfer-certificate verification's plain routes: a TC's PDF by its token (given only by a
// successful lookup), and the lookup form posted without JavaScript, answered with the page rendered
// again with the outcome (features/forms/lookup-form.ts). What the
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

  // The lookup form posted without JavaScript; what was typed comes back in the page to correct it.
  await lookupFormRoute(app, opts, {
    path: TC_VERIFICATION_PATH,
    form: 'tcLookup',
    fields: LOOKUP_FIELDS,
    schema: (lang) => tcLookupSchemaIn(formsWordsFor(lang).tcLookup),
    echoValues: true,
    lookup: (input, clientIp, lang) => verifyTc(svc, input, clientIp, lang),
    failure: 'transfer-certificate lookup failed',
  });
}
