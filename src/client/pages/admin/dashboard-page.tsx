import './admin.css';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';
import { ToastProvider } from '../../components/admin/toast';
import { LogoMark } from '../../components/icons/icons';
import { trpc } from '../../lib/trpc';
import { clearAdminHint } from './admin-storage';
import { ApplicationsSection } from './applications/applications-section';
import { EnquiriesSection } from './enquiries/enquiries-section';
import { CONTENT_SECTIONS } from './sections/content-config';
import { ContentSection } from './sections/content-section';
import { OverviewSection } from './sections/overview-section';
import { SettingsSection } from './sections/settings-section';

// The admin dashboard. Client-rendered behind the server session (docs/decisions/003-sign-in-and-sessions.md): the server
// HTML is a loading shell; a signed-out visitor is sent to the login page.
type SectionId =
  | 'dashboard'
  | 'artworks'
  | 'announcements'
  | 'enquiries'
  | 'highlights'
  | 'journeys'
  | 'achievements'
  | 'applications'
  | 'settings';

const NAV: { id: SectionId; label: string; icon: ReactNode }[] = [
  { id: 'dashboard', label: 'Dashboard', icon: <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" /> },
  { id: 'artworks', label: 'Gallery', icon: <path d="M4 5h16v14H4zM4 15l5-5 4 4 3-3 4 4" /> },
  { id: 'announcements', label: 'Announcements', icon: <path d="M4 10v4h3l6 4V6L7 10zM17 9a4 4 0 010 6" /> },
  { id: 'enquiries', label: 'Contacts', icon: <path d="M4 6h16v12H4zM4 7l8 6 8-6" /> },
  { id: 'highlights', label: 'Slides', icon: <path d="M3 6h14v10H3zM7 20h14V10" /> },
  { id: 'journeys', label: 'Journeys', icon: <path d="M5 19c3-8 11-6 14-14M5 19h4M19 5v4" /> },
  {
    id: 'achievements',
    label: 'Achievements',
    icon: <path d="M8 4h8v5a4 4 0 01-8 0zM12 13v4M8 20h8M8 6H5a3 3 0 003 3M16 6h3a3 3 0 01-3 3" />,
  },
  { id: 'applications', label: 'Applications', icon: <path d="M6 3h9l3 3v15H6zM9 10h6M9 14h6M9 18h4" /> },
  {
    id: 'settings',
    label: 'Settings',
    icon: <path d="M12 8a4 4 0 100 8 4 4 0 000-8zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2" />,
  },
];

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

function Dashboard({ username }: { username: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = trpc.admin.logout.useMutation();
  const [section, setSection] = useState<SectionId>('dashboard');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // A session that expires while the dashboard is open sends the administrator to sign in again.
  useEffect(() => {
    const isUnauthorized = (e: unknown) => (e as { data?: { code?: string } } | null)?.data?.code === 'UNAUTHORIZED';
    const unsubQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && isUnauthorized(event.query.state.error))
        navigate(PATHS.adminLogin, { replace: true });
    });
    const unsubMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && isUnauthorized(event.mutation?.state.error))
        navigate(PATHS.adminLogin, { replace: true });
    });
    return () => {
      unsubQueries();
      unsubMutations();
    };
  }, [queryClient, navigate]);

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
    setSection(id);
    setMenuOpen(false);
    if (id !== 'dashboard' && id !== 'settings' && id !== 'applications')
      void queryClient.invalidateQueries({ queryKey: [['admin', id]] });
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  let content: ReactNode;
  if (section === 'dashboard') content = <OverviewSection username={username} />;
  else if (section === 'enquiries') content = <EnquiriesSection />;
  else if (section === 'settings') content = <SettingsSection />;
  else if (section === 'applications') content = <ApplicationsSection />;
  else content = <ContentSection key={section} config={CONTENT_SECTIONS[section]} />;

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
          <LogoMark size={28} />
          Admin Portal
        </p>
        <p className="admin-user">
          Signed in as <strong>{username}</strong>
        </p>
      </header>
      <aside className="admin-sidebar" id={menuId}>
        <nav aria-label="Admin sections">
          <ul>
            {NAV.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  className="admin-nav-item"
                  aria-current={n.id === section ? 'page' : undefined}
                  onClick={() => choose(n.id)}
                >
                  <NavIcon>{n.icon}</NavIcon>
                  {n.label}
                </button>
              </li>
            ))}
            <li className="admin-nav-sep">
              <button
                type="button"
                className="admin-nav-item admin-logout"
                onClick={onLogout}
                disabled={logout.isPending}
              >
                <NavIcon>
                  <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
                </NavIcon>
                Logout
              </button>
            </li>
          </ul>
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
        {content}
      </main>
    </div>
  );
}

export default function DashboardPage() {
  const navigate = useNavigate();
  const me = trpc.admin.me.useQuery(undefined, { staleTime: 0, retry: false });

  useEffect(() => {
    if (me.data === null) {
      clearAdminHint();
      navigate(PATHS.adminLogin, { replace: true });
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
  return (
    <ToastProvider>
      <Dashboard username={me.data.username} />
    </ToastProvider>
  );
}
