import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { STAFF_WORDS } from '../../../shared/content/staff-words';
import { ROLE_LABELS } from '../../../shared/roles';
import { suggestedUsername } from '../../../shared/staff';
import { postedText, useFormPostState } from '../../lib/form-post-state';
import { trpc } from '../../lib/trpc';
import {
  FormAlert,
  LinkDone,
  LinkInvalid,
  LinkPageFrame,
  NewPasswordFields,
  readRefusal,
  TextInput,
} from './link-form';

// Accepting an invitation (/admin/invitation/<token>): a username and a password under the sign-in
// rules; the account gets the invited name, e-mail and role (docs/decisions/036-staff-accounts-and-roles.md).
export default function InvitationPage() {
  const { '*': rest = '' } = useParams();
  const token = rest.split('/').pop() ?? '';
  const posted = useFormPostState('invitation');
  const check = trpc.staffAccess.invitation.useQuery({ token }, { retry: false, staleTime: Number.POSITIVE_INFINITY });
  const accept = trpc.staffAccess.accept.useMutation();
  const [username, setUsername] = useState(() => (posted ? postedText(posted, 'username') : ''));
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [refusal, setRefusal] = useState(() => ({
    fieldErrors: posted?.fieldErrors ?? {},
    message: posted && posted.status !== 200 ? posted.message : null,
  }));
  const [done, setDone] = useState(posted?.status === 200);
  const invited = check.data;
  const shownName = username || (invited ? suggestedUsername(invited.email) : '');

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setRefusal({ fieldErrors: {}, message: null });
    try {
      await accept.mutateAsync({ token, username: shownName, password, confirmPassword });
      setDone(true);
    } catch (error) {
      setRefusal(readRefusal(error));
    }
  }

  if (done) return <LinkDone title={STAFF_WORDS.acceptHeading} lead={STAFF_WORDS.accepted} />;
  if (check.data === null && !posted)
    return <LinkInvalid title={STAFF_WORDS.acceptHeading} message={STAFF_WORDS.invalidInvitation} />;
  const lead = invited
    ? STAFF_WORDS.acceptLead(invited.name, ROLE_LABELS[invited.role])
    : STAFF_WORDS.acceptLeadUnknown;
  return (
    <LinkPageFrame title={STAFF_WORDS.acceptHeading} lead={lead}>
      <form className="admin-form" method="post" noValidate onSubmit={onSubmit}>
        <TextInput
          name="username"
          label={STAFF_WORDS.usernameLabel}
          autoComplete="username"
          value={shownName}
          onChange={setUsername}
          error={refusal.fieldErrors.username}
          hint={invited ? STAFF_WORDS.usernameByEmail(invited.email) : undefined}
        />
        <NewPasswordFields
          labels={{ password: STAFF_WORDS.passwordLabel, confirm: STAFF_WORDS.confirmPasswordLabel }}
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
          fieldErrors={refusal.fieldErrors}
        />
        <FormAlert message={refusal.message} />
        <button type="submit" className="btn btn-primary admin-login-submit" disabled={accept.isPending}>
          {STAFF_WORDS.createAccount}
        </button>
      </form>
    </LinkPageFrame>
  );
}
