import { type FormEvent, useMemo, useRef, useState } from 'react';
import {
  APPLICATION_LABELS,
  APPLICATION_RULES,
  type ApplicationField,
  type ApplicationFormValues,
  EMPTY_APPLICATION,
  isApplicationCheckbox,
} from '../../../shared/application-form';
import { MOBILE_LENGTH } from '../../../shared/constants';
import type { ApplicationSubmission } from '../../../shared/schemas/application';
import { latinDigits } from '../../../shared/typed-text';
import { useFormsWords } from '../../components/form/forms-words';
import { readServerError } from '../../components/form/server-errors';
import { lazySchema, useLazyZodForm } from '../../components/form/use-lazy-form';
import { useFormPostState } from '../../lib/form-post-state';
import { trpc } from '../../lib/trpc';
import { useSiteSettings } from '../../lib/use-site-settings';
import { visitSource } from '../../lib/visit-source';
import { initialApplicationState, type SubmittedApplication } from './apply-form-state';

/** The order errors are announced and focused in (the honeypot is not one of them). */
const FIELD_ORDER = Object.keys(APPLICATION_LABELS) as ApplicationField[];

function applicationPatch(field: ApplicationField, value: string | boolean): Partial<ApplicationFormValues> {
  // Typing accepts digits only, up to 10 (as the enquiry mobile does), Devanagari and Urdu ones as 0-9.
  if (field === 'contactNumber') {
    return { contactNumber: latinDigits(String(value)).replace(/\D/g, '').slice(0, MOBILE_LENGTH) };
  }
  return { [field]: value };
}

/** The application form's state and its one API call. */
export function useApplicationForm() {
  // Without JavaScript the form posts to /apply; the server answers with this page again.
  const posted = useFormPostState('application');
  const [initial] = useState(() => initialApplicationState(posted));
  const [honeypot, setHoneypot] = useState('');
  const [heardFrom, setHeardFrom] = useState('');
  const [formError, setFormError] = useState<string | null>(initial.formError);
  const [submitted, setSubmitted] = useState<SubmittedApplication | null>(initial.submitted);
  const create = trpc.applications.create.useMutation();
  // The classes open for application now (the settings), the same list the server accepts.
  const { applicationClasses } = useSiteSettings();
  // The messages in the page's language: the words the island was given.
  const words = useFormsWords().application;
  const APPLICATION_MESSAGES = words.messages;
  // The schema, loaded with the validation library when a visitor starts on the form.
  const schema = useMemo(
    () =>
      lazySchema<ApplicationSubmission>(APPLICATION_RULES, () =>
        import('../../../shared/schemas/application').then((m) => m.applicationInputFor(applicationClasses, words)),
      ),
    [applicationClasses, words],
  );
  const form = useLazyZodForm(schema, {
    initialValues: initial.values,
    initialErrors: initial.errors,
    fields: FIELD_ORDER,
    patch: applicationPatch,
    // Editing a text field takes down the form-level message.
    onEdit: (field) => {
      if (!isApplicationCheckbox(field)) setFormError(null);
    },
  });

  // One submission at a time, from the click on: the schema may still be loading when it comes.
  const busy = useRef(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current || create.isPending) return;
    busy.current = true;
    setFormError(null);
    let data: ApplicationSubmission | null;
    try {
      data = await form.validate({ ...form.values, website: honeypot });
    } catch {
      // The form's checks could not be loaded (offline): nothing was sent.
      busy.current = false;
      setFormError(APPLICATION_MESSAGES.failed);
      return;
    }
    busy.current = false;
    if (!data) return;
    const sent = data;
    create.mutate(
      { ...sent, ...visitSource(), heardFrom },
      {
        onSuccess: (res) =>
          setSubmitted({
            reference: res.reference,
            studentName: sent.studentName,
            email: sent.email,
            contactNumber: sent.contactNumber,
            ...(res.payments.length > 0 ? { payments: res.payments } : {}),
          }),
        onError: (error) => {
          const { fieldErrors, formMessage } = readServerError(error);
          if (form.showErrors(fieldErrors) === 0) setFormError(formMessage ?? APPLICATION_MESSAGES.failed);
        },
      },
    );
  };

  const startAgain = () => {
    form.reset(EMPTY_APPLICATION);
    setSubmitted(null);
    create.reset();
  };

  return {
    form,
    honeypot,
    setHoneypot,
    heardFrom,
    setHeardFrom,
    formError,
    submitted,
    /** Whether the confirmation shown is the server's answer to a post made without JavaScript. */
    isPosted: submitted !== null && submitted === initial.submitted,
    isPending: create.isPending,
    submit,
    startAgain,
  };
}

export type ApplicationFormModel = ReturnType<typeof useApplicationForm>['form'];
