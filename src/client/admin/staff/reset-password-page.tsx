import { STAFF_WORDS } from '../../../shared/content/staff-words';
import { trpc } from '../../lib/trpc';
import { NewPasswordPage, useLinkForm, useLinkToken } from './link-form';

// Choosing a new password from a reset link (/admin/reset-password/<token>): every session of the
// account ends when it is set (docs/decisions/036-staff-accounts-and-roles.md).
export default function ResetPasswordPage() {
  const token = useLinkToken();
  const link = useLinkForm('resetPassword');
  const valid = trpc.staffAccess.resetValid.useQuery({ token }, { retry: false, staleTime: Number.POSITIVE_INFINITY });
  const reset = trpc.staffAccess.reset.useMutation();
  return (
    <NewPasswordPage
      link={link}
      title={STAFF_WORDS.resetHeading}
      lead={STAFF_WORDS.resetLead}
      doneLead={STAFF_WORDS.passwordReset}
      isInvalid={valid.data === false}
      invalidMessage={STAFF_WORDS.invalidReset}
      labels={{ password: STAFF_WORDS.newPasswordLabel, confirm: STAFF_WORDS.confirmNewPasswordLabel }}
      submitText={STAFF_WORDS.setNewPassword}
      isPending={reset.isPending}
      send={(passwords) => reset.mutateAsync({ token, ...passwords })}
    />
  );
}
