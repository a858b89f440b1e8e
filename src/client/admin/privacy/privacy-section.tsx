import './privacy-section.css';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../../shared/format';
import { PersonQuerySchema } from '../../../shared/schemas/person-data';
import { TextField } from '../../components/form/field';
import { useZodForm } from '../../components/form/use-zod-form';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { readAdminError } from '../kit/admin-errors';
import { LoadState } from '../kit/load-state';
import { downloadText } from '../kit/paged-list';
import { SectionHead } from '../kit/section-head';
import { useToast } from '../kit/toast';
import { sectionPath } from '../shell/admin-paths';

type Found = RouterOutputs['admin']['privacy']['find'];
type Item = Found['items'][number];
type Status = RouterOutputs['admin']['privacy']['retentionStatus'];
type Run = NonNullable<Status['lastRun']>;

// The dashboard's Privacy section (docs/decisions/022-privacy-and-audit.md): a parent's rights under
// India's DPDP Act (find what the site holds about them, give them a copy, erase it) and the retention
// periods with the last automatic erasure. What is typed is sent in POST bodies only (the procedures
// are mutations), never in the address.

const KIND_LABELS: Record<Item['kind'], string> = {
  enquiry: 'Enquiry',
  application: 'Application',
  candidate: 'Job application',
  mail: 'Notification e-mail',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The question before an erasure: it names how many records go. */
export function eraseQuestion(total: number): string {
  return `Erase ${plural(total, 'record', 'records')}? This cannot be undone.`;
}

function FoundList({ items }: { items: Item[] }) {
  return (
    <ul className="admin-rows admin-privacy-list" aria-label="Records found">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`}>
          <span className="admin-privacy-kind">
            {KIND_LABELS[item.kind]} <span className="admin-privacy-ref">#{item.id}</span>
          </span>
          <span className="admin-privacy-date">
            {item.kind === 'mail' ? 'Queued' : 'Received'} {formatDate(item.receivedAt)}
          </span>
          <span className="badge status-badge admin-privacy-status">{item.status}</span>
          <span className="admin-privacy-summary">{item.summary}</span>
        </li>
      ))}
    </ul>
  );
}

/** The search, what it found, and Download and Erase for it. */
function PersonData() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const find = trpc.admin.privacy.find.useMutation();
  const exportPerson = trpc.admin.privacy.exportPerson.useMutation();
  const erase = trpc.admin.privacy.erasePerson.useMutation();
  const form = useZodForm(PersonQuerySchema, { initialValues: { query: '' }, markRequired: false });
  /** The query the results are for (what Download and Erase act on), whatever the field holds now. */
  const [found, setFound] = useState<{ query: string; result: Found } | null>(null);
  const [notice, setNotice] = useState<string>('');
  const busy = find.isPending || exportPerson.isPending || erase.isPending;

  async function search(query: string): Promise<Found | null> {
    try {
      const result = await find.mutateAsync({ query });
      setFound({ query, result });
      return result;
    } catch (error) {
      const { fieldErrors, summary } = readAdminError(error);
      if (form.showErrors(fieldErrors) === 0) toast.error(summary ?? 'The search failed. Please try again.');
      setFound(null);
      return null;
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // The same rule as the server's; what is sent is the text as typed (the server normalises it).
    if (!form.validate()) return;
    setNotice('');
    await search(form.values.query);
  }

  async function onDownload(format: 'json' | 'csv') {
    if (!found) return;
    try {
      const copy = await exportPerson.mutateAsync({ query: found.query });
      if (format === 'json') downloadText(copy.jsonFilename, copy.json, 'application/json;charset=utf-8');
      else downloadText(copy.csvFilename, copy.csv, 'text/csv;charset=utf-8');
      setNotice(`Downloaded (${format.toUpperCase()}): ${copy.summary}`);
    } catch (error) {
      toast.error(readAdminError(error).summary ?? 'The copy could not be made. Please try again.');
    }
  }

  async function onErase() {
    if (!found || found.result.total === 0) return;
    if (!window.confirm(eraseQuestion(found.result.total))) return;
    const idsOf = (kind: Item['kind']) => found.result.items.filter((i) => i.kind === kind).map((i) => i.id);
    try {
      const erased = await erase.mutateAsync({
        query: found.query,
        enquiryIds: idsOf('enquiry'),
        applicationIds: idsOf('application'),
        candidateIds: idsOf('candidate'),
        mailIds: idsOf('mail'),
      });
      setNotice(`Erased ${plural(erased.total, 'record', 'records')} for ${found.result.searchedFor}.`);
      void utils.admin.enquiries.invalidate();
      void utils.admin.applications.invalidate();
      void utils.admin.stats.invalidate();
      // The list shows what is left: nothing, unless a record arrived since the search.
      await search(found.query);
    } catch (error) {
      toast.error(readAdminError(error).summary ?? 'Nothing was erased. Please try again.');
    }
  }

  const result = found?.result ?? null;
  return (
    <section className="admin-panel admin-privacy-panel" aria-labelledby="privacy-find-title">
      <h2 id="privacy-find-title">Find a person’s data</h2>
      <p className="muted">
        When a parent or a candidate for a post asks what the school holds about them, for a copy, or to have it erased:
        search by the e-mail address or mobile number they gave, or a candidate’s name or JOB reference. Enquiries,
        applications, job applications (with their CV) and the e-mails about them are found.
      </p>
      <form
        className="admin-form admin-privacy-search"
        noValidate
        onSubmit={onSubmit}
        aria-label="Find a person’s data"
      >
        <TextField
          form={form}
          name="query"
          label="E-mail address, mobile number, name or JOB reference"
          hint="For example parent@example.com, +91 98765 43210, Kavita Joshi or JOB-2026-00012"
          autoComplete="off"
          spellCheck={false}
          disabled={busy}
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {find.isPending ? 'Searching…' : 'Find'}
          </button>
        </div>
      </form>
      <p role="status" className={notice ? 'alert alert-success admin-privacy-notice' : 'visually-hidden'}>
        {notice}
      </p>
      {result && (
        <div className="admin-privacy-results">
          <h3 className="admin-privacy-summary-line">
            {result.total === 0 ? result.summary : `Found: ${result.summary}`}
          </h3>
          {result.total > 0 && (
            <>
              <FoundList items={result.items} />
              <div className="admin-privacy-actions">
                <button type="button" className="btn btn-outline" onClick={() => onDownload('json')} disabled={busy}>
                  Download JSON
                </button>
                <button type="button" className="btn btn-outline" onClick={() => onDownload('csv')} disabled={busy}>
                  Download CSV
                </button>
                <button type="button" className="btn btn-danger" onClick={onErase} disabled={busy}>
                  {erase.isPending ? 'Erasing…' : `Erase ${plural(result.total, 'record', 'records')}`}
                </button>
              </div>
              <p className="field-hint">
                Downloads and erasures are recorded in the Audit log with their counts only. An erased record is gone
                from the database at once; backups taken before keep it until they are deleted (see below).
              </p>
            </>
          )}
        </div>
      )}
    </section>
  );
}

const TRIGGERS = { automatic: 'automatic', manual: 'run from the dashboard' } as const;

function runCounts(run: Run): string {
  const c = run.counts;
  return [
    plural(c.enquiries, 'enquiry', 'enquiries'),
    plural(c.applications, 'application', 'applications'),
    plural(c.candidates ?? 0, 'candidate', 'candidates'),
    plural(c.mails, 'notification e-mail', 'notification e-mails'),
    plural(c.auditEntries, 'audit entry', 'audit entries'),
    plural(c.backups, 'backup', 'backups'),
  ].join(', ');
}

function LastRun({ run }: { run: Run | null }) {
  if (!run) return <>Not yet: the first run is at the time above.</>;
  return (
    <>
      {formatDateTime(run.at)} ({TRIGGERS[run.trigger]}): erased {runCounts(run)}.
      {run.error && <span className="admin-privacy-error"> It did not finish: {run.error}</span>}
    </>
  );
}

/** The periods in effect (edited in Settings), the next run, the last run's counts, and Run now. */
function Retention() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const status = trpc.admin.privacy.retentionStatus.useQuery(undefined, { staleTime: 0 });
  const run = trpc.admin.privacy.runRetention.useMutation();
  const [result, setResult] = useState('');
  useEffect(() => {
    if (status.isError) toast.error('Error loading the retention periods');
  }, [status.isError, toast]);

  async function onRun() {
    setResult('');
    try {
      const done = await run.mutateAsync();
      setResult(done.ok ? `Done: erased ${done.detail}.` : `The run did not finish: ${done.error ?? 'unknown error'}`);
      void utils.admin.privacy.retentionStatus.invalidate();
      void utils.admin.enquiries.invalidate();
      void utils.admin.applications.invalidate();
      void utils.admin.stats.invalidate();
    } catch (error) {
      toast.error(readAdminError(error).summary ?? 'The run failed. Please try again.');
    }
  }

  const data = status.data;
  return (
    <section className="admin-panel admin-privacy-panel" aria-labelledby="privacy-retention-title">
      <div className="admin-panel-head">
        <h2 id="privacy-retention-title">Retention</h2>
        <Link className="btn btn-outline btn-sm" to={sectionPath('settings')}>
          Change in Settings
        </Link>
      </div>
      {data ? (
        <>
          <p className="muted">
            Records are kept for these periods after their last change, then erased automatically every day. The periods
            are stated in the privacy notice.
          </p>
          <dl className="admin-facts">
            <div>
              <dt>Enquiries</dt>
              <dd>{plural(data.months.enquiries, 'month', 'months')}</dd>
            </div>
            <div>
              <dt>Applications</dt>
              <dd>{plural(data.months.applications, 'month', 'months')}</dd>
            </div>
            <div>
              <dt>Candidates not taken forward</dt>
              <dd>{plural(data.months.candidates, 'month', 'months')} after the vacancy closes</dd>
            </div>
            <div>
              <dt>Candidates kept for future posts</dt>
              <dd>{plural(data.months.futureCandidates, 'month', 'months')} after they applied</dd>
            </div>
            <div>
              <dt>Appointed candidates</dt>
              <dd>{plural(data.months.appointed, 'month', 'months')} after the appointment</dd>
            </div>
            <div>
              <dt>Audit log</dt>
              <dd>{plural(data.months.audit, 'month', 'months')}</dd>
            </div>
            <div>
              <dt>Backups</dt>
              <dd>Archives older than {plural(data.months.backups, 'month', 'months')} are deleted</dd>
            </div>
            <div>
              <dt>Next run</dt>
              <dd>{formatDateTime(data.nextAt)}</dd>
            </div>
            <div>
              <dt>Last run</dt>
              <dd>
                <LastRun run={data.lastRun} />
              </dd>
            </div>
          </dl>
          <div className="admin-privacy-actions">
            <button type="button" className="btn btn-outline" onClick={onRun} disabled={run.isPending}>
              {run.isPending ? 'Running…' : 'Run now'}
            </button>
          </div>
        </>
      ) : (
        <LoadState
          failed={status.isError}
          loadingText="Loading the retention periods..."
          errorText="Error loading the retention periods"
          onRetry={() => void status.refetch()}
        />
      )}
      <p role="status" className={result ? 'admin-privacy-run-result' : 'visually-hidden'}>
        {result}
      </p>
    </section>
  );
}

/** Privacy: a person's data (find, copy, erase) and the retention periods with the last erasure. */
export function PrivacySection() {
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHead
        title="Privacy"
        description="Parents’ rights under India’s DPDP Act: what the site holds about a person, a copy of it, and its erasure. Records past their retention period are erased automatically."
      />
      <div className="admin-privacy">
        <PersonData />
        <Retention />
      </div>
    </section>
  );
}
