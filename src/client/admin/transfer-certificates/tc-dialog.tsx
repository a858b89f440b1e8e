import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { MAX_BROCHURE_BYTES } from '../../../shared/constants';
import { DISCLOSURE_PDF_REJECTED_MESSAGE } from '../../../shared/disclosure';
import { TcFieldsSchema } from '../../../shared/schemas/disclosure';
import { IdField } from '../../../shared/schemas/id';
import { Field, SelectField, TextField } from '../../components/form/field';
import { useFieldState, useZodForm } from '../../components/form/use-zod-form';
import type { RouterOutputs } from '../../lib/trpc';
import { trpc } from '../../lib/trpc';
import { AdminDialog, DialogSaveActions } from '../kit/admin-dialog';
import { readAdminError } from '../kit/admin-errors';
import { UploadCancelledError } from '../kit/request';
import { useToast } from '../kit/toast';
import { UploadProgress, useUpload } from '../kit/upload-controls';
import { useAdminAction } from '../kit/use-admin-action';
import { useDialogSave } from '../kit/use-dialog-save';

// The dashboard's seam to admin.transferCertificates.* (src/server/features/transfer-certificates/router.ts) and the dialog
// that creates or edits one TC with its scanned PDF: the fields are saved first, then the chosen PDF
// is uploaded (it replaces the one there was).

export type AdminTc = RouterOutputs['admin']['transferCertificates']['list'][number];
/** A campus as the select offers it (from admin.campuses.list, the Campuses section's list). */
export type TcCampus = Pick<RouterOutputs['admin']['campuses']['list'][number], 'id' | 'name'>;
type Utils = ReturnType<typeof trpc.useUtils>;

/** The register's cache: every TC (the section filters it), newest issue first. */
export const TC_LIST_INPUT = {};
export const useTcList = () => trpc.admin.transferCertificates.list.useQuery(TC_LIST_INPUT);

/** Puts a saved TC into the cached list (at its place by issue date) without a refetch. */
export function putTc(utils: Utils, tc: AdminTc) {
  utils.admin.transferCertificates.list.setData(TC_LIST_INPUT, (prev) =>
    [tc, ...(prev ?? []).filter((t) => t.id !== tc.id)].sort(
      (a, b) => b.issuedOn.localeCompare(a.issuedOn) || b.id - a.id,
    ),
  );
}

export function dropTc(utils: Utils, id: number) {
  utils.admin.transferCertificates.list.setData(TC_LIST_INPUT, (prev) => prev?.filter((t) => t.id !== id));
}

/** The form holds the campus as its select does (text); the API takes its id. */
const TcFormSchema = TcFieldsSchema.extend({
  campusId: z.string().min(1, 'Choose a campus').transform(Number).pipe(IdField),
});
type TcFormValues = {
  campusId: string;
  tcNumber: string;
  studentName: string;
  dateOfBirth: string;
  issuedOn: string;
  classLeft: string;
};
const FIELDS = ['campusId', 'tcNumber', 'studentName', 'dateOfBirth', 'issuedOn', 'classLeft'] as const;

function initialValues(tc: AdminTc | null, campuses: readonly TcCampus[]): TcFormValues {
  return {
    // A school with one campus has it chosen already.
    campusId: tc ? String(tc.campusId) : campuses.length === 1 ? String(campuses[0]!.id) : '',
    tcNumber: tc?.tcNumber ?? '',
    studentName: tc?.studentName ?? '',
    dateOfBirth: tc?.dateOfBirth ?? '',
    issuedOn: tc?.issuedOn ?? '',
    classLeft: tc?.classLeft ?? '',
  };
}

