import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { ADMISSION_STATUS_RULES } from '../../../shared/admissions';
import { PATHS } from '../../../shared/paths';
import type { AdmissionStatusInput } from '../../../shared/schemas/admission-status';
import type { PaymentBox as PaymentBoxData } from '../../../shared/schemas/payments';
import { TextField } from '../../components/form/field';
import { type FormsWordsProps, FormsWordsProvider, useFormsWords } from '../../components/form/forms-words';
import { readServerError } from '../../components/form/server-errors';
import { lazySchema, useLazyZodForm } from '../../components/form/use-lazy-form';
import { PaymentBox } from '../../components/payment-box/payment-box';
import { postedText, useFormPostState } from '../../lib/form-post-state';
import { useSiteHref } from '../../lib/language';
import { trpc } from '../../lib/trpc';

// The admission-status check and its answer (/admission-status): an island, in the words the page gave
// it with its props (its language's admissionStatus part, without the stages: the server words them).

const FIELDS = ['reference', 'mobileLast4'] as const;
/** The anchor the form posts to without JavaScript, so the answer opens at the form and its result. */
export const STATUS_CHECK_ANCHOR = 'status-check';
const ANCHOR = STATUS_CHECK_ANCHOR;

/** The check in the words the page gave it (none on an English page: English's). */
export function StatusCheckIsland({ words }: { words?: FormsWordsProps }) {
  return (
    <FormsWordsProvider words={words}>
      <StatusCheckBody />
    </FormsWordsProvider>
  );
}

function StatusCheckBody() {
  const WORDS = useFormsWords().admissionStatus;
  // The check's schema in the page's language, loaded with the validation library on first use.
  const SCHEMA = useMemo(
    () =>
      lazySchema<AdmissionStatusInput>(ADMISSION_STATUS_RULES, () =>
        import('../../../shared/schemas/admission-status').then((m) => m.admissionStatusSchemaIn(WORDS)),
      ),
    [WORDS],
  );
  const siteHref = useSiteHref();
  const posted = useFormPostState('admissionStatus');
  const postedAnswer = posted?.admissionStatus;
  const [status, setStatus] = useState<string | null>(postedAnswer?.found ? postedAnswer.status : null);
  // What the family is asked to pay, after a match; or the box a claim was posted from without JavaScript.
  const [boxes, setBoxes] = useState<PaymentBoxData[]>(postedAnswer?.found ? (postedAnswer.payments ?? []) : []);
  const claimPosted = useFormPostState('paymentClaim');
  const claimed = claimPosted?.paymentClaim;
  const [message, setMessage] = useState<string | null>(
    posted ? (posted.message ?? (posted.status >= 500 ? WORDS.failed : null)) : null,
  );
  const check = trpc.admissionStatus.check.useMutation();
  const form = useLazyZodForm(SCHEMA, {
    initialValues: () => ({ reference: '', mobileLast4: '' }),
    initialErrors: posted?.fieldErrors,
    fields: FIELDS,
    // An answer belongs to the details it was given for: editing them takes it down.
    onEdit: () => {
      setStatus(null);
      setBoxes([]);
      setMessage(null);
    },
  });
  const isChecking = check.isPending;
  const busy = useRef(false);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const [focusResult, setFocusResult] = useState(false);

  useEffect(() => {
    if (!focusResult) return;
    setFocusResult(false);
    resultRef.current?.focus();
  }, [focusResult]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (isChecking || busy.current) return;
    busy.current = true;
    let data: AdmissionStatusInput | null;
    try {
      data = await form.validate();
    } catch {
      setMessage(WORDS.failed);
      return;
    } finally {
      busy.current = false;
    }
    if (!data) return;
    setStatus(null);
    setBoxes([]);
    setMessage(null);
    try {
      const answer = await check.mutateAsync(data);
      if (answer.found) {
        setStatus(answer.status);
        setBoxes(answer.payments ?? []);
        setFocusResult(true);
      } else setMessage(answer.message);
    } catch (error) {
      const { fieldErrors, formMessage } = readServerError(error);
      form.showErrors(fieldErrors);
      setMessage(formMessage ?? (Object.keys(fieldErrors).length > 0 ? null : WORDS.failed));
    }
  }

  return (
    <>
      <form
        className="status-form form-panel"
        aria-label={WORDS.title}
        method="post"
        onFocus={form.prepare}
        action={siteHref(`${PATHS.admissionStatus}#${ANCHOR}`)}
        noValidate
        onSubmit={submit}
        aria-busy={isChecking}
      >
        <div className="field-grid">
          <TextField
            form={form}
            name="reference"
            label={WORDS.referenceLabel}
            hint={WORDS.referenceHint}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            readOnly={isChecking}
          />
          <TextField
            form={form}
            name="mobileLast4"
            label={WORDS.mobileLast4Label}
            inputMode="numeric"
            autoComplete="off"
            readOnly={isChecking}
          />
        </div>
        <button type="submit" className="btn btn-primary form-submit status-submit" disabled={isChecking}>
          {isChecking ? WORDS.checking : WORDS.submit}
        </button>
      </form>
      <div className="status-result">
        {status && (
          <section className="status-found" aria-labelledby="status-found-title">
            <h2 id="status-found-title" ref={resultRef} tabIndex={-1}>
              {WORDS.resultTitle}
            </h2>
            <p className="status-words">{status}</p>
            {boxes.map((box) => (
              <PaymentBox key={box.reference + box.fee} box={box} />
            ))}
          </section>
        )}
        {claimed?.box && (
          <PaymentBox
            box={claimed.box}
            level={2}
            posted={{
              said: claimPosted?.status === 200 ? claimed.message : null,
              fieldErrors: claimPosted?.fieldErrors,
              formError: claimPosted?.status === 200 ? null : claimPosted?.message,
              payerName: claimPosted ? postedText(claimPosted, 'payerName') : '',
            }}
          />
        )}
        {claimPosted && !claimed?.box && claimPosted.message && (
          <p className="alert alert-error status-message" role="alert">
            {claimPosted.message}
          </p>
        )}
        {message && (
          <p className="alert alert-error status-message" role="alert">
            {message}
          </p>
        )}
      </div>
    </>
  );
}
