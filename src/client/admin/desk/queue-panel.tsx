import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { QUEUE_WORDS, schoolDayText } from '../../../shared/content/desk-words';
import { QUEUE_LIMIT, type QueueScope } from '../../../shared/schemas/desk';
import type { RouterOutputs } from '../../lib/trpc';
import { trpc } from '../../lib/trpc';
import { LoadState } from '../kit/load-state';
import { useCan, useRole } from '../shell/access';
import { itemPath } from '../shell/admin-paths';
import { stageLabel } from './desk-api';
import './desk.css';

type QueueItem = RouterOutputs['admin']['desk']['queue']['dueToday'][number];

/**
 * "Due today / Overdue": the follow-ups whose day has come, each a link to its record. An Admissions
 * person sees their own first, an Owner everyone's; the switch shows the other. Nothing for a role
 * without the admissions work.
 */
export function QueuePanel() {
  const can = useCan();
  if (!can('admissions')) return null;
  return <Queue />;
}

function Queue() {
  const uid = useId();
  const role = useRole();
  const [scope, setScope] = useState<QueueScope>(role === 'owner' ? 'everyone' : 'mine');
  const queue = trpc.admin.desk.queue.useQuery({ scope }, { staleTime: 0 });
  const titleId = `${uid}-title`;
  const data = queue.data;

  return (
    <section className="desk-queue" aria-labelledby={titleId}>
      <div className="desk-queue-head">
        <h2 id={titleId}>{QUEUE_WORDS.title}</h2>
        {/* biome-ignore lint/a11y/useSemanticElements: a toggle of two pressed buttons, not a form's fieldset */}
        <div className="desk-switch" role="group" aria-label={QUEUE_WORDS.scopeLabel}>
          {(['mine', 'everyone'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className="desk-switch-option"
              aria-pressed={scope === s}
              onClick={() => setScope(s)}
            >
              {QUEUE_WORDS[s]}
            </button>
          ))}
        </div>
      </div>
      {!data ? (
        <LoadState
          failed={queue.isError}
          loadingText={QUEUE_WORDS.loading}
          errorText={QUEUE_WORDS.loadError}
          onRetry={() => void queue.refetch()}
        />
      ) : (
        <div className="desk-queue-lists">
          <QueueList
            headingId={`${uid}-overdue`}
            title={QUEUE_WORDS.overdue}
            empty={QUEUE_WORDS.nothingOverdue}
            items={data.overdue}
            tone="overdue"
          />
          <QueueList
            headingId={`${uid}-today`}
            title={QUEUE_WORDS.dueToday}
            empty={QUEUE_WORDS.nothingToday}
            items={data.dueToday}
            tone="today"
          />
          {data.truncated && <p className="desk-muted">{QUEUE_WORDS.more(QUEUE_LIMIT)}</p>}
          {data.paymentsWaiting.length > 0 && (
            <section className="desk-queue-list desk-queue-overdue" aria-labelledby={`${uid}-payments`}>
              <h3 id={`${uid}-payments`}>
                {QUEUE_WORDS.paymentsWaiting} <span className="desk-count">{data.paymentsWaiting.length}</span>
              </h3>
              <ul>
                {data.paymentsWaiting.map((p) => (
                  <li key={p.applicationId}>
                    <Link className="desk-queue-item" to={itemPath('applications', p.applicationId)}>
                      <span className="desk-queue-name">{p.name}</span>
                      <span className="desk-queue-meta">
                        {p.reference} · {QUEUE_WORDS.paidOn(schoolDayText(p.claimedOn))}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </section>
  );
}

function QueueList({
  headingId,
  title,
  empty,
  items,
  tone,
}: {
  headingId: string;
  title: string;
  empty: string;
  items: QueueItem[];
  tone: 'overdue' | 'today';
}) {
  return (
    <section className={`desk-queue-list desk-queue-${tone}`} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {title} <span className="desk-count">{items.length}</span>
      </h3>
      {items.length === 0 ? (
        <p className="desk-muted">{empty}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <Link
                className="desk-queue-item"
                to={itemPath(item.kind === 'enquiry' ? 'enquiries' : 'applications', item.id)}
              >
                <span className="desk-queue-name">{item.name}</span>
                <span className="desk-queue-meta">
                  {[item.reference, stageLabel(item.stage), tone === 'overdue' ? schoolDayText(item.followUpOn) : '']
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {item.followUpNote && <span className="desk-queue-note">{item.followUpNote}</span>}
                <span className="desk-queue-who">{item.assignee?.name ?? QUEUE_WORDS.unassigned}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
