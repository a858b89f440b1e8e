import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';
import { fill } from '../../../shared/words/fill';
import { useFormsWords } from '../../components/form/forms-words';
import { Check } from '../../components/icons/icons';
import { PaymentBox } from '../../components/payment-box/payment-box';
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
  const { common, application } = useFormsWords();
  const words = application.confirmation;
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
        {common.referenceBefore}
        <strong>{submitted.reference}</strong>
        {common.referenceAfterApplication} <Link to={PATHS.admissionStatus}>{common.checkStatusLink}</Link>
      </p>
      <p>{fill(words.nextStep, { contactNumber: submitted.contactNumber, email: submitted.email })}</p>
      {submitted.payments?.map((box) => (
        <PaymentBox key={box.reference + box.fee} box={box} />
      ))}
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
