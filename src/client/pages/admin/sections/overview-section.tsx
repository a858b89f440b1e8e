import { useEffect } from 'react';
import { useToast } from '../../../components/admin/toast';
import { trpc } from '../../../lib/trpc';

const CARDS = [
  { key: 'artworks', label: 'Gallery' },
  { key: 'announcements', label: 'Announcements' },
  { key: 'enquiries', label: 'Contacts' },
  { key: 'highlights', label: 'Slides' },
  { key: 'journeys', label: 'Journeys' },
  { key: 'achievements', label: 'Achievements' },
] as const;

/** The dashboard's overview: a count card per content type. */
export function OverviewSection({ username }: { username: string }) {
  const toast = useToast();
  const stats = trpc.admin.stats.useQuery(undefined, { staleTime: 0 });
  useEffect(() => {
    if (stats.isError) toast.error('Error loading dashboard data');
  }, [stats.isError, toast]);

  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <div>
          <h1 id="admin-section-title">Dashboard</h1>
          <p className="muted">Welcome, {username}. Here is what the website holds today.</p>
        </div>
      </div>
      <ul className="admin-stats">
        {CARDS.map((c) => (
          <li key={c.key} className={`admin-stat admin-stat-${c.key}`}>
            <span className="admin-stat-label">{c.label}</span>
            <span className="admin-stat-value">{stats.data ? stats.data[c.key] : '–'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
