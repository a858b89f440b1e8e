import type { FormEvent } from 'react';
import { DUPLICATES_WORDS as W } from '../../../shared/content/desk-duplicates-words';
import { classForGrade, StartApplicationInputSchema, tenDigitMobile } from '../../../shared/schemas/desk-duplicates';
import {
  ApplicationAddressField,
  ApplicationChoiceField,
  ApplicationTextField,
} from '../../components/form/application-fields';
import { CheckboxField } from '../../components/form/field';
import { useZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { AdminDialog } from '../kit/admin-dialog';
import { useToast } from '../kit/toast';
import { useDialogSave } from '../kit/use-dialog-save';

// The office starts an application from an enquiry: what the parent already wrote (mobile, e-mail,
// address, the grade as a class) is filled in, so nobody types it twice (WCAG 2.2 3.3.7); the parent's
// own name is offered for the father's or mother's name with one button, since the enquiry does not say
// which parent wrote. The fields are /apply's own (components/form/application-fields.tsx) and follow
// its rules (StartApplicationInputSchema), and the office confirms the parent's or guardian's consent,
// as /apply asks the parent.

/** Everything a merge, link or start touches: the panels, both lists (their marks) and the opened records. */
export function useRefreshDesk() {
  const utils = trpc.useUtils();
  return () => {
    void utils.admin.deskDuplicates.invalidate();
    // The pipeline's panel shows the same records' stage and timeline.
    void utils.admin.desk.invalidate();
    void utils.admin.enquiries.invalidate();
    void utils.admin.applications.invalidate();
    void utils.admin.stats.invalidate();
  };
}

/** What the dialog takes from the opened enquiry. */
export interface EnquiryForStart {
  id: number;
  reference?: string | null;
  name: string;
  email: string;
  mobile: string;
  address: string;
  grade: string;
}

const FormSchema = StartApplicationInputSchema.omit({ enquiryId: true });
type Values = {
  studentName: string;
  dateOfBirth: string;
  classApplying: string;
  gender: string;
  fatherName: string;
  motherName: string;
  contactNumber: string;
  email: string;
  address: string;
  previousSchool: string;
  bloodGroup: string;
  guardianConsent: boolean;
};
const FIELDS = [
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
  'guardianConsent',
] as const;

/** The buttons that put the enquiring parent's name into one parent's field. */
const PARENT_BUTTONS = [
  { field: 'fatherName', text: W.useAsFather },
  { field: 'motherName', text: W.useAsMother },
] as const;

function prefilled(enquiry: EnquiryForStart): Values {
  return {
    studentName: '',
    dateOfBirth: '',
    classApplying: classForGrade(enquiry.grade),
    gender: '',
    fatherName: '',
    motherName: '',
    contactNumber: tenDigitMobile(enquiry.mobile),
    email: enquiry.email,
    address: enquiry.address,
    previousSchool: '',
    bloodGroup: '',
    guardianConsent: false,
  };
}

export function StartApplicationDialog({ enquiry, onClose }: { enquiry: EnquiryForStart; onClose: () => void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const refresh = useRefreshDesk();
  const form = useZodForm(FormSchema, { initialValues: () => prefilled(enquiry), fields: FIELDS });
  const { saving, requestClose, save, release } = useDialogSave({ form, onClose });
  const reference = enquiry.reference ?? `#${enquiry.id}`;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const data = form.validate();
    if (!data) return;
    const started = await save(
      () => utils.client.admin.deskDuplicates.startApplication.mutate({ ...data, enquiryId: enquiry.id }),
      W.startFailed,
    );
    if (!started) return;
    release();
    refresh();
    toast.success(W.started(started.reference));
    onClose();
  }

  return (
    <AdminDialog title={W.startTitle(reference)} onClose={requestClose} busy={saving}>
      {() => (
        <form className="admin-form admin-dialog-body" noValidate onSubmit={onSubmit}>
          <p className="field-hint">{W.startIntro}</p>
          <div className="admin-form-grid">
            <ApplicationTextField form={form} name="studentName" disabled={saving} />
            <ApplicationTextField form={form} name="dateOfBirth" disabled={saving} />
            <ApplicationChoiceField form={form} name="classApplying" placeholder={W.choose} disabled={saving} />
            <ApplicationChoiceField form={form} name="gender" placeholder={W.choose} disabled={saving} />
          </div>
          <p className="desk-dup-parent">
            <span>{W.parentWhoEnquired(enquiry.name)}</span>
            {PARENT_BUTTONS.map(({ field, text }) => (
              <button
                key={field}
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={saving}
                onClick={() => form.edit(field, enquiry.name)}
              >
                {text}
              </button>
            ))}
          </p>
          {/* The office types a parent's details, so its own browser offers none of its autofill. */}
          <div className="admin-form-grid">
            <ApplicationTextField form={form} name="fatherName" disabled={saving} />
            <ApplicationTextField form={form} name="motherName" disabled={saving} />
            <ApplicationTextField form={form} name="contactNumber" autoComplete="off" disabled={saving} />
            <ApplicationTextField form={form} name="email" autoComplete="off" disabled={saving} />
          </div>
          <ApplicationAddressField form={form} name="address" rows={2} disabled={saving} />
          <div className="admin-form-grid">
            <ApplicationTextField form={form} name="previousSchool" disabled={saving} />
            <ApplicationChoiceField form={form} name="bloodGroup" placeholder={W.choose} disabled={saving} />
          </div>
          <CheckboxField
            form={form}
            name="guardianConsent"
            label={W.consentLabel}
            className="admin-check"
            disabled={saving}
          />
          <div className="admin-dialog-actions">
            <button type="button" className="btn btn-outline" onClick={requestClose} disabled={saving}>
              {W.cancel}
            </button>
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving ? W.creating : W.createApplication}
            </button>
          </div>
        </form>
      )}
    </AdminDialog>
  );
}
