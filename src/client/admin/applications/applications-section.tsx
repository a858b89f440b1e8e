import { type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DUPLICATES_WORDS } from '../../../shared/content/desk-duplicates-words';
import { DESK_WORDS } from '../../../shared/content/desk-words';
import { APPLICATION_CLASSES, GENDERS } from '../../../shared/content/school-facts';
import { formatDateTime } from '../../../shared/format';
import { PATHS } from '../../../shared/paths';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '../../../shared/schemas/application';
import { languageName } from '../../../shared/words/forms/language-name';
import { SearchField } from '../../components/form/search-field';
import type { RouterOutputs } from '../../lib/trpc';
import { trpc } from '../../lib/trpc';
import { DeskPanel } from '../desk/desk-panel';
import { LinkPanel } from '../desk/link-panel';
import { ReplyButton } from '../desk/reply-dialog';
import { confirmDelete } from '../kit/confirm';
import { ExportCsvButton, OptionFilter } from '../kit/list-controls';
import { OpenedItem } from '../kit/opened-item';
import { downloadCsv, pageRange, usePagedList } from '../kit/paged-list';
import { Pager } from '../kit/pager';
import { SectionHead } from '../kit/section-head';
import { useToast } from '../kit/toast';
import { type ItemRef, itemPath, sectionPath } from '../shell/admin-paths';
import './applications-section.css';

type Application = RouterOutputs['admin']['applications']['get'];

const classLabel = new Map<string, string>(APPLICATION_CLASSES.map((c) => [c.value, c.label]));
const genderLabel = new Map<string, string>(GENDERS.map((g) => [g.value, g.label]));
const STATUS_TONES: Record<ApplicationStatus, string> = {
  new: 'tone-info',
  'in-review': 'tone-warning',
  accepted: 'tone-success',
  declined: 'tone-danger',
};

type Notify = (kind: 'success' | 'error', text: string) => void;

/** The dashboard's toasts when the section sits inside its ToastProvider; null on its own. */
function useDashboardToast(): Notify | null {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: called on every render; it throws only when no provider is mounted, which never changes between renders
    const toast = useToast();
    return (kind, text) => toast[kind](text);
  } catch {
    return null;
  }
}

/**
 * One application: the student, the family's details, its status and delete; `actions` adds buttons.
 * Opened (`detail`), it also says which version of the privacy notice was shown and when consent was given.
 */
