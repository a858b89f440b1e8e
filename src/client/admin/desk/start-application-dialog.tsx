import type { FormEvent } from 'react';
import { SCHOOL_CLASSES } from '../../../shared/content/default-settings';
import { DUPLICATES_WORDS as W } from '../../../shared/content/desk-duplicates-words';
import { BLOOD_GROUPS, GENDERS } from '../../../shared/content/school-facts';
import { APPLICATION_LABELS } from '../../../shared/schemas/application';
import { classForGrade, StartApplicationInputSchema, tenDigitMobile } from '../../../shared/schemas/desk-duplicates';
import { CheckboxField, Options, SelectField, TextAreaField, TextField } from '../../components/form/field';
import { useZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { AdminDialog } from '../kit/admin-dialog';
import { useToast } from '../kit/toast';
import { useDialogSave } from '../kit/use-dialog-save';

// The office starts an application from an enquiry: what the parent already wrote (mobile, e-mail,
// address, the grade as a class) is filled in, so nobody types it twice (WCAG 2.2 3.3.7); the parent's
// own name is offered for the father's or mother's name with one button, since the enquiry does not say
// which parent wrote. The fields follow the /apply form's rules (StartApplicationInputSchema), and the
// office confirms the parent's or guardian's consent, as /apply asks the parent.

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
            <TextField
              form={form}
              name="studentName"
              label={APPLICATION_LABELS.studentName}
              autoComplete="off"
              disabled={saving}
            />
            <TextField
              form={form}
              name="dateOfBirth"
              label={APPLICATION_LABELS.dateOfBirth}
              type="date"
              disabled={saving}
            />
            <SelectField form={form} name="classApplying" label={APPLICATION_LABELS.classApplying} disabled={saving}>
              <option value="">{W.choose}</option>
              <Options items={SCHOOL_CLASSES} />
            </SelectField>
            <SelectField form={form} name="gender" label={APPLICATION_LABELS.gender} disabled={saving}>
              <option value="">{W.choose}</option>
              <Options items={GENDERS} />
            </SelectField>
          </div>
          <p className="desk-dup-parent">
            <span>{W.parentWhoEnquired(enquiry.name)}</span>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={saving}
              onClick={() => form.edit('fatherName', enquiry.name)}
            >
              {W.useAsFather}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={saving}
              onClick={() => form.edit('motherName', enquiry.name)}
            >
              {W.useAsMother}
            </button>
          </p>
          <div className="admin-form-grid">
            <TextField
              form={form}
              name="fatherName"
              label={APPLICATION_LABELS.fatherName}
              autoComplete="off"
              disabled={saving}
            />
            <TextField
              form={form}
              name="motherName"
              label={APPLICATION_LABELS.motherName}
              autoComplete="off"
              disabled={saving}
            />
            <TextField
              form={form}
              name="contactNumber"
              label={APPLICATION_LABELS.contactNumber}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              disabled={saving}
            />
            <TextField
              form={form}
              name="email"
              label={APPLICATION_LABELS.email}
              type="email"
              autoComplete="off"
              disabled={saving}
            />
          </div>
          <TextAreaField form={form} name="address" label={APPLICATION_LABELS.address} rows={2} disabled={saving} />
          <div className="admin-form-grid">
            <TextField
              form={form}
              name="previousSchool"
              label={APPLICATION_LABELS.previousSchool}
              autoComplete="off"
              disabled={saving}
            />
            <SelectField form={form} name="bloodGroup" label={APPLICATION_LABELS.bloodGroup} disabled={saving}>
              <option value="">{W.choose}</option>
              <Options items={BLOOD_GROUPS} />
            </SelectField>
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
