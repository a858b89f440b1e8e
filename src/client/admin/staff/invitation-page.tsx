import { useState } from 'react';
import { STAFF_WORDS } from '../../../shared/content/staff-words';
import { ROLE_LABELS } from '../../../shared/roles';
import { suggestedUsername } from '../../../shared/staff';
import { postedText } from '../../lib/form-post-state';
import { trpc } from '../../lib/trpc';
import { NewPasswordPage, TextInput, useLinkForm, useLinkToken } from './link-form';

// Accepting an invitation (/admin/invitation/<token>): a username and a password under the sign-in
// rules; the account gets the invited name, e-mail and role (docs/decisions/036-staff-accounts-and-roles.md).
export default function InvitationPage() {
  const token = useLinkToken();
  const link = useLinkForm('invitation');
  const check = trpc.staffAccess.invitation.useQuery({ token }, { retry: false, staleTime: Number.POSITIVE_INFINITY });
  const accept = trpc.staffAccess.accept.useMutation();
  const [username, setUsername] = useState(() => (link.posted ? postedText(link.posted, 'username') : ''));
  const invited = check.data;
  const shownName = username || (invited ? suggestedUsername(invited.email) : '');
  return (
    <NewPasswordPage
      link={link}
      title={STAFF_WORDS.acceptHeading}
      lead={invited ? STAFF_WORDS.acceptLead(invited.name, ROLE_LABELS[invited.role]) : STAFF_WORDS.acceptLeadUnknown}
      doneLead={STAFF_WORDS.accepted}
      isInvalid={check.data === null}
      invalidMessage={STAFF_WORDS.invalidInvitation}
      labels={{ password: STAFF_WORDS.passwordLabel, confirm: STAFF_WORDS.confirmPasswordLabel }}
      submitText={STAFF_WORDS.createAccount}
      isPending={accept.isPending}
      send={(passwords) => accept.mutateAsync({ token, username: shownName, ...passwords })}
    >
      <TextInput
        name="username"
        label={STAFF_WORDS.usernameLabel}
        autoComplete="username"
        value={shownName}
        onChange={setUsername}
        error={link.refusal.fieldErrors.username}
        hint={invited ? STAFF_WORDS.usernameByEmail(invited.email) : undefined}
      />
    </NewPasswordPage>
  );
}
