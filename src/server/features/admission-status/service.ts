import { eq } from 'drizzle-orm';
import { type DeskKind, isStage, normaliseReference } from '../../../shared/admissions';
import type { LanguageCode } from '../../../shared/paths';
import type { AdmissionStatusInput } from '../../../shared/schemas/admission-status';
import type { PaymentBox } from '../../../shared/schemas/payments';
import { formsWordsFor } from '../../../shared/words/forms';
import type { ServiceContext } from '../../context';
import { SubmissionRefusedError } from '../../lib/errors';
import { FAMILY_RECORDS, kindOfReference } from '../desk/family-record';
import { paymentBoxes } from '../payments/box';

// /admission-status: a parent checks their enquiry or application by its reference and the last four
// digits of the mobile number they gave. A match shows the stage in plain words and the next step,
// nothing else (no name, no class, no date). Every mismatch is the same answer, so the page cannot
// tell a reference that exists from one that does not.

export type AdmissionStatusAnswer =
  | { found: true; status: string; payments?: PaymentBox[] }
  | { found: false; message: string };

const lastFour = (mobile: string) => mobile.replace(/\D/g, '').slice(-4);

/**
 * The stage and mobile stored under a reference, or undefined; a reference that is not an enquiry's is
 * looked up among the applications.
 */
function recordOf(
  svc: ServiceContext,
  reference: string,
): { kind: DeskKind; id: number; stage: string; mobile: string } | undefined {
  const kind = kindOfReference(reference) ?? 'application';
  const { table, mobile } = FAMILY_RECORDS[kind];
  const row = svc.db
    .select({ id: table.id, stage: table.stage, mobile })
    .from(table)
    .where(eq(table.reference, reference))
    .get();
  return row ? { kind, ...row } : undefined;
}

/**
 * The check, from the tRPC procedure or the form posted without JavaScript: limited per client address
 * (one limit for both ways; over it, SubmissionRefusedError), then an exact match of the reference
 * (any case, spaces trimmed) AND the last four digits of the mobile number.
 */
export function checkAdmissionStatus(
  svc: ServiceContext,
  input: AdmissionStatusInput,
  clientIp: string,
  lang: LanguageCode = 'en',
) {
  // The answers in the language of the page that asked (ctx.lang, the form's address); every
  // mismatch is still one answer in that language.
  const words = formsWordsFor(lang).admissionStatus;
  const NOT_FOUND: AdmissionStatusAnswer = { found: false, message: words.notFound };
  const waitSeconds = svc.limits.admissionStatus.hit(clientIp);
  if (waitSeconds > 0) {
    throw new SubmissionRefusedError('rateLimited', words.rateLimited, waitSeconds);
  }
  const reference = normaliseReference(input.reference);
  const digits = input.mobileLast4.trim();
  if (!reference || !/^\d{4}$/.test(digits)) return NOT_FOUND;
  const found = recordOf(svc, reference);
  if (!found || lastFour(found.mobile) !== digits || !isStage(found.stage)) return NOT_FOUND;
  // What the school asks this family to pay, when it asks anything (docs/decisions/052-upi-fees.md).
  const payments = found.kind === 'application' ? paymentBoxes(svc, found.id, lang) : [];
  return {
    found: true,
    status: words.stages[found.stage],
    ...(payments.length > 0 ? { payments } : {}),
  } satisfies AdmissionStatusAnswer;
}
