import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { FORM_RESET_MS, MOBILE_LENGTH, SUCCESS_BANNER_MS } from '../../../shared/constants';
import { ENQUIRY_FIELDS, ENQUIRY_RULES, type EnquiryField } from '../../../shared/enquiry-form';
import type { EnquiryFields } from '../../../shared/schemas/enquiry';
import { latinDigits } from '../../../shared/typed-text';
import { useFormPostState } from '../../lib/form-post-state';
import { trpc } from '../../lib/trpc';
import { visitSource } from '../../lib/visit-source';
import { useFormsWords } from '../form/forms-words';
import { readServerError } from '../form/server-errors';
import { lazySchema, useLazyZodForm } from '../form/use-lazy-form';
import { ENQUIRY_DEFAULTS, type EnquiryStatus, initialEnquiryState } from './enquiry-form-state';

/** What an edit changes: the lists depend on the state and city, and the mobile takes digits only. */
function enquiryPatch(field: EnquiryField, value: string): Partial<EnquiryFields> {
  // Changing the state empties city and school, changing the city empties the school; their messages go too.
  if (field === 'state') return { state: value, city: '', school: '' };
  if (field === 'city') return { city: value, school: '' };
  // Typing accepts digits only, up to 10; Devanagari and Urdu digits become the digits 0-9 they are.
  if (field === 'mobile') return { mobile: latinDigits(value).replace(/\D/g, '').slice(0, MOBILE_LENGTH) };
  return { [field]: value };
}

/** The Enquiry Form's state and its one API call. */
export function useEnquiryForm() {
  // Without JavaScript the form posts to this page; the server answers with this page again.
  const posted = useFormPostState('enquiry');
  const words = useFormsWords().enquiry;
  const ENQUIRY_MESSAGES = words;
  // The enquiry schema in the page's language, loaded with the validation library when a visitor
  // starts on the form.
  const schema = useMemo(
    () =>
      lazySchema<EnquiryFields>(ENQUIRY_RULES, () =>
        import('../../../shared/schemas/enquiry').then((m) => m.enquiryFieldsSchema(words)),
      ),
    [words],
  );
  const [initial] = useState(() => initialEnquiryState(posted));
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<EnquiryStatus>(initial.status);
  const [showSuccess, setShowSuccess] = useState(initial.showSuccess);
  const [errorMessage, setErrorMessage] = useState(initial.errorMessage);
  const [reference, setReference] = useState(initial.reference);
  const [heardFrom, setHeardFrom] = useState('');
  const create = trpc.enquiry.create.useMutation();

  const dismissError = () => {
    setStatus('idle');
    setErrorMessage('');
  };
  const form = useLazyZodForm(schema, {
    initialValues: initial.values,
    initialErrors: initial.errors,
    fields: ENQUIRY_FIELDS,
    patch: enquiryPatch,
    // The error banner stays until it is dismissed or a field is edited.
    onEdit: () => {
      if (status === 'error') dismissError();
    },
  });
  const { reset } = form;

  // After a success the form returns to its defaults after 3 s, and the banner hides after 5 s.
  useEffect(() => {
    if (!showSuccess) return;
    const resetTimer = setTimeout(() => {
      reset(ENQUIRY_DEFAULTS);
      setHoneypot('');
    }, FORM_RESET_MS);
    const hideTimer = setTimeout(() => {
      setShowSuccess(false);
      setStatus('idle');
    }, SUCCESS_BANNER_MS);
    return () => {
      clearTimeout(resetTimer);
      clearTimeout(hideTimer);
    };
  }, [showSuccess, reset]);

  // One submission at a time, from the click on: the schema may still be loading when it comes.
  const busy = useRef(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      let data: EnquiryFields | null;
      try {
        data = await form.validate();
      } catch {
        // The form's checks could not be loaded (offline): nothing was sent.
        setErrorMessage(ENQUIRY_MESSAGES.failed);
        setStatus('error');
        return;
      }
      if (!data) return;
      setErrorMessage('');
      setShowSuccess(false);
      setReference(null);
      setStatus('submitting');
      try {
        const answer = await create.mutateAsync({ ...data, ...visitSource(), heardFrom, website: honeypot });
        setReference(answer.reference);
        setHeardFrom('');
        setStatus('success');
        setShowSuccess(true);
      } catch (error) {
        const { fieldErrors, formMessage } = readServerError(error);
        form.showErrors(fieldErrors);
        setErrorMessage(formMessage ?? ENQUIRY_MESSAGES.failed);
        setStatus('error');
      }
    } finally {
      busy.current = false;
    }
  }

  return {
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
  };
}

export type EnquiryFormModel = ReturnType<typeof useEnquiryForm>['form'];
