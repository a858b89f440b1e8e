import { type FormEvent, useState } from 'react';
import { MOBILE_LENGTH } from '../../../shared/constants';
import {
  APPLICATION_LABELS,
  APPLICATION_MESSAGES,
  type ApplicationField,
  type ApplicationFormValues,
  applicationInputFor,
  EMPTY_APPLICATION,
  isApplicationCheckbox,
} from '../../../shared/schemas/application';
import { readServerError } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { useFormPostState } from '../../lib/form-post-state';
import { trpc } from '../../lib/trpc';
import { useSiteSettings } from '../../lib/use-site-settings';
import { initialApplicationState, type SubmittedApplication } from './apply-form-state';

/** The order errors are announced and focused in (the honeypot is not one of them). */
const FIELD_ORDER = Object.keys(APPLICATION_LABELS) as ApplicationField[];

function applicationPatch(field: ApplicationField, value: string | boolean): Partial<ApplicationFormValues> {
  // Typing accepts digits only, up to 10 (as the enquiry mobile does).
  if (field === 'contactNumber') return { contactNumber: String(value).replace(/\D/g, '').slice(0, MOBILE_LENGTH) };
  return { [field]: value };
}

/** The application form's state and its one API call. */
export function useApplicationForm() {
  // Without JavaScript the form posts to /apply; the server answers with this page again.
  const posted = useFormPostState('application');
  const [initial] = useState(() => initialApplicationState(posted));
  const [honeypot, setHoneypot] = useState('');
  const [formError, setFormError] = useState<string | null>(initial.formError);
  const [submitted, setSubmitted] = useState<SubmittedApplication | null>(initial.submitted);
  const create = trpc.applications.create.useMutation();
  // The classes open for application now (the settings), the same list the server accepts.
  const { applicationClasses } = useSiteSettings();
  const form = useZodForm(applicationInputFor(applicationClasses), {
    initialValues: initial.values,
    initialErrors: initial.errors,
    fields: FIELD_ORDER,
    patch: applicationPatch,
    // Editing a text field takes down the form-level message.
    onEdit: (field) => {
      if (!isApplicationCheckbox(field)) setFormError(null);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const data = form.validate({ ...form.values, website: honeypot });
    if (!data) return;
    create.mutate(data, {
      onSuccess: (res) =>
        setSubmitted({
          reference: res.reference,
          studentName: data.studentName,
          email: data.email,
          contactNumber: data.contactNumber,
        }),
      onError: (error) => {
        const { fieldErrors, formMessage } = readServerError(error);
        if (form.showErrors(fieldErrors) === 0) setFormError(formMessage ?? APPLICATION_MESSAGES.failed);
      },
    });
  };

  const startAgain = () => {
    form.reset(EMPTY_APPLICATION);
    setSubmitted(null);
    create.reset();
  };

  return { form, honeypot, setHoneypot, formError, submitted, isPending: create.isPending, submit, startAgain };
}

export type ApplicationFormModel = ReturnType<typeof useApplicationForm>['form'];
