import { type ChangeEvent, type FormEvent, useState } from 'react';
import { MAX_BROCHURE_BYTES } from '../../../shared/constants';
import {
  ATTACHMENT_REJECTED_MESSAGE,
  formatFileSize,
  NOTICE_STATUS_LABELS,
  PDF_NO_TEXT_NOTE,
} from '../../../shared/notices';
import {
  NEW_NOTICE_FIELDS,
  NOTICE_FIELD_NAMES,
  NOTICE_FIELDS,
  type NoticeFieldName,
  NoticeFieldsSchema,
  pickNoticeFields,
} from '../../../shared/schemas/notices';
import { CheckboxField, Field, Options, SelectField, TextAreaField, TextField } from '../../components/form/field';
import { useFieldState, useZodForm, type ZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { AdminDialog, DialogSaveActions } from '../kit/admin-dialog';
import { readAdminError } from '../kit/admin-errors';
import { LastChanged } from '../kit/last-changed';
import { UploadCancelledError } from '../kit/request';
import { useToast } from '../kit/toast';
import { TranslationTabs } from '../kit/translation-tabs';
import { UploadProgress, useUpload } from '../kit/upload-controls';
import { useAdminAction } from '../kit/use-admin-action';
import { useDialogSave } from '../kit/use-dialog-save';
import { type AdminNotice, type NoticeFormValues, putNotice, saveNotice } from './notices-api';

const ACCEPT = 'application/pdf,.pdf,image/jpeg,image/png,image/webp,image/avif';

type NoticeForm = ZodForm<NoticeFormValues, unknown>;

/** The dialog's rows, from the fields' list: one field each, or half fields side by side. */
const ROWS = NOTICE_FIELD_NAMES.reduce<NoticeFieldName[][]>((rows, name) => {
  const last = rows.at(-1);
  if (NOTICE_FIELDS[name].half && last && NOTICE_FIELDS[last[0]!].half) last.push(name);
  else rows.push([name]);
  return rows;
}, []);

/** One field of the list (src/shared/schemas/notices.ts), with the control its entry names. */
function NoticeField({
  form,
  name,
  published,
  disabled,
}: {
  form: NoticeForm;
  name: NoticeFieldName;
  published: boolean;
  disabled: boolean;
}) {
  const { label, control, rows, options, hint, hintOncePublished } = NOTICE_FIELDS[name];
  const shared = { form, name, label };
  const shownHint = (published && hintOncePublished) || hint;
  if (control === 'checkbox') return <CheckboxField {...shared} disabled={disabled} />;
  if (control === 'textarea') return <TextAreaField {...shared} rows={rows} disabled={disabled} hint={shownHint} />;
  if (control === 'select')
    return (
      <SelectField {...shared} disabled={disabled} hint={shownHint}>
        <Options items={options ?? []} />
      </SelectField>
    );
  const type = control === 'datetime' ? 'datetime-local' : undefined;
  return <TextField {...shared} type={type} disabled={disabled} hint={shownHint} />;
}

/** Create or edit a notice; once it exists, its attachments are added and removed here, one file at a time. */
/** The notice's texts the office translates (its attachments stay as uploaded). */
const NOTICE_TRANSLATED = [
  { name: 'title', label: NOTICE_FIELDS.title.label },
  { name: 'body', label: NOTICE_FIELDS.body.label, multiline: true },
];

export function NoticeDialog({
  notice,
  onClose,
  onCreated,
  onSaved,
}: {
  notice: AdminNotice | null;
  onClose: () => void;
  /** A new notice was stored: the dialog opens again on it, for its attachments. */
  onCreated: (notice: AdminNotice) => void;
  onSaved: () => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  // Who last changed the opened notice, from the audit log: asked for this notice only.
  const lastChanged = trpc.admin.notices.lastChanged.useQuery(
    { id: notice?.id ?? 0 },
    { enabled: notice !== null, staleTime: 0 },
  ).data;
  const mode = notice ? 'update' : 'create';
  // An existing notice opens with its fields as the dashboard lists them; a new one with the list's blanks.
  const form = useZodForm(NoticeFieldsSchema, {
    initialValues: (): NoticeFormValues => (notice ? pickNoticeFields(notice) : NEW_NOTICE_FIELDS),
  });
  const upload = useUpload();
  const [fileError, setFileError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const fileState = useFieldState('file', fileError);
  const act = useAdminAction();
  const { saving, requestClose, save, release } = useDialogSave({
    form,
    busy: upload.sending !== null || removing !== null,
    onClose,
  });
  const busy = saving || upload.sending !== null || removing !== null;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = form.check();
    if (checked.errors) {
      form.showErrors(checked.errors);
      return;
    }
    const saved = await save(
      () => saveNotice(utils, form.values, notice?.id ?? null),
      mode === 'create' ? 'Error creating notice' : 'Error updating notice',
    );
    if (!saved) return;
    putNotice(utils, saved);
    void utils.admin.stats.invalidate();
    release();
    if (mode === 'create') {
      toast.success('Notice created. You can add attachments now.');
      onCreated(saved);
    } else {
      toast.success('Notice updated successfully');
      onSaved();
    }
  }

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file || !notice) return;
    setFileError(null);
    if (file.size > MAX_BROCHURE_BYTES) {
      setFileError(ATTACHMENT_REJECTED_MESSAGE);
      input.value = '';
      return;
    }
    const body = new FormData();
    body.append('id', String(notice.id));
    body.append('file', file);
    try {
      const saved = await upload.send<AdminNotice>('admin.notices.addAttachment', body, file);
      putNotice(utils, saved);
      toast.success(`${file.name} attached`);
    } catch (error) {
      // Stopped by the person: UploadProgress says so; it is no failure.
      if (error instanceof UploadCancelledError) return;
      const { fieldErrors, summary } = readAdminError(error);
      const message = fieldErrors.file ?? summary ?? 'The file could not be attached';
      setFileError(message);
      toast.error(message);
    } finally {
      input.value = '';
    }
  }

  async function onRemoveFile(id: number, name: string) {
    if (!window.confirm(`Remove the attachment ${name}?`)) return;
    await act({
      busy: (on) => setRemoving(on ? id : null),
      request: () => utils.client.admin.notices.removeAttachment.mutate({ id }),
      apply: (saved) => putNotice(utils, saved),
      done: `${name} removed`,
      failed: 'Error removing the attachment',
    });
  }

  return (
    <AdminDialog title={mode === 'create' ? 'Create Notice' : 'Edit Notice'} onClose={requestClose} busy={busy}>
      {() => (
        <TranslationTabs
          api={utils.client.admin.notices}
          queryKey={['admin', 'notices']}
          id={notice?.id ?? null}
          fields={NOTICE_TRANSLATED}
        >
          <form className="admin-form admin-dialog-body" noValidate onSubmit={onSubmit}>
            {notice && (
              <p className="admin-notice-status">
                Status: <strong>{NOTICE_STATUS_LABELS[notice.status]}</strong>
                {notice.status === 'published' && (
                  <>
                    {' · '}
                    <a href={notice.path} target="_blank" rel="noopener">
                      View on the site
                    </a>
                  </>
                )}
              </p>
            )}
            {ROWS.map((row) => {
              const fields = row.map((name) => (
                <NoticeField
                  key={name}
                  form={form}
                  name={name}
                  published={Boolean(notice?.firstPublishedAt)}
                  disabled={saving}
                />
              ));
              return row.length > 1 ? (
                <div key={row[0]} className="admin-form-grid">
                  {fields}
                </div>
              ) : (
                fields
              );
            })}

            <fieldset className="admin-file-set admin-notice-files">
              <legend>Attachments</legend>
              {!notice ? (
                <p className="field-hint">Create the notice first; then add PDFs and images to it here.</p>
              ) : (
                <>
                  {notice.attachments.length > 0 ? (
                    <ul className="admin-notice-file-list">
                      {notice.attachments.map((a) => (
                        <li key={a.id}>
                          <a href={a.href} target="_blank" rel="noopener">
                            {a.name}
                          </a>
                          <span className="admin-notice-file-info">
                            {a.kind === 'pdf' ? 'PDF' : 'Image'}, {formatFileSize(a.bytes)}
                          </span>
                          {a.textStatus === 'none' && (
                            <span className="admin-notice-file-note">{PDF_NO_TEXT_NOTE}</span>
                          )}
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm"
                            aria-label={`Remove ${a.name}`}
                            onClick={() => onRemoveFile(a.id, a.name)}
                            disabled={busy}
                          >
                            {removing === a.id ? 'Removing...' : 'Remove'}
                          </button>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="field-hint">No attachments yet.</p>
                  )}
                  <Field
                    state={fileState}
                    label="Add an attachment"
                    hint="A PDF up to 20 MB, or a JPEG, PNG, WebP or AVIF image up to 10 MB. It is saved at once."
                  >
                    {(control) => <input {...control} type="file" accept={ACCEPT} onChange={onFile} disabled={busy} />}
                  </Field>
                  <UploadProgress upload={upload} afterSent="Checking the file..." />
                </>
              )}
            </fieldset>

            <LastChanged change={lastChanged} />
            <DialogSaveActions
              creating={mode === 'create'}
              saving={saving}
              busy={busy}
              onCancel={requestClose}
              cancelLabel={mode === 'create' ? 'Cancel' : 'Close'}
            />
          </form>
        </TranslationTabs>
      )}
    </AdminDialog>
  );
}
