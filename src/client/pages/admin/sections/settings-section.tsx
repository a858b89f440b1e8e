import { type FormEvent, useEffect, useState } from 'react';
import { MAX_BROCHURE_BYTES } from '../../../../shared/constants';
import { ChangePasswordSchema, PDF_REJECTED_MESSAGE } from '../../../../shared/schemas/admin-content';
import { type SiteSettings, SiteSettingsSchema } from '../../../../shared/schemas/settings';
import { errorInfo, postForm } from '../../../components/admin/request';
import { useToast } from '../../../components/admin/toast';
import { trpc } from '../../../lib/trpc';

type Errors = Record<string, string | undefined>;

function firstErrors(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const i of issues) out[String(i.path[0])] ??= i.message;
  return out;
}

function serverErrors(error: unknown): Errors {
  const out: Errors = {};
  for (const [k, v] of Object.entries(errorInfo(error).fieldErrors)) out[k] = v?.[0];
  return out;
}

const TEXT_FIELDS: {
  name: keyof SiteSettings;
  label: string;
  kind?: 'email' | 'url' | 'tel' | 'textarea';
  hint?: string;
}[] = [
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'phone', label: 'Phone', kind: 'tel' },
  { name: 'addressIndia', label: 'Akola school address', kind: 'textarea' },
  { name: 'addressInternational', label: 'International school address', kind: 'textarea' },
  { name: 'addressDubai', label: 'Dubai office address', kind: 'textarea' },
  { name: 'facebookUrl', label: 'Facebook URL', kind: 'url', hint: 'Leave empty to hide the icon' },
  { name: 'instagramUrl', label: 'Instagram URL', kind: 'url', hint: 'Leave empty to hide the icon' },
  { name: 'youtubeUrl', label: 'YouTube URL', kind: 'url', hint: 'Leave empty to hide the icon' },
  { name: 'heroButtonText', label: 'Hero button text' },
  { name: 'admissionsNotice', label: 'Admissions notice', kind: 'textarea' },
  { name: 'videoUrl', label: 'About video URL', kind: 'url', hint: 'A YouTube or Vimeo https:// address' },
];

function TextField({
  id,
  label,
  kind,
  hint,
  value,
  error,
  onChange,
  autoComplete,
}: {
  id: string;
  label: string;
  kind?: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
  autoComplete?: string;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, value, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, autoComplete };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {kind === 'textarea' ? (
        <textarea {...common} rows={2} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={kind ?? 'text'} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

function SiteSettingsForm({ initial }: { initial: SiteSettings }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const save = trpc.admin.settings.save.useMutation();
  const [values, setValues] = useState<SiteSettings>(initial);
  const [errors, setErrors] = useState<Errors>({});

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = SiteSettingsSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstErrors(parsed.error.issues));
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      setValues(saved);
      void utils.site.settings.invalidate();
      void utils.admin.settings.get.invalidate();
      toast.success('Settings saved successfully');
    } catch (error) {
      setErrors(serverErrors(error));
      toast.error(errorInfo(error).message ?? 'Error updating item');
    }
  }

  return (
    <form className="admin-form admin-panel" noValidate onSubmit={onSubmit} aria-labelledby="site-settings-title">
      <h2 id="site-settings-title">Site settings</h2>
      <div className="admin-form-grid">
        {TEXT_FIELDS.map((f) => (
          <TextField
            key={f.name}
            id={`settings-${f.name}`}
            label={f.label}
            kind={f.kind}
            hint={f.hint}
            value={String(values[f.name])}
            error={errors[f.name]}
            onChange={(v) => setValues((s) => ({ ...s, [f.name]: v }))}
          />
        ))}
      </div>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={values.splashEnabled}
          onChange={(e) => setValues((s) => ({ ...s, splashEnabled: e.target.checked }))}
        />
        Show the splash screen once per visit
      </label>
      <div className="admin-form-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  );
}

function BrochureForm({ hasCustom }: { hasCustom: boolean }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const reset = trpc.admin.settings.resetBrochure.useMutation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);

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
      const info = errorInfo(err);
      setError(info.fieldErrors.file?.[0] ?? info.message ?? 'Failed to upload the brochure');
      toast.error(info.message ?? 'Failed to upload the brochure');
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
      <div className="field">
        <label htmlFor="brochure-file">New brochure (PDF)</label>
        <input
          key={inputKey}
          id="brochure-file"
          type="file"
          accept="application/pdf,.pdf"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'brochure-file-error' : 'brochure-file-hint'}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(null);
          }}
        />
        <span className="field-hint" id="brochure-file-hint">
          A PDF file up to 20 MB.
        </span>
        {error && (
          <span className="field-error" id="brochure-file-error">
            {error}
          </span>
        )}
      </div>
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

function PasswordForm() {
  const toast = useToast();
  const change = trpc.admin.changePassword.useMutation();
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = ChangePasswordSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstErrors(parsed.error.issues));
    setErrors({});
    try {
      await change.mutateAsync(parsed.data);
      setValues(empty);
      toast.success('Password changed. Other sessions have been signed out.');
    } catch (error) {
      setErrors(serverErrors(error));
      toast.error(errorInfo(error).message ?? 'Error updating item');
    }
  }

  const fields = [
    { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
    { name: 'newPassword', label: 'New password', autoComplete: 'new-password', hint: 'At least 12 characters' },
    { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
  ] as const;
  return (
    <form className="admin-form admin-panel" noValidate onSubmit={onSubmit} aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <p className="muted">Changing the password signs you out on every other device.</p>
      {fields.map((f) => (
        <TextField
          key={f.name}
          id={`password-${f.name}`}
          label={f.label}
          kind="password"
          hint={'hint' in f ? f.hint : undefined}
          autoComplete={f.autoComplete}
          value={values[f.name]}
          error={errors[f.name]}
          onChange={(v) => setValues((s) => ({ ...s, [f.name]: v }))}
        />
      ))}
      <div className="admin-form-actions">
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change Password'}
        </button>
      </div>
    </form>
  );
}

/** DECISIONS.md 'Administration': site settings, the brochure and the administrator's password. */
export function SettingsSection() {
  const toast = useToast();
  const query = trpc.admin.settings.get.useQuery();
  useEffect(() => {
    if (query.isError) toast.error('Error loading settings data');
  }, [query.isError, toast]);

  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h1 id="admin-section-title">Settings</h1>
      </div>
      {query.data ? (
        <div className="admin-settings">
          <SiteSettingsForm initial={query.data.settings} />
          <div className="admin-settings-side">
            <BrochureForm hasCustom={query.data.hasCustomBrochure} />
            <PasswordForm />
          </div>
        </div>
      ) : query.isError ? (
        <div className="alert alert-error admin-load-error">
          <span>Error loading settings data</span>
          <button type="button" className="btn btn-outline" onClick={() => query.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <p className="admin-empty" role="status">
          Loading settings...
        </p>
      )}
    </section>
  );
}
