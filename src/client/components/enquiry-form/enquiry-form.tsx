import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { z } from 'zod';
import { FORM_RESET_MS, MOBILE_LENGTH, SUCCESS_BANNER_MS } from '../../../shared/constants';
import { citiesFor, ENQUIRY_GRADES, ENQUIRY_STATES, schoolsFor } from '../../../shared/content/enquiry-options';
import {
  ENQUIRY_FIELDS,
  ENQUIRY_LABELS,
  ENQUIRY_MESSAGES,
  type EnquiryField,
  type EnquiryFields,
  EnquiryFieldsSchema,
} from '../../../shared/schemas/enquiry';
import { useFormPostState } from '../../lib/form-post-state';
import { trpc } from '../../lib/trpc';
import { Check, Close } from '../icons/icons';
import {
  ENQUIRY_DEFAULTS,
  type EnquiryFieldErrors,
  type EnquiryStatus,
  firstErrors,
  initialEnquiryState,
} from './enquiry-form-state';
import './enquiry-form.css';

/** The form's anchor: a post made without JavaScript lands back at the form, not the top of the page. */
const ANCHOR = 'enquiry-form';

interface ServerErrorShape {
  message?: string;
  data?: { httpStatus?: number; fieldErrors?: Record<string, string[] | undefined> | null } | null;
}

