import { useState } from 'react';
import { STAFF_WORDS as W } from '../../../shared/content/staff-words';
import { trpc } from '../../lib/trpc';
import { AccountSessions } from '../staff/session-list';

/**
 * "Your sessions", for everyone in Settings: the browsers signed in to my own account, End for each
 * other one, and "Sign out all other sessions" (docs/decisions/036-staff-accounts-and-roles.md).
 */
export function SessionsPanel() {
  const utils = trpc.useUtils();
  const list = trpc.admin.sessions.list.useQuery(undefined, { staleTime: 0 });
  const endOthers = trpc.admin.sessions.endAllOthers.useMutation();
  const [busy, setBusy] = useState(false);
  const others = list.data?.filter((s) => !s.current).length ?? 0;

  return (
    <section className="admin-panel staff-sessions-panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{W.sessionsHeading}</h2>
      <p className="muted">{W.sessionsLead}</p>
      <AccountSessions
        list={list}
        busy={busy}
        setBusy={setBusy}
        refresh={() => void utils.admin.sessions.list.invalidate()}
        endMany={{
          isOffered: others > 0,
          text: W.endAllOthers,
          request: () => endOthers.mutateAsync(),
          done: W.othersEnded(others),
        }}
      />
    </section>
  );
}
