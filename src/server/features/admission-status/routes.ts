import type { FastifyInstance } from 'fastify';
import { PATHS } from '../../../shared/paths';
import { admissionStatusSchemaIn } from '../../../shared/schemas/admission-status';
import { formsWordsFor } from '../../../shared/words/forms';
import type { FeatureRouteOptions } from '../../feature';
import { lookupFormRoute } from '../forms/lookup-form';
import { checkAdmissionStatus } from './service';

// The status form posted without JavaScript, answered with the page rendered again with the outcome
// (never a redirect), as the TC lookup is (features/forms/lookup-form.ts). What the parent
// typed travels only in the POST body, and is not even sent back in the page: so every mismatch is
// the same page, byte for byte, and nothing typed is kept by the browser's history of the page.

type Options = Pick<FeatureRouteOptions, 'svc' | 'renderPage'>;

export async function admissionStatusRoutesPlugin(app: FastifyInstance, opts: Options) {
  const { svc } = opts;
  await lookupFormRoute(app, opts, {
    path: PATHS.admissionStatus,
    form: 'admissionStatus',
    fields: ['reference', 'mobileLast4'],
    schema: (lang) => admissionStatusSchemaIn(formsWordsFor(lang).admissionStatus),
    // Every mismatch is the same page, byte for byte: what was typed is not sent back.
    echoValues: false,
    lookup: (input, clientIp, lang) => checkAdmissionStatus(svc, input, clientIp, lang),
    failure: 'admission status check failed',
  });
}
