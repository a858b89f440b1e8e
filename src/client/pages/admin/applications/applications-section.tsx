import { useId, useState } from 'react';
import { APPLICATION_CLASSES, GENDERS } from '../../../../shared/content/school-facts';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '../../../../shared/schemas/application';
import { downloadCsv, pageRange, usePagedList } from '../../../components/admin/paged-list';
import { Pager } from '../../../components/admin/pager';
import { useToast } from '../../../components/admin/toast';
import { Download, Search } from '../../../components/icons/icons';
import { trpc } from '../../../lib/trpc';
import { DELETE_CONFIRMATION } from '../sections/content-section';
import './applications-section.css';

const classLabel = new Map<string, string>(APPLICATION_CLASSES.map((c) => [c.value, c.label]));
const genderLabel = new Map<string, string>(GENDERS.map((g) => [g.value, g.label]));

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

function formatDate(iso: string, withTime = false): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'N/A';
  return d.toLocaleString('en-IN', withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
}

/**
 * The Applications section of the dashboard, like Contacts: 10 per page, status per application,
 * delete with confirmation, search by name, email or phone, a status filter and a CSV export.
 * Self-contained: it talks to `admin.applications.*` through the trpc hooks.
 */
export function ApplicationsSection() {
  const uid = useId();
  const utils = trpc.useUtils();
  const { page, setPage, searchInput, setSearchInput, searchPending, status, setStatus, filter } =
    usePagedList<ApplicationStatus>();
  const [inlineNotice, setInlineNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const toast = useDashboardToast();
  const setNotice = (n: { kind: 'success' | 'error'; text: string }) =>
    toast ? toast(n.kind, n.text) : setInlineNotice(n);
  const notice = toast ? null : inlineNotice;

  const list = trpc.admin.applications.list.useQuery({ page, ...filter }, { placeholderData: (previous) => previous });
  const invalidate = () => utils.admin.applications.list.invalidate();
  const setStatusMutation = trpc.admin.applications.setStatus.useMutation({
    onSuccess: () => {
      setNotice({ kind: 'success', text: 'Application updated successfully' });
      void invalidate();
    },
    onError: (err) => setNotice({ kind: 'error', text: err.message || 'Error updating application' }),
  });
  const removeMutation = trpc.admin.applications.remove.useMutation({
    onSuccess: () => {
      setNotice({ kind: 'success', text: 'Application deleted successfully' });
      void invalidate();
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

  const onDelete = (id: number) => {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    removeMutation.mutate({ id });
  };

  return (
    <section className="apps" aria-labelledby={`${uid}-title`} aria-busy={isBusy}>
      <div className="apps-header">
        <h1 id={`${uid}-title`}>Applications</h1>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => exportMutation.mutate(filter)}
          disabled={exportMutation.isPending}
        >
          <Download /> {exportMutation.isPending ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>

      <search className="apps-toolbar">
        <div className="field apps-search">
          <label htmlFor={`${uid}-search`}>Search applications</label>
          <div className="apps-search-box">
            <Search />
            <input
              id={`${uid}-search`}
              type="search"
              placeholder="Name, email or phone"
              value={searchInput}
              onChange={(e) => setSearchInput(e.target.value)}
            />
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${uid}-status`}>Filter by status</label>
          <select
            id={`${uid}-status`}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as ApplicationStatus | '');
            }}
          >
            <option value="">All statuses</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
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
              <article className="apps-card" aria-labelledby={`${uid}-app-${a.id}`}>
                <div className="apps-card-head">
                  <div>
                    <h2 id={`${uid}-app-${a.id}`}>{a.studentName}</h2>
                    <p className="muted apps-meta">
                      #{a.id} · {classLabel.get(a.classApplying) ?? a.classApplying} · Submitted{' '}
                      {formatDate(a.createdAt, true)}
                    </p>
                  </div>
                  <span className={`apps-badge apps-badge-${a.status}`}>{APPLICATION_STATUS_LABELS[a.status]}</span>
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
                </dl>
                <div className="apps-actions">
                  <label className="visually-hidden" htmlFor={`${uid}-status-${a.id}`}>
                    Status for {a.studentName}
                  </label>
                  <select
                    id={`${uid}-status-${a.id}`}
                    value={a.status}
                    disabled={isBusy}
                    onChange={(e) =>
                      setStatusMutation.mutate({ id: a.id, status: e.target.value as ApplicationStatus })
                    }
                  >
                    {APPLICATION_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {APPLICATION_STATUS_LABELS[s]}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className="btn apps-delete"
                    disabled={isBusy}
                    aria-label={`Delete application from ${a.studentName}`}
                    onClick={() => onDelete(a.id)}
                  >
                    Delete
                  </button>
                </div>
              </article>
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
          total={pagination.total}
          page={pagination.page}
          totalPages={pagination.totalPages}
          hasPrev={pagination.hasPrev}
          hasNext={pagination.hasNext}
          disabled={isBusy}
          onPrev={() => setPage((p) => Math.max(1, p - 1))}
          onNext={() => setPage((p) => p + 1)}
        />
      )}
    </section>
  );
}
