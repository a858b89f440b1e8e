import './session-list.css';
import { STAFF_WORDS as W } from '../../../shared/content/staff-words';
import { formatDateTime } from '../../../shared/format';
import type { RouterOutputs } from '../../lib/trpc';
import { trpc } from '../../lib/trpc';
import { LoadState } from '../kit/load-state';
import { useAdminAction } from '../kit/use-admin-action';

export type StaffSession = RouterOutputs['admin']['sessions']['list'][number];

/**
 * The browsers signed in to one account: each in plain words with its address and times, the current
 * one marked "This browser" and never offered to end (signing out does that), the others with End.
 */
export function SessionList({
  sessions,
  busy,
  onEnd,
}: {
  sessions: StaffSession[];
  busy: boolean;
  onEnd: (session: StaffSession) => void;
}) {
  if (sessions.length === 0) return <p className="admin-empty">{W.noSessions}</p>;
  return (
    <ul className="admin-rows staff-sessions">
      {sessions.map((s) => {
        const seen = formatDateTime(s.lastSeenAt);
        return (
          <li key={s.id}>
            <div className="staff-session-what">
              <span className="staff-session-browser">{s.browser}</span>
              {s.current && <span className="badge staff-session-current">{W.thisBrowser}</span>}
            </div>
            <dl className="staff-session-facts">
              <div>
                <dt>{W.address}</dt>
                <dd>{s.address || W.unknownAddress}</dd>
              </div>
              <div>
                <dt>{W.signedInAt}</dt>
                <dd>{formatDateTime(s.signedInAt)}</dd>
              </div>
              <div>
                <dt>{W.lastSeen}</dt>
                <dd>{seen}</dd>
              </div>
            </dl>
            {!s.current && (
              <button
                type="button"
                className="btn btn-outline btn-sm staff-session-end"
                disabled={busy}
                aria-label={W.endSessionName(s.browser, seen)}
                onClick={() => onEnd(s)}
              >
                {W.endSession}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One account's sessions as Settings ("Your sessions") and the Owner's staff dialog show them: the list
 * once loaded (End on each other session), else its loading line or error, then the button that ends
 * several at once when there are enough to end.
 */
export function AccountSessions({
  list,
  busy,
  setBusy,
  refresh,
  endMany,
}: {
  list: { data?: StaffSession[]; isError: boolean; refetch: () => unknown };
  busy: boolean;
  setBusy: (on: boolean) => void;
  /** Reads the lists again after a session ended. */
  refresh: () => void;
  endMany: { isOffered: boolean; text: string; request: () => Promise<unknown>; done: string };
}) {
  const end = trpc.admin.sessions.end.useMutation();
  const act = useAdminAction();
  const run = (request: () => Promise<unknown>, done: string) =>
    act({ busy: setBusy, request, apply: refresh, done, failed: W.failed });
  if (!list.data)
    return (
      <LoadState
        failed={list.isError}
        loadingText={W.sessionsLoading}
        errorText={W.sessionsLoadFailed}
        onRetry={() => list.refetch()}
      />
    );
  return (
    <>
      <SessionList
        sessions={list.data}
        busy={busy}
        onEnd={(s) => run(() => end.mutateAsync({ id: s.id }), W.sessionEnded)}
      />
      {endMany.isOffered && (
        <div className="admin-form-actions">
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => run(endMany.request, endMany.done)}
          >
            {endMany.text}
          </button>
        </div>
      )}
    </>
  );
}
