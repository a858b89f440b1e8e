import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { CANCEL_UPLOAD_LABEL, UPLOAD_CANCELLED_MESSAGE, uploadingLabel } from '../../../shared/content/progress-words';
import { Field } from '../../components/form/field';
import { useFieldState } from '../../components/form/use-zod-form';
import { readAdminError } from './admin-errors';
import { FormActions } from './form-actions';
import { postForm, UploadCancelledError } from './request';
import { useToast } from './toast';
import { useUnsavedChanges } from './unsaved-changes';

/**
 * The state of a panel that uploads one file to `procedure` under `field`: the chosen file (unsaved
 * work until uploaded), the size check before sending, progress, and the messages after.
 */
export function useFileUpload({
  procedure,
  field,
  maxBytes,
  tooLarge,
  uploaded,
  failed,
  onUploaded,
  ...texts
}: {
  /** The file field's label and hint, the file types it offers, and the upload button's text. */
  label: string;
  hint: ReactNode;
  accept: string;
  uploadLabel: string;
  procedure: string;
  field: string;
  maxBytes: number;
  tooLarge: string;
  uploaded: string;
  failed: string;
  onUploaded: () => void;
}) {
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUpload();
  const [inputKey, setInputKey] = useState(0);
  const state = useFieldState(field, error);
  // A chosen file not yet uploaded is unsaved work.
  const unsaved = useUnsavedChanges(file !== null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!file) return setError('No file provided');
    if (file.size > maxBytes) return setError(tooLarge);
    setError(null);
    try {
      const form = new FormData();
      form.append(field, file);
      await upload.send(procedure, form, file);
      toast.success(uploaded);
      setFile(null);
      unsaved.release();
      setInputKey((k) => k + 1);
      onUploaded();
    } catch (err) {
      // Stopped by the person: UploadProgress says so; it is no failure.
      if (err instanceof UploadCancelledError) return;
      const { fieldErrors, summary } = readAdminError(err);
      setError(fieldErrors[field] ?? summary ?? failed);
      toast.error(summary ?? failed);
    }
  }

  const onFile = (chosen: File | null) => {
    setFile(chosen);
    setError(null);
  };
  return { isUploading: upload.sending !== null, onSubmit, controls: { ...texts, state, upload, inputKey, onFile } };
}

/**
 * The file field, upload progress and buttons of a Settings panel that replaces one file (the
 * brochure, the logo): choose, upload with progress, or go back to the built-in one.
 */
