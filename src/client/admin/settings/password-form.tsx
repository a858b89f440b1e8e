import { type FormEvent, useEffect } from 'react';
import { ChangePasswordSchema } from '../../../shared/schemas/admin-content';
import { TextField } from '../../components/form/field';
import { useZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { readAdminError } from '../kit/admin-errors';
import { FormActions } from '../kit/form-actions';
import { useToast } from '../kit/toast';
import { useUnsavedChanges } from '../kit/unsaved-changes';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Changes the administrator's password; the server signs out every other session. `focus` brings it
 * into view with the first field focused (after a sign-in with the one-time password).
 */
export function PasswordForm({ focus = false }: { focus?: boolean }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const change = trpc.admin.changePassword.useMutation();
  const form = useZodForm(ChangePasswordSchema, { initialValues: EMPTY, markRequired: false });
  useUnsavedChanges(form.dirty);
  const firstId = form.field('currentPassword').id;

  useEffect(() => {
    if (!focus) return;
    const first = document.getElementById(firstId);
    first?.scrollIntoView({ block: 'center' });
    first?.focus();
  }, [focus, firstId]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    try {
      await change.mutateAsync(data);
      form.reset(EMPTY);
      // The one-time password's mark is gone on the server; the dashboard lets the administrator on.
      void utils.admin.me.invalidate();
      toast.success('Password changed. Other sessions have been signed out.');
    } catch (error) {
      const { fieldErrors, summary } = readAdminError(error);
      form.showErrors(fieldErrors);
      toast.error(summary ?? 'Error updating item');
    }
  }

  return (
    <form className="admin-form admin-panel" noValidate onSubmit={onSubmit} aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <p className="muted">Changing the password signs you out on every other device.</p>
      <TextField
        form={form}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <TextField
        form={form}
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters"
      />
      <TextField
        form={form}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <FormActions label="Change Password" working={change.isPending} />
    </form>
  );
}
