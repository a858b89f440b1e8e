import { type FormEvent, useState } from 'react';
import { STAFF_WORDS as W } from '../../../shared/content/staff-words';
import { ROLE_LABELS, ROLE_SUMMARIES, ROLES, type Role } from '../../../shared/roles';
import { trpc } from '../../lib/trpc';
import { AdminDialog } from '../kit/admin-dialog';
import { LoadState } from '../kit/load-state';
import { useAdminAction } from '../kit/use-admin-action';
import { SessionList } from './session-list';

export interface Person {
  id: number;
  shownName: string;
  role: Role;
}

/** The three roles as radio buttons, each with what it may do under its name. */
export function RoleChoices({
  name,
  value,
  onChange,
}: {
  name: string;
  value: Role | '';
  onChange: (role: Role) => void;
}) {
  return (
    <div className="staff-roles">
      {ROLES.map((role) => {
        const id = `${name}-${role}`;
        return (
          <div key={role} className="staff-role">
            <input
              type="radio"
              id={id}
              name={name}
              value={role}
              checked={value === role}
              aria-describedby={`${id}-summary`}
              onChange={() => onChange(role)}
            />
            <label htmlFor={id}>{ROLE_LABELS[role]}</label>
            <p id={`${id}-summary`} className="staff-role-summary">
              {ROLE_SUMMARIES[role]}
            </p>
          </div>
        );
      })}
    </div>
  );
}

/** Change one person's role; the server refuses to leave the school without an active Owner. */
export function RoleDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const utils = trpc.useUtils();
  const change = trpc.admin.staffAccounts.changeRole.useMutation();
  const act = useAdminAction();
  const [role, setRole] = useState<Role>(person.role);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const ok = await act({
      busy: setBusy,
      request: () => change.mutateAsync({ id: person.id, role }),
      apply: () => void utils.admin.staffAccounts.list.invalidate(),
      done: W.roleChanged(person.shownName, ROLE_LABELS[role]),
      failed: W.failed,
    });
    if (ok) onClose();
  }

  return (
    <AdminDialog title={W.roleHeading(person.shownName)} onClose={onClose} busy={busy}>
      {(titleId) => (
        <form className="admin-form" onSubmit={onSubmit} aria-labelledby={titleId}>
          <fieldset className="staff-role-set">
            <legend className="visually-hidden">{W.roleHeading(person.shownName)}</legend>
            <RoleChoices name={`role-of-${person.id}`} value={role} onChange={setRole} />
          </fieldset>
          <div className="admin-dialog-actions">
            <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy || role === person.role}>
              {busy ? 'Saving...' : W.roleSave}
            </button>
          </div>
        </form>
      )}
    </AdminDialog>
  );
}

/** One person's sessions, for the Owner: End each, or all of them at once. */
export function SessionsDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const utils = trpc.useUtils();
  const list = trpc.admin.staffAccounts.sessions.useQuery({ id: person.id }, { staleTime: 0 });
  const end = trpc.admin.sessions.end.useMutation();
  const endAll = trpc.admin.staffAccounts.endSessions.useMutation();
  const act = useAdminAction();
  const [busy, setBusy] = useState(false);
  const refresh = () => {
    void utils.admin.staffAccounts.sessions.invalidate({ id: person.id });
    void utils.admin.staffAccounts.list.invalidate();
  };
  const endable = list.data?.filter((s) => !s.current).length ?? 0;

  return (
    <AdminDialog title={W.sessionsOf(person.shownName)} onClose={onClose} busy={busy}>
      {() => (
        <div className="staff-dialog-body">
          {list.data ? (
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
          ) : (
            <LoadState
              failed={list.isError}
              loadingText={W.sessionsLoading}
              errorText={W.sessionsLoadFailed}
              onRetry={() => list.refetch()}
            />
          )}
          <div className="admin-dialog-actions">
            <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
              Close
            </button>
            {endable > 0 && (
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy}
                onClick={() =>
                  act({
                    busy: setBusy,
                    request: () => endAll.mutateAsync({ id: person.id }),
                    apply: refresh,
                    done: W.allEnded(person.shownName, endable),
                    failed: W.failed,
                  })
                }
              >
                {W.endAllOf(person.shownName)}
              </button>
            )}
          </div>
        </div>
      )}
    </AdminDialog>
  );
}
