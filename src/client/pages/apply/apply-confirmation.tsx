import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ADMISSION_STATUS_WORDS, referenceSentenceParts } from '../../../shared/content/admission-words';
import { APPLICATION_FORM_WORDS } from '../../../shared/content/apply-words';
import { PATHS } from '../../../shared/paths';
import { Check } from '../../components/icons/icons';
import { useSiteHref } from '../../lib/language';
import type { SubmittedApplication } from './apply-form-state';

/** What the parent sees once the application is stored; the heading takes the focus (`takeFocus`). */
export function ApplyConfirmation({
  submitted,
  onStartAgain,
  takeFocus = true,
}: {
  submitted: SubmittedApplication;
  onStartAgain: () => void;
  takeFocus?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const siteHref = useSiteHref();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the confirmation appears
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, []);
  const sentence = referenceSentenceParts('application');
  const words = APPLICATION_FORM_WORDS.confirmation;
  return (
    <div className="apply-confirmation">
      <span className="success-mark apply-confirmation-icon" aria-hidden="true">
        <Check />
      </span>
      <h2 ref={headingRef} tabIndex={-1}>
        {words.title}
      </h2>
      <p className="lead">
        {words.receivedBefore}
        <strong>{submitted.studentName}</strong>
        {words.receivedAfter}
      </p>
      <p className="apply-reference">
        {sentence.before}
        <strong>{submitted.reference}</strong>
        {sentence.after} <Link to={PATHS.admissionStatus}>{ADMISSION_STATUS_WORDS.checkStatusLink}</Link>
      </p>
      <p>{words.nextStep(submitted.contactNumber, submitted.email)}</p>
      <div className="cta-row">
        {/* A form so that without JavaScript the button still opens a fresh form. */}
        <form
          className="apply-again"
          method="get"
          action={siteHref(PATHS.apply)}
          onSubmit={(e) => {
            e.preventDefault();
            onStartAgain();
          }}
        >
          <button type="submit" className="btn btn-outline">
            {words.startAgain}
          </button>
        </form>
        <Link className="btn btn-primary" to={PATHS.admissions}>
          {words.backToAdmissions}
        </Link>
      </div>
    </div>
  );
}
