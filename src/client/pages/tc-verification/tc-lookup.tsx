import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { TC_LOOKUP_RULES, TC_VERIFICATION_PATH } from '../../../shared/disclosure';
import { formatDate } from '../../../shared/format';
import type { TcLookup } from '../../../shared/schemas/disclosure';
import { fill } from '../../../shared/words/fill';
import { TextField } from '../../components/form/field';
import { type FormsWordsProps, FormsWordsProvider, useFormsWords } from '../../components/form/forms-words';
import { readServerError } from '../../components/form/server-errors';
import { lazySchema, useLazyZodForm } from '../../components/form/use-lazy-form';
import { Check, Download } from '../../components/icons/icons';
import { postedText, useFormPostState } from '../../lib/form-post-state';
import { useSiteHref } from '../../lib/language';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { useSchoolText } from '../../lib/use-school-text';
import { FactList } from '../info/fact-list';

// The TC lookup and its answer (/tc-verification): an island (docs/architecture.md, "Islands"),
// hydrated on the first focus or input, in the words the page gave it with its props (its language's
// tcLookup part). Without JavaScript the form posts to the page and the server answers with the page
// again (src/server/features/transfer-certificates/routes.ts); with it, the tRPC mutation answers.

type Answer = RouterOutputs['transferCertificates']['verify'];
type Certificate = Extract<Answer, { found: true }>['certificates'][number];

const FIELDS = ['tcNumber', 'dateOfBirth'] as const;
/** The anchor the form posts to without JavaScript, so the answer opens at the form and its result. */
const ANCHOR = 'tc-lookup';

function CertificateFacts({ certificate, several }: { certificate: Certificate; several: boolean }) {
  const words = useFormsWords().tcLookup;
  return (
    <div className="tc-certificate">
      <FactList
        className="tc-facts"
        items={[
          { term: words.studentName, value: certificate.studentName },
          { term: words.tcNumber, value: certificate.tcNumber },
          {
            term: words.dateOfIssue,
            value: <time dateTime={certificate.issuedOn}>{formatDate(certificate.issuedOn)}</time>,
          },
          { term: words.classLeft, value: certificate.classLeft },
          { term: words.campus, value: certificate.campusName },
        ]}
      />
      {certificate.fileUrl ? (
        <a className="btn btn-primary tc-download" href={certificate.fileUrl} target="_blank" rel="noopener">
          <Download />
          {words.download}
          {several && (
            <span className="visually-hidden">{fill(words.downloadFrom, { campus: certificate.campusName })}</span>
          )}
        </a>
      ) : (
        <p className="muted tc-no-file">{words.noFile}</p>
      )}
    </div>
  );
}

export function TcLookupIsland({ words }: { words?: FormsWordsProps }) {
  return (
    <FormsWordsProvider words={words}>
      <TcLookupBody />
    </FormsWordsProvider>
  );
}

function TcLookupBody() {
  const words = useFormsWords().tcLookup;
  const FAILED_MESSAGE = words.failed;
  // The lookup's schema in the page's language, loaded with the validation library when a visitor
  // starts on the form.
  const schema = useMemo(
    () =>
      lazySchema<TcLookup>(TC_LOOKUP_RULES, () =>
        import('../../../shared/schemas/tc-lookup').then((m) => m.tcLookupSchemaIn(words)),
      ),
    [words],
  );
  const schoolText = useSchoolText();
  const siteHref = useSiteHref();
  // Without JavaScript the form posts to this page; the server answers with this page again.
  const posted = useFormPostState('tcLookup');
  const [answer, setAnswer] = useState<Answer | null>(posted?.tcLookup ?? null);
  const [message, setMessage] = useState<string | null>(
    posted ? (posted.message ?? (posted.status >= 500 ? FAILED_MESSAGE : null)) : null,
  );
  const verify = trpc.transferCertificates.verify.useMutation();
  const form = useLazyZodForm(schema, {
    initialValues: () => ({
      tcNumber: posted ? postedText(posted, 'tcNumber') : '',
      dateOfBirth: posted ? postedText(posted, 'dateOfBirth') : '',
    }),
    initialErrors: posted?.fieldErrors,
    fields: FIELDS,
    // An answer belongs to the details it was given for: editing them takes it down.
    onEdit: () => {
      setAnswer(null);
      setMessage(null);
    },
  });
  const isChecking = verify.isPending;
  // One lookup at a time, from the click on: the schema may still be loading when it comes.
  const busy = useRef(false);
  const verifiedRef = useRef<HTMLHeadingElement>(null);
  const [focusAnswer, setFocusAnswer] = useState(false);

  // A match found with JavaScript: its heading takes the focus, so it is read out and the page shows it.
  useEffect(() => {
    if (!focusAnswer) return;
    setFocusAnswer(false);
    verifiedRef.current?.focus();
  }, [focusAnswer]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (isChecking || busy.current) return;
    busy.current = true;
    let data: TcLookup | null;
    try {
      data = await form.validate();
    } catch {
      // The form's checks could not be loaded (offline): nothing was sent.
      setMessage(FAILED_MESSAGE);
      return;
    } finally {
      busy.current = false;
    }
    if (!data) return;
    setAnswer(null);
    setMessage(null);
    try {
      const result = await verify.mutateAsync(data);
      if (result.found) {
        setAnswer(result);
        setFocusAnswer(true);
      } else setMessage(result.message);
    } catch (error) {
      const { fieldErrors, formMessage } = readServerError(error);
      form.showErrors(fieldErrors);
      setMessage(formMessage ?? (Object.keys(fieldErrors).length > 0 ? null : FAILED_MESSAGE));
    }
  }

  const certificates = answer?.found ? answer.certificates : [];
  return (
    <div className="tc-lookup" id={ANCHOR}>
      <form
        className="tc-form form-panel"
        aria-label={words.formName}
        method="post"
        onFocus={form.prepare}
        action={siteHref(`${TC_VERIFICATION_PATH}#${ANCHOR}`)}
        noValidate
        onSubmit={submit}
        aria-busy={isChecking}
      >
        <h2 className="section-title">{words.title}</h2>
        <p className="muted tc-form-intro">{words.intro}</p>
        <div className="field-grid">
          <TextField
            form={form}
            name="tcNumber"
            label={words.tcNumber}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            readOnly={isChecking}
            hint={words.tcNumberHint}
          />
          <TextField
            form={form}
            name="dateOfBirth"
            label={words.dateOfBirth}
            type="date"
            autoComplete="off"
            readOnly={isChecking}
          />
        </div>
        <button type="submit" className="btn btn-primary form-submit tc-submit" disabled={isChecking}>
          {isChecking ? words.checking : words.submit}
        </button>
      </form>

      {/* A match takes the focus (its heading); a failure is an alert: no live region around both. */}
      <div className="tc-result">
        {certificates.length > 0 && (
          <section className="tc-verified" aria-labelledby="tc-verified-title">
            <div className="tc-verified-head">
              <span className="success-mark tc-verified-mark" aria-hidden="true">
                <Check />
              </span>
              <div>
                <h2 id="tc-verified-title" ref={verifiedRef} tabIndex={-1}>
                  {words.verified}
                </h2>
                <p>{schoolText(words.issuedBy)}</p>
              </div>
            </div>
            {certificates.map((c, i) => (
              <CertificateFacts key={i} certificate={c} several={certificates.length > 1} />
            ))}
          </section>
        )}
        {message && (
          <p className="alert alert-error tc-message" role="alert">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
