import './admin.css';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_REDIRECT_MS } from '../../../shared/constants';
import { PATHS } from '../../../shared/paths';
import { errorInfo } from '../../components/admin/request';
import { trpc } from '../../lib/trpc';
import { ADMIN_FLAG_KEY, ADMIN_USERNAME_KEY } from './admin-storage';

// spec §2 'Admin login', checked on the server (DECISIONS.md 'Administration'). No credentials
// on the page; the hint says where first-time credentials come from.
export default function LoginPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const login = trpc.admin.login.useMutation();
  const me = trpc.admin.me.useQuery(undefined, { staleTime: 0, retry: false });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<{ username?: string; password?: string; form?: string }>({});
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
    if (me.data) navigate(PATHS.adminDashboard, { replace: true });
  }, [me.data, navigate]);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (!username.trim()) next.username = 'Username is required';
    if (!password) next.password = 'Password is required';
    setErrors(next);
    if (next.username || next.password) return;
    try {
      const result = await login.mutateAsync({ username: username.trim(), password });
      // The browser flag of the spec stays as a hint for the UI; the HttpOnly cookie is the authority.
      localStorage.setItem(ADMIN_FLAG_KEY, 'true');
      localStorage.setItem(ADMIN_USERNAME_KEY, result.username);
      utils.admin.me.setData(undefined, result);
      setIsRedirecting(true);
      timer.current = setTimeout(() => navigate(PATHS.adminDashboard), LOGIN_REDIRECT_MS);
    } catch (error) {
      const info = errorInfo(error);
      setErrors({
        form:
          info.code === 'TOO_MANY_REQUESTS' && info.message
            ? info.message
            : info.code === 'UNAUTHORIZED' || info.code === 'BAD_REQUEST'
              ? 'Invalid username or password'
              : 'Something went wrong. Please try again.',
      });
    }
  }

  const busy = login.isPending || isRedirecting;
  return (
    <main className="admin-login" id="main">
      <div className="admin-login-card">
        <div className="admin-login-logo" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="icon">
            <path
              d="M12 3l8 4v5c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V7z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
            <path
              d="M9 12l2 2 4-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <h1>Admin Portal</h1>
        <p className="admin-login-welcome">Welcome Back</p>
        <p className="muted admin-login-lead">Manage the school website's content and enquiries.</p>

        <form className="admin-form" noValidate onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor="login-username">Username</label>
            <input
              id="login-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={errors.username ? 'login-username-error' : undefined}
            />
            {errors.username && (
              <span className="field-error" id="login-username-error">
                {errors.username}
              </span>
            )}
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <div className="password-wrap">
              <input
                id="login-password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'login-password-error' : undefined}
              />
              <button type="button" className="password-toggle" onClick={() => setShowPassword((v) => !v)}>
                {/* Named by its content, not aria-label, so the label 'Password' names only the field. */}
                <span className="visually-hidden">{showPassword ? 'Hide password' : 'Show password'}</span>
                <svg viewBox="0 0 24 24" className="icon" aria-hidden="true">
                  <path
                    d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  />
                  <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
                  {showPassword && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
                </svg>
              </button>
            </div>
            {errors.password && (
              <span className="field-error" id="login-password-error">
                {errors.password}
              </span>
            )}
          </div>
          {errors.form && (
            <div className="alert alert-error" role="alert">
              {errors.form}
            </div>
          )}
          <button type="submit" className="btn btn-primary admin-login-submit" disabled={busy}>
            {busy ? (
              <>
                <span className="spinner" aria-hidden="true" />
                Signing in...
              </>
            ) : (
              'Sign In'
            )}
          </button>
        </form>
        <p className="admin-login-hint">
          First time here? The administrator account is set up with the server: use the username and password it was
          started with, or the one-time password printed in its log.
        </p>
        <Link to={PATHS.home} className="admin-login-back">
          Back to the website
        </Link>
      </div>
    </main>
  );
}
