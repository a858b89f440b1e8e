import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../lib/trpc';
import { trpc } from '../../lib/trpc';
import { CONTENT_SECTIONS, type ContentSectionId } from '../content/content-config';
import { QueuePanel } from '../desk/queue-panel';
import { SectionHead } from '../kit/section-head';
import { useToast } from '../kit/toast';
import { sectionEntry } from '../section-paths';
import { useCan } from '../shell/access';
import { type SectionId, sectionPath } from '../shell/admin-paths';
import { SetupChecklist } from './setup-checklist';

type Stats = RouterOutputs['admin']['stats'];

interface Card {
  id: SectionId;
  label: string;
  total: (s: Stats) => number | undefined;
  /** What still waits for the office ('3 new'), for the lists parents write to. */
  waiting?: (s: Stats) => number | undefined;
}

// Parents' enquiries and applications first, with how many are still new; then one card per content
// type (a new type gets its card from CONTENT_SECTIONS and the stats procedure, with no edit here).
const CARDS: Card[] = [
  { id: 'enquiries', label: 'Contacts', total: (s) => s.enquiries, waiting: (s) => s.newEnquiries },
  { id: 'applications', label: 'Applications', total: (s) => s.applications, waiting: (s) => s.newApplications },
  ...(Object.keys(CONTENT_SECTIONS) as ContentSectionId[]).map((id) => ({
    id,
    label: CONTENT_SECTIONS[id].title,
    total: (s: Stats) => (s as Record<string, unknown>)[id] as number | undefined,
  })),
];

/** The disclosure's problems across campuses (missing, expiring or expired items), a link to fix them. */
function DisclosureCard({ status }: { status: RouterOutputs['admin']['disclosure']['status'] | undefined }) {
  const line = !status
    ? ''
    : status.campuses.length === 0
      ? 'No campus yet'
      : status.problems === 0
        ? 'No problems'
        : `${status.problems === 1 ? 'problem' : 'problems'} to fix`;
  return (
    <li className="admin-stat admin-stat-disclosure">
      <Link to={sectionPath('disclosure')} className="admin-stat-link">
        <span className="admin-stat-label">Disclosure</span>
        <span className="admin-stat-value">{status ? status.problems : '–'}</span>
        <span className={`admin-stat-new${status?.problems ? ' has-problems' : ''}`}>{line}</span>
      </Link>
    </li>
  );
}

/** The dashboard's overview: a count card per section, each a link to it. */
export function OverviewSection({ username }: { username: string }) {
  const toast = useToast();
  const can = useCan();
  const stats = trpc.admin.stats.useQuery(undefined, { staleTime: 0 });
  const disclosure = trpc.admin.disclosure.status.useQuery(undefined, { staleTime: 0, enabled: can('content') });
  // A card for each section this person may open, and no other.
  const cards = CARDS.filter((c) => can(sectionEntry(c.id).permission));
  useEffect(() => {
    if (stats.isError) toast.error('Error loading dashboard data');
  }, [stats.isError, toast]);

  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHead title="Dashboard" description={`Welcome, ${username}. Here is what the website holds today.`} />
      <QueuePanel />
      {can('settings') && <SetupChecklist />}
      <ul className="admin-stats">
        {cards.map((c) => {
          const total = stats.data ? c.total(stats.data) : undefined;
          const waiting = stats.data && c.waiting ? c.waiting(stats.data) : undefined;
          return (
            <li key={c.id} className={`admin-stat admin-stat-${c.id}`}>
              <Link to={sectionPath(c.id)} className="admin-stat-link">
                <span className="admin-stat-label">{c.label}</span>
                <span className="admin-stat-value">{total ?? '–'}</span>
                {c.waiting && (
                  <span className={`admin-stat-new${waiting ? ' has-new' : ''}`}>
                    {waiting === undefined ? '' : `${waiting} new`}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
        {can('content') && <DisclosureCard status={disclosure.data} />}
      </ul>
    </section>
  );
}
