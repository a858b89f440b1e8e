import { useState } from 'react';
import { NotificationFormSchema, type SiteSettings } from '../../../shared/schemas/settings';
import { TextAreaField } from '../../components/form/field';
import { trpc } from '../../lib/trpc';
import { FormActions } from '../kit/form-actions';
import { useToast } from '../kit/toast';
import { useSettingsPanel } from './use-settings-panel';

/**
 * E-mail to the school office (docs/decisions/016-mail-outbox.md): who receives a mail for each new
 * enquiry and application, whether the server can send (SMTP_URL), the mails waiting or failed with
 * their errors and a Retry for each, and a test e-mail.
 */
export function MailPanel({ initial }: { initial: SiteSettings }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const status = trpc.admin.mail.list.useQuery();
  const retry = trpc.admin.mail.retry.useMutation();
  const sendTest = trpc.admin.mail.sendTest.useMutation();
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { form, onSubmit, saving } = useSettingsPanel(NotificationFormSchema, initial, {
    pick: (settings) => ({ notificationEmails: settings.notificationEmails.join('\n') }),
    savedMessage: 'Notification addresses saved',
  });

  async function onTest() {
    setTestResult(null);
    try {
      const result = await sendTest.mutateAsync();
      setTestResult(
        result.ok
          ? { ok: true, text: 'Test e-mail sent. Check the inbox of each address.' }
          : { ok: false, text: result.error },
      );
    } catch {
      setTestResult({ ok: false, text: 'The test e-mail could not be sent.' });
    }
  }

  async function onRetry(id: number) {
    try {
      utils.admin.mail.list.setData(undefined, await retry.mutateAsync({ id }));
    } catch {
      toast.error('Could not retry this e-mail');
      void status.refetch();
    }
  }

  const s = status.data;
  return (
    <form className="admin-form admin-panel" noValidate onSubmit={onSubmit} aria-labelledby="mail-title">
      <h2 id="mail-title">E-mail notifications</h2>
      <TextAreaField
        form={form}
        name="notificationEmails"
        label="Send new enquiries and applications to"
        hint="One or more e-mail addresses, separated by commas or new lines. Leave empty to send none."
        rows={2}
      />
      <FormActions label="Save Addresses" working={saving}>
        <button
          type="button"
          className="btn btn-outline"
          onClick={onTest}
          disabled={sendTest.isPending || form.dirty}
          aria-describedby="mail-test-result"
        >
          {sendTest.isPending ? 'Sending...' : 'Send a test e-mail'}
        </button>
      </FormActions>
      <p id="mail-test-result" role="status" className={testResult && !testResult.ok ? 'field-error' : 'muted'}>
        {testResult?.text ?? ''}
      </p>
      <div role="status" aria-live="polite">
        {!s ? (
          <p className="muted">{status.isError ? 'Could not load the e-mail status.' : 'Loading e-mail status...'}</p>
        ) : !s.configured ? (
          <p className="alert alert-info">
            E-mail is not set up: the server has no SMTP_URL, so no notification is sent.
          </p>
        ) : (
          <p className="muted">
            {s.pending === 0 && s.failed === 0
              ? 'Every notification has been sent.'
              : `${s.pending} waiting to be sent, ${s.failed} failed.`}
          </p>
        )}
      </div>
      {s && s.items.length > 0 && (
        <ul className="admin-mail-list" aria-label="Notifications not sent">
          {s.items.map((m) => (
            <li key={m.id}>
              <strong>{m.subject}</strong>{' '}
              <span className="muted">
                {m.status === 'failed' ? 'Failed' : 'Waiting'} after {m.attempts} attempt
                {m.attempts === 1 ? '' : 's'}
              </span>
              {m.lastError && <div className="field-error">{m.lastError}</div>}
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => onRetry(m.id)}
                disabled={retry.isPending}
                aria-label={`Retry: ${m.subject}`}
              >
                Retry
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
