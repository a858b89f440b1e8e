import './staff-section.css';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { STAFF_WORDS as W } from '../../../shared/content/staff-words';
import { formatDateTime } from '../../../shared/format';
import { ROLE_LABELS, ROLE_SUMMARIES, ROLES } from '../../../shared/roles';
import { InviteSchema } from '../../../shared/staff';
import { Options, SelectField, TextField } from '../../components/form/field';
import { useZodForm } from '../../components/form/use-zod-form';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { readAdminError } from '../kit/admin-errors';
import { FormActions } from '../kit/form-actions';
import { LoadState } from '../kit/load-state';
import { SectionHead } from '../kit/section-head';
import { useToast } from '../kit/toast';
import { useAdminAction } from '../kit/use-admin-action';
import { type Person, PersonDialog } from './staff-dialogs';

type StaffList = RouterOutputs['admin']['staffAccounts']['list'];
type Member = StaffList['people'][number];
type Invitation = StaffList['invitations'][number];

/** A link the server handed back once (no SMTP): shown until the Owner presses Done. */
interface ShownLink {
  name: string;
  link: string;
}

const shownName = (m: Member) => m.name || m.username;
const asPerson = (m: Member): Person => ({ id: m.id, shownName: shownName(m), role: m.role, active: m.active });

/**
 * Staff (docs/decisions/036-staff-accounts-and-roles.md), for Owners: the people with an account and
 * what each may do, inviting a person by a single-use link, the invitations waiting, and whether
 * everyone must sign in with a one-time code. Every refusal (the last Owner...) is the server's sentence.
 */
export function StaffAccountsSection() {
  const toast = useToast();
  const list = trpc.admin.staffAccounts.list.useQuery(undefined, { staleTime: 0 });
  const [link, setLink] = useState<ShownLink | null>(null);
  useEffect(() => {
    if (list.isError) toast.error(W.loadFailed);
  }, [list.isError, toast]);

  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHead title="Staff" description={W.staffLead} />
      {list.data ? (
        <div className="staff-accounts">
          <PeoplePanel people={list.data.people} />
          {link && <OnceLink key={link.link} shown={link} onDone={() => setLink(null)} />}
          <div className="staff-accounts-columns">
            <div className="staff-accounts-side">
              <InviteForm onLink={setLink} />
              <TwoFactorSwitch required={list.data.twoFactorForEveryone} />
            </div>
            <InvitationsPanel invitations={list.data.invitations} onLink={setLink} />
          </div>
        </div>
      ) : (
        <LoadState
          failed={list.isError}
          loadingText={W.loading}
          errorText={W.loadFailed}
          onRetry={() => list.refetch()}
        />
      )}
    </section>
  );
}

function PeoplePanel({ people }: { people: Member[] }) {
  const captionId = useId();
  const [openId, setOpenId] = useState<number | null>(null);
  // The dialog reads the person from the list, so it follows each change the list brings back.
  const open = people.find((m) => m.id === openId);
  return (
    <section className="staff-people" aria-labelledby="staff-people-title">
      <h2 id="staff-people-title">{W.peopleHeading}</h2>
      <section
        className="table-wrap admin-table-wrap staff-table-wrap"
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls in this region, which takes the keyboard's focus to scroll
        tabIndex={0}
      >
        <table className="table staff-table">
          <caption id={captionId} className="visually-hidden">
            {W.peopleCaption}
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Username</th>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Two-factor</th>
              <th scope="col">Status</th>
              <th scope="col">Last seen</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {people.map((m) => (
              <PersonRow key={m.id} m={m} onManage={() => setOpenId(m.id)} />
            ))}
          </tbody>
        </table>
      </section>
      {open && <PersonDialog person={asPerson(open)} onClose={() => setOpenId(null)} />}
    </section>
  );
}

