import './admin.css';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';
import type { Role } from '../../../shared/roles';
import { SchoolLogo } from '../../components/header/school-logo';
import { trpc } from '../../lib/trpc';
import { DisclosureExampleBanner } from '../disclosure/disclosure-banner';
import { SectionAccess } from '../kit/section-access';
import { ToastProvider } from '../kit/toast';
import { UnsavedChangesProvider } from '../kit/unsaved-changes';
import { adminSection, mayOpen, navigationGroups, type SectionId } from '../sections';
import { TwoFactorSetupScreen } from '../settings/two-factor-setup';
import { AccessProvider } from './access';
import { type AdminPlace, parseAdminPath, sectionPath } from './admin-paths';
import { clearAdminHint } from './admin-storage';
import { useRefusals } from './refusals';

// The admin dashboard. Client-rendered behind the server session (docs/decisions/003-sign-in-and-sessions.md): the server
// HTML is a loading shell; a signed-out visitor is sent to the login page, and back here once signed in. Each
// section and open item has its own address (admin-paths.ts), so reload, back and forward keep the place.
// The navigation and the section shown both come from the section registry (../sections.tsx).

/** Sections whose data is not refetched when chosen again: they load what they show themselves. */
const KEEPS_DATA_ON_CHOOSE: ReadonlySet<SectionId> = new Set(['dashboard', 'settings', 'applications']);

/**
 * The login page with the dashboard address to come back to after signing in (its path only, never a
 * query); the overview, and anything that is not a dashboard address, need no return path.
 */
function loginPath(pathname: string): string {
  const place = parseAdminPath(pathname);
  return !place || pathname === PATHS.adminDashboard
    ? PATHS.adminLogin
    : `${PATHS.adminLogin}?next=${encodeURIComponent(pathname)}`;
}

function NavIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="icon"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

