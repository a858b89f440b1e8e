import { type FormEvent, useEffect, useState } from 'react';
import { STAFF_WORDS as W } from '../../../shared/content/staff-words';
import { ROLE_LABELS, ROLE_SUMMARIES, ROLES, type Role } from '../../../shared/roles';
import { trpc } from '../../lib/trpc';
import { AdminDialog } from '../kit/admin-dialog';
import { useAdminAction } from '../kit/use-admin-action';
import { AccountSessions } from './session-list';

export interface Person {
  id: number;
  shownName: string;
  role: Role;
  active: boolean;
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

/**
 * Everything an Owner does to one person's account, in one dialog: the role, the browsers signed in,
 * and deactivating or removing the account. The server refuses what would leave the school without
 * an active Owner, and its sentence is the toast.
 */
export function PersonDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog title={person.shownName} onClose={onClose} busy={busy}>
      {() => (
        <div className="admin-dialog-body staff-dialog-body">
          <RoleForm person={person} busy={busy} setBusy={setBusy} />
          <PersonSessions person={person} busy={busy} setBusy={setBusy} />
          <AccountActions person={person} busy={busy} setBusy={setBusy} onRemoved={onClose} />
          <div className="admin-dialog-actions">
            <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
              Close
            </button>
          </div>
        </div>
      )}
    </AdminDialog>
  );
}

interface PartProps {
  person: Person;
  busy: boolean;
  setBusy: (on: boolean) => void;
}

function RoleForm({ person, busy, setBusy }: PartProps) {
  const utils = trpc.useUtils();
  const change = trpc.admin.staffAccounts.changeRole.useMutation();
  const act = useAdminAction();
  const [role, setRole] = useState<Role>(person.role);
  useEffect(() => setRole(person.role), [person.role]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void act({
      busy: setBusy,
      request: () => change.mutateAsync({ id: person.id, role }),
      apply: () => void utils.admin.staffAccounts.list.invalidate(),
      done: W.roleChanged(person.shownName, ROLE_LABELS[role]),
      failed: W.failed,
    });
  }

  return (
    <form className="admin-form staff-dialog-part" onSubmit={onSubmit}>
      <fieldset className="staff-role-set">
        <legend>{W.roleLegend}</legend>
        <RoleChoices name={`role-of-${person.id}`} value={role} onChange={setRole} />
      </fieldset>
      <div className="admin-form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || role === person.role}>
          {W.roleSave}
        </button>
      </div>
    </form>
  );
}

/** One person's sessions, for the Owner: End each, or all of them at once. */
function PersonSessions({ person, busy, setBusy }: PartProps) {
  const utils = trpc.useUtils();
  const list = trpc.admin.staffAccounts.sessions.useQuery({ id: person.id }, { staleTime: 0 });
  const endAll = trpc.admin.staffAccounts.endSessions.useMutation();
  const endable = list.data?.filter((s) => !s.current).length ?? 0;
  const refresh = () => {
    void utils.admin.staffAccounts.sessions.invalidate({ id: person.id });
    void utils.admin.staffAccounts.list.invalidate();
  };

  return (
    <section className="staff-dialog-part" aria-labelledby={`sessions-of-${person.id}`}>
      <h3 id={`sessions-of-${person.id}`}>{W.sessionsOf(person.shownName)}</h3>
      <AccountSessions
        list={list}
        busy={busy}
        setBusy={setBusy}
        refresh={refresh}
        endMany={{
          isOffered: endable > 1,
          text: W.endAllOf(person.shownName),
          request: () => endAll.mutateAsync({ id: person.id }),
          done: W.allEnded(person.shownName, endable),
        }}
      />
    </section>
  );
}

function AccountActions({ person, busy, setBusy, onRemoved }: PartProps & { onRemoved: () => void }) {
  const utils = trpc.useUtils();
  const deactivate = trpc.admin.staffAccounts.deactivate.useMutation();
  const reactivate = trpc.admin.staffAccounts.reactivate.useMutation();
  const remove = trpc.admin.staffAccounts.remove.useMutation();
  const act = useAdminAction();
  const name = person.shownName;
  const refresh = () => {
    void utils.admin.staffAccounts.list.invalidate();
    void utils.admin.staffAccounts.sessions.invalidate({ id: person.id });
  };

  function onDeactivate() {
    if (!window.confirm(W.confirmDeactivate(name))) return;
    void act({
      busy: setBusy,
      request: () => deactivate.mutateAsync({ id: person.id }),
      apply: refresh,
      done: W.deactivated(name),
      failed: W.failed,
    });
  }
  function onReactivate() {
    void act({
      busy: setBusy,
      request: () => reactivate.mutateAsync({ id: person.id }),
      apply: refresh,
      done: W.reactivated(name),
      failed: W.failed,
    });
  }
  async function onRemove() {
    if (!window.confirm(W.confirmRemove(name))) return;
    const removed = await act({
      busy: setBusy,
      request: () => remove.mutateAsync({ id: person.id }),
      apply: () => void utils.admin.staffAccounts.list.invalidate(),
      done: W.removed(name),
      failed: W.failed,
    });
    if (removed) onRemoved();
  }

  return (
    <section className="staff-dialog-part" aria-labelledby={`account-of-${person.id}`}>
      <h3 id={`account-of-${person.id}`}>{W.accountHeading}</h3>
      <p className="muted">{person.active ? W.deactivateHint : W.reactivateHint}</p>
      <div className="admin-form-actions">
        {person.active ? (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={onDeactivate}>
            {W.deactivate(name)}
          </button>
        ) : (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={onReactivate}>
            {W.reactivate(name)}
          </button>
        )}
        <button type="button" className="btn btn-danger" disabled={busy} onClick={onRemove}>
          {W.remove(name)}
        </button>
      </div>
    </section>
  );
}