function ApplicationCard({
  a,
  idPrefix,
  busy,
  isOpen = false,
  detail = false,
  headingLevel = 2,
  onStatus,
  onDelete,
  actions,
  duplicateOf = null,
}: {
  a: Application;
  idPrefix: string;
  busy: boolean;
  isOpen?: boolean;
  detail?: boolean;
  headingLevel?: 2 | 3;
  onStatus: (next: ApplicationStatus) => void;
  onDelete: () => void;
  actions?: ReactNode;
  /** The list's "Possible duplicate of APP-…" (admin.applications.list). */
  duplicateOf?: string | null;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`apps-card${isOpen ? ' is-open' : ''}`} aria-labelledby={`${idPrefix}-app-${a.id}`}>
      <div className="apps-card-head">
        <div>
          <Heading id={`${idPrefix}-app-${a.id}`}>{a.studentName}</Heading>
          <p className="muted apps-meta">
            #{a.id} · {classLabel.get(a.classApplying) ?? a.classApplying} · Submitted {formatDateTime(a.createdAt)}
          </p>
        </div>
        <span className={`apps-badge ${STATUS_TONES[a.status]}`}>{APPLICATION_STATUS_LABELS[a.status]}</span>
      </div>
      <dl className="apps-details">
        <div>
          <dt>Date of Birth</dt>
          <dd>{a.dateOfBirth}</dd>
        </div>
        <div>
          <dt>Gender</dt>
          <dd>{genderLabel.get(a.gender) ?? a.gender}</dd>
        </div>
        <div>
          <dt>Father's Name</dt>
          <dd>{a.fatherName}</dd>
        </div>
        <div>
          <dt>Mother's Name</dt>
          <dd>{a.motherName}</dd>
        </div>
        <div>
          <dt>Contact Number</dt>
          <dd>
            <a href={`tel:${a.contactNumber}`}>{a.contactNumber}</a>
          </dd>
        </div>
        <div>
          <dt>Email Address</dt>
          <dd>
            <a href={`mailto:${a.email}`}>{a.email}</a>
          </dd>
        </div>
        <div className="apps-wide">
          <dt>Address</dt>
          <dd>{a.address}</dd>
        </div>
        <div>
          <dt>Previous School</dt>
          <dd>{a.previousSchool || '—'}</dd>
        </div>
        <div>
          <dt>Blood Group</dt>
          <dd>{a.bloodGroup || '—'}</dd>
        </div>
        {detail && (
          <>
            <div>
              <dt>{DESK_WORDS.language}</dt>
              <dd>{languageName(a.language)}</dd>
            </div>
            <div>
              <dt>Privacy notice</dt>
              <dd>
                {a.privacyVersion === null ? 'Not recorded (sent before versions)' : `Version ${a.privacyVersion}`}
              </dd>
            </div>
            <div>
              <dt>Parent’s or guardian’s consent</dt>
              <dd>
                {a.consentAt ? `Given ${formatDateTime(a.consentAt)}` : 'Not recorded (sent before it was asked)'}
              </dd>
            </div>
          </>
        )}
      </dl>
      {duplicateOf && <p className="desk-dup-mark">{DUPLICATES_WORDS.possibleDuplicateOf(duplicateOf)}</p>}
      <div className="apps-actions">
        <label className="visually-hidden" htmlFor={`${idPrefix}-status-${a.id}`}>
          Status for {a.studentName}
        </label>
        <select
          id={`${idPrefix}-status-${a.id}`}
          value={a.status}
          disabled={busy}
          onChange={(e) => onStatus(e.target.value as ApplicationStatus)}
        >
          {APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {APPLICATION_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        {actions}
        <button
          type="button"
          className="btn apps-delete"
          disabled={busy}
          aria-label={`Delete application from ${a.studentName}`}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </article>
  );
}

/**
 * The Applications section of the dashboard, like Contacts: 10 per page, status per application,
 * delete with confirmation, search by name, email or phone, a status filter and a CSV export.
 * Self-contained: it talks to `admin.applications.*` through the trpc hooks.
 */
export function ApplicationsSection({ open = null }: { open?: ItemRef | null }) {
  const uid = useId();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  // The application its address names (/admin/applications/5), shown opened above the list.
  const openId = typeof open === 'number' ? open : null;
  const opened = trpc.admin.applications.get.useQuery({ id: openId ?? 0 }, { enabled: openId !== null, retry: false });
  const { page, setPage, searchInput, setSearchInput, searchPending, status, setStatus, filter } =
    usePagedList<ApplicationStatus>();
  const [inlineNotice, setInlineNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const toast = useDashboardToast();
  const setNotice = (n: { kind: 'success' | 'error'; text: string }) =>
    toast ? toast(n.kind, n.text) : setInlineNotice(n);
  const notice = toast ? null : inlineNotice;

  const list = trpc.admin.applications.list.useQuery({ page, ...filter }, { placeholderData: (previous) => previous });
  const invalidate = () => {
    void utils.admin.applications.list.invalidate();
    void utils.admin.applications.get.invalidate();
    void utils.admin.stats.invalidate();
    // A status moves the stage: the Desk panel and the queue show it.
    void utils.admin.desk.invalidate();
  };
  const setStatusMutation = trpc.admin.applications.setStatus.useMutation({
    onSuccess: () => {
      setNotice({ kind: 'success', text: 'Application updated successfully' });
      invalidate();
    },
    onError: (err) => setNotice({ kind: 'error', text: err.message || 'Error updating application' }),
  });
  const removeMutation = trpc.admin.applications.remove.useMutation({
    onSuccess: (_result, { id }) => {
      setNotice({ kind: 'success', text: 'Application deleted successfully' });
      if (id === openId) navigate(sectionPath('applications'), { replace: true });
      invalidate();
    },
    onError: (err) => setNotice({ kind: 'error', text: err.message || 'Error deleting item' }),
  });
  const exportMutation = trpc.admin.applications.exportCsv.useMutation({
    onSuccess: ({ filename, csv }) => {
      downloadCsv(filename, csv);
      setNotice({ kind: 'success', text: 'CSV export downloaded' });
    },
    onError: (err) => setNotice({ kind: 'error', text: err.message || 'Error exporting applications' }),
  });

  const data = list.data;
  const pagination = data?.pagination;
  const items = data?.items ?? [];
  const { from: first, to: last } = pageRange(pagination, items.length);
  const isBusy = list.isFetching || searchPending || setStatusMutation.isPending || removeMutation.isPending;

  const onDelete = (id: number, name: string) => {
    if (!confirmDelete(name)) return;
    removeMutation.mutate({ id });
  };

  return (
    <section className="apps" aria-labelledby={`${uid}-title`} aria-busy={isBusy}>
      <SectionHead
        title="Applications"
        titleId={`${uid}-title`}
        description={`Sent from the online application form at ${PATHS.apply}.`}
      >
        <ExportCsvButton exporting={exportMutation.isPending} onClick={() => exportMutation.mutate(filter)} />
      </SectionHead>
      {openId !== null && (
        <OpenedItem
          key={openId}
          section="applications"
          id={openId}
          noun="application"
          query={opened}
          cardClassName="apps-opened"
        >
          {(a) => (
            <>
              <ApplicationCard
                a={a}
                idPrefix={`${uid}-opened`}
                headingLevel={3}
                isOpen
                detail
                busy={isBusy}
                onStatus={(next) => setStatusMutation.mutate({ id: a.id, status: next })}
                actions={<ReplyButton kind="application" id={a.id} name={a.studentName} />}
                onDelete={() => onDelete(a.id, a.studentName)}
              />
              <DeskPanel kind="application" id={a.id} />
              <LinkPanel applicationId={a.id} />
            </>
          )}
        </OpenedItem>
      )}

      <search className="apps-toolbar">
        <SearchField
          className="field apps-search"
          boxClassName="apps-search-box"
          id={`${uid}-search`}
          label="Search applications"
          placeholder="Name, email or phone"
          value={searchInput}
          onChange={setSearchInput}
        />
        <OptionFilter
          id={`${uid}-status`}
          value={status}
          options={APPLICATION_STATUSES}
          labels={APPLICATION_STATUS_LABELS}
          onChange={setStatus}
        />
      </search>

      <div role="status" className="apps-notice-slot">
        {notice && (
          <p className={`alert ${notice.kind === 'success' ? 'alert-success' : 'alert-error'}`}>{notice.text}</p>
        )}
      </div>

      {list.isLoading && <p className="muted">Loading applications...</p>}
      {list.isError && !data && <p className="alert alert-error">Error loading applications data</p>}
      {data && items.length === 0 && <p className="apps-empty muted">No applications found.</p>}

      {items.length > 0 && (
        <ul className="apps-list">
          {items.map((a) => (
            <li key={a.id}>
              <ApplicationCard
                a={a}
                idPrefix={uid}
                busy={isBusy}
                isOpen={a.id === openId}
                duplicateOf={a.possibleDuplicateOf}
                onStatus={(next) => setStatusMutation.mutate({ id: a.id, status: next })}
                onDelete={() => onDelete(a.id, a.studentName)}
                actions={
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={`Open application from ${a.studentName}`}
                    aria-current={a.id === openId ? 'true' : undefined}
                    onClick={() => navigate(itemPath('applications', a.id))}
                  >
                    Open
                  </button>
                }
              />
            </li>
          ))}
        </ul>
      )}

      {pagination && pagination.total > 0 && (
        <Pager
          label="Applications pages"
          noun="applications"
          from={first}
          to={last}
          pagination={pagination}
          disabled={isBusy}
          onPrev={() => setPage((p) => Math.max(1, p - 1))}
          onNext={() => setPage((p) => p + 1)}
        />
      )}
    </section>
  );
}
