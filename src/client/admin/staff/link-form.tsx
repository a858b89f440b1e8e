import '../shell/admin.css';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { STAFF_WORDS } from '../../../shared/content/staff-words';
import { PATHS } from '../../../shared/paths';
import { type FormPostState, type PostedForm, useFormPostState } from '../../lib/form-post-state';
import { LoginCard } from '../shell/login-card';

// The frame of the pages a person reaches from a link, signed out: accepting an invitation, asking
// for a password reset, choosing a new password. They look like the sign-in page and post as plain
// forms before (or without) the script.

export function LinkPageFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <LoginCard title={title}>
      <p className="muted admin-login-lead">{lead}</p>
      {children}
      <Link to={PATHS.adminLogin} className="admin-login-back">
        {STAFF_WORDS.backToSignIn}
      </Link>
    </LoginCard>
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

/** The token a link's address ends with: /admin/invitation/<token>, /admin/reset-password/<token>. */
export function useLinkToken(): string {
  const { '*': rest = '' } = useParams();
  return rest.split('/').pop() ?? '';
}

type Refusal = ReturnType<typeof readRefusal>;

export interface LinkForm {
  /** The answer to the form posted without the script, or null. */
  posted: FormPostState | null;
  refusal: Refusal;
  /** Whether the step succeeded (posted without the script, or sent with it). */
  done: boolean;
  /** The form's submit handler: clears the refusal, sends, then shows the step done or what was refused. */
  submit: (send: () => Promise<unknown>) => (e: FormEvent) => Promise<void>;
}

/** A link page's form state, starting from what its plain-form post was answered with. */
export function useLinkForm(form: PostedForm): LinkForm {
  const posted = useFormPostState(form);
  const [refusal, setRefusal] = useState<Refusal>(() => ({
    fieldErrors: posted?.fieldErrors ?? {},
    message: posted && posted.status !== 200 ? posted.message : null,
  }));
  const [done, setDone] = useState(posted?.status === 200);
  const submit = (send: () => Promise<unknown>) => async (e: FormEvent) => {
    e.preventDefault();
    setRefusal({ fieldErrors: {}, message: null });
    try {
      await send();
      setDone(true);
    } catch (error) {
      setRefusal(readRefusal(error));
    }
  };
  return { posted, refusal, done, submit };
}

export interface NewPasswords {
  password: string;
  confirmPassword: string;
}

/**
 * The page of a link that sets a new password (accepting an invitation, a password reset): the new
 * password typed twice under the password rules (the server checks them and says why one is refused),
 * after any fields of the link's own (`children`); a link that does not work says so, and once set
 * the way on is to sign in.
 */
export function NewPasswordPage({
  link,
  title,
  lead,
  doneLead,
  isInvalid,
  invalidMessage,
  labels,
  submitText,
  isPending,
  send,
  children,
}: {
  link: LinkForm;
  title: string;
  lead: string;
  doneLead: string;
  /** Whether the server said the link does not work (a form answered without the script is shown anyway). */
  isInvalid: boolean;
  invalidMessage: string;
  labels: { password: string; confirm: string };
  submitText: string;
  isPending: boolean;
  send: (passwords: NewPasswords) => Promise<unknown>;
  children?: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { fieldErrors, message } = link.refusal;
  if (link.done) return <LinkDone title={title} lead={doneLead} />;
  if (isInvalid && !link.posted) return <LinkInvalid title={title} message={invalidMessage} />;
  return (
    <LinkPageFrame title={title} lead={lead}>
      <form
        className="admin-form"
        method="post"
        noValidate
        onSubmit={link.submit(() => send({ password, confirmPassword }))}
      >
        {children}
        <TextInput
          name="password"
          label={labels.password}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
          hint={STAFF_WORDS.newPasswordHint}
        />
        <TextInput
          name="confirmPassword"
          label={labels.confirm}
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          error={fieldErrors.confirmPassword}
        />
        <FormAlert message={message} />
        <button type="submit" className="btn btn-primary admin-login-submit" disabled={isPending}>
          {submitText}
        </button>
      </form>
    </LinkPageFrame>
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
