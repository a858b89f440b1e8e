import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../../shared/constants';
import { DUPLICATES_WORDS } from '../../../shared/content/desk-duplicates-words';
import { DESK_WORDS } from '../../../shared/content/desk-words';
import { formatDateTime } from '../../../shared/format';
import { ENQUIRY_STATUS_LABELS as STATUS_LABELS } from '../../../shared/schemas/enquiry';
import { languageName } from '../../../shared/words/forms/language-name';
import { SearchField } from '../../components/form/search-field';
import type { RouterOutputs } from '../../lib/trpc';
import { trpc } from '../../lib/trpc';
import { DeskPanel } from '../desk/desk-panel';
import { DuplicatesPanel } from '../desk/duplicates-panel';
import { QueuePanel } from '../desk/queue-panel';
import { ReplyButton } from '../desk/reply-dialog';
import { WalkInButton } from '../desk/walk-in-dialog';
import { confirmDelete } from '../kit/confirm';
import { LastChanged } from '../kit/last-changed';
import { ExportCsvButton, OptionFilter } from '../kit/list-controls';
import { LoadState } from '../kit/load-state';
import { OpenedItem } from '../kit/opened-item';
import { downloadCsv, pageRange, usePagedList } from '../kit/paged-list';
import { Pager } from '../kit/pager';
import { errorInfo } from '../kit/request';
import { SectionHead } from '../kit/section-head';
import { useToast } from '../kit/toast';
import { type ItemRef, itemPath, sectionPath } from '../shell/admin-paths';

type ListedEnquiry = RouterOutputs['admin']['enquiries']['list']['items'][number];
type Enquiry = Omit<ListedEnquiry, 'possibleDuplicateOf'> & { possibleDuplicateOf?: string | null };

/**
 * One enquiry: who wrote, how to reach them, its status and delete; `actions` adds buttons (Open, Close).
 * Opened (`detail`), it also says which version of the privacy notice the parent was shown.
 */
