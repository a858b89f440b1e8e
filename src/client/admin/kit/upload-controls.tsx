import { type FormEvent, type ReactNode, useState } from 'react';
import { Field } from '../../components/form/field';
import { useFieldState } from '../../components/form/use-zod-form';
import { readAdminError } from './admin-errors';
import { FormActions } from './form-actions';
import { postForm } from './request';
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
  const [progress, setProgress] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const state = useFieldState(field, error);
  // A chosen file not yet uploaded is unsaved work.
  const unsaved = useUnsavedChanges(file !== null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!file) return setError('No file provided');
    if (file.size > maxBytes) return setError(tooLarge);
    setError(null);
    setProgress(0);
    try {
      const form = new FormData();
      form.append(field, file);
      await postForm(procedure, form, setProgress);
      toast.success(uploaded);
      setFile(null);
      unsaved.release();
      setInputKey((k) => k + 1);
      onUploaded();
    } catch (err) {
      const { fieldErrors, summary } = readAdminError(err);
      setError(fieldErrors[field] ?? summary ?? failed);
      toast.error(summary ?? failed);
    } finally {
      setProgress(null);
    }
  }

  const onFile = (chosen: File | null) => {
    setFile(chosen);
    setError(null);
  };
  return { progress, onSubmit, controls: { ...texts, state, progress, inputKey, onFile } };
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
  progress,
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
  progress: number | null;
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
      <UploadProgress progress={progress} />
      <FormActions label={uploadLabel} working={progress !== null} workingLabel="Uploading..." disabled={busy}>
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
 * An upload's progress bar and its words: 'Uploading 40%', then, once sent, what the server does with
 * it (`afterSent`: 'Checking the file...') or still 'Uploading 100%'. Nothing when no upload runs.
 */
export function UploadProgress({ progress, afterSent }: { progress: number | null; afterSent?: string }) {
  if (progress === null) return null;
  const sending = `Uploading ${Math.round(progress * 100)}%`;
  return (
    <div className="admin-progress">
      <progress max={1} value={progress} aria-label="Upload progress" />
      <span>{progress < 1 || !afterSent ? sending : afterSent}</span>
    </div>
  );
}
