import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ADMISSION_STATUS_RULES } from '../../../shared/admissions';
import { ADMISSION_STATUS_WORDS as WORDS } from '../../../shared/content/admission-words';
import { PAGES, PATHS } from '../../../shared/paths';
import type { AdmissionStatusInput } from '../../../shared/schemas/admission-status';
import { TextField } from '../../components/form/field';
import { readServerError } from '../../components/form/server-errors';
import { lazySchema, useLazyZodForm } from '../../components/form/use-lazy-form';
import { PageMetaHero } from '../../components/layout/page-hero';
import { Island } from '../../islands/island';
import { useFormPostState } from '../../lib/form-post-state';
import { trpc } from '../../lib/trpc';
import './admission-status.css';
import { useSiteHref } from '../../lib/language';

// /admission-status: a parent checks their enquiry or application by its reference and the last four
// digits of the mobile number given (src/server/features/admission-status/service.ts). A match shows
// the stage in plain words and nothing else. Without JavaScript the form posts to this page and the
// server answers with the page again (src/server/features/admission-status/routes.ts).

const FIELDS = ['reference', 'mobileLast4'] as const;
/** The anchor the form posts to without JavaScript, so the answer opens at the form and its result. */
const ANCHOR = 'status-check';

const SCHEMA = lazySchema<AdmissionStatusInput>(ADMISSION_STATUS_RULES, () =>
  import('../../../shared/schemas/admission-status').then((m) => m.AdmissionStatusSchema),
);

export default function AdmissionStatusPage() {
  return (
    <>
      <PageMetaHero page={PAGES.admissionStatus} />
      <section className="section">
        <div className="container status-check" id={ANCHOR}>
          <StatusCheck />
        </div>
      </section>
    </>
  );
}

/** The check and its answer: an island (docs/architecture.md, "Islands"), hydrated on the first focus or input. */
function StatusCheck() {
  return <Island name="admission-status" component={StatusCheckIsland} props={{}} />;
}

export function StatusCheckIsland() {
  const siteHref = useSiteHref();
  const posted = useFormPostState('admissionStatus');
  const postedAnswer = posted?.admissionStatus;
  const [status, setStatus] = useState<string | null>(postedAnswer?.found ? postedAnswer.status : null);
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
    setMessage(null);
    try {
      const answer = await check.mutateAsync(data);
      if (answer.found) {
        setStatus(answer.status);
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
          </section>
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
