import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { MAX_CV_BYTES, TEACHER_TRAINING, TET_PAPERS, TET_TAKEN } from '../../../shared/careers';
import { MOBILE_LENGTH } from '../../../shared/constants';
import { PATHS } from '../../../shared/paths';
import type { CareersFormWords } from '../../../shared/words/careers-form/index';
import { fill } from '../../../shared/words/fill';
import { Island } from '../../islands/island';
import { type FormPostState, useFormPostState } from '../../lib/form-post-state';
import { useSiteHref } from '../../lib/language';
import '../apply/apply.css';

// The careers application form (docs/decisions/053-careers.md): server HTML that posts itself as
// multipart/form-data with the CV (features/careers/apply-route.ts answers it, JavaScript or not), an
// island that, once awake, checks the CV as it is chosen and the required fields before sending.
// Its inputs are the browser's own (uncontrolled): what was typed stays as typed when it wakes.

/** A vacancy the form may apply for. */
export interface CareersVacancyOption {
  slug: string;
  title: string;
}

export interface CareersApplicationFormProps {
  /** The open vacancies the select offers, with "Any suitable post" first; unused with `fixedVacancy`. */
  vacancies: readonly CareersVacancyOption[];
  /** On a vacancy's own page: the form applies for this one (a hidden input) and names it. */
  fixedVacancy?: CareersVacancyOption;
  /** The select's choice before the candidate's own (`?vacancy=<slug>` on /careers/apply). */
  selected?: string;
  /** The form's words in the page's language (careersFormWordsFor). */
  words: CareersFormWords;
}

/** The form's anchor: a post made without JavaScript lands back at the form. */
export const CAREERS_FORM_ANCHOR = 'application';

/** The form, or its confirmation after a post: an island woken by the candidate's first focus. */
export function CareersApplicationForm(props: CareersApplicationFormProps) {
  return <Island name="careers-application-form" component={CareersApplicationIsland} props={props} />;
}

const PDF_NAME = /\.pdf$/i;

/** What the island says about a chosen file before anything is sent; null when it may be sent. */
function cvProblem(file: File | undefined, m: CareersFormWords['messages']): string | null {
  if (!file) return m.cvMissing;
  if (!(file.type === 'application/pdf' || PDF_NAME.test(file.name))) return m.cvNotPdf;
  if (file.size > MAX_CV_BYTES) return m.cvTooLarge;
  return null;
}

const MOBILE = new RegExp(`^[6-9]\\d{${MOBILE_LENGTH - 1}}$`);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The required fields' checks the browser makes before the form is sent; the server makes them all again. */
function checkBeforeSending(form: HTMLFormElement, m: CareersFormWords['messages']): Record<string, string> {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const errors: Record<string, string> = {};
  if (!text('name')) errors.name = m.name;
  if (!MOBILE.test(text('phone').replace(/[\s-]/g, ''))) errors.phone = m.phone;
  if (!EMAIL.test(text('email'))) errors.email = m.email;
  if (!text('qualification')) errors.qualification = m.qualification;
  if (text('tet') !== 'none' && !/^\d{4}$/.test(text('tetYear'))) errors.tetYear = m.tetYear;
  if (text('tet') !== 'none' && !text('tetPaper')) errors.tetPaper = m.tetPaper;
  if (!/^\d{1,2}$/.test(text('experienceYears'))) errors.experienceYears = m.experienceYears;
  if (data.get('consent') !== 'on') errors.consent = m.consent;
  const input = form.elements.namedItem('cv') as HTMLInputElement | null;
  const problem = cvProblem(input?.files?.[0], m);
  if (problem) errors.cv = problem;
  return errors;
}

export function CareersApplicationIsland(props: CareersApplicationFormProps) {
  const posted = useFormPostState('careersApplication');
  return posted?.reference ? (
    <CareersConfirmation posted={posted} {...props} />
  ) : (
    <CareersFormBody posted={posted} {...props} />
  );
}