// The Enquiry Form of spec §2/§4/§5, self-contained (used on the home page and /contact).
export function EnquiryForm() {
  const posted = useFormPostState('enquiry');
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const { pathname } = useLocation();
  // Without JavaScript the form posts to this page; the server answers with this page again.
  const [initial] = useState(() => initialEnquiryState(posted));
  const [values, setValues] = useState<EnquiryFields>(initial.values);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<EnquiryFieldErrors>(initial.errors);
  const [status, setStatus] = useState<EnquiryStatus>(initial.status);
  const [showSuccess, setShowSuccess] = useState(initial.showSuccess);
  const [errorMessage, setErrorMessage] = useState(initial.errorMessage);
  // The dismiss button works only with JavaScript: it is left out of the server HTML (the answer
  // to a post made without JavaScript) and appears once the page is hydrated.
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  const formRef = useRef<HTMLFormElement>(null);
  const create = trpc.enquiry.create.useMutation();

  // spec §4: success banner hides after 5 s; the form resets to its defaults after 3 s.
  useEffect(() => {
    if (!showSuccess) return;
    const reset = setTimeout(() => {
      setValues(ENQUIRY_DEFAULTS);
      setHoneypot('');
      setErrors({});
    }, FORM_RESET_MS);
    const hide = setTimeout(() => {
      setShowSuccess(false);
      setStatus('idle');
    }, SUCCESS_BANNER_MS);
    return () => {
      clearTimeout(reset);
      clearTimeout(hide);
    };
  }, [showSuccess]);

  function edit(patch: Partial<EnquiryFields>, field: EnquiryField) {
    setValues((v) => ({ ...v, ...patch }));
    // Editing a field clears its message, and the messages of the fields it clears (spec §4 cascade).
    const cleared: EnquiryField[] =
      field === 'state' ? ['state', 'city', 'school'] : field === 'city' ? ['city', 'school'] : [field];
    setErrors((e) => {
      if (!cleared.some((f) => e[f])) return e;
      const next = { ...e };
      for (const f of cleared) delete next[f];
      return next;
    });
    // spec §4: the error banner stays until dismissed or a field is edited.
    if (status === 'error') {
      setStatus('idle');
      setErrorMessage('');
    }
  }

  function onChange(field: EnquiryField) {
    return (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = e.target.value;
      if (field === 'state') edit({ state: value, city: '', school: '' }, field);
      else if (field === 'city') edit({ city: value, school: '' }, field);
      // spec §5: typing accepts digits only, up to 10.
      else if (field === 'mobile') edit({ mobile: value.replace(/\D/g, '').slice(0, MOBILE_LENGTH) }, field);
      else edit({ [field]: value }, field);
    };
  }

  function focusFirstError(errs: EnquiryFieldErrors) {
    const first = ENQUIRY_FIELDS.find((f) => errs[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (status === 'submitting') return;
    const parsed = EnquiryFieldsSchema.safeParse(values);
    if (!parsed.success) {
      const errs = firstErrors(z.flattenError(parsed.error).fieldErrors);
      setErrors(errs);
      focusFirstError(errs);
      return;
    }
    setErrors({});
    setErrorMessage('');
    setShowSuccess(false);
    setStatus('submitting');
    try {
      await create.mutateAsync({ ...parsed.data, website: honeypot });
      setStatus('success');
      setShowSuccess(true);
    } catch (err) {
      const shape = err as ServerErrorShape;
      const fieldErrors = firstErrors(shape.data?.fieldErrors);
      const hasFieldErrors = Object.keys(fieldErrors).length > 0;
      const status = shape.data?.httpStatus ?? 0;
      // spec §8: the server's message, else 'Failed to submit enquiry. Please try again.'
      // (validation answers carry field errors instead of a readable message).
      const serverMessage = status >= 400 && status < 500 && !hasFieldErrors ? shape.message : '';
      setErrors(fieldErrors);
      setErrorMessage(serverMessage || ENQUIRY_MESSAGES.failed);
      setStatus('error');
      if (hasFieldErrors) focusFirstError(fieldErrors);
    }
  }

  const isSubmitting = status === 'submitting';
  const cities = citiesFor(values.state);
  const schools = schoolsFor(values.city);
  const mobileDigits = values.mobile.length;
  const showMobileWarning = mobileDigits > 0 && mobileDigits < MOBILE_LENGTH && !errors.mobile;

  function describedBy(field: EnquiryField, extra?: string | false) {
    return [errors[field] ? id(`${field}-error`) : '', extra || ''].filter(Boolean).join(' ') || undefined;
  }

  function label(field: EnquiryField) {
    // The asterisk sits outside the <label>, so the field's name is exactly its label.
    return (
      <span className="enquiry-label">
        <label htmlFor={id(field)}>{ENQUIRY_LABELS[field]}</label>
        <span className="required" aria-hidden="true">
          *
        </span>
      </span>
    );
  }

  function fieldError(field: EnquiryField) {
    return errors[field] ? (
      <p className="field-error" id={id(`${field}-error`)}>
        {errors[field]}
      </p>
    ) : null;
  }

  function common(field: EnquiryField) {
    return {
      id: id(field),
      name: field,
      value: values[field],
      onChange: onChange(field),
      'aria-required': true as const,
      'aria-invalid': errors[field] ? (true as const) : undefined,
      'aria-describedby': describedBy(field),
    };
  }

  return (
    <div className="enquiry" id={ANCHOR}>
      {showSuccess && (
        <div className="alert alert-success enquiry-banner" role="status">
          <Check />
          <p>Thank you! Your enquiry has been submitted successfully. Our admissions team will contact you soon.</p>
        </div>
      )}
      {status === 'error' && errorMessage && (
        <div className="alert alert-error enquiry-banner" role="alert">
          <p>{errorMessage}</p>
          {isHydrated && (
            <button
              type="button"
              className="enquiry-dismiss"
              aria-label="Dismiss error message"
              onClick={() => {
                setStatus('idle');
                setErrorMessage('');
              }}
            >
              <Close />
            </button>
          )}
        </div>
      )}
      <form
        ref={formRef}
        className="enquiry-form"
        aria-label="Enquiry Form"
        method="post"
        action={`${pathname}#${ANCHOR}`}
        noValidate
        onSubmit={onSubmit}
        aria-busy={isSubmitting}
      >
        <fieldset className="enquiry-fields" disabled={isSubmitting}>
          <legend className="visually-hidden">Admission enquiry</legend>
          <div className="enquiry-grid">
            <div className="field">
              {label('state')}
              <select {...common('state')} autoComplete="address-level1">
                <option value="">Select state</option>
                {ENQUIRY_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              {fieldError('state')}
            </div>
            <div className="field">
              {label('city')}
              <select {...common('city')} autoComplete="address-level2">
                <option value="">{values.state ? 'Select city' : 'Select a state first'}</option>
                {cities.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
              {fieldError('city')}
            </div>
            <div className="field">
              {label('school')}
              <select {...common('school')}>
                <option value="">{values.city ? 'Select school' : 'Select a city first'}</option>
                {schools.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              {fieldError('school')}
            </div>
            <div className="field">
              {label('firstName')}
              <input {...common('firstName')} type="text" autoComplete="given-name" maxLength={100} />
              {fieldError('firstName')}
            </div>
            <div className="field">
              {label('lastName')}
              <input {...common('lastName')} type="text" autoComplete="family-name" maxLength={100} />
              {fieldError('lastName')}
            </div>
            <div className="field">
              {label('grade')}
              <select {...common('grade')}>
                <option value="">Select grade</option>
                {ENQUIRY_GRADES.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </select>
              {fieldError('grade')}
            </div>
            <div className="field enquiry-email">
              {label('email')}
              <input {...common('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} />
              {fieldError('email')}
            </div>
            <div className="field">
              {label('mobile')}
              <input
                {...common('mobile')}
                aria-describedby={describedBy('mobile', showMobileWarning && id('mobile-warning'))}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="10-digit mobile number"
              />
              {fieldError('mobile')}
              {showMobileWarning && (
                <p className="field-warning" id={id('mobile-warning')}>
                  {ENQUIRY_MESSAGES.mobile} ({mobileDigits}/{MOBILE_LENGTH})
                </p>
              )}
            </div>
            <div className="field enquiry-wide">
              {label('address')}
              <textarea {...common('address')} rows={3} autoComplete="street-address" maxLength={500} />
              {fieldError('address')}
            </div>
          </div>
          {/* Honeypot (DECISIONS.md 'Enquiries'): hidden from people and from the keyboard. */}
          <div className="enquiry-honeypot" aria-hidden="true">
            <label htmlFor={id('website')}>Website</label>
            <input
              id={id('website')}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(e) => setHoneypot(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary enquiry-submit">
            Submit Enquiry
          </button>
        </fieldset>
        {isSubmitting && (
          <div className="enquiry-overlay" role="status">
            <span className="enquiry-spinner" aria-hidden="true" />
            <p>Submitting Enquiry</p>
          </div>
        )}
      </form>
    </div>
  );
}