/** A button whose visible word is short and whose name says whose row it acts on. */
function RowButton({
  label,
  name,
  danger = false,
  disabled,
  onClick,
}: {
  label: string;
  name: string;
  danger?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm ${danger ? 'btn-danger' : 'btn-outline'}`}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
      <span className="visually-hidden"> ({name})</span>
    </button>
  );
}

/** An e-mail address that may break after its @ rather than anywhere. */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

function PersonRow({ m, onManage }: { m: Member; onManage: () => void }) {
  const name = shownName(m);
  return (
    <tr className={m.active ? undefined : 'staff-inactive'}>
      <th scope="row">{name}</th>
      <td>{m.username}</td>
      <td className="staff-email">{m.email ? <Email address={m.email} /> : ''}</td>
      <td>{ROLE_LABELS[m.role]}</td>
      <td>{m.twoFactor ? W.on : W.off}</td>
      <td>
        <span className={`badge ${m.active ? 'staff-status-active' : 'staff-status-off'}`}>
          {m.active ? W.active : W.deactivatedStatus}
        </span>
      </td>
      <td>{m.lastSeenAt ? formatDateTime(m.lastSeenAt) : W.neverSeen}</td>
      <td>
        <RowButton label={W.manage} name={name} disabled={false} onClick={onManage} />
      </td>
    </tr>
  );
}

const EMPTY_INVITE = { name: '', email: '', role: '' };

/** Name, e-mail address and role: the server mails the link, or hands it back once to copy. */
function InviteForm({ onLink }: { onLink: (shown: ShownLink) => void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const invite = trpc.admin.staffAccounts.invite.useMutation();
  const form = useZodForm(InviteSchema, { initialValues: EMPTY_INVITE });
  const role = form.values.role as keyof typeof ROLE_SUMMARIES | '';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    try {
      const sent = await invite.mutateAsync(data);
      form.reset(EMPTY_INVITE);
      void utils.admin.staffAccounts.list.invalidate();
      if (sent.link) onLink({ name: data.name, link: sent.link });
      else toast.success(W.invitationMailed(data.name));
    } catch (error) {
      const { fieldErrors, summary } = readAdminError(error);
      form.showErrors(fieldErrors);
      toast.error(summary ?? W.failed);
    }
  }

  return (
    <form className="admin-form admin-panel" noValidate onSubmit={onSubmit} aria-labelledby="staff-invite-title">
      <h2 id="staff-invite-title">{W.inviteHeading}</h2>
      <p className="muted">{W.inviteLead}</p>
      <TextField form={form} name="name" label="Name" autoComplete="off" />
      <TextField form={form} name="email" label="E-mail address" type="email" autoComplete="off" required />
      <SelectField form={form} name="role" label="Role" hint={role ? ROLE_SUMMARIES[role] : W.inviteRoleHint}>
        <option value="">Choose a role</option>
        <Options items={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
      </SelectField>
      <FormActions label={W.inviteSubmit} working={invite.isPending} workingLabel="Sending..." />
    </form>
  );
}

/** The invitation link, shown this once (the server keeps only its hash), with Copy link. */
function OnceLink({ shown, onDone }: { shown: ShownLink; onDone: () => void }) {
  const toast = useToast();
  const fieldId = useId();
  const noteId = useId();
  // The link appears above the form that asked for it: focus goes to it so a keyboard or screen reader
  // user meets it, selected, with Copy link next.
  useEffect(() => {
    const input = document.getElementById(fieldId) as HTMLInputElement | null;
    // Centred, so the dashboard's sticky header never covers it or its sentence.
    input?.closest('section')?.scrollIntoView({ block: 'center' });
    input?.focus({ preventScroll: true });
  }, [fieldId]);

  async function onCopy() {
    const input = document.getElementById(fieldId) as HTMLInputElement | null;
    try {
      await navigator.clipboard.writeText(shown.link);
      toast.success(W.linkCopied);
    } catch {
      // Without clipboard access the link is selected, ready for the keyboard's copy.
      input?.select();
      toast.error(W.linkNotCopied);
    }
  }

  return (
    <section className="alert alert-info staff-once-link" aria-labelledby={noteId}>
      <p id={noteId} className="staff-once-note">
        {W.copyLink(shown.name)}
      </p>
      <label className="visually-hidden" htmlFor={fieldId}>
        {W.invitationLinkLabel(shown.name)}
      </label>
      <div className="staff-once-row">
        <input
          id={fieldId}
          className="staff-once-field"
          type="text"
          readOnly
          value={shown.link}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="btn btn-primary" onClick={onCopy}>
          {W.copyLinkButton}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {W.linkDone}
        </button>
      </div>
    </section>
  );
}

function InvitationsPanel({ invitations, onLink }: { invitations: Invitation[]; onLink: (shown: ShownLink) => void }) {
  return (
    <section className="admin-panel staff-invitations" aria-labelledby="staff-invitations-title">
      <h2 id="staff-invitations-title">{W.invitationsHeading}</h2>
      {invitations.length === 0 ? (
        <p className="admin-empty">{W.noInvitations}</p>
      ) : (
        <ul className="admin-rows">
          {invitations.map((i) => (
            <InvitationRow key={i.id} i={i} onLink={onLink} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InvitationRow({ i, onLink }: { i: Invitation; onLink: (shown: ShownLink) => void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const resend = trpc.admin.staffAccounts.resend.useMutation();
  const revoke = trpc.admin.staffAccounts.revoke.useMutation();
  const act = useAdminAction();
  const [busy, setBusy] = useState(false);
  const refresh = () => void utils.admin.staffAccounts.list.invalidate();

  async function onResend() {
    setBusy(true);
    try {
      const sent = await resend.mutateAsync({ id: i.id });
      refresh();
      if (sent.link) onLink({ name: i.name, link: sent.link });
      else toast.success(W.invitationResent(i.name));
    } catch (error) {
      toast.error(readAdminError(error).summary ?? W.failed);
    } finally {
      setBusy(false);
    }
  }
  function onRevoke() {
    if (!window.confirm(W.confirmRevoke(i.name))) return;
    void act({
      busy: setBusy,
      request: () => revoke.mutateAsync({ id: i.id }),
      apply: refresh,
      done: W.invitationRevoked(i.name),
      failed: W.failed,
    });
  }

  return (
    <li className="staff-invitation">
      <div className="staff-invitation-who">
        <span className="staff-invitation-name">{i.name}</span>
        <span className="staff-invitation-email">{i.email}</span>
        <span className="muted">
          {ROLE_LABELS[i.role]}. {W.invitedBy(i.invitedBy, formatDateTime(i.expiresAt))}
        </span>
      </div>
      <div className="staff-row-actions">
        <RowButton label="Resend" name={i.name} disabled={busy} onClick={onResend} />
        <RowButton label="Revoke" name={i.name} danger disabled={busy} onClick={onRevoke} />
      </div>
    </li>
  );
}

/** Owners always need the second factor; this asks it of Admissions and Editor staff too. */
function TwoFactorSwitch({ required }: { required: boolean }) {
  const utils = trpc.useUtils();
  const save = trpc.admin.staffAccounts.requireTwoFactor.useMutation();
  const toast = useToast();
  const hintId = useId();
  // The switch follows the click at once, and goes back if the server did not store it.
  const [checked, setChecked] = useState(required);
  useEffect(() => setChecked(required), [required]);

  async function onChange(on: boolean) {
    setChecked(on);
    try {
      await save.mutateAsync({ required: on });
      toast.success(W.twoFactorSaved(on));
      void utils.admin.staffAccounts.list.invalidate();
      void utils.admin.me.invalidate();
    } catch (error) {
      setChecked(!on);
      toast.error(readAdminError(error).summary ?? W.failed);
    }
  }

  return (
    <section className="admin-panel staff-two-factor" aria-labelledby="staff-two-factor-title">
      <h2 id="staff-two-factor-title">Two-factor sign-in</h2>
      <label className="admin-check">
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          name="twoFactorForEveryone"
          checked={checked}
          disabled={save.isPending}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.target.checked)}
        />
        {W.twoFactorSwitch}
      </label>
      <p id={hintId} className="muted">
        {W.twoFactorHint}
      </p>
    </section>
  );
}
