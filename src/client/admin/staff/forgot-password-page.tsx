import { useState } from 'react';
import { STAFF_WORDS } from '../../../shared/content/staff-words';
import { trpc } from '../../lib/trpc';
import { FormAlert, LinkPageFrame, TextInput, useLinkForm } from './link-form';

// "Forgot password?" (/admin/forgot-password): the same answer whether or not an account matches
// (docs/decisions/036-staff-accounts-and-roles.md). Without mail set up no link can be sent, so the
// page offers no form and says only who can reset the password, and how.
export default function ForgotPasswordPage() {
  const link = useLinkForm('forgotPassword');
  // Prefetched into the first HTML (the staff feature's page), so the page without script knows too.
  const byMail = trpc.staffAccess.resetByMail.useQuery(undefined, { retry: false });
  const forgot = trpc.staffAccess.forgot.useMutation();
  const [account, setAccount] = useState('');
  // The server's sentence once sent; the same words when the form was posted without the script.
  const [answer, setAnswer] = useState<string>(STAFF_WORDS.forgotAnswer);
  const onSubmit = link.submit(async () => setAnswer((await forgot.mutateAsync({ account })).message));

  if (byMail.data === false)
    return (
      <LinkPageFrame title={STAFF_WORDS.forgotHeading} lead={STAFF_WORDS.forgotWithoutMail}>
        {null}
      </LinkPageFrame>
    );
  return (
    <LinkPageFrame title={STAFF_WORDS.forgotHeading} lead={STAFF_WORDS.forgotLead}>
      {link.done ? (
        <FormAlert kind="success" message={answer} />
      ) : (
        <form className="admin-form" method="post" noValidate onSubmit={onSubmit}>
          <TextInput
            name="account"
            label="E-mail address or username"
            autoComplete="username"
            value={account}
            onChange={setAccount}
            error={link.refusal.fieldErrors.account}
          />
          <FormAlert message={link.refusal.message} />
          <button type="submit" className="btn btn-primary admin-login-submit" disabled={forgot.isPending}>
            Send reset link
          </button>
        </form>
      )}
    </LinkPageFrame>
  );
}
