import { type FormEvent, useState } from 'react';
import { MAX_BROCHURE_BYTES } from '../../../../shared/constants';
import { PDF_REJECTED_MESSAGE } from '../../../../shared/schemas/admin-content';
import { postForm } from '../../../components/admin/request';
import { useToast } from '../../../components/admin/toast';
import { Field } from '../../../components/form/field';
import { useFieldState } from '../../../components/form/use-zod-form';
import { trpc } from '../../../lib/trpc';
import { readAdminError } from './admin-errors';

/** Replaces the brochure PDF (uploaded with progress) or goes back to the built-in one. */
export function BrochureForm({ hasCustom }: { hasCustom: boolean }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const reset = trpc.admin.settings.resetBrochure.useMutation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const state = useFieldState('file', error);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!file) return setError('No file provided');
    if (file.size > MAX_BROCHURE_BYTES) return setError(PDF_REJECTED_MESSAGE);
    setError(null);
    setProgress(0);
    try {
      const form = new FormData();
      form.append('file', file);
      await postForm('admin.settings.uploadBrochure', form, setProgress);
      toast.success('Brochure replaced successfully');
      setFile(null);
      setInputKey((k) => k + 1);
      void utils.admin.settings.get.invalidate();
    } catch (err) {
      const { fieldErrors, summary } = readAdminError(err);
      setError(fieldErrors.file ?? summary ?? 'Failed to upload the brochure');
      toast.error(summary ?? 'Failed to upload the brochure');
    } finally {
      setProgress(null);
    }
  }

  async function restore() {
    try {
      await reset.mutateAsync();
      toast.success('Default brochure restored');
      void utils.admin.settings.get.invalidate();
    } catch {
      toast.error('Error updating item');
    }
  }

  const busy = progress !== null || reset.isPending;
  return (
    <form className="admin-form admin-panel" noValidate onSubmit={onSubmit} aria-labelledby="brochure-title">
      <h2 id="brochure-title">Brochure</h2>
      <p className="muted">
        {hasCustom ? 'The site serves the brochure you uploaded.' : 'The site serves the built-in brochure.'}{' '}
        <a href="/brochure.pdf" download>
          Download the current brochure
        </a>
      </p>
      <Field state={state} label="New brochure (PDF)" hint="A PDF file up to 20 MB.">
        {(control) => (
          <input
            {...control}
            key={inputKey}
            type="file"
            accept="application/pdf,.pdf"
            disabled={busy}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(null);
            }}
          />
        )}
      </Field>
      {progress !== null && (
        <div className="admin-progress">
          <progress max={1} value={progress} aria-label="Upload progress" />
          <span>Uploading {Math.round(progress * 100)}%</span>
        </div>
      )}
      <div className="admin-form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {progress !== null ? 'Uploading...' : 'Upload Brochure'}
        </button>
        {hasCustom && (
          <button type="button" className="btn btn-outline" onClick={restore} disabled={busy}>
            Restore Default Brochure
          </button>
        )}
      </div>
    </form>
  );
}
