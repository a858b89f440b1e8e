import { type FormEvent, useState } from 'react';
import { STAFF_WORDS } from '../../../shared/content/staff-words';
import { useFormPostState } from '../../lib/form-post-state';
import { trpc } from '../../lib/trpc';
import { FormAlert, LinkPageFrame, readRefusal, TextInput } from './link-form';

// "Forgot password?" (/admin/forgot-password): the same answer whether or not an account matches
// (docs/decisions/036-staff-accounts-and-roles.md). Without mail set up, it says who can reset it.
export default function ForgotPasswordPage() {
  const posted = useFormPostState('forgotPassword');
  const byMail = trpc.staffAccess.resetByMail.useQuery(undefined, { retry: false });
  const forgot = trpc.staffAccess.forgot.useMutation();
  const [account, setAccount] = useState('');
  const [answer, setAnswer] = useState<string | null>(posted?.status === 200 ? STAFF_WORDS.forgotAnswer : null);
  const [refusal, setRefusal] = useState(() => ({
    fieldErrors: posted?.fieldErrors ?? {},
    message: posted && posted.status !== 200 ? posted.message : null,
  }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setRefusal({ fieldErrors: {}, message: null });
    try {
      const result = await forgot.mutateAsync({ account });
      setAnswer(result.message);
    } catch (error) {
      setRefusal(readRefusal(error));
    }
  }

  return (
    <LinkPageFrame title={STAFF_WORDS.forgotHeading} lead={STAFF_WORDS.forgotLead}>
      {byMail.data === false && <FormAlert kind="info" message={STAFF_WORDS.forgotWithoutMail} />}
      {answer ? (
        <FormAlert kind="success" message={answer} />
      ) : (
        <form className="admin-form" method="post" noValidate onSubmit={onSubmit}>
          <TextInput
            name="account"
            label="E-mail address or username"
            autoComplete="username"
            value={account}
            onChange={setAccount}
            error={refusal.fieldErrors.account}
          />
          <FormAlert message={refusal.message} />
          <button type="submit" className="btn btn-primary admin-login-submit" disabled={forgot.isPending}>
            Send reset link
          </button>
        </form>
      )}
    </LinkPageFrame>
  );
}
