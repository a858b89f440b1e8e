import './admin.css';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { afterSignIn, SIGN_IN_CODE_STEP, signInRefusalMessage } from '../../../shared/admin-sign-in';
import { LOGIN_REDIRECT_MS } from '../../../shared/constants';
import { TWO_FACTOR_WORDS } from '../../../shared/content/two-factor-words';
import { PATHS } from '../../../shared/paths';
import { LoginInputSchema } from '../../../shared/schemas/admin-content';
import { Field, TextField } from '../../components/form/field';
import { readServerError } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { CodeField } from '../kit/code-field';
import { ADMIN_FLAG_KEY, ADMIN_USERNAME_KEY } from './admin-storage';
import { LoginCard } from './login-card';
import { EyeIcon } from './login-icons';

/** What a refused sign-in says: never which of the two was wrong (a wrong code says so: the password was right). */
function signInMessage(error: unknown): string {
  const { formMessage, status } = readServerError(error);
  if (status === 429 && formMessage) return formMessage;
  if (formMessage === TWO_FACTOR_WORDS.codeWrong) return formMessage;
  if (status === 401 || status === 400) return 'Invalid username or password';
  return 'Something went wrong. Please try again.';
}

// The admin sign-in, checked on the server (docs/decisions/003-sign-in-and-sessions.md). No
// credentials on the page; the hint says where first-time credentials come from.
export default function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('next');
  const next = afterSignIn(requested);
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const login = trpc.admin.login.useMutation();
  const me = trpc.admin.me.useQuery(undefined, { staleTime: 0, retry: false });
  const form = useZodForm(LoginInputSchema, {
    initialValues: { username: '', password: '', code: '' },
    markRequired: false,
  });
  // Two-factor sign-in's second step (docs/decisions/036-staff-accounts-and-roles.md). With script, the
  // page keeps the username and password in memory and asks for the code alone; a sign-in posted without
  // script comes back with ?step=code and all three fields, as nothing typed may travel in the address.
  const [askCode, setAskCode] = useState(false);
  const noScriptCodeStep = searchParams.get('step') === SIGN_IN_CODE_STEP;
  const codeStep = askCode || noScriptCodeStep;
  const codeId = form.field('code').id;
  const focusCode = () => document.getElementById(codeId)?.focus();
  const [showPassword, setShowPassword] = useState(false);
  // A sign-in posted without JavaScript comes back here with why it was refused (?failed=).
  const [formError, setFormError] = useState<string | null>(() => signInRefusalMessage(searchParams.get('failed')));
  const [isRedirecting, setIsRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Nothing of a previous session stays in memory once someone is on the sign-in page.
  useEffect(() => {
    queryClient.removeQueries({
      predicate: (q) => {
        const [path] = q.queryKey as [string[] | undefined];
        return Array.isArray(path) && path[0] === 'admin' && path[1] !== 'me';
      },
    });
  }, [queryClient]);

  // Already signed in: straight to the dashboard.
  useEffect(() => {
    // (Not after signing in here: that waits LOGIN_REDIRECT_MS, showing 'Signing in...'.)
    if (me.data && !isRedirecting) navigate(next, { replace: true });
  }, [me.data, navigate, next, isRedirecting]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The code field takes the place of the password: focus moves there, as it would by typing on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the second step opens.
  useEffect(() => {
    if (askCode) focusCode();
  }, [askCode]);

  function startOver() {
    setAskCode(false);
    setFormError(null);
    form.edit('password', '');
    form.edit('code', '');
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const data = form.validate();
    if (!data) return;
    const code = (data.code ?? '').trim();
    if (codeStep && !code) {
      setFormError(TWO_FACTOR_WORDS.codeRequired);
      focusCode();
      return;
    }
    try {
      const result = await login.mutateAsync({
        username: data.username,
        password: data.password,
        ...(codeStep ? { code } : {}),
      });
      if ('secondFactor' in result) {
        setAskCode(true);
        return;
      }
      // The browser flag stays as a hint for the UI; the HttpOnly cookie is the authority.
      localStorage.setItem(ADMIN_FLAG_KEY, 'true');
      localStorage.setItem(ADMIN_USERNAME_KEY, result.username);
      utils.admin.me.setData(undefined, result);
      setIsRedirecting(true);
      // With the one-time password, the dashboard leads on to choosing a new one (mustChangePassword).
      timer.current = setTimeout(() => navigate(next), LOGIN_REDIRECT_MS);
    } catch (error) {
      setFormError(signInMessage(error));
    }
  }

  const busy = login.isPending || isRedirecting;
  const password = form.field('password');
  return (
    <LoginCard title="Admin Portal">
      <p className="admin-login-welcome">Welcome Back</p>
      <p className="muted admin-login-lead">Manage the school website's content and enquiries.</p>

      {/* Posted as a form before the script has run (or without it): the server signs in the same way. */}
      <form
        className="admin-form"
        method="post"
        action={requested ? `${PATHS.adminLogin}?next=${encodeURIComponent(next)}` : PATHS.adminLogin}
        noValidate
        onSubmit={onSubmit}
      >
        {askCode ? (
          <p className="admin-login-step">{TWO_FACTOR_WORDS.secondStepLead}</p>
        ) : (
          <>
            {noScriptCodeStep && <p className="admin-login-step">{TWO_FACTOR_WORDS.noJsSecondStepLead}</p>}
            <TextField
              form={form}
              name="username"
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
            <Field state={password} label="Password">
              {(control) => (
                <div className="password-wrap">
                  <input
                    {...control}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    maxLength={password.maxLength}
                    value={form.values.password}
                    onChange={(e) => form.edit('password', e.target.value)}
                  />
                  <button type="button" className="password-toggle" onClick={() => setShowPassword((v) => !v)}>
                    {/* Named by its content, not aria-label, so the label 'Password' names only the field. */}
                    <span className="visually-hidden">{showPassword ? 'Hide password' : 'Show password'}</span>
                    <EyeIcon crossed={showPassword} />
                  </button>
                </div>
              )}
            </Field>
          </>
        )}
        {codeStep && (
          <CodeField
            form={form}
            name="code"
            hint={TWO_FACTOR_WORDS.codeHint}
            // Not "numeric": recovery codes have letters, and nothing stops a paste.
            inputMode="text"
          />
        )}
        {formError && (
          <div className="alert alert-error" role="alert">
            {formError}
          </div>
        )}
        <button type="submit" className="btn btn-primary admin-login-submit" disabled={busy}>
          {busy ? (
            <>
              <span className="spinner" aria-hidden="true" />
              Signing in...
            </>
          ) : codeStep ? (
            TWO_FACTOR_WORDS.verify
          ) : (
            'Sign In'
          )}
        </button>
        {askCode && (
          <button type="button" className="btn btn-outline admin-login-submit" onClick={startOver}>
            {TWO_FACTOR_WORDS.startOver}
          </button>
        )}
      </form>
      <Link to={PATHS.adminForgotPassword} className="admin-login-forgot">
        Forgot password?
      </Link>
      <p className="admin-login-hint">
        First time here? The administrator account is set up with the server: use the username and password it was
        started with, or the one-time password printed in its log.
      </p>
      <Link to={PATHS.home} className="admin-login-back">
        Back to the website
      </Link>
    </LoginCard>
  );
}
