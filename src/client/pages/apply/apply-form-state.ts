import {
  APPLICATION_LABELS,
  type ApplicationField,
  type ApplicationFormValues,
  EMPTY_APPLICATION,
  isApplicationCheckbox,
} from '../../../shared/application-form';
import type { PaymentBox } from '../../../shared/schemas/payments';
import { type FormPostState, postedText } from '../../lib/form-post-state';

export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

export interface SubmittedApplication {
  reference: string;
  studentName: string;
  email: string;
  contactNumber: string;
  /** What the school asks to pay now, when it takes fees by UPI. */
  payments?: PaymentBox[];
}

export interface ApplicationInitialState {
  values: ApplicationFormValues;
  errors: ApplicationErrors;
  formError: string | null;
  submitted: SubmittedApplication | null;
}

const FIELDS = Object.keys(APPLICATION_LABELS) as ApplicationField[];

/**
 * Where the form starts: empty, or the answer to a post made without JavaScript (the confirmation;
 * or the typed values with their messages and any refusal above the form).
 */
export function initialApplicationState(posted: FormPostState | null): ApplicationInitialState {
  const empty = { values: EMPTY_APPLICATION, errors: {}, formError: null, submitted: null };
  if (!posted) return empty;
  if (posted.status === 200 && posted.reference !== undefined) {
    return {
      ...empty,
      submitted: {
        reference: posted.reference,
        studentName: postedText(posted, 'studentName'),
        email: postedText(posted, 'email'),
        contactNumber: postedText(posted, 'contactNumber'),
        ...(posted.payments ? { payments: posted.payments } : {}),
      },
    };
  }
  const values: ApplicationFormValues = { ...EMPTY_APPLICATION };
  const errors: ApplicationErrors = {};
  for (const field of FIELDS) {
    if (isApplicationCheckbox(field)) values[field] = posted.values[field] === true;
    else values[field] = postedText(posted, field);
    const message = posted.fieldErrors[field];
    if (message) errors[field] = message;
  }
  return { values, errors, formError: posted.message, submitted: null };
}
