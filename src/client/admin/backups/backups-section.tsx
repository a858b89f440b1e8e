import './backups-section.css';
import { useEffect, useId, useState } from 'react';
import { BACKUP_PHASE_TEXT, BACKUP_STARTING_TEXT } from '../../../shared/content/progress-words';
import { OFFSITE_WORDS } from '../../../shared/content/setup-words';
import { formatDate, formatDateTime } from '../../../shared/format';
import { backupFilePath } from '../../../shared/paths';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { readAdminError } from '../kit/admin-errors';
import { LoadState } from '../kit/load-state';
import { SectionHead } from '../kit/section-head';
import { useToast } from '../kit/toast';
import { useAddressTarget } from '../kit/use-address-target';

type Backups = RouterOutputs['admin']['backups']['list'];
type Archive = Backups['archives'][number];

const UNITS = ['KB', 'MB', 'GB', 'TB'];
/** How often the running backup's step is asked for. */
const BACKUP_PROGRESS_POLL_MS = 500;

/** A size as the office reads it: '820 bytes', '4.5 KB', '1.2 MB', '36 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${UNITS[unit]}`;
}

const TRIGGERS = { automatic: 'automatic', manual: 'from the dashboard' } as const;

/** Each Download link's name: the archive's time, and its file name where two share a minute. */
function downloadNames(archives: Archive[]): string[] {
  const times = archives.map((a) => formatDateTime(a.createdAt));
  return archives.map((a, i) => {
    const time = times[i]!;
    return times.indexOf(time) === times.lastIndexOf(time)
      ? `Download backup of ${time}`
      : `Download backup of ${time} (${a.name})`;
  });
}

/** What went wrong with the backups, and what the person looking after the server should check. */
function BackupProblem({ data }: { data: Backups }) {
  const failed = data.last && !data.last.ok ? data.last : null;
  if (!failed && !data.folderError) return null;
  return (
    <section className="alert alert-error admin-backup-problem" aria-labelledby="backup-problem-title">
      <h2 id="backup-problem-title">{failed ? 'The last backup failed' : 'The backups folder cannot be read'}</h2>
      <p>{failed ? `${formatDateTime(failed.at)} (${TRIGGERS[failed.trigger]}): ${failed.error}` : data.folderError}</p>
      <p>
        What to do: check that the server has free disk space, and that <code>{data.folder}</code> is a folder the
        website can write to (whoever looks after the server can check both). Then press Back up now. The archives
        already written are kept.
      </p>
    </section>
  );
}

/** The last backup, when the next one is due, and how many are kept. */
function BackupFacts({ data }: { data: Backups }) {
  const newest = data.archives[0] ? formatDateTime(data.archives[0].createdAt) : null;
  let last: string;
  if (data.last?.ok) last = `${formatDateTime(data.last.at)}, ${TRIGGERS[data.last.trigger]}`;
  else if (data.last)
    last = `Failed on ${formatDateTime(data.last.at)}. ${newest ? `The newest archive is from ${newest}.` : 'There is no archive yet.'}`;
  else last = newest ?? 'None yet';
  return (
    <dl className="admin-facts">
      <div>
        <dt>Last backup</dt>
        <dd>{last}</dd>
      </div>
      <div>
        <dt>Automatic backups</dt>
        <dd>
          {data.automatic
            ? `Every day; the next is due ${formatDateTime(data.nextAt)}.`
            : 'Off (BACKUP_HOUR=off on the server): a backup is taken only when you press Back up now.'}
        </dd>
      </div>
      <div>
        <dt>Kept</dt>
        <dd>The newest {data.keep}; older archives are deleted after each backup.</dd>
      </div>
    </dl>
  );
}

/**
 * "I copy the daily backups off this server", ticked by whoever looks after the server and dated by
 * it; the overview's setup checklist asks until it is (docs/decisions/035-setup-checklist.md).
 */
function OffsiteConfirmation({ confirmedOn }: { confirmedOn: string }) {
  const utils = trpc.useUtils();
  const confirm = trpc.admin.backups.confirmOffsite.useMutation();
  const [failed, setFailed] = useState(false);
  // The box follows the click at once, and goes back if the server did not store it.
  const [checked, setChecked] = useState(confirmedOn !== '');
  useEffect(() => setChecked(confirmedOn !== ''), [confirmedOn]);
  const statusId = useId();

  async function onChange(confirmed: boolean) {
    setFailed(false);
    setChecked(confirmed);
    try {
      const saved = await confirm.mutateAsync({ confirmed });
      utils.admin.backups.list.setData(undefined, (old) => old && { ...old, ...saved });
      void utils.admin.setupChecklist.invalidate();
    } catch {
      setChecked(!confirmed);
      setFailed(true);
    }
  }

  return (
    <section className="admin-panel admin-offsite" aria-labelledby="backup-offsite-title">
      <h2 id="backup-offsite-title">{OFFSITE_WORDS.title}</h2>
      <p className="muted">{OFFSITE_WORDS.lead}</p>
      <label className="admin-check">
        <input
          type="checkbox"
          name="offsiteBackupConfirmed"
          checked={checked}
          disabled={confirm.isPending}
          aria-describedby={statusId}
          onChange={(e) => onChange(e.target.checked)}
        />
        {OFFSITE_WORDS.label}
      </label>
      <p id={statusId} role="status" className={failed ? 'field-error' : 'muted'}>
        {failed
          ? OFFSITE_WORDS.failed
          : confirmedOn
            ? OFFSITE_WORDS.confirmedOn(formatDate(`${confirmedOn}T12:00:00Z`))
            : OFFSITE_WORDS.notConfirmed}
      </p>
    </section>
  );
}

