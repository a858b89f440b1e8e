import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { STAFF_WORDS } from '../../../shared/content/staff-words';
import { useFormPostState } from '../../lib/form-post-state';
import { trpc } from '../../lib/trpc';
import { FormAlert, LinkDone, LinkInvalid, LinkPageFrame, NewPasswordFields, readRefusal } from './link-form';

// Choosing a new password from a reset link (/admin/reset-password/<token>): every session of the
// account ends when it is set (docs/decisions/036-staff-accounts-and-roles.md).
export default function ResetPasswordPage() {
  const { '*': rest = '' } = useParams();
  const token = rest.split('/').pop() ?? '';
  const posted = useFormPostState('resetPassword');
  const valid = trpc.staffAccess.resetValid.useQuery({ token }, { retry: false, staleTime: Number.POSITIVE_INFINITY });
  const reset = trpc.staffAccess.reset.useMutation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [refusal, setRefusal] = useState(() => ({
    fieldErrors: posted?.fieldErrors ?? {},
    message: posted && posted.status !== 200 ? posted.message : null,
  }));
  const [done, setDone] = useState(posted?.status === 200);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setRefusal({ fieldErrors: {}, message: null });
    try {
      await reset.mutateAsync({ token, password, confirmPassword });
      setDone(true);
    } catch (error) {
      setRefusal(readRefusal(error));
    }
  }

  if (done) return <LinkDone title={STAFF_WORDS.resetHeading} lead={STAFF_WORDS.passwordReset} />;
  if (valid.data === false && !posted)
    return <LinkInvalid title={STAFF_WORDS.resetHeading} message={STAFF_WORDS.invalidReset} />;
  return (
    <LinkPageFrame title={STAFF_WORDS.resetHeading} lead={STAFF_WORDS.resetLead}>
      <form className="admin-form" method="post" noValidate onSubmit={onSubmit}>
        <NewPasswordFields
          labels={{ password: STAFF_WORDS.newPasswordLabel, confirm: STAFF_WORDS.confirmNewPasswordLabel }}
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
          fieldErrors={refusal.fieldErrors}
        />
        <FormAlert message={refusal.message} />
        <button type="submit" className="btn btn-primary admin-login-submit" disabled={reset.isPending}>
          {STAFF_WORDS.setNewPassword}
        </button>
      </form>
    </LinkPageFrame>
  );
}
