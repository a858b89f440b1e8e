import { useState } from 'react';
import { STAFF_WORDS as W } from '../../../shared/content/staff-words';
import { trpc } from '../../lib/trpc';
import { LoadState } from '../kit/load-state';
import { useAdminAction } from '../kit/use-admin-action';
import { SessionList } from '../staff/session-list';

/**
 * "Your sessions", for everyone in Settings: the browsers signed in to my own account, End for each
 * other one, and "Sign out all other sessions" (docs/decisions/036-staff-accounts-and-roles.md).
 */
export function SessionsPanel() {
  const utils = trpc.useUtils();
  const list = trpc.admin.sessions.list.useQuery(undefined, { staleTime: 0 });
  const end = trpc.admin.sessions.end.useMutation();
  const endOthers = trpc.admin.sessions.endAllOthers.useMutation();
  const act = useAdminAction();
  const [busy, setBusy] = useState(false);
  const refresh = () => void utils.admin.sessions.list.invalidate();
  const others = list.data?.filter((s) => !s.current).length ?? 0;

  return (
    <section className="admin-panel staff-sessions-panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{W.sessionsHeading}</h2>
      <p className="muted">{W.sessionsLead}</p>
      {list.data ? (
        <>
          <SessionList
            sessions={list.data}
            busy={busy}
            onEnd={(s) =>
              act({
                busy: setBusy,
                request: () => end.mutateAsync({ id: s.id }),
                apply: refresh,
                done: W.sessionEnded,
                failed: W.failed,
              })
            }
          />
          {others > 0 && (
            <div className="admin-form-actions">
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy}
                onClick={() =>
                  act({
                    busy: setBusy,
                    request: () => endOthers.mutateAsync(),
                    apply: refresh,
                    done: W.othersEnded(others),
                    failed: W.failed,
                  })
                }
              >
                {W.endAllOthers}
              </button>
            </div>
          )}
        </>
      ) : (
        <LoadState
          failed={list.isError}
          loadingText={W.sessionsLoading}
          errorText={W.sessionsLoadFailed}
          onRetry={() => list.refetch()}
        />
      )}
    </section>
  );
}
