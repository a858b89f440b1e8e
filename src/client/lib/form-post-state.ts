import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { PaymentBox } from '../../shared/schemas/payments';
import type { RouterOutputs } from './trpc';

// A form posted without JavaScript is answered with its page rendered again. The server puts the
// outcome into the query client under this key before rendering, so it is dehydrated with the page
// and the browser's first render (hydration) reads exactly what the server rendered.
export const FORM_POST_KEY = ['form-post'] as const;

export type PostedForm =
  | 'enquiry'
  | 'application'
  | 'admissionStatus'
  | 'paymentClaim'
  | 'tcLookup'
  | 'invitation'
  | 'forgotPassword'
  | 'resetPassword'
  | 'careersApplication';

export interface FormPostState {
  form: PostedForm;
  /** The page the form was posted to: the enquiry form is on more than one page. */
  path: string;
  /** The HTTP status of the answer: 200 stored, 422 invalid, 400/429 refused, 503 not saved. */
  status: number;
  /** What the visitor typed, to fill the form again (empty on an enquiry's success). */
  values: Record<string, string | boolean>;
  /** The first message per field, shown beside it. */
  fieldErrors: Record<string, string>;
  /** The form-level message (refusal, not saved), or null. */
  message: string | null;
  /** The enquiry's or application's reference number ('APP-2026-00045'), on success. */
  reference?: string;
  /** The transfer-certificate lookup's answer, as the tRPC procedure gives it (src/server/features/transfer-certificates/routes.ts). */
  tcLookup?: RouterOutputs['transferCertificates']['verify'];
  /** The admission status check's answer, as the tRPC procedure gives it (src/server/features/admission-status/routes.ts). */
  admissionStatus?: RouterOutputs['admissionStatus']['check'];
  /** The "I have paid" form's answer, and the box it was sent from (src/server/features/payments/routes.ts). */
  paymentClaim?: RouterOutputs['payments']['claim'];
  /** The payment boxes of an application just sent without JavaScript. */
  payments?: PaymentBox[];
}

/** The answer to a no-JavaScript post of `form` on this page, or null; read once, on the first render. */
export function useFormPostState(form: PostedForm): FormPostState | null {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [state] = useState(() => {
    const posted = queryClient.getQueryData<FormPostState>(FORM_POST_KEY);
    return posted && posted.form === form && posted.path === pathname ? posted : null;
  });
  // Consumed once: a later client-side visit to this page starts with a fresh form.
  useEffect(() => {
    if (state) queryClient.removeQueries({ queryKey: FORM_POST_KEY, exact: true });
  }, [queryClient, state]);
  return state;
}

/** The posted value of a text field, or '' (a value that is not text never comes back). */
export function postedText(state: FormPostState, field: string): string {
  const value = state.values[field];
  return typeof value === 'string' ? value : '';
}
