import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type DeskKind, STAGE_LABELS, type Stage } from '../../../shared/admissions';
import { DUPLICATES_WORDS as W } from '../../../shared/content/desk-duplicates-words';
import { formatDateTime } from '../../../shared/format';
import type { RouterOutputs } from '../../lib/trpc';
import { trpc } from '../../lib/trpc';
import { LoadState } from '../kit/load-state';
import { useAdminAction } from '../kit/use-admin-action';
import { useCan } from '../shell/access';
import { itemPath } from '../shell/admin-paths';
import { type EnquiryForStart, StartApplicationDialog, useRefreshDesk } from './start-application-dialog';
import './duplicates.css';

// The opened contact's (and application's) possible duplicates, with a merge per candidate that a person
// confirms, the records merged into it with their own timelines, and for a contact its linked
// applications and "Start an application". The server decides what matches (duplicates.ts).

export type DuplicatesView = RouterOutputs['admin']['deskDuplicates']['of'];
type TimelineEvent = DuplicatesView['merged'][number]['timeline'][number];

export const stageLabel = (stage: string) => STAGE_LABELS[stage as Stage] ?? stage;
export const SECTION_OF: Record<DeskKind, 'enquiries' | 'applications'> = {
  enquiry: 'enquiries',
  application: 'applications',
};

function eventText(event: TimelineEvent): string {
  const d = event.detail as Record<string, unknown>;
  const reference = typeof d.reference === 'string' ? d.reference : '';
  switch (event.type) {
    case 'stage':
      return W.event.stage(stageLabel(String(d.from ?? '')), stageLabel(String(d.to ?? '')));
    case 'merge':
      return 'into' in d ? W.event.mergedInto(reference) : W.event.mergedFrom(reference);
    case 'link':
      if (d.action === 'unlinked') return W.event.unlinked(reference);
      if (d.action === 'started') return 'enquiryId' in d ? W.event.startedFrom(reference) : W.event.started(reference);
      return W.event.linked(reference);
    default:
      return W.event[event.type];
  }
}

