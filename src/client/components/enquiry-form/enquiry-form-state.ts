import { ENQUIRY_DEFAULT_CITY, ENQUIRY_DEFAULT_STATE } from '../../../shared/content/enquiry-options';
import { EMPTY_ENQUIRY, ENQUIRY_FIELDS, type EnquiryField } from '../../../shared/enquiry-form';
import type { EnquiryFields } from '../../../shared/schemas/enquiry';
import { type FormPostState, postedText } from '../../lib/form-post-state';

/** An empty enquiry with the state and city most parents are in already chosen. */
export const ENQUIRY_DEFAULTS: EnquiryFields = {
  ...EMPTY_ENQUIRY,
  state: ENQUIRY_DEFAULT_STATE,
  city: ENQUIRY_DEFAULT_CITY,
};

export type EnquiryStatus = 'idle' | 'submitting' | 'success' | 'error';
export type EnquiryFieldErrors = Partial<Record<EnquiryField, string>>;

export interface EnquiryInitialState {
  values: EnquiryFields;
  errors: EnquiryFieldErrors;
  status: EnquiryStatus;
  showSuccess: boolean;
  errorMessage: string;
  /** The stored enquiry's reference, once sent; it stays shown until the next submission. */
  reference: string | null;
}

/**
 * Where the form starts: its defaults, or the answer to a post made without JavaScript (success
 * banner over an empty form; or the typed values with their messages and the refusal banner).
 */
export function initialEnquiryState(posted: FormPostState | null): EnquiryInitialState {
  if (!posted)
    return {
      values: ENQUIRY_DEFAULTS,
      errors: {},
      status: 'idle',
      showSuccess: false,
      errorMessage: '',
      reference: null,
    };
  if (posted.status === 200) {
    return {
      values: ENQUIRY_DEFAULTS,
      errors: {},
      status: 'success',
      showSuccess: true,
      errorMessage: '',
      reference: posted.reference ?? null,
    };
  }
  const values = { ...ENQUIRY_DEFAULTS };
  for (const field of ENQUIRY_FIELDS) values[field] = postedText(posted, field);
  const errors: EnquiryFieldErrors = {};
  for (const field of ENQUIRY_FIELDS) {
    const message = posted.fieldErrors[field];
    if (message) errors[field] = message;
  }
  const errorMessage = posted.message ?? '';
  return { values, errors, status: errorMessage ? 'error' : 'idle', showSuccess: false, errorMessage, reference: null };
}
