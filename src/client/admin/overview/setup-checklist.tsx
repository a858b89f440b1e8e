import './setup-checklist.css';
import { Link } from 'react-router-dom';
import { SETUP_HEADING, SETUP_ITEM_WORDS, SETUP_LEAD } from '../../../shared/content/setup-words';
import type { SetupItem } from '../../../shared/setup-checklist';
import { trpc } from '../../lib/trpc';
import { sectionPath } from '../shell/admin-paths';

/** The address that fixes an item: its section, with the control to focus as the fragment. */
export const setupItemPath = (item: SetupItem) =>
  `${sectionPath(item.section)}${item.target ? `#${encodeURIComponent(item.target)}` : ''}`;

/** The panel itself: nothing at all when no item is open. */
export function SetupChecklistPanel({ items }: { items: readonly SetupItem[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <section className="admin-panel admin-setup" aria-labelledby="admin-setup-title">
      <h2 id="admin-setup-title">{SETUP_HEADING}</h2>
      <p className="muted">{SETUP_LEAD}</p>
      <ul className="admin-setup-list">
        {items.map((item) => (
          <li key={item.id}>
            <p>{item.text}</p>
            <Link to={setupItemPath(item)} className="btn btn-outline btn-sm">
              {SETUP_ITEM_WORDS[item.id].link}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Finish setting up your site" on the overview (docs/decisions/035-setup-checklist.md). Only those
 * holding the settings permission are answered; for anyone else the query is refused and, as while it
 * loads, nothing is shown: no error, no retries.
 */
export function SetupChecklist() {
  const setup = trpc.admin.setupChecklist.useQuery(undefined, { staleTime: 0, retry: false });
  return <SetupChecklistPanel items={setup.data?.items} />;
}
