import { type FormEvent, useEffect, useRef, useState } from 'react';
import { TC_LOOKUP_RULES, TC_VERIFICATION_PATH } from '../../../shared/disclosure';
import { formatDate, telHref } from '../../../shared/format';
import { PAGES } from '../../../shared/paths';
import type { TcLookup } from '../../../shared/schemas/disclosure';
import { TextField } from '../../components/form/field';
import { readServerError } from '../../components/form/server-errors';
import { lazySchema, useLazyZodForm } from '../../components/form/use-lazy-form';
import { Check, Download, Mail, Phone } from '../../components/icons/icons';
import { PageMetaHero } from '../../components/layout/page-hero';
import { Island } from '../../islands/island';
import { postedText, useFormPostState } from '../../lib/form-post-state';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { useSchoolText } from '../../lib/use-school-text';
import { useSiteSettings } from '../../lib/use-site-settings';
import { FactList } from '../info/fact-list';
import '../info/info.css';
import './tc-verification.css';
import { useSiteHref } from '../../lib/language';

// /tc-verification: a receiving school checks a transfer certificate by its number and the student's
// date of birth (src/server/features/transfer-certificates/service.ts). There is no list: only a lookup that matches both gives
// the certificate's details and its PDF. Without JavaScript the form posts to this page and the server
// answers with the page again (src/server/features/transfer-certificates/routes.ts); with it, the tRPC mutation answers.

type Answer = RouterOutputs['transferCertificates']['verify'];
type Certificate = Extract<Answer, { found: true }>['certificates'][number];

const FIELDS = ['tcNumber', 'dateOfBirth'] as const;
/** The anchor the form posts to without JavaScript, so the answer opens at the form and its result. */
const ANCHOR = 'tc-lookup';
const FAILED_MESSAGE = 'The certificate could not be checked just now. Please try again in a few minutes.';

function CertificateFacts({ certificate, several }: { certificate: Certificate; several: boolean }) {
  return (
    <div className="tc-certificate">
      <FactList
        className="tc-facts"
        items={[
          { term: 'Student name', value: certificate.studentName },
          { term: 'TC number', value: certificate.tcNumber },
          {
            term: 'Date of issue',
            value: <time dateTime={certificate.issuedOn}>{formatDate(certificate.issuedOn)}</time>,
          },
          { term: 'Class left', value: certificate.classLeft },
          { term: 'Campus', value: certificate.campusName },
        ]}
      />
      {certificate.fileUrl ? (
        <a className="btn btn-primary tc-download" href={certificate.fileUrl} target="_blank" rel="noopener">
          <Download />
          Download the certificate (PDF)
          {several && <span className="visually-hidden"> from {certificate.campusName}</span>}
        </a>
      ) : (
        <p className="muted tc-no-file">
          The scanned certificate is not online. The school office can confirm it on request.
        </p>
      )}
    </div>
  );
}

/** The lookup's schema, loaded with the validation library when a visitor starts on the form. */
const TC_LOOKUP_SCHEMA = lazySchema<TcLookup>(TC_LOOKUP_RULES, () =>
  import('../../../shared/schemas/disclosure').then((m) => m.TcLookupSchema),
);

/** The lookup and its answer: an island (docs/architecture.md, "Islands"), hydrated on the first focus or input. */
function TcLookupForm() {
  return <Island name="tc-lookup" component={TcLookupIsland} props={{}} />;
}

export function TcLookupIsland() {
  const schoolText = useSchoolText();
  const siteHref = useSiteHref();
  // Without JavaScript the form posts to this page; the server answers with this page again.
  const posted = useFormPostState('tcLookup');
  const [answer, setAnswer] = useState<Answer | null>(posted?.tcLookup ?? null);
  const [message, setMessage] = useState<string | null>(
    posted ? (posted.message ?? (posted.status >= 500 ? FAILED_MESSAGE : null)) : null,
  );
  const verify = trpc.transferCertificates.verify.useMutation();
  const form = useLazyZodForm(TC_LOOKUP_SCHEMA, {
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
        aria-label="Verify a transfer certificate"
        method="post"
        onFocus={form.prepare}
        action={siteHref(`${TC_VERIFICATION_PATH}#${ANCHOR}`)}
        noValidate
        onSubmit={submit}
        aria-busy={isChecking}
      >
        <h2 className="section-title">Check a certificate</h2>
        <p className="muted tc-form-intro">Both details must be exactly as on the certificate.</p>
        <div className="field-grid">
          <TextField
            form={form}
            name="tcNumber"
            label="TC number"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            readOnly={isChecking}
            hint="As printed on the certificate, such as TC/2025/014"
          />
          <TextField
            form={form}
            name="dateOfBirth"
            label="Date of birth"
            type="date"
            autoComplete="off"
            readOnly={isChecking}
          />
        </div>
        <button type="submit" className="btn btn-primary form-submit tc-submit" disabled={isChecking}>
          {isChecking ? 'Verifying...' : 'Verify'}
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
                  Transfer certificate verified
                </h2>
                <p>{schoolText('Issued by {school} and recorded in its register.')}</p>
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

export default function TcVerificationPage() {
  const settings = useSiteSettings();
  const phoneHref = telHref(settings.phone);
  return (
    <>
      <PageMetaHero page={PAGES.tcVerification} />
      <section className="section">
        <div className="container page-columns tc-layout">
          <TcLookupForm />

          <aside className="card tc-about" aria-labelledby="tc-about-title">
            <h2 id="tc-about-title" className="section-title">
              About this service
            </h2>
            <ul className="check-list">
              <li>For schools admitting a student who left us: confirm that the transfer certificate is genuine.</li>
              <li>A certificate is shown only when its TC number and the student’s date of birth both match.</li>
              <li>To protect our students, no list of certificates is published.</li>
            </ul>
            <p className="muted">No match, or a question about a certificate? Contact the school office:</p>
            <ul className="plain-list tc-contact">
              <li>
                <Phone />
                <a href={phoneHref}>{settings.phone}</a>
              </li>
              <li>
                <Mail />
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
            </ul>
          </aside>
        </div>
      </section>
    </>
  );
}
