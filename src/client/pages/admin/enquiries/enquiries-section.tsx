import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../../../shared/constants';
import { downloadCsv, pageRange, usePagedList } from '../../../components/admin/paged-list';
import { Pager } from '../../../components/admin/pager';
import { errorInfo } from '../../../components/admin/request';
import { useToast } from '../../../components/admin/toast';
import { Download } from '../../../components/icons/icons';
import { trpc } from '../../../lib/trpc';
import { DELETE_CONFIRMATION } from '../sections/content-section';

const STATUS_LABELS: Record<EnquiryStatus, string> = { new: 'New', 'in-progress': 'In progress', resolved: 'Resolved' };

function formatDate(iso: string | null): string {
  if (!iso) return 'N/A';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'N/A' : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Enquiry triage ('Contacts' to the office): status, delete, paging, filter, search, CSV export. */
export function EnquiriesSection() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const { page, setPage, searchInput, setSearchInput, searchPending, status, setStatus, filter } =
    usePagedList<EnquiryStatus>();
  const [working, setWorking] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);

  const input = { page, ...filter };
  const query = trpc.admin.enquiries.list.useQuery(input, { placeholderData: keepPreviousData });

  useEffect(() => {
    if (query.isError) toast.error('Error loading contacts data');
  }, [query.isError, toast]);

  const data = query.data;
  const pagination = data?.pagination;
  const messages = data?.items ?? [];
  const total = pagination?.total ?? 0;
  const { from, to } = pageRange(pagination, messages.length);

  async function changeStatus(id: number, next: EnquiryStatus) {
    setWorking(id);
    try {
      await utils.client.admin.enquiries.setStatus.mutate({ id, status: next });
      utils.admin.enquiries.list.setData(input, (prev) =>
        prev ? { ...prev, messages: prev.items.map((m) => (m.id === id ? { ...m, status: next } : m)) } : prev,
      );
      void utils.admin.enquiries.list.invalidate();
      toast.success('Contact updated successfully');
    } catch (error) {
      toast.error(errorInfo(error).message ?? 'Error updating contact');
    } finally {
      setWorking(null);
    }
  }

  async function remove(id: number) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    setWorking(id);
    try {
      await utils.client.admin.enquiries.remove.mutate({ id });
      utils.admin.enquiries.list.setData(input, (prev) =>
        prev ? { ...prev, items: prev.items.filter((m) => m.id !== id) } : prev,
      );
      void utils.admin.enquiries.list.invalidate();
      void utils.admin.stats.invalidate();
      toast.success('Contact deleted successfully');
    } catch {
      toast.error('Error deleting item');
    } finally {
      setWorking(null);
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const { filename, csv } = await utils.client.admin.enquiries.exportCsv.mutate(filter);
      downloadCsv(filename, csv);
    } catch {
      toast.error('Error exporting contacts');
    } finally {
      setExporting(false);
    }
  }

  const go = (next: number) => {
    // Out-of-range page numbers are ignored.
    if (!pagination || next < 1 || next > pagination.totalPages) return;
    setPage(next);
  };

  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h1 id="admin-section-title">Contacts</h1>
        <button type="button" className="btn btn-outline" onClick={exportCsv} disabled={exporting || total === 0}>
          <Download />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>
      <div className="admin-toolbar">
        <div className="field admin-search">
          <label htmlFor="contacts-search">Search by name, email or mobile</label>
          <input
            id="contacts-search"
            type="search"
            value={searchInput}
            onChange={(e) => setSearchInput(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label htmlFor="contacts-status-filter">Filter by status</label>
          <select
            id="contacts-status-filter"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as EnquiryStatus | '');
            }}
          >
            <option value="">All statuses</option>
            {ENQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {query.isPending ? (
        <p className="admin-empty" role="status">
          Loading contacts...
        </p>
      ) : query.isError && !data ? (
        <div className="alert alert-error admin-load-error">
          <span>Error loading contacts data</span>
          <button type="button" className="btn btn-outline" onClick={() => query.refetch()}>
            Retry
          </button>
        </div>
      ) : messages.length === 0 ? (
        <p className="admin-empty">No contacts found.</p>
      ) : (
        <ul className="admin-grid admin-contacts">
          {messages.map((m) => (
            <li key={m.id} className="admin-card admin-contact">
              <div className="admin-card-body">
                <div className="admin-contact-head">
                  <h2>{m.name}</h2>
                  <span className={`badge status-badge status-${m.status}`}>
                    {STATUS_LABELS[m.status as EnquiryStatus] ?? m.status}
                  </span>
                </div>
                <dl className="admin-contact-details">
                  <div>
                    <dt>Email</dt>
                    <dd>
                      <a href={`mailto:${m.email}`}>{m.email}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>Mobile</dt>
                    <dd>
                      <a href={`tel:${m.mobile}`}>{m.mobile}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>School</dt>
                    <dd>
                      {m.school}, {m.city}, {m.state}
                    </dd>
                  </div>
                  <div>
                    <dt>Grade</dt>
                    <dd>{m.grade}</dd>
                  </div>
                  <div>
                    <dt>Address</dt>
                    <dd>{m.address}</dd>
                  </div>
                  <div>
                    <dt>Received</dt>
                    <dd>{formatDate(m.createdAt)}</dd>
                  </div>
                </dl>
              </div>
              <div className="admin-card-actions">
                <div className="field admin-status-field">
                  <label htmlFor={`contact-status-${m.id}`} className="visually-hidden">
                    Status for {m.name}
                  </label>
                  <select
                    id={`contact-status-${m.id}`}
                    value={m.status}
                    disabled={working === m.id}
                    onChange={(e) => changeStatus(m.id, e.target.value as EnquiryStatus)}
                  >
                    {ENQUIRY_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {STATUS_LABELS[s]}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  aria-label={`Delete ${m.name}`}
                  onClick={() => remove(m.id)}
                  disabled={working === m.id}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {pagination && (
        <Pager
          label="Contacts pages"
          noun="contacts"
          from={from}
          to={to}
          total={total}
          page={pagination.page}
          totalPages={pagination.totalPages}
          hasPrev={pagination.hasPrev}
          hasNext={pagination.hasNext}
          disabled={query.isFetching || searchPending}
          onPrev={() => go(pagination.page - 1)}
          onNext={() => go(pagination.page + 1)}
        />
      )}
    </section>
  );
}