function Dashboard({
  username,
  role,
  place,
  mustChangePassword,
  setUpTwoFactor,
}: {
  username: string;
  role: Role;
  place: AdminPlace | null;
  mustChangePassword: boolean;
  /** Only the set-up of two-factor sign-in (and Logout) until it is on: the server refuses the rest. */
  setUpTwoFactor: { onConfirmed: () => void; onDone: () => void } | null;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const logout = trpc.admin.logout.useMutation();
  const section = place?.section ?? null;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // A refusal of any request (refusals.ts): the data is dropped at once; a refused session goes to sign
  // in, a refused read shows "You don't have access" in place of the section until the person moves on.
  const [refusedAt, setRefusedAt] = useState<string | null>(null);
  useRefusals({
    onSession: () => navigate(loginPath(window.location.pathname), { replace: true }),
    onRole: (readRefused) => {
      if (readRefused) setRefusedAt(window.location.pathname);
    },
  });

  async function onLogout() {
    try {
      await logout.mutateAsync();
    } catch {
      // Signed out locally either way; the server session expires on its own.
    }
    clearAdminHint();
    // The login page drops the rest of the cached admin data once this page has unmounted.
    queryClient.setQueryData([['admin', 'me'], { type: 'query' }], null);
    navigate(PATHS.adminLogin, { replace: true });
  }

  function choose(id: SectionId) {
    setMenuOpen(false);
    // Chosen again, the section is asked for again: the person's role may allow it by now.
    setRefusedAt(null);
    // Choosing the section again brings it back to its list (and closes an open item).
    if (sectionPath(id) !== pathname) navigate(sectionPath(id));
    if (!KEEPS_DATA_ON_CHOOSE.has(id)) void queryClient.invalidateQueries({ queryKey: [['admin', id]] });
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  let content: ReactNode;
  if (setUpTwoFactor) content = <TwoFactorSetupScreen {...setUpTwoFactor} />;
  else if (mustChangePassword && section !== 'settings') content = <Navigate to={sectionPath('settings')} replace />;
  else if (!place) content = <UnknownAddress />;
  else if (!mayOpen(role, adminSection(place.section)) || refusedAt === pathname)
    content = <NoAccess label={adminSection(place.section).label} />;
  else {
    const { component: Section, permission } = adminSection(place.section);
    content = (
      <SectionAccess permission={permission}>
        <Section open={place.item} username={username} mustChangePassword={mustChangePassword} />
      </SectionAccess>
    );
  }

  return (
    <div className={`admin-shell${menuOpen ? ' is-menu-open' : ''}`}>
      <header className="admin-topbar">
        <button
          type="button"
          className="icon-btn admin-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <NavIcon>{menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</NavIcon>
        </button>
        <p className="admin-brand">
          <SchoolLogo size={28} />
          Admin Portal
        </p>
        <div className="admin-account">
          <p className="admin-user">
            Signed in as <strong>{username}</strong>
          </p>
          <button
            type="button"
            className="btn btn-outline btn-sm admin-logout"
            onClick={onLogout}
            disabled={logout.isPending}
          >
            <NavIcon>
              <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
            </NavIcon>
            Logout
          </button>
        </div>
      </header>
      <aside className="admin-sidebar" id={menuId}>
        <nav aria-label="Admin sections">
          {(setUpTwoFactor ? [] : navigationGroups(role)).map(({ group, sections }) => {
            const headingId = group ? `${menuId}-${group.toLowerCase()}` : undefined;
            return (
              <div key={group ?? 'overview'} className="admin-nav-group">
                {/* A label, not a heading: the section's own h1 and h2 are the page's outline. */}
                {group && (
                  <p id={headingId} className="admin-nav-heading">
                    {group}
                  </p>
                )}
                <ul aria-labelledby={headingId}>
                  {sections.map((n) => (
                    <li key={n.id}>
                      <button
                        type="button"
                        className="admin-nav-item"
                        aria-current={n.id === section ? 'page' : undefined}
                        onClick={() => choose(n.id)}
                      >
                        <NavIcon>
                          <path d={n.icon} />
                        </NavIcon>
                        {n.label}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
        <a className="admin-site-link" href={PATHS.home}>
          View website
        </a>
      </aside>
      {menuOpen && (
        <button
          type="button"
          className="admin-scrim"
          aria-label="Close menu"
          tabIndex={-1}
          onClick={() => setMenuOpen(false)}
        />
      )}
      <main className="admin-main" id="main">
        {!mustChangePassword && !setUpTwoFactor && <DisclosureExampleBanner key={pathname} />}
        {content}
      </main>
    </div>
  );
}

/**
 * A section the person's role may not open, reached by its address: it says so and renders none of
 * the section, so none of its data is asked for.
 */
function NoAccess({ label }: { label: string }) {
  const navigate = useNavigate();
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h1 id="admin-section-title">{label}</h1>
      </div>
      <p className="admin-empty" role="alert">
        You don't have access to this section.{' '}
        <button type="button" className="btn btn-outline btn-sm" onClick={() => navigate(PATHS.adminDashboard)}>
          Go to the overview
        </button>
      </p>
    </section>
  );
}

/** An address under /admin that names no section or item. */
function UnknownAddress() {
  const navigate = useNavigate();
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h1 id="admin-section-title">Page not found</h1>
      </div>
      <p className="admin-empty">
        This address is not part of the dashboard.{' '}
        <button type="button" className="btn btn-outline btn-sm" onClick={() => navigate(PATHS.adminDashboard)}>
          Go to the overview
        </button>
      </p>
    </section>
  );
}

export default function DashboardPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const utils = trpc.useUtils();
  const me = trpc.admin.me.useQuery(undefined, { staleTime: 0, retry: false });
  // Held from the moment the set-up is needed until its recovery codes are saved: once the first code is
  // confirmed `me` says two-factor is on, but the codes are still on screen to be saved.
  const mustSetUp = Boolean(me.data?.twoFactorRequired && !me.data.twoFactor);
  const [settingUp, setSettingUp] = useState(false);
  useEffect(() => {
    if (mustSetUp) setSettingUp(true);
  }, [mustSetUp]);
  const setUpTwoFactor =
    mustSetUp || settingUp
      ? {
          onConfirmed: () => setSettingUp(true),
          onDone: () => {
            setSettingUp(false);
            void utils.admin.me.invalidate();
          },
        }
      : null;

  useEffect(() => {
    if (me.data === null) {
      clearAdminHint();
      navigate(loginPath(window.location.pathname), { replace: true });
    }
  }, [me.data, navigate]);

  if (me.isError) {
    return (
      <main className="admin-loading" id="main">
        <div className="alert alert-error">
          <p>Error loading page</p>
          <button type="button" className="btn btn-outline" onClick={() => me.refetch()}>
            Try Again
          </button>
        </div>
      </main>
    );
  }
  if (!me.data) {
    return (
      <main className="admin-loading" id="main">
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Loading dashboard...
        </p>
      </main>
    );
  }
  // '/admin' alone is the overview's address.
  if (pathname === '/admin' || pathname === '/admin/') return <Navigate to={PATHS.adminDashboard} replace />;
  return (
    <ToastProvider>
      <UnsavedChangesProvider>
        <AccessProvider role={me.data.role}>
          <Dashboard
            username={me.data.username}
            role={me.data.role}
            place={parseAdminPath(pathname)}
            mustChangePassword={me.data.mustChangePassword}
            setUpTwoFactor={setUpTwoFactor}
          />
        </AccessProvider>
      </UnsavedChangesProvider>
    </ToastProvider>
  );
}
