import '../../components/site-alert/site-alert.css';
import type { FormEvent } from 'react';
import { formatDateTime, SCHOOL_TIME_ZONE } from '../../../shared/format';
import {
  ALERT_SEVERITIES,
  ALERT_SEVERITY_LABELS,
  type AlertSeverity,
  SiteAlertInputSchema,
} from '../../../shared/schemas/site-alert';
import { zonedToInstant } from '../../../shared/time-zone';
import { SelectField, TextAreaField, TextField } from '../../components/form/field';
import { useZodForm } from '../../components/form/use-zod-form';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { readAdminError } from '../kit/admin-errors';
import { FormActions } from '../kit/form-actions';
import { LoadState } from '../kit/load-state';
import { useCanChangeSection } from '../kit/section-access';
import { SectionHead } from '../kit/section-head';
import { useToast } from '../kit/toast';
import { TranslationTabs } from '../kit/translation-tabs';
import { useUnsavedChanges } from '../kit/unsaved-changes';

type StoredAlert = NonNullable<RouterOutputs['admin']['alert']['get']>;

interface AlertValues {
  [key: string]: string;
  message: string;
  severity: AlertSeverity;
  link: string;
  startsAt: string;
  endsAt: string;
}

const EMPTY: AlertValues = { message: '', severity: 'information', link: '', startsAt: '', endsAt: '' };

const valuesOf = (alert: StoredAlert | null): AlertValues =>
  alert
    ? {
        message: alert.message,
        severity: alert.severity,
        link: alert.link,
        startsAt: alert.startsAt,
        endsAt: alert.endsAt,
      }
    : EMPTY;

const at = (local: string) => formatDateTime(zonedToInstant(local, SCHOOL_TIME_ZONE));

/** What visitors see now, said in a sentence. */
function stateLine(alert: StoredAlert | null): string {
  if (!alert) return 'No alert is set: visitors see none.';
  if (alert.state === 'scheduled') return `Scheduled: it shows from ${at(alert.startsAt)}.`;
  if (alert.state === 'ended') return `Ended ${at(alert.endsAt)}: visitors no longer see it.`;
  return alert.endsAt ? `Showing now, until ${at(alert.endsAt)}.` : 'Showing now, until it is cleared.';
}

/**
 * The site-wide alert (docs/decisions/018-scheduled-content-and-site-alert.md): one message at the top
 * of every public page, with an optional link, a severity, and a start and end; a preview shows it as
 * visitors will see it.
 */
export function SiteAlertSection() {
  const query = trpc.admin.alert.get.useQuery();
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHead
        title="Site alert"
        description="One message at the top of every page of the site, for a closure or an urgent change."
      />
      {query.data === undefined ? (
        <LoadState
          failed={query.isError}
          loadingText="Loading the site alert..."
          errorText="Could not load the site alert."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <AlertForm initial={query.data} />
      )}
    </section>
  );
}

function AlertForm({ initial }: { initial: StoredAlert | null }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const save = trpc.admin.alert.save.useMutation();
  const clear = trpc.admin.alert.clear.useMutation();
  const form = useZodForm(SiteAlertInputSchema, { initialValues: () => valuesOf(initial), markRequired: false });
  const unsaved = useUnsavedChanges(form.dirty);
  const current = utils.admin.alert.get.getData() ?? initial;
  // A reader (Admissions) sees the alert's fields as they are, and cannot change them.
  const canChange = useCanChangeSection();
  const busy = save.isPending || clear.isPending || !canChange;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    try {
      const stored = await save.mutateAsync(data);
      utils.admin.alert.get.setData(undefined, stored);
      form.reset(valuesOf(stored));
      unsaved.release();
      toast.success('Site alert saved');
    } catch (error) {
      const { fieldErrors, summary } = readAdminError(error);
      form.showErrors(fieldErrors);
      toast.error(summary ?? 'Could not save the site alert');
    }
  }

  async function onClear() {
    if (!window.confirm('Clear the site alert? Visitors will no longer see it.')) return;
    try {
      await clear.mutateAsync();
      utils.admin.alert.get.setData(undefined, null);
      form.reset(EMPTY);
      unsaved.release();
      toast.success('Site alert cleared');
    } catch (error) {
      toast.error(readAdminError(error).summary ?? 'Could not clear the site alert');
    }
  }

  const { message, severity, link } = form.values;
  return (
    <TranslationTabs
      api={utils.client.admin.alert}
      queryKey={['admin', 'alert']}
      // The alert is one item (0); a new one is translated once it is saved.
      id={current ? 0 : null}
      fields={ALERT_TRANSLATED}
    >
      <form className="admin-form admin-panel" noValidate onSubmit={onSubmit} aria-label="Site alert">
        <p className="muted" role="status">
          {stateLine(current)}
        </p>
        <TextAreaField form={form} name="message" label="Message" rows={2} disabled={busy} />
        <SelectField form={form} name="severity" label="Severity" disabled={busy}>
          {ALERT_SEVERITIES.map((s) => (
            <option key={s} value={s}>
              {ALERT_SEVERITY_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <TextField
          form={form}
          name="link"
          label="Link"
          hint="Optional: a site path such as /notices or a full https:// address, shown as More information"
          disabled={busy}
        />
        <TextField
          form={form}
          name="startsAt"
          label="Starts at"
          type="datetime-local"
          hint="India time. Empty: at once."
          disabled={busy}
        />
        <TextField
          form={form}
          name="endsAt"
          label="Ends at"
          type="datetime-local"
          hint="India time. Empty: until cleared."
          disabled={busy}
        />
        <section className="admin-alert-preview" aria-labelledby="alert-preview-title">
          <h2 id="alert-preview-title">Preview</h2>
          {message.trim() ? (
            <div className={`site-alert site-alert-${severity}`}>
              <div className="site-alert-inner">
                <p className="site-alert-text">
                  {message}
                  {link && (
                    <>
                      {' '}
                      <span className="site-alert-link">More information</span>
                    </>
                  )}
                </p>
              </div>
            </div>
          ) : (
            <p className="muted">Type a message to see the alert as visitors will.</p>
          )}
        </section>
        <FormActions label="Save alert" working={save.isPending} disabled={busy}>
          {current && (
            <button type="button" className="btn btn-outline" onClick={onClear} disabled={busy}>
              {clear.isPending ? 'Clearing...' : 'Clear alert'}
            </button>
          )}
        </FormActions>
      </form>
    </TranslationTabs>
  );
}

/** The alert's text the office translates (its link stays; its "More information" is the site's word). */
const ALERT_TRANSLATED = [{ name: 'message', label: 'Message', multiline: true }];