/** A merged record's timeline, oldest first, as the kept record shows it. */
export function MergedTimeline({ events }: { events: TimelineEvent[] }) {
  if (events.length === 0) return <p className="muted">{W.noEvents}</p>;
  return (
    <ol className="desk-dup-timeline">
      {events.map((e) => (
        <li key={e.id}>
          <time dateTime={e.at}>{formatDateTime(e.at)}</time> <span>{eventText(e)}</span>{' '}
          <span className="muted">{e.actor ? W.event.by(e.actor) : W.event.site}</span>
          {e.note ? <p className="desk-dup-note">{e.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** The possible duplicates of a record, each with "Merge this into …" (after a confirm). */
export function DuplicateList({ view, canChange }: { view: DuplicatesView; canChange: boolean }) {
  const act = useAdminAction();
  const utils = trpc.useUtils();
  const refresh = useRefreshDesk();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const section = SECTION_OF[view.kind];

  async function merge(intoId: number, intoReference: string) {
    if (!window.confirm(W.mergeConfirm(view.reference, intoReference))) return;
    await act({
      busy: setBusy,
      request: () => utils.client.admin.deskDuplicates.merge.mutate({ kind: view.kind, id: view.id, intoId }),
      apply: refresh,
      done: W.merged(view.reference, intoReference),
      failed: W.mergeFailed,
    });
  }

  return (
    <section className="desk-dup-part" aria-labelledby={`desk-dup-${view.kind}-${view.id}-dups`}>
      <h4 id={`desk-dup-${view.kind}-${view.id}-dups`}>{W.possibleDuplicates}</h4>
      {view.duplicates.length === 0 ? (
        <p className="muted">{W.noDuplicates}</p>
      ) : (
        <ul className="desk-dup-list">
          {view.duplicates.map((d) => (
            <li key={d.id} className="desk-dup-item">
              <div className="desk-dup-what">
                <a
                  href={itemPath(section, d.id)}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(itemPath(section, d.id));
                  }}
                >
                  {d.reference}
                </a>{' '}
                <span>{d.name}</span>
                <span className="desk-dup-meta">
                  {stageLabel(d.stage)} · {W.received} {formatDateTime(d.createdAt)} ·{' '}
                  {d.matched.map((m) => W.matchedBy[m]).join(', ')}
                </span>
              </div>
              {canChange && view.mergedInto === null && (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={busy}
                  onClick={() => void merge(d.id, d.reference)}
                >
                  {W.mergeThisInto(d.reference)}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The records merged into this one, each with its own timeline (both are kept by a merge). */
export function MergedList({ view }: { view: DuplicatesView }) {
  if (view.merged.length === 0) return null;
  return (
    <section className="desk-dup-part" aria-labelledby={`desk-dup-${view.kind}-${view.id}-merged`}>
      <h4 id={`desk-dup-${view.kind}-${view.id}-merged`}>{W.mergedHere}</h4>
      {view.merged.map((m) => (
        <details key={m.id} className="desk-dup-merged">
          <summary>
            {W.mergedTimeline(m.reference)}{' '}
            <span className="desk-dup-meta">
              {stageLabel(m.stage)} · {W.received} {formatDateTime(m.createdAt)}
            </span>
          </summary>
          <MergedTimeline events={m.timeline} />
        </details>
      ))}
    </section>
  );
}

/** The whole panel for an opened contact. */
export function DuplicatesPanel({ enquiry }: { enquiry: EnquiryForStart }) {
  const can = useCan();
  const canChange = can('admissions', 'change');
  const query = trpc.admin.deskDuplicates.of.useQuery({ kind: 'enquiry', id: enquiry.id }, { retry: false });
  const [starting, setStarting] = useState(false);
  const navigate = useNavigate();
  const headingId = `desk-dup-enquiry-${enquiry.id}`;

  return (
    <section className="desk-dup" aria-labelledby={headingId}>
      <div className="desk-dup-head">
        <h3 id={headingId}>{W.panelTitle}</h3>
        {canChange && query.data && query.data.mergedInto === null && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setStarting(true)}>
            {W.startApplication}
          </button>
        )}
      </div>
      {!query.data ? (
        <LoadState
          failed={query.isError}
          loadingText={W.loading}
          errorText={W.loadFailed}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {query.data.mergedInto && (
            <p className="desk-dup-merged-into">
              {W.mergedInto(query.data.mergedInto.reference)}{' '}
              <a
                href={itemPath('enquiries', query.data.mergedInto.id)}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(itemPath('enquiries', query.data.mergedInto?.id ?? enquiry.id));
                }}
              >
                {W.openRecord(query.data.mergedInto.reference)}
              </a>
            </p>
          )}
          <DuplicateList view={query.data} canChange={canChange} />
          <MergedList view={query.data} />
          <section className="desk-dup-part" aria-labelledby={`${headingId}-apps`}>
            <h4 id={`${headingId}-apps`}>{W.linkedApplications}</h4>
            {query.data.linkedApplications.length === 0 ? (
              <p className="muted">{W.noLinkedApplications}</p>
            ) : (
              <ul className="desk-dup-list">
                {query.data.linkedApplications.map((a) => (
                  <li key={a.id} className="desk-dup-item">
                    <div className="desk-dup-what">
                      <a
                        href={itemPath('applications', a.id)}
                        onClick={(e) => {
                          e.preventDefault();
                          navigate(itemPath('applications', a.id));
                        }}
                      >
                        {a.reference}
                      </a>{' '}
                      <span>{a.name}</span>
                      <span className="desk-dup-meta">
                        {stageLabel(a.stage)} · {formatDateTime(a.createdAt)}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      {starting && query.data && (
        <StartApplicationDialog
          enquiry={{ ...enquiry, reference: query.data.reference }}
          onClose={() => setStarting(false)}
        />
      )}
    </section>
  );
}