function CareersConfirmation({
  posted,
  words,
  vacancies,
  fixedVacancy,
}: CareersApplicationFormProps & { posted: FormPostState }) {
  const slug = typeof posted.values.vacancy === 'string' ? posted.values.vacancy : '';
  const post = [...vacancies, ...(fixedVacancy ? [fixedVacancy] : [])].find((v) => v.slug === slug)?.title;
  const c = words.confirmation;
  return (
    <div className="alert alert-success" role="status" id={CAREERS_FORM_ANCHOR}>
      <h2>{c.title}</h2>
      <p>
        <strong>{fill(c.reference, { reference: posted.reference ?? '' })}</strong>
      </p>
      <p>{fill(c.post, { post: post ?? words.options.anyPost })}</p>
      <p>{c.next}</p>
    </div>
  );
}

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  /** A checkbox: its box before its label. */
  boxFirst?: boolean;
  control: (aria: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** One field as the other public forms draw it: label (its asterisk outside), control, hint, message. */
function Field({ name, label, required, hint, error, className, boxFirst, control }: FieldProps) {
  const id = `${useId()}-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const aria = {
    id,
    name,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  const labelled = (
    <span className="form-label">
      <label htmlFor={id}>{label}</label>
      {required && (
        <span className="required" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
  const message = error && (
    <p className="field-error" id={`${id}-error`}>
      {error}
    </p>
  );
  // A checkbox as the form kit's CheckboxField draws it: the box and its label in a row, the message under it.
  if (boxFirst)
    return (
      <>
        <div className={className ?? 'checkbox-field'}>
          {control(aria)}
          {labelled}
        </div>
        {message}
      </>
    );
  return (
    <div className={className ? `field ${className}` : 'field'}>
      {labelled}
      {control(aria)}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {message}
    </div>
  );
}

function CareersFormBody({
  posted,
  words,
  vacancies,
  fixedVacancy,
  selected,
}: CareersApplicationFormProps & { posted: FormPostState | null }) {
  const formId = useId();
  const siteHref = useSiteHref();
  const m = words.messages;
  const L = words.labels;
  // The server's messages until the browser checks again; then the browser's.
  const [errors, setErrors] = useState<Record<string, string>>(posted?.fieldErrors ?? {});
  const value = (name: string) => {
    const v = posted?.values[name];
    return typeof v === 'string' ? v : '';
  };
  const ticked = (name: string) => posted?.values[name] === true;
  const chosenVacancy = posted ? value('vacancy') : (selected ?? '');
  const errorCount = Object.keys(errors).length;
  // After a refusal the file is not kept: the CV field says to choose it again.
  const cvHint = posted && !errors.cv ? `${words.hints.cv} ${m.cvAgain}` : words.hints.cv;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = checkBeforeSending(event.currentTarget, m);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"], .alert-error')?.focus();
    }
  }

  function onCvChange(event: React.ChangeEvent<HTMLInputElement>) {
    const problem = cvProblem(event.target.files?.[0], m);
    setErrors(({ cv: _cv, ...rest }) => (problem ? { ...rest, cv: problem } : rest));
  }

  const text = (
    name: string,
    label: string,
    options: Partial<FieldProps> & {
      inputMode?: 'numeric' | 'email' | 'tel';
      autoComplete?: string;
      maxLength?: number;
      digits?: number;
    } = {},
  ) => (
    <Field
      name={name}
      label={label}
      required={options.required}
      hint={options.hint}
      error={errors[name]}
      className={options.className}
      control={(aria) => (
        <input
          {...aria}
          type={options.inputMode === 'email' ? 'email' : options.inputMode === 'tel' ? 'tel' : 'text'}
          className="form-input"
          defaultValue={value(name)}
          required={options.required}
          inputMode={options.inputMode === 'email' ? undefined : options.inputMode}
          autoComplete={options.autoComplete}
          maxLength={options.maxLength}
          data-digits={options.digits}
        />
      )}
    />
  );

  const select = (
    name: string,
    label: string,
    items: readonly { value: string; label: string }[],
    current: string,
    required = true,
  ) => (
    <Field
      name={name}
      label={label}
      required={required}
      error={errors[name]}
      control={(aria) => (
        <select {...aria} className="form-select" defaultValue={current} required={required}>
          {items.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      )}
    />
  );

  return (
    <form
      id={CAREERS_FORM_ANCHOR}
      method="post"
      encType="multipart/form-data"
      action={siteHref(`${PATHS.careersApply}#${CAREERS_FORM_ANCHOR}`)}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`}>{fixedVacancy ? `${words.title}: ${fixedVacancy.title}` : words.title}</h2>
      <p className="muted">{words.intro}</p>
      <p className="muted">{words.requiredNote}</p>
      {errorCount > 0 && (
        <div className="alert alert-error" role="alert" tabIndex={-1}>
          {errorCount === 1 ? words.errorSummaryOne : fill(words.errorSummaryMany, { count: errorCount })}
        </div>
      )}
      {posted?.message && (
        <div className="alert alert-error" role="alert">
          {posted.message}
        </div>
      )}
      <div className="field-grid">
        {text('name', L.name, { required: true, autoComplete: 'name', className: 'field-wide' })}
        {text('phone', L.phone, {
          required: true,
          hint: words.hints.phone,
          inputMode: 'tel',
          autoComplete: 'tel-national',
          maxLength: MOBILE_LENGTH,
          digits: MOBILE_LENGTH,
        })}
        {text('email', L.email, { required: true, inputMode: 'email', autoComplete: 'email' })}
        {fixedVacancy ? (
          <input type="hidden" name="vacancy" value={fixedVacancy.slug} />
        ) : (
          select(
            'vacancy',
            L.vacancy,
            [{ value: '', label: words.options.anyPost }, ...vacancies.map((v) => ({ value: v.slug, label: v.title }))],
            chosenVacancy,
          )
        )}
        {text('qualification', L.qualification, { required: true, hint: words.hints.qualification, maxLength: 200 })}
        {select(
          'teacherTraining',
          L.teacherTraining,
          TEACHER_TRAINING.map((t) => ({ value: t, label: words.options.teacherTraining[t] })),
          value('teacherTraining') || 'none',
        )}
        {select(
          'tet',
          L.tet,
          TET_TAKEN.map((t) => ({ value: t, label: words.options.tet[t] })),
          value('tet') || 'none',
        )}
        {select(
          'tetPaper',
          L.tetPaper,
          [
            { value: '', label: words.options.choose },
            ...TET_PAPERS.map((p) => ({ value: p, label: words.options.tetPaper[p] })),
          ],
          value('tetPaper'),
          // Asked for only when a TET is chosen (the schema's rule).
          false,
        )}
        {text('tetYear', L.tetYear, { hint: words.hints.tetYear, inputMode: 'numeric', maxLength: 4, digits: 4 })}
        {text('experienceYears', L.experienceYears, { required: true, inputMode: 'numeric', maxLength: 2, digits: 2 })}
        {text('currentSchool', L.currentSchool, { maxLength: 200 })}
        {text('boards', L.boards, { hint: words.hints.boards, maxLength: 200 })}
        <Field
          name="cv"
          label={L.cv}
          required
          hint={cvHint}
          error={errors.cv}
          className="field-wide"
          control={(aria) => (
            <input
              {...aria}
              type="file"
              accept="application/pdf,.pdf"
              className="form-input"
              required
              onChange={onCvChange}
            />
          )}
        />
        <Field
          name="coverNote"
          label={L.coverNote}
          hint={words.hints.coverNote}
          error={errors.coverNote}
          className="field-wide"
          control={(aria) => (
            <textarea {...aria} className="form-textarea" rows={5} maxLength={2000} defaultValue={value('coverNote')} />
          )}
        />
      </div>

      {/* The honeypot, as the other forms have it: invisible, unreachable by keyboard. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${formId}-website`}>Website</label>
        <input id={`${formId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="apply-terms">
        <Field
          name="consent"
          label={L.consent}
          required
          error={errors.consent}
          className="checkbox-field apply-consent"
          boxFirst
          control={(aria) => <input {...aria} type="checkbox" defaultChecked={ticked('consent')} required />}
        />
        <p className="field-hint">
          <a href={siteHref(PATHS.privacy)} target="_blank" rel="noopener">
            {words.hints.privacy}
          </a>
        </p>
        <Field
          name="keepForFuture"
          label={L.keepForFuture}
          className="checkbox-field"
          boxFirst
          control={(aria) => <input {...aria} type="checkbox" defaultChecked={ticked('keepForFuture')} />}
        />
      </div>
      <button type="submit" className="btn btn-primary form-submit apply-submit">
        {words.submit}
      </button>
    </form>
  );
}