function ArchiveList({ archives }: { archives: Archive[] }) {
  if (archives.length === 0) return <p className="admin-empty">No backups yet</p>;
  const names = downloadNames(archives);
  return (
    <ul className="admin-rows admin-backup-list">
      {archives.map((a, i) => (
        <li key={a.name}>
          <span className="admin-backup-time">{formatDateTime(a.createdAt)}</span>
          <span className="admin-backup-size">{formatBytes(a.bytes)}</span>
          <span className="admin-backup-name">{a.name}</span>
          <a className="btn btn-outline btn-sm" href={backupFilePath(a.name)} download aria-label={names[i]}>
            Download
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Backups (docs/decisions/015-backups.md): the archives of the whole site on the server, each to
 * download; how the last backup went and when the next is due; and "Back up now".
 */
export function BackupsSection() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const list = trpc.admin.backups.list.useQuery(undefined, { staleTime: 0 });
  const create = trpc.admin.backups.create.useMutation();
  // While "Back up now" runs, the step the server reports (real steps of the backup, not a timer).
  const progress = trpc.admin.backups.progress.useQuery(undefined, {
    enabled: create.isPending,
    refetchInterval: BACKUP_PROGRESS_POLL_MS,
    staleTime: 0,
    gcTime: 0,
  });
  const phase = create.isPending ? progress.data?.phase : undefined;
  /** What the last click did; not `shown` when the notice below shows it (then said to screen readers only). */
  const [result, setResult] = useState<{ ok: boolean; text: string; shown: boolean } | null>(null);
  useEffect(() => {
    if (list.isError) toast.error('Error loading backups');
  }, [list.isError, toast]);
  // The overview's setup checklist links to the confirmation below (/admin/backups#offsiteBackupConfirmed).
  useAddressTarget(Boolean(list.data));

  async function onBackUp() {
    setResult(null);
    try {
      const archive = await create.mutateAsync();
      setResult({ ok: true, text: `Backup written: ${archive.name} (${formatBytes(archive.bytes)})`, shown: true });
      void utils.admin.backups.list.invalidate();
    } catch (error) {
      // The failure is now the list's last outcome, shown once, in the notice with what to do; when
      // the list cannot say so (the server did not answer), the error is shown here.
      await utils.admin.backups.list.invalidate();
      const inNotice = utils.admin.backups.list.getData()?.last?.ok === false;
      const text = readAdminError(error).summary ?? 'The backup could not be taken. Please try again.';
      setResult({ ok: false, text: inNotice ? 'The backup failed. What to do is below.' : text, shown: !inNotice });
    }
  }

  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHead
        title="Backups"
        description="Copies of the whole website: contacts, applications, every page's content, photos and files. Download one now and then and keep it away from the server, so one broken disk cannot take both."
      >
        <button
          type="button"
          className="btn btn-primary"
          onClick={onBackUp}
          disabled={create.isPending}
          aria-describedby="backup-result"
        >
          {create.isPending ? 'Backing up…' : 'Back up now'}
        </button>
      </SectionHead>
      <p
        id="backup-result"
        role="status"
        className={
          create.isPending
            ? 'alert alert-info admin-backup-result'
            : result?.shown
              ? `alert ${result.ok ? 'alert-success' : 'alert-error'} admin-backup-result`
              : 'visually-hidden'
        }
      >
        {create.isPending ? (phase ? BACKUP_PHASE_TEXT[phase] : BACKUP_STARTING_TEXT) : (result?.text ?? '')}
      </p>
      {list.data ? (
        <div className="admin-backups">
          <BackupProblem data={list.data} />
          <div className="admin-panel">
            <BackupFacts data={list.data} />
          </div>
          <OffsiteConfirmation confirmedOn={list.data.offsiteBackupConfirmedOn} />
          <section className="admin-panel" aria-labelledby="backup-archives-title">
            <h2 id="backup-archives-title">Archives</h2>
            <ArchiveList archives={list.data.archives} />
          </section>
        </div>
      ) : (
        <LoadState
          failed={list.isError}
          loadingText="Loading backups..."
          errorText="Error loading backups"
          onRetry={() => list.refetch()}
        />
      )}
    </section>
  );
}