export function UploadControls({
  state,
  label,
  hint,
  accept,
  inputKey,
  busy,
  upload,
  onFile,
  uploadLabel,
  reset,
}: {
  state: ReturnType<typeof useFieldState>;
  label: string;
  hint: ReactNode;
  accept: string;
  /** Changed after an upload, so the emptied file input is a new element. */
  inputKey: number;
  busy: boolean;
  upload: Upload;
  onFile: (file: File | null) => void;
  uploadLabel: string;
  /** The button back to the built-in file, when a custom one is in use. */
  reset?: { label: string; onClick: () => void };
}) {
  return (
    <>
      <Field state={state} label={label} hint={hint}>
        {(control) => (
          <input
            {...control}
            key={inputKey}
            type="file"
            accept={accept}
            disabled={busy}
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <UploadProgress upload={upload} />
      <FormActions label={uploadLabel} working={upload.sending !== null} workingLabel="Uploading..." disabled={busy}>
        {reset && (
          <button type="button" className="btn btn-outline" onClick={reset.onClick} disabled={busy}>
            {reset.label}
          </button>
        )}
      </FormActions>
    </>
  );
}

/**
 * A panel that replaces one file of the site (the logo, the brochure) or goes back to the built-in one:
 * its heading, what the site shows now (`children`), the file field and, while a file of the office's
 * is in use, the button that restores the built-in one.
 */
export function ReplaceFilePanel({
  titleId,
  title,
  upload: options,
  restore,
  onChanged,
  children,
}: {
  titleId: string;
  title: string;
  upload: Omit<Parameters<typeof useFileUpload>[0], 'onUploaded'>;
  restore: {
    isOffered: boolean;
    label: string;
    done: string;
    mutation: { mutateAsync: () => Promise<unknown>; isPending: boolean };
  };
  /** Reads the settings again after either change. */
  onChanged: () => void;
  children: ReactNode;
}) {
  const toast = useToast();
  const upload = useFileUpload({ ...options, onUploaded: onChanged });

  async function onRestore() {
    try {
      await restore.mutation.mutateAsync();
      toast.success(restore.done);
      onChanged();
    } catch {
      toast.error('Error updating item');
    }
  }

  const busy = upload.isUploading || restore.mutation.isPending;
  return (
    <form className="admin-form admin-panel" noValidate onSubmit={upload.onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <UploadControls
        {...upload.controls}
        busy={busy}
        reset={restore.isOffered ? { label: restore.label, onClick: onRestore } : undefined}
      />
    </form>
  );
}

/**
 * One upload at a time with its progress and a way to stop it: every upload of the dashboard sends
 * through `send` (postForm with XMLHttpRequest's progress events) and shows `UploadProgress`.
 */
export function useUpload() {
  const [sending, setSending] = useState<{ fileName: string; fraction: number } | null>(null);
  const [isCancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // A dialog closed while its upload runs stops it.
  useEffect(() => () => controller.current?.abort(), []);

  /** Sends `form` to `procedure`; with a `file`, its progress is shown under the file's name. */
  async function send<T>(procedure: string, form: FormData, file: File | null): Promise<T> {
    const abort = new AbortController();
    controller.current = abort;
    setCancelled(false);
    if (file) setSending({ fileName: file.name, fraction: 0 });
    try {
      return await postForm<T>(procedure, form, {
        signal: abort.signal,
        onProgress: file ? (fraction) => setSending({ fileName: file.name, fraction }) : undefined,
      });
    } catch (error) {
      if (error instanceof UploadCancelledError) setCancelled(true);
      throw error;
    } finally {
      if (controller.current === abort) controller.current = null;
      setSending(null);
    }
  }

  return { sending, isCancelled, send, cancel: () => controller.current?.abort() };
}

export type Upload = ReturnType<typeof useUpload>;

/**
 * An upload's progress bar, named after the file ('Uploading report.pdf'), its percent, and "Cancel
 * upload" while bytes are still being sent; once all are sent, what the server does with them
 * (`afterSent`: 'Checking the file...'), which can no longer be cancelled. Nothing when no upload runs.
 */
export function UploadProgress({ upload, afterSent }: { upload: Upload; afterSent?: string }) {
  const { sending } = upload;
  // Always there, so a screen reader hears 'Upload cancelled' when it appears.
  const cancelled = (
    <p role="status" className={upload.isCancelled && !sending ? 'admin-progress-cancelled' : 'visually-hidden'}>
      {upload.isCancelled && !sending ? UPLOAD_CANCELLED_MESSAGE : ''}
    </p>
  );
  if (sending === null) return cancelled;
  const isSent = sending.fraction >= 1;
  return (
    <>
      {cancelled}
      <div className="admin-progress">
        <progress max={1} value={sending.fraction} aria-label={uploadingLabel(sending.fileName)} />
        <div className="admin-progress-line">
          {isSent && afterSent ? (
            <span>{afterSent}</span>
          ) : (
            <span>{`${uploadingLabel(sending.fileName)}: ${Math.round(sending.fraction * 100)}%`}</span>
          )}
          {!isSent && (
            <button type="button" className="btn btn-outline btn-sm" onClick={upload.cancel}>
              {CANCEL_UPLOAD_LABEL}
            </button>
          )}
        </div>
      </div>
    </>
  );
}
