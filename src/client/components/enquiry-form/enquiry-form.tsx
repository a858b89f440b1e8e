import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';
import { Island } from '../../islands/island';
import { useSiteSettings } from '../../lib/use-site-settings';
import { PrivacyNote } from '../../pages/privacy/privacy-note';
import { type FormsWordsProps, FormsWordsProvider, useFormsWords } from '../form/forms-words';
import { Honeypot } from '../form/honeypot';
import { SourceFields } from '../form/source-fields';
import { Check, Close } from '../icons/icons';
import { EnquiryFields } from './enquiry-fields';
import { useEnquiryForm } from './use-enquiry-form';
import './enquiry-form.css';
import { useSiteHref } from '../../lib/language';

/** The form's anchor: a post made without JavaScript lands back at the form, not the top of the page. */
const ANCHOR = 'enquiry-form';

/**
 * The admission Enquiry Form, self-contained (used on the home page and /contact): an island, given its
 * words in the page's language by the page around it (its common and enquiry parts).
 */
export function EnquiryForm({ words }: { words: FormsWordsProps | undefined }) {
  return <Island name="enquiry-form" component={EnquiryFormIsland} props={{ words }} />;
}

/** The form itself, hydrated on the visitor's first focus or input, in the words it was given. */
export function EnquiryFormIsland({ words }: { words?: FormsWordsProps }) {
  return (
    <FormsWordsProvider words={words}>
      <EnquiryFormBody />
    </FormsWordsProvider>
  );
}

function EnquiryFormBody() {
  const { common, enquiry: WORDS } = useFormsWords();
  const {
    form,
    status,
    showSuccess,
    reference,
    errorMessage,
    dismissError,
    honeypot,
    setHoneypot,
    heardFrom,
    setHeardFrom,
    submit,
  } = useEnquiryForm();
  const honeypotId = useId();
  const heardFromId = useId();
  const privacyNoteId = useId();
  const { retentionEnquiryMonths } = useSiteSettings();
  const { pathname } = useLocation();
  const siteHref = useSiteHref();
  // The dismiss button works only with JavaScript: it is left out of the server HTML (the answer
  // to a post made without JavaScript) and appears once the page is hydrated.
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  const isSubmitting = status === 'submitting';
  const successRef = useRef<HTMLDivElement>(null);

  // The banner appears above the form, while a parent on a phone is looking at the Submit button far
  // below it: bring it into view (when it is not already) and give it the focus (the button was
  // disabled while sending, so the focus was lost anyway). It is also in a live region that is always
  // on the page, so screen readers announce it. Its timings (FORM_RESET_MS, SUCCESS_BANNER_MS) stay.
  // At once, not smoothly (the page's CSS scrolls smoothly otherwise): on a slow phone a smooth scroll
  // is still moving when the parent looks, and the banner would sit under the sticky header until it ends.
  useEffect(() => {
    const banner = successRef.current;
    if (!showSuccess || !banner) return;
    const box = banner.getBoundingClientRect();
    const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    if (box.top < headerBottom || box.bottom > window.innerHeight) {
      banner.scrollIntoView({ block: 'center', behavior: 'instant' });
    }
    banner.focus({ preventScroll: true });
  }, [showSuccess]);

  return (
    <div className="enquiry" id={ANCHOR}>
      <div role="status" className="enquiry-status">
        {showSuccess && (
          <div className="alert alert-success enquiry-banner" ref={successRef} tabIndex={-1}>
            <Check />
            <p>{WORDS.success}</p>
          </div>
        )}
        {/* Stays after the banner hides: the parent needs time to note the number. */}
        {reference && (
          <p className="enquiry-reference">
            {common.referenceBefore}
            <strong>{reference}</strong>
            {common.referenceAfterEnquiry} <Link to={PATHS.admissionStatus}>{common.checkStatusLink}</Link>
          </p>
        )}
      </div>
      {status === 'error' && errorMessage && (
        <div className="alert alert-error enquiry-banner" role="alert">
          <p>{errorMessage}</p>
          {isHydrated && (
            <button type="button" className="enquiry-dismiss" aria-label={WORDS.dismissError} onClick={dismissError}>
              <Close />
            </button>
          )}
        </div>
      )}
      <form
        className="enquiry-form form-panel"
        aria-label={WORDS.formName}
        method="post"
        action={siteHref(`${pathname}#${ANCHOR}`)}
        noValidate
        onSubmit={submit}
        onFocus={form.prepare}
        aria-busy={isSubmitting}
      >
        <fieldset className="bare-fieldset" disabled={isSubmitting}>
          <legend className="visually-hidden">{WORDS.legend}</legend>
          <EnquiryFields form={form} />
          <SourceFields
            id={heardFromId}
            className="field enquiry-heard-from"
            heardFrom={heardFrom}
            onHeardFrom={setHeardFrom}
          />
          <Honeypot id={honeypotId} className="enquiry-honeypot" value={honeypot} onChange={setHoneypot} />
          <PrivacyNote id={privacyNoteId} purpose={WORDS.privacyPurpose} months={retentionEnquiryMonths} />
          <button type="submit" className="btn btn-primary form-submit enquiry-submit" aria-describedby={privacyNoteId}>
            {WORDS.submit}
          </button>
        </fieldset>
        {isSubmitting && (
          <div className="enquiry-overlay" role="status">
            <span className="enquiry-spinner" aria-hidden="true" />
            <p>{WORDS.submitting}</p>
          </div>
        )}
      </form>
    </div>
  );
}
