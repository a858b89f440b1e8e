import { useId } from 'react';
import { PATHS } from '../../../shared/paths';
import { fill } from '../../../shared/words/fill';
import { type FormsWordsProps, FormsWordsProvider, useFormsWords } from '../../components/form/forms-words';
import { Honeypot } from '../../components/form/honeypot';
import { SourceFields } from '../../components/form/source-fields';
import { Island } from '../../islands/island';
import { useSiteHref } from '../../lib/language';
import { useSiteSettings } from '../../lib/use-site-settings';
import { PrivacyNote } from '../privacy/privacy-note';
import { ApplyConfirmation } from './apply-confirmation';
import { ParentDetails, StudentDetails } from './apply-fields';
import { ApplyTerms } from './apply-terms';
import { useApplicationForm } from './use-application-form';

/** The form's anchor: a post made without JavaScript lands back at the form, below the page hero. */
export const APPLY_ANCHOR = 'application';

type Props = Omit<ReturnType<typeof useApplicationForm>, 'submitted' | 'startAgain' | 'isPosted'>;

/**
 * The application form, or its confirmation once sent: an island (docs/architecture.md, "Islands"),
 * given its words in the page's language by the page around it (its common and application parts).
 */
export function ApplicationCard({ words }: { words: FormsWordsProps | undefined }) {
  return <Island name="application-form" component={ApplicationCardIsland} props={{ words }} />;
}

/** The form and its confirmation, hydrated on a parent's first focus or input in the form. */
export function ApplicationCardIsland({ words }: { words?: FormsWordsProps }) {
  return (
    <FormsWordsProvider words={words}>
      <ApplicationCardBody />
    </FormsWordsProvider>
  );
}

function ApplicationCardBody() {
  const { submitted, startAgain, isPosted, ...formProps } = useApplicationForm();
  return submitted ? (
    // A confirmation the server rendered (a post without JavaScript) is not given the focus when the
    // island wakes: it wakes on the visitor's own focus, which it must keep.
    <ApplyConfirmation submitted={submitted} onStartAgain={startAgain} takeFocus={!isPosted} />
  ) : (
    <ApplicationForm {...formProps} />
  );
}

/** The online application: one zod schema on both sides, messages beside the fields. */
export function ApplicationForm({
  form,
  honeypot,
  setHoneypot,
  heardFrom,
  setHeardFrom,
  formError,
  isPending,
  submit,
}: Props) {
  const formId = useId();
  const { common, application: WORDS } = useFormsWords();
  const siteHref = useSiteHref();
  const { retentionApplicationMonths } = useSiteSettings();
  const errorCount = Object.keys(form.errors).length;
  return (
    <form
      method="post"
      action={siteHref(`${PATHS.apply}#${APPLY_ANCHOR}`)}
      noValidate
      onFocus={form.prepare}
      onSubmit={submit}
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`}>{WORDS.title}</h2>
      <p className="muted">
        {common.requiredBefore} <span className="required">*</span> {common.requiredAfter}
      </p>
      {errorCount > 0 && (
        <div className="alert alert-error" role="alert">
          {errorCount === 1 ? WORDS.errorSummaryOne : fill(WORDS.errorSummaryMany, { count: errorCount })}
        </div>
      )}
      {formError && (
        <div className="alert alert-error" role="alert">
          {formError}
        </div>
      )}

      <StudentDetails form={form} />
      <ParentDetails form={form} />
      <SourceFields
        id={`${formId}-heard-from`}
        className="field apply-heard-from"
        heardFrom={heardFrom}
        onHeardFrom={setHeardFrom}
      />

      <Honeypot id={`${formId}-website`} className="visually-hidden" value={honeypot} onChange={setHoneypot} />

      <ApplyTerms form={form} />

      <PrivacyNote id={`${formId}-privacy`} purpose={WORDS.privacyPurpose} months={retentionApplicationMonths} />
      <button
        type="submit"
        className="btn btn-primary form-submit apply-submit"
        disabled={isPending}
        aria-busy={isPending}
        aria-describedby={`${formId}-privacy`}
      >
        {WORDS.submit}
      </button>
      {isPending && (
        <p className="muted" role="status">
          {WORDS.submitting}
        </p>
      )}
    </form>
  );
}