function ContactCard({
  m,
  working,
  onStatus,
  onDelete,
  actions,
  headingLevel = 2,
  detail = false,
  lastChanged = null,
}: {
  m: Enquiry;
  working: boolean;
  onStatus: (next: EnquiryStatus) => void;
  onDelete: () => void;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  detail?: boolean;
  /** Opened: who last changed it through the dashboard (from the audit log). */
  lastChanged?: { by: string; at: string } | null;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <div className="admin-card-body">
        <div className="admin-contact-head">
          <Heading>{m.name}</Heading>
          <span className={`badge status-badge status-${m.status}`}>
            {STATUS_LABELS[m.status as EnquiryStatus] ?? m.status}
          </span>
        </div>
        <dl className="admin-contact-details">
          <div>
            <dt>Email</dt>
            {/* A walk-in or phone enquiry may have no e-mail, school or address (the office records it). */}
            <dd>{m.email ? <a href={`mailto:${m.email}`}>{m.email}</a> : DESK_WORDS.notGiven}</dd>
          </div>
          <div>
            <dt>Mobile</dt>
            <dd>
              <a href={`tel:${m.mobile}`}>{m.mobile}</a>
            </dd>
          </div>
          <div>
            <dt>School</dt>
            <dd>{[m.school, m.city, m.state].filter(Boolean).join(', ') || DESK_WORDS.notGiven}</dd>
          </div>
          <div>
            <dt>Grade</dt>
            <dd>{m.grade}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{m.address || DESK_WORDS.notGiven}</dd>
          </div>
          <div>
            <dt>Received</dt>
            <dd>{formatDateTime(m.createdAt)}</dd>
          </div>
          {detail && (
            <div>
              <dt>{DESK_WORDS.language}</dt>
              <dd>{languageName(m.language)}</dd>
            </div>
          )}
          {detail && (
            <div>
              <dt>Privacy notice</dt>
              <dd>
                {m.privacyVersion !== null
                  ? `Version ${m.privacyVersion}`
                  : m.utmSource === 'office'
                    ? DESK_WORDS.recordedByOffice
                    : 'Not recorded (sent before versions)'}
              </dd>
            </div>
          )}
        </dl>
        {m.possibleDuplicateOf && (
          <p className="desk-dup-mark">{DUPLICATES_WORDS.possibleDuplicateOf(m.possibleDuplicateOf)}</p>
        )}
        {detail && <LastChanged change={lastChanged} />}
      </div>
      <div className="admin-card-actions">
        <div className="field admin-status-field">
          <label htmlFor={`contact-status-${headingLevel}-${m.id}`} className="visually-hidden">
            Status for {m.name}
          </label>
          <select
            id={`contact-status-${headingLevel}-${m.id}`}
            value={m.status}
            disabled={working}
            onChange={(e) => onStatus(e.target.value as EnquiryStatus)}
          >
            {ENQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        {actions}
        <button
          type="button"
          className="btn btn-danger btn-sm"
          aria-label={`Delete ${m.name}`}
          onClick={onDelete}
          disabled={working}
        >
          Delete
        </button>
      </div>
    </>
  );
}

/**
 * Enquiry triage ('Contacts' to the office): status, delete, paging, filter, search, CSV export. The
 * enquiry its address names (/admin/contacts/12, a link a colleague can be sent) is shown opened above
 * the list, wherever it is in the list.
 */
export function EnquiriesSection({ open = null }: { open?: ItemRef | null }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const openId = typeof open === 'number' ? open : null;
  const opened = trpc.admin.enquiries.get.useQuery({ id: openId ?? 0 }, { enabled: openId !== null, retry: false });
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
        prev ? { ...prev, items: prev.items.map((m) => (m.id === id ? { ...m, status: next } : m)) } : prev,
      );
      utils.admin.enquiries.get.setData({ id }, (prev) => (prev ? { ...prev, status: next } : prev));
      // The opened contact's 'Last changed by' now names this change.
      void utils.admin.enquiries.get.invalidate({ id });
      void utils.admin.enquiries.list.invalidate();
      void utils.admin.stats.invalidate();
      // The status moved the stage: the Desk panel and the queue show it.
      void utils.admin.desk.invalidate();
      toast.success('Contact updated successfully');
    } catch (error) {
      toast.error(errorInfo(error).message ?? 'Error updating contact');
    } finally {
      setWorking(null);
    }
  }

  async function remove(id: number, name: string) {
    if (!confirmDelete(name)) return;
    setWorking(id);
    try {
      await utils.client.admin.enquiries.remove.mutate({ id });
      utils.admin.enquiries.list.setData(input, (prev) =>
        prev ? { ...prev, items: prev.items.filter((m) => m.id !== id) } : prev,
      );
      void utils.admin.enquiries.list.invalidate();
      void utils.admin.stats.invalidate();
      if (id === openId) navigate(sectionPath('enquiries'), { replace: true });
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
      <SectionHead
        title="Contacts"
        description="Enquiries sent from the Enquiry Form on the home page and the Contact page."
      >
        <div className="desk-head-actions">
          <WalkInButton />
          <ExportCsvButton exporting={exporting} disabled={total === 0} onClick={exportCsv} />
        </div>
      </SectionHead>
      <QueuePanel />
      {openId !== null && (
        <OpenedItem
          key={openId}
          section="enquiries"
          id={openId}
          noun="enquiry"
          query={opened}
          cardClassName="admin-card admin-contact is-open"
        >
          {(m) => (
            <>
              <ContactCard
                m={m}
                headingLevel={3}
                detail
                lastChanged={m.lastChanged}
                actions={<ReplyButton kind="enquiry" id={m.id} name={m.name} />}
                working={working === m.id}
                onStatus={(next) => changeStatus(m.id, next)}
                onDelete={() => remove(m.id, m.name)}
              />
              <DeskPanel kind="enquiry" id={m.id} />
              <DuplicatesPanel enquiry={m} />
            </>
          )}
        </OpenedItem>
      )}
      <div className="admin-toolbar">
        <SearchField
          className="field admin-search"
          id="contacts-search"
          label="Search by name, email or mobile"
          value={searchInput}
          onChange={setSearchInput}
        />
        <OptionFilter
          id="contacts-status-filter"
          value={status}
          options={ENQUIRY_STATUSES}
          labels={STATUS_LABELS}
          onChange={setStatus}
        />
      </div>

      {query.isPending || (query.isError && !data) ? (
        <LoadState
          failed={!query.isPending}
          loadingText="Loading contacts..."
          errorText="Error loading contacts data"
          onRetry={() => void query.refetch()}
        />
      ) : messages.length === 0 ? (
        <p className="admin-empty">No contacts found.</p>
      ) : (
        <ul className="admin-grid admin-contacts">
          {messages.map((m) => (
            <li key={m.id} className={`admin-card admin-contact${m.id === openId ? ' is-open' : ''}`}>
              <ContactCard
                m={m}
                working={working === m.id}
                onStatus={(next) => changeStatus(m.id, next)}
                onDelete={() => remove(m.id, m.name)}
                actions={
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    aria-label={`Open ${m.name}`}
                    aria-current={m.id === openId ? 'true' : undefined}
                    onClick={() => navigate(itemPath('enquiries', m.id))}
                  >
                    Open
                  </button>
                }
              />
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
          pagination={pagination}
          disabled={query.isFetching || searchPending}
          onPrev={() => go(pagination.page - 1)}
          onNext={() => go(pagination.page + 1)}
        />
      )}
    </section>
  );
}
