import './audit-section.css';
import { useEffect, useId, useState } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, isAuditAction } from '../../../shared/audit';
import { actorLabel, noEntriesBy, PERSON_FILTER_ALL, PERSON_FILTER_LABEL } from '../../../shared/content/audit-words';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { OptionFilter } from '../kit/list-controls';
import { LoadState } from '../kit/load-state';
import { pageRange } from '../kit/paged-list';
import { Pager } from '../kit/pager';
import { SectionHead } from '../kit/section-head';
import { useToast } from '../kit/toast';

type AuditEntry = RouterOutputs['admin']['audit']['list']['items'][number];

const OUTCOME_LABELS: Record<string, string> = { ok: 'OK', failed: 'Failed', refused: 'Refused' };
const OUTCOME_TONES: Record<string, string> = { ok: 'tone-success', failed: 'tone-danger', refused: 'tone-warning' };

/** '2025-01-12 09:30:05', in UTC as the column says (the log's time does not move with the school's zone). */
const utcTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

const actionLabel = (action: string) => (isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action);

const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

function EntryRow({ e }: { e: AuditEntry }) {
  return (
    <tr>
      <td className="audit-time">
        <time dateTime={e.at}>{utcTime(e.at)}</time>
      </td>
      <td className="audit-who">
        {actorLabel(e.actor) === e.actor ? e.actor : <span className="audit-system">{actorLabel(e.actor)}</span>}
      </td>
      <td className="audit-action">{actionLabel(e.action)}</td>
      <td className="audit-what">
        {e.entity || e.entityId ? (
          <span>
            {e.entity}
            {e.entityId && (
              <span className="audit-id">{/^\d+$/.test(e.entityId) ? ` #${e.entityId}` : ` · ${e.entityId}`}</span>
            )}
          </span>
        ) : (
          <span className="audit-none">—</span>
        )}
        {e.detail && <span className="audit-detail">{e.detail}</span>}
      </td>
      <td className="audit-ip">{e.clientIp || <span className="audit-none">—</span>}</td>
      <td>
        <span className={`audit-outcome ${OUTCOME_TONES[e.outcome] ?? 'tone-neutral'}`}>
          {OUTCOME_LABELS[e.outcome] ?? e.outcome}
        </span>
      </td>
    </tr>
  );
}

/**
 * The Audit log (docs/decisions/022-privacy-and-audit.md): what administrators did, newest first, a
 * page at a time, filtered by action and by person; who, what (entity and id, never a parent's data), from which
 * address and how it ended. Kept for the months the Privacy settings say, then deleted.
 */
export function AuditSection() {
  const uid = useId();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [actor, setActor] = useState('');
  const actors = trpc.admin.audit.actors.useQuery(undefined, { staleTime: 0 });
  const list = trpc.admin.audit.list.useQuery(
    { page, action: action || null, actor: actor || null },
    { placeholderData: (previous) => previous, staleTime: 0 },
  );
  useEffect(() => {
    if (list.isError) toast.error('Error loading the audit log');
  }, [list.isError, toast]);

  const data = list.data;
  const items = data?.items ?? [];
  const pagination = data?.pagination;
  const { from, to } = pageRange(pagination, items.length);
  const titleId = `${uid}-title`;
  const tableId = `${uid}-table`;

  return (
    <section className="admin-section audit" aria-labelledby={titleId} aria-busy={list.isFetching}>
      <SectionHead
        title="Audit log"
        titleId={titleId}
        description="What was done in this dashboard: sign-ins, changes, exports, erasures, settings, backups and restores. Who, what and when, from which address; never a parent's or child's details."
      />
      <div className="audit-toolbar">
        <OptionFilter
          id={`${uid}-action`}
          className="field audit-filter"
          label="Action"
          allLabel="All actions"
          value={action}
          options={AUDIT_ACTIONS}
          labels={AUDIT_ACTION_LABELS}
          onChange={(next) => {
            setAction(next);
            setPage(1);
          }}
        />
        <OptionFilter
          id={`${uid}-person`}
          className="field audit-filter"
          label={PERSON_FILTER_LABEL}
          allLabel={PERSON_FILTER_ALL}
          value={actor}
          options={actors.data ?? []}
          labels={Object.fromEntries((actors.data ?? []).map((a) => [a, actorLabel(a)]))}
          onChange={(next) => {
            setActor(next);
            setPage(1);
          }}
        />
        {data && (
          <p className="audit-retention">
            Entries are kept for {months(data.retentionMonths)}, then deleted (Settings, Privacy).
          </p>
        )}
      </div>

      {!data ? (
        <LoadState
          failed={list.isError}
          loadingText="Loading the audit log..."
          errorText="Error loading the audit log"
          onRetry={() => list.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="admin-empty">
          {action ? `No entries of “${AUDIT_ACTION_LABELS[action]}”.` : actor ? noEntriesBy(actor) : 'No entries yet.'}
        </p>
      ) : (
        <section
          className="table-wrap admin-table-wrap audit-table-wrap"
          aria-labelledby={tableId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls in this region, which takes the keyboard's focus to scroll
          tabIndex={0}
        >
          <table className="table audit-table">
            <caption id={tableId} className="visually-hidden">
              Audit log entries, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Time (UTC)</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">What</th>
                <th scope="col">Client address</th>
                <th scope="col">Outcome</th>
              </tr>
            </thead>
            <tbody>
              {items.map((e) => (
                <EntryRow key={e.id} e={e} />
              ))}
            </tbody>
          </table>
        </section>
      )}

      {pagination && pagination.total > 0 && (
        <Pager
          label="Audit log pages"
          noun="entries"
          from={from}
          to={to}
          pagination={pagination}
          disabled={list.isFetching}
          onPrev={() => setPage(Math.max(1, pagination.page - 1))}
          onNext={() => setPage(pagination.page + 1)}
        />
      )}
    </section>
  );
}
