import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { MOBILE_LENGTH } from '../../../shared/constants';
import {
  ADMISSION_FEE_NOTE,
  APPLICATION_CLASSES,
  BLOOD_GROUPS,
  DOCUMENT_CHECKLIST,
  GENDERS,
} from '../../../shared/content/school-facts';
import { PAGES, PATHS } from '../../../shared/paths';
import {
  APPLICATION_LABELS,
  APPLICATION_MESSAGES,
  type ApplicationField,
  type ApplicationFormValues,
  ApplicationInputSchema,
  EMPTY_APPLICATION,
  todayIso,
} from '../../../shared/schemas/application';
import { Check } from '../../components/icons/icons';
import { PageHero } from '../../components/layout/page-hero';
import { useFormPostState } from '../../lib/form-post-state';
import { trpc } from '../../lib/trpc';
import {
  type ApplicationErrors as Errors,
  initialApplicationState,
  type SubmittedApplication,
} from './apply-form-state';
import './apply.css';

type TextField = Exclude<ApplicationField, 'agreeToTerms'>;

// The order errors are announced and focused in: the order of the form.
const FIELD_ORDER: ApplicationField[] = [
  'studentName',
  'dateOfBirth',
  'classApplying',
  'gender',
  'fatherName',
  'motherName',
  'contactNumber',
  'email',
  'address',
  'previousSchool',
  'bloodGroup',
  'agreeToTerms',
];

/** The form's anchor: a post made without JavaScript lands back at the form, below the page hero. */
const ANCHOR = 'application';

const TERMS = [
  'The information given in this form is true and complete to the best of my knowledge.',
  'Submitting this form does not guarantee admission; admission is offered after the entrance exam, on the basis of its results, past performance and seat availability.',
  ADMISSION_FEE_NOTE,
  'Original documents will be verified at the school office before admission is confirmed.',
];

function firstErrors(fieldErrors: Record<string, string[] | undefined> | null | undefined): Errors {
  const out: Errors = {};
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages?.[0] && (FIELD_ORDER as string[]).includes(key)) out[key as ApplicationField] = messages[0];
  }
  return out;
}

