import { type ChangeEvent, type FormEvent, useState } from 'react';
import { MAX_BROCHURE_BYTES } from '../../../shared/constants';
import { SCHOOL_TIME_ZONE } from '../../../shared/format';
import {
  ATTACHMENT_REJECTED_MESSAGE,
  formatFileSize,
  NOTICE_CATEGORIES,
  NOTICE_CATEGORY_LABELS,
  NOTICE_STATUS_LABELS,
} from '../../../shared/notices';
import { NoticeFieldsSchema } from '../../../shared/schemas/notices';
import { CheckboxField, Field, SelectField, TextAreaField, TextField } from '../../components/form/field';
import { useFieldState, useZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { AdminDialog, DialogSaveActions } from '../kit/admin-dialog';
import { readAdminError } from '../kit/admin-errors';
import { LastChanged } from '../kit/last-changed';
import { UploadCancelledError } from '../kit/request';
import { useToast } from '../kit/toast';
import { UploadProgress, useUpload } from '../kit/upload-controls';
import { useAdminAction } from '../kit/use-admin-action';
import { useDialogSave } from '../kit/use-dialog-save';
import { type AdminNotice, type NoticeFormValues, putNotice, saveNotice } from './notices-api';

const FIELDS = ['title', 'slug', 'category', 'body', 'publishAt', 'expireAt', 'pinned', 'draft'] as const;
const ACCEPT = 'application/pdf,.pdf,image/jpeg,image/png,image/webp,image/avif';

function initialValues(notice: AdminNotice | null): NoticeFormValues {
  return {
    title: notice?.title ?? '',
    slug: notice?.slug ?? '',
    category: notice?.category ?? 'circular',
    body: notice?.body ?? '',
    publishAt: notice?.publishAt ?? '',
    expireAt: notice?.expireAt ?? '',
    pinned: notice?.pinned ?? false,
    draft: notice?.draft ?? false,
  };
}

/** Create or edit a notice; once it exists, its attachments are added and removed here, one file at a time. */
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
  const form = useZodForm(NoticeFieldsSchema, { initialValues: () => initialValues(notice), fields: FIELDS });
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
          <TextField form={form} name="title" label="Title" disabled={saving} />
          <TextField
            form={form}
            name="slug"
            label="Address"
            disabled={saving}
            hint={
              notice?.firstPublishedAt
                ? 'The notice is at /notices/ and this address. It has been published: changing it breaks links already shared.'
                : 'The notice is at /notices/ and this address: lowercase letters, digits and hyphens. Leave empty to make it from the title.'
            }
          />
          <SelectField form={form} name="category" label="Category" disabled={saving}>
            {NOTICE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {NOTICE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            form={form}
            name="body"
            label="Text"
            rows={9}
            disabled={saving}
            hint="Markdown: **bold**, *italic*, lists starting with -, [link text](https://...), tables. HTML is shown as text."
          />
          <div className="admin-form-grid">
            <TextField
              form={form}
              name="publishAt"
              label="Publish at"
              type="datetime-local"
              disabled={saving}
              hint={`School time (${SCHOOL_TIME_ZONE}). Empty: at once.`}
            />
            <TextField
              form={form}
              name="expireAt"
              label="Expire at"
              type="datetime-local"
              disabled={saving}
              hint="Empty: it stays until deleted."
            />
          </div>
          <CheckboxField form={form} name="pinned" label="Pinned (shown above the other notices)" disabled={saving} />
          <CheckboxField form={form} name="draft" label="Draft (not shown on the site)" disabled={saving} />

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
      )}
    </AdminDialog>
  );
}
