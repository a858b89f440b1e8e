import type { FormEvent } from 'react';
import { ChangePasswordSchema } from '../../../../shared/schemas/admin-content';
import { useToast } from '../../../components/admin/toast';
import { TextField } from '../../../components/form/field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { trpc } from '../../../lib/trpc';
import { readAdminError } from './admin-errors';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the administrator's password; the server signs out every other session. */
export function PasswordForm() {
  const toast = useToast();
  const change = trpc.admin.changePassword.useMutation();
  const form = useZodForm(ChangePasswordSchema, { initialValues: EMPTY, markRequired: false });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    try {
      await change.mutateAsync(data);
      form.reset(EMPTY);
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
      <div className="admin-form-actions">
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change Password'}
        </button>
      </div>
    </form>
  );
}
