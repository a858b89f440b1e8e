import '../shell/admin.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { STAFF_WORDS } from '../../../shared/content/staff-words';
import { PATHS } from '../../../shared/paths';
import { ShieldIcon } from '../shell/login-icons';

// The frame of the pages a person reaches from a link, signed out: accepting an invitation, asking
// for a password reset, choosing a new password. They look like the sign-in page and post as plain
// forms before (or without) the script.

export function LinkPageFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <main className="admin-login" id="main">
      <div className="admin-login-card">
        <div className="admin-login-logo" aria-hidden="true">
          <ShieldIcon />
        </div>
        <h1>{title}</h1>
        <p className="muted admin-login-lead">{lead}</p>
        {children}
        <Link to={PATHS.adminLogin} className="admin-login-back">
          {STAFF_WORDS.backToSignIn}
        </Link>
      </div>
    </main>
  );
}

/** A link's page once its step is done: what happened, and the way on to sign in. */
export function LinkDone({ title, lead }: { title: string; lead: string }) {
  return (
    <LinkPageFrame title={title} lead={lead}>
      <Link to={PATHS.adminLogin} className="btn btn-primary admin-login-submit">
        {STAFF_WORDS.signIn}
      </Link>
    </LinkPageFrame>
  );
}

/** A link's page when the link does not work: one sentence, whatever the reason. */
export function LinkInvalid({ title, message }: { title: string; message: string }) {
  return (
    <LinkPageFrame title={title} lead="">
      <FormAlert message={message} />
    </LinkPageFrame>
  );
}

export interface TextInputProps {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'email';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}

/** One labelled field; its error is tied to it for screen readers. */
export function TextInput({ name, label, type = 'text', autoComplete, value, onChange, error, hint }: TextInputProps) {
  const id = `link-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <span className="form-label">
        <label htmlFor={id}>{label}</label>
      </span>
      {hint && (
        <p className="field-hint muted" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A new password typed twice, under the password rules (the server checks them and says why one is
 * refused): the invitation's and the reset's fields, alike.
 */
export function NewPasswordFields({
  labels,
  password,
  confirmPassword,
  onPassword,
  onConfirmPassword,
  fieldErrors,
}: {
  labels: { password: string; confirm: string };
  password: string;
  confirmPassword: string;
  onPassword: (value: string) => void;
  onConfirmPassword: (value: string) => void;
  fieldErrors: Record<string, string>;
}) {
  return (
    <>
      <TextInput
        name="password"
        label={labels.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        error={fieldErrors.password}
        hint={STAFF_WORDS.newPasswordHint}
      />
      <TextInput
        name="confirmPassword"
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={onConfirmPassword}
        error={fieldErrors.confirmPassword}
      />
    </>
  );
}

/** A refused call's field errors and sentence, as the page shows them. */
export function readRefusal(error: unknown): { fieldErrors: Record<string, string>; message: string | null } {
  const e = error as { message?: string; data?: { fieldErrors?: Record<string, string[]> | null } } | null;
  const fieldErrors = Object.fromEntries(
    Object.entries(e?.data?.fieldErrors ?? {}).flatMap(([k, v]) => (v?.[0] ? [[k, v[0]]] : [])),
  );
  const message =
    Object.keys(fieldErrors).length > 0 ? null : (e?.message ?? 'Something went wrong. Please try again.');
  return { fieldErrors, message };
}

export function FormAlert({
  message,
  kind = 'error',
}: {
  message: string | null;
  kind?: 'error' | 'success' | 'info';
}) {
  if (!message) return null;
  return (
    <div className={`alert alert-${kind} admin-link-alert`} role={kind === 'error' ? 'alert' : 'status'}>
      {message}
    </div>
  );
}