// spec §2 'Application form (/apply)'; issue 5 makes it real: one zod schema on both sides,
// field errors beside the fields, a clear confirmation after submit.
export default function ApplyPage() {
  const formId = useId();
  // Without JavaScript the form posts to /apply; the server answers with this page again.
  const posted = useFormPostState('application');
  const [initial] = useState(() => initialApplicationState(posted));
  const [values, setValues] = useState<ApplicationFormValues>(initial.values);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Errors>(initial.errors);
  const [formError, setFormError] = useState<string | null>(initial.formError);
  const [submitted, setSubmitted] = useState<SubmittedApplication | null>(initial.submitted);
  // The latest date a date input may pick; set after hydration so server and browser clocks never disagree in the HTML.
  const [maxDate, setMaxDate] = useState<string | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const create = trpc.applications.create.useMutation();

  useEffect(() => setMaxDate(todayIso()), []);
  useEffect(() => {
    if (submitted) confirmationRef.current?.focus();
  }, [submitted]);

  const id = (field: ApplicationField) => `${formId}-${field}`;
  const errorId = (field: ApplicationField) => `${formId}-${field}-error`;

  const focusFirstError = (errs: Errors) => {
    const first = FIELD_ORDER.find((f) => errs[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
  };

  const setField =
    (field: TextField) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      let value = e.target.value;
      // Typing accepts digits only, up to 10 (like the enquiry mobile, spec §5).
      if (field === 'contactNumber') value = value.replace(/\D/g, '').slice(0, MOBILE_LENGTH);
      setValues((v) => ({ ...v, [field]: value }));
      if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
      setFormError(null);
    };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const parsed = ApplicationInputSchema.safeParse({ ...values, website: honeypot });
    if (!parsed.success) {
      const errs = firstErrors(z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
      setErrors(errs);
      focusFirstError(errs);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (res) =>
        setSubmitted({
          reference: res.reference,
          studentName: parsed.data.studentName,
          email: parsed.data.email,
          contactNumber: parsed.data.contactNumber,
        }),
      onError: (err) => {
        const errs = firstErrors(err.data?.fieldErrors);
        if (Object.keys(errs).length > 0) {
          setErrors(errs);
          focusFirstError(errs);
        } else {
          setFormError(err.message || APPLICATION_MESSAGES.failed);
        }
      },
    });
  };

  const startAgain = () => {
    setValues(EMPTY_APPLICATION);
    setSubmitted(null);
    create.reset();
  };

  const fieldProps = (field: TextField) => ({
    id: id(field),
    name: field,
    value: values[field],
    onChange: setField(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });

  // The asterisk sits outside the <label>, so each field's accessible name is exactly its label.
  const label = (field: ApplicationField, isRequired: boolean) => (
    <span className="label-row">
      <label htmlFor={id(field)}>{APPLICATION_LABELS[field]}</label>
      {isRequired && (
        <span className="required" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );

  const error = (field: ApplicationField) =>
    errors[field] ? (
      <p className="field-error" id={errorId(field)}>
        {errors[field]}
      </p>
    ) : null;

  const errorCount = Object.keys(errors).length;

  return (
    <>
      <PageHero eyebrow="Admissions" title={PAGES.apply.heading}>
        Apply online for admission. It takes about five minutes; the school office will contact you about the next
        steps.
      </PageHero>
      <section className="section">
        <div className="container apply-layout">
          <div className="card apply-card" id={ANCHOR}>
            {submitted ? (
              <div className="apply-confirmation">
                <span className="apply-confirmation-icon" aria-hidden="true">
                  <Check />
                </span>
                <h2 ref={confirmationRef} tabIndex={-1}>
                  Application submitted successfully
                </h2>
                <p className="lead">
                  Thank you. We have received the application for <strong>{submitted.studentName}</strong>. Your
                  reference number is <strong>#{submitted.reference}</strong>.
                </p>
                <p>
                  The school office will contact you at {submitted.contactNumber} or {submitted.email} about the
                  entrance exam and the documents to bring.
                </p>
                <div className="cta-row">
                  {/* A form so that without JavaScript the button still opens a fresh form. */}
                  <form
                    className="apply-again"
                    method="get"
                    action={PATHS.apply}
                    onSubmit={(e) => {
                      e.preventDefault();
                      startAgain();
                    }}
                  >
                    <button type="submit" className="btn btn-outline">
                      Submit another application
                    </button>
                  </form>
                  <Link className="btn btn-primary" to={PATHS.admissions}>
                    Back to Admissions
                  </Link>
                </div>
              </div>
            ) : (
              <form
                ref={formRef}
                method="post"
                action={`${PATHS.apply}#${ANCHOR}`}
                noValidate
                onSubmit={onSubmit}
                aria-labelledby={`${formId}-title`}
              >
                <h2 id={`${formId}-title`}>Student application</h2>
                <p className="muted">
                  Fields marked <span className="required">*</span> are required.
                </p>
                {errorCount > 0 && (
                  <div className="alert alert-error" role="alert">
                    Please correct the {errorCount === 1 ? 'field' : `${errorCount} fields`} marked below.
                  </div>
                )}
                {formError && (
                  <div className="alert alert-error" role="alert">
                    {formError}
                  </div>
                )}

                <fieldset className="apply-fieldset">
                  <legend>Student details</legend>
                  <div className="apply-grid">
                    <div className="field apply-wide">
                      {label('studentName', true)}
                      <input type="text" autoComplete="off" required maxLength={100} {...fieldProps('studentName')} />
                      {error('studentName')}
                    </div>
                    <div className="field">
                      {label('dateOfBirth', true)}
                      <input type="date" required max={maxDate} {...fieldProps('dateOfBirth')} />
                      {error('dateOfBirth')}
                    </div>
                    <div className="field">
                      {label('classApplying', true)}
                      <select required {...fieldProps('classApplying')}>
                        <option value="">Select class</option>
                        {APPLICATION_CLASSES.map((c) => (
                          <option key={c.value} value={c.value}>
                            {c.label}
                          </option>
                        ))}
                      </select>
                      {error('classApplying')}
                    </div>
                    <div className="field">
                      {label('gender', true)}
                      <select required {...fieldProps('gender')}>
                        <option value="">Select gender</option>
                        {GENDERS.map((g) => (
                          <option key={g.value} value={g.value}>
                            {g.label}
                          </option>
                        ))}
                      </select>
                      {error('gender')}
                    </div>
                    <div className="field">
                      {label('bloodGroup', false)}
                      <select {...fieldProps('bloodGroup')}>
                        <option value="">Select blood group</option>
                        {BLOOD_GROUPS.map((b) => (
                          <option key={b} value={b}>
                            {b}
                          </option>
                        ))}
                      </select>
                      {error('bloodGroup')}
                    </div>
                    <div className="field apply-wide">
                      {label('previousSchool', false)}
                      <input type="text" autoComplete="off" maxLength={200} {...fieldProps('previousSchool')} />
                      {error('previousSchool')}
                    </div>
                  </div>
                </fieldset>

                <fieldset className="apply-fieldset">
                  <legend>Parent details</legend>
                  <div className="apply-grid">
                    <div className="field">
                      {label('fatherName', true)}
                      <input type="text" autoComplete="off" required maxLength={100} {...fieldProps('fatherName')} />
                      {error('fatherName')}
                    </div>
                    <div className="field">
                      {label('motherName', true)}
                      <input type="text" autoComplete="off" required maxLength={100} {...fieldProps('motherName')} />
                      {error('motherName')}
                    </div>
                    <div className="field">
                      {label('contactNumber', true)}
                      <input
                        type="tel"
                        inputMode="numeric"
                        autoComplete="tel-national"
                        required
                        maxLength={MOBILE_LENGTH}
                        placeholder={`${MOBILE_LENGTH} digits`}
                        {...fieldProps('contactNumber')}
                      />
                      {error('contactNumber')}
                    </div>
                    <div className="field">
                      {label('email', true)}
                      <input type="email" autoComplete="email" required maxLength={254} {...fieldProps('email')} />
                      {error('email')}
                    </div>
                    <div className="field apply-wide">
                      {label('address', true)}
                      <textarea
                        rows={3}
                        autoComplete="street-address"
                        required
                        maxLength={500}
                        {...fieldProps('address')}
                      />
                      {error('address')}
                    </div>
                  </div>
                </fieldset>

                {/* Honeypot (DECISIONS.md 'Enquiries'): invisible and out of the tab order; people never fill it. */}
                <div className="visually-hidden" aria-hidden="true">
                  <label htmlFor={`${formId}-website`}>Website</label>
                  <input
                    id={`${formId}-website`}
                    type="text"
                    name="website"
                    tabIndex={-1}
                    autoComplete="off"
                    value={honeypot}
                    onChange={(e) => setHoneypot(e.target.value)}
                  />
                </div>

                <div className="apply-terms">
                  <h3>Terms and conditions</h3>
                  <ul className="check-list">
                    {TERMS.map((t) => (
                      <li key={t}>{t}</li>
                    ))}
                  </ul>
                  <div className="checkbox-field">
                    <input
                      type="checkbox"
                      id={id('agreeToTerms')}
                      name="agreeToTerms"
                      checked={values.agreeToTerms}
                      required
                      aria-invalid={errors.agreeToTerms ? true : undefined}
                      aria-describedby={errors.agreeToTerms ? errorId('agreeToTerms') : undefined}
                      onChange={(e) => {
                        const checked = e.target.checked;
                        setValues((v) => ({ ...v, agreeToTerms: checked }));
                        if (errors.agreeToTerms) setErrors(({ agreeToTerms: _cleared, ...rest }) => rest);
                      }}
                    />
                    {label('agreeToTerms', true)}
                  </div>
                  {error('agreeToTerms')}
                </div>

                <button
                  type="submit"
                  className="btn btn-primary apply-submit"
                  disabled={create.isPending}
                  aria-busy={create.isPending}
                >
                  Submit Application
                </button>
                {create.isPending && (
                  <p className="muted" role="status">
                    Submitting your application...
                  </p>
                )}
              </form>
            )}
          </div>

          <aside className="apply-aside" aria-labelledby={`${formId}-docs`}>
            <div className="card">
              <h2 id={`${formId}-docs`} className="section-title">
                Required documents
              </h2>
              <p className="muted">Please keep these ready; you will bring them to the school office.</p>
              <ul className="check-list">
                {DOCUMENT_CHECKLIST.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </div>
            <div className="card">
              <h2 className="section-title">Need help?</h2>
              <p>
                Read about the <Link to={PATHS.admissions}>admission process</Link> and{' '}
                <Link to={PATHS.eligibility}>eligibility</Link>, or{' '}
                <Link to={PATHS.contact}>contact the school office</Link>.
              </p>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