export function TcDialog({
  tc,
  campuses,
  onClose,
  onSaved,
}: {
  /** The TC being edited, or null for a new one. */
  tc: AdminTc | null;
  campuses: readonly TcCampus[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  // A new TC whose PDF could not be uploaded stays open, as that TC, to try the PDF again.
  const [current, setCurrent] = useState<AdminTc | null>(tc);
  const creating = current === null;
  const form = useZodForm(TcFormSchema, { initialValues: () => initialValues(tc, campuses), fields: FIELDS });
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const pdfUpload = useUpload();
  const [removingFile, setRemovingFile] = useState(false);
  const fileState = useFieldState('file', fileError);
  const act = useAdminAction();
  const { saving, setSaving, requestClose, save, release } = useDialogSave({
    form,
    pending: file !== null,
    busy: removingFile,
    onClose,
  });
  const busy = saving || removingFile;

  function chooseFile(chosen: File | null) {
    setFileError(null);
    if (chosen && chosen.size > MAX_BROCHURE_BYTES) {
      setFileError(DISCLOSURE_PDF_REJECTED_MESSAGE);
      setFile(null);
      setFileKey((k) => k + 1);
      return;
    }
    setFile(chosen);
  }

  /** Uploads the chosen PDF; the refusal's sentence (shown beside the file field too), or null when saved. */
  async function upload(id: number, chosen: File): Promise<string | null> {
    const body = new FormData();
    body.append('id', String(id));
    body.append('file', chosen);
    try {
      const saved = await pdfUpload.send<AdminTc>('admin.transferCertificates.uploadFile', body, chosen);
      putTc(utils, saved);
      setCurrent(saved);
      return null;
    } catch (error) {
      // Stopped by the person: UploadProgress says so, not the file field.
      if (error instanceof UploadCancelledError) return error.message;
      const { fieldErrors, summary } = readAdminError(error);
      const message = fieldErrors.file ?? summary ?? 'The PDF could not be uploaded';
      setFileError(message);
      return message;
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const checked = form.check();
    if (checked.errors) {
      form.showErrors(checked.errors);
      return;
    }
    const api = utils.client.admin.transferCertificates;
    const saved = await save(
      () => (current ? api.update.mutate({ ...checked.data, id: current.id }) : api.create.mutate(checked.data)),
      creating ? 'Error creating the TC' : 'Error updating the TC',
    );
    if (!saved) return;
    putTc(utils, saved);
    setCurrent(saved);
    form.reset(initialValues(saved, campuses));
    void utils.admin.stats.invalidate();
    const refused = file ? await upload(saved.id, file) : null;
    if (refused) {
      // The details are saved; the PDF waits in the field to be tried again.
      toast.error(`TC ${saved.tcNumber} saved without its PDF: ${refused}`);
      setSaving(false);
      return;
    }
    release();
    toast.success(creating ? `TC ${saved.tcNumber} created` : `TC ${saved.tcNumber} updated`);
    onSaved();
  }

  async function onRemoveFile() {
    if (!current || !window.confirm(`Remove the PDF of TC ${current.tcNumber}?`)) return;
    await act({
      busy: setRemovingFile,
      request: () => utils.client.admin.transferCertificates.removeFile.mutate({ id: current.id }),
      apply: (saved) => {
        putTc(utils, saved);
        setCurrent(saved);
      },
      done: 'PDF removed',
      failed: 'Error removing the PDF',
    });
  }

  return (
    <AdminDialog
      title={creating ? 'Add Transfer Certificate' : 'Edit Transfer Certificate'}
      onClose={requestClose}
      busy={busy}
    >
      {() => (
        <form className="admin-form admin-dialog-body" noValidate onSubmit={onSubmit}>
          <SelectField
            form={form}
            name="campusId"
            label="Campus"
            disabled={saving}
            hint={
              campuses.length === 0 ? 'No campus yet: add the school’s campuses in the dashboard first.' : undefined
            }
          >
            <option value="">Choose a campus</option>
            {campuses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <div className="admin-form-grid">
            <TextField form={form} name="tcNumber" label="TC number" autoComplete="off" disabled={saving} />
            <TextField form={form} name="studentName" label="Student name" autoComplete="off" disabled={saving} />
            <TextField form={form} name="dateOfBirth" label="Date of birth" type="date" disabled={saving} />
            <TextField form={form} name="issuedOn" label="Date of issue" type="date" disabled={saving} />
            <TextField
              form={form}
              name="classLeft"
              label="Class left"
              autoComplete="off"
              disabled={saving}
              hint="As on the certificate, such as Class VIII"
            />
          </div>

          <fieldset className="admin-file-set admin-tc-file">
            <legend>Scanned certificate</legend>
            {current?.fileUrl ? (
              <p className="admin-tc-current">
                <a href={current.fileUrl} target="_blank" rel="noopener">
                  {current.fileName || 'Current PDF'}
                </a>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={onRemoveFile}
                  disabled={busy}
                  aria-label={`Remove the PDF of TC ${current.tcNumber}`}
                >
                  {removingFile ? 'Removing...' : 'Remove PDF'}
                </button>
              </p>
            ) : (
              <p className="field-hint">No PDF yet: a lookup then confirms the TC without a download.</p>
            )}
            <Field
              state={fileState}
              label={current?.fileUrl ? 'Replace the PDF' : 'PDF of the certificate'}
              hint="A PDF up to 20 MB. Receiving schools can download it only after a successful lookup. Saved with the details."
            >
              {(control) => (
                <input
                  {...control}
                  key={fileKey}
                  type="file"
                  accept="application/pdf,.pdf"
                  disabled={busy}
                  onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
                />
              )}
            </Field>
            <UploadProgress upload={pdfUpload} afterSent="Checking the file..." />
          </fieldset>

          <DialogSaveActions
            creating={creating}
            saving={saving}
            busy={busy}
            onCancel={requestClose}
            cancelLabel={creating ? 'Cancel' : 'Close'}
          />
        </form>
      )}
    </AdminDialog>
  );
}
