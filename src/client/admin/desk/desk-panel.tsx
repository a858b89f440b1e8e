import { type FormEvent, useId, useState } from 'react';
import { CLOSED_STAGES, type DeskKind, OPEN_STAGES, STAGE_LABELS, type Stage } from '../../../shared/admissions';
import { DESK_WORDS, feeStateLine, NOTE_CHANNEL_LABELS, timelineLine } from '../../../shared/content/desk-words';
import { formatDateTime } from '../../../shared/format';
import {
  DESK_NOTE_MAX_CHARS,
  FOLLOW_UP_NOTE_MAX_CHARS,
  NOTE_CHANNELS,
  type NoteChannel,
} from '../../../shared/schemas/desk';
import { languageName } from '../../../shared/words/forms/language-name';
import type { RouterOutputs } from '../../lib/trpc';
import { trpc } from '../../lib/trpc';
import { LoadState } from '../kit/load-state';
import { errorInfo } from '../kit/request';
import { useCan } from '../shell/access';
import { refreshAfterDeskChange, useDeskNotify } from './desk-api';
import './desk.css';

type DeskRecord = RouterOutputs['admin']['desk']['record'];
type TimelineEntry = DeskRecord['timeline'][number];

/**
 * The admissions desk of one opened enquiry or application: its stage, who it is assigned to, its
 * follow-up and campus, where the family came from, a note of a call or visit, and the timeline of
 * everything the desk recorded, newest first. Each control saves on its own, like the status select.
 */
export function DeskPanel({ kind, id }: { kind: DeskKind; id: number }) {
  const uid = useId();
  const can = useCan();
  const utils = trpc.useUtils();
  const notify = useDeskNotify();
  const record = trpc.admin.desk.record.useQuery({ kind, id }, { retry: false });
  const assignees = trpc.admin.desk.assignees.useQuery(undefined, { staleTime: 60_000 });
  const campuses = trpc.admin.disclosure.campuses.useQuery(undefined, { staleTime: 60_000, enabled: can('content') });
  const [busy, setBusy] = useState(false);
  const canChange = can('admissions', 'change');

  async function save(run: () => Promise<unknown>, stageChanged = false, done: string = DESK_WORDS.saved) {
    setBusy(true);
    try {
      await run();
      refreshAfterDeskChange(utils, kind, id, stageChanged);
      notify('success', done);
      return true;
    } catch (error) {
      notify('error', errorInfo(error).message ?? DESK_WORDS.saveError);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const titleId = `${uid}-title`;
  if (!record.data)
    return (
      <section className="desk-panel" aria-labelledby={titleId}>
        <h3 id={titleId} className="desk-title">
          {DESK_WORDS.panelTitle}
        </h3>
        <LoadState
          failed={record.isError}
          loadingText={DESK_WORDS.loading}
          errorText={DESK_WORDS.loadError}
          onRetry={() => void record.refetch()}
        />
      </section>
    );
  const r = record.data;
  const desk = utils.client.admin.desk;
  const people = assignees.data ?? [];
  // The assignee is shown even when the account can no longer be assigned (deactivated since).
  const assigneeOptions = r.assignee && !people.some((p) => p.id === r.assignee?.id) ? [...people, r.assignee] : people;
  const campusOptions = campuses.data ?? [];

  return (
    <section className="desk-panel" aria-labelledby={titleId}>
      <div className="desk-head">
        <h3 id={titleId} className="desk-title">
          {DESK_WORDS.panelTitle}
        </h3>
        {r.reference && (
          <p className="desk-reference">
            <span className="visually-hidden">{DESK_WORDS.reference}: </span>
            {r.reference}
          </p>
        )}
      </div>
      {r.payments.length > 0 && (
        <ul className="desk-fees">
          {r.payments.map((fee) => (
            <li
              key={fee.fee}
              className={fee.status === 'received' ? 'badge status-badge status-resolved' : 'desk-muted'}
            >
              {feeStateLine(fee)}
            </li>
          ))}
        </ul>
      )}
      <div className="desk-controls">
        <div className="field">
          <label htmlFor={`${uid}-stage`}>{DESK_WORDS.stage}</label>
          <select
            id={`${uid}-stage`}
            value={r.stage}
            disabled={busy || !canChange}
            onChange={(e) => void save(() => desk.setStage.mutate({ kind, id, stage: e.target.value as Stage }), true)}
          >
            <optgroup label={DESK_WORDS.openStages}>
              {OPEN_STAGES.map((s) => (
                <option key={s} value={s}>
                  {STAGE_LABELS[s]}
                </option>
              ))}
            </optgroup>
            <optgroup label={DESK_WORDS.closedStages}>
              {CLOSED_STAGES.map((s) => (
                <option key={s} value={s}>
                  {STAGE_LABELS[s]}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${uid}-assignee`}>{DESK_WORDS.assignedTo}</label>
          <select
            id={`${uid}-assignee`}
            value={r.assignee ? String(r.assignee.id) : ''}
            disabled={busy || !canChange}
            onChange={(e) =>
              void save(() => desk.assign.mutate({ kind, id, adminId: e.target.value ? Number(e.target.value) : null }))
            }
          >
            <option value="">{DESK_WORDS.nobody}</option>
            {assigneeOptions.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        {can('content') && (
          <div className="field">
            <label htmlFor={`${uid}-campus`}>{DESK_WORDS.campus}</label>
            <select
              id={`${uid}-campus`}
              value={r.campusId === null ? '' : String(r.campusId)}
              disabled={busy || !canChange}
              onChange={(e) =>
                void save(() =>
                  desk.setCampus.mutate({ kind, id, campusId: e.target.value ? Number(e.target.value) : null }),
                )
              }
            >
              <option value="">{DESK_WORDS.noCampus}</option>
              {campusOptions.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>

      <FollowUpForm
        key={`${r.followUpAt ?? ''}|${r.followUpNote}`}
        uid={uid}
        on={r.followUpAt}
        note={r.followUpNote}
        busy={busy}
        canChange={canChange}
        onSave={(on, note) => save(() => desk.setFollowUp.mutate({ kind, id, on, note }))}
      />

      <SourceLines source={r.source} language={r.language} headingId={`${uid}-source`} />

      {canChange && (
        <NoteForm
          uid={uid}
          busy={busy}
          onAdd={(channel, text) =>
            save(() => desk.addNote.mutate({ kind, id, channel, text }), false, DESK_WORDS.noteAdded)
          }
        />
      )}

      <Timeline
        entries={r.timeline}
        headingId={`${uid}-timeline`}
        campusName={(campusId) => campusOptions.find((c) => c.id === campusId)?.name ?? null}
      />
    </section>
  );
}

function FollowUpForm({
  uid,
  on,
  note,
  busy,
  canChange,
  onSave,
}: {
  uid: string;
  on: string | null;
  note: string;
  busy: boolean;
  canChange: boolean;
  onSave: (on: string | null, note: string) => Promise<boolean>;
}) {
  const [day, setDay] = useState(on ?? '');
  const [text, setText] = useState(note);
  const headingId = `${uid}-follow-up`;
  function submit(e: FormEvent) {
    e.preventDefault();
    void onSave(day || null, text);
  }
  return (
    <form className="desk-block desk-follow-up" aria-labelledby={headingId} onSubmit={submit}>
      <h4 id={headingId}>{DESK_WORDS.followUp}</h4>
      <div className="desk-follow-up-fields">
        <div className="field">
          <label htmlFor={`${uid}-follow-up-day`}>{DESK_WORDS.followUpDate}</label>
          <input
            id={`${uid}-follow-up-day`}
            type="date"
            value={day}
            disabled={busy || !canChange}
            onChange={(e) => setDay(e.target.value)}
          />
        </div>
        <div className="field desk-grow">
          <label htmlFor={`${uid}-follow-up-note`}>{DESK_WORDS.followUpNote}</label>
          <input
            id={`${uid}-follow-up-note`}
            type="text"
            value={text}
            maxLength={FOLLOW_UP_NOTE_MAX_CHARS}
            placeholder={DESK_WORDS.followUpNoteHint}
            disabled={busy || !canChange}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>
      {canChange && (
        <div className="desk-actions">
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !day}>
            {DESK_WORDS.saveFollowUp}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={busy || on === null}
            onClick={() => void onSave(null, '')}
          >
            {DESK_WORDS.clear}
          </button>
        </div>
      )}
    </form>
  );
}

function SourceLines({
  source,
  language,
  headingId,
}: {
  source: DeskRecord['source'];
  language: string;
  headingId: string;
}) {
  const cameFrom =
    [source.utmSource, source.utmMedium].filter(Boolean).join(' / ') || source.referrerHost || DESK_WORDS.direct;
  const lines: [string, string][] = [
    [DESK_WORDS.cameFrom, source.referrerHost && source.utmSource ? `${cameFrom} (${source.referrerHost})` : cameFrom],
    [DESK_WORDS.campaign, source.utmCampaign || DESK_WORDS.notRecorded],
    [DESK_WORDS.landingPage, source.landingPath || DESK_WORDS.notRecorded],
    [DESK_WORDS.heardFrom, source.heardFromLabel || DESK_WORDS.notRecorded],
    [DESK_WORDS.language, languageName(language)],
  ];
  return (
    <section className="desk-block" aria-labelledby={headingId}>
      <h4 id={headingId}>{DESK_WORDS.source}</h4>
      <dl className="desk-source">
        {lines.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function NoteForm({
  uid,
  busy,
  onAdd,
}: {
  uid: string;
  busy: boolean;
  onAdd: (channel: NoteChannel, text: string) => Promise<boolean>;
}) {
  const [channel, setChannel] = useState<NoteChannel>('call');
  const [text, setText] = useState('');
  const headingId = `${uid}-note`;
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) return;
    if (await onAdd(channel, text)) setText('');
  }
  return (
    <form className="desk-block desk-note" aria-labelledby={headingId} onSubmit={submit}>
      <h4 id={headingId}>{DESK_WORDS.addNote}</h4>
      <div className="field desk-channel">
        <label htmlFor={`${uid}-channel`}>{DESK_WORDS.channel}</label>
        <select
          id={`${uid}-channel`}
          value={channel}
          disabled={busy}
          onChange={(e) => setChannel(e.target.value as NoteChannel)}
        >
          {NOTE_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {NOTE_CHANNEL_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${uid}-note-text`}>{DESK_WORDS.noteText}</label>
        <textarea
          id={`${uid}-note-text`}
          rows={3}
          value={text}
          maxLength={DESK_NOTE_MAX_CHARS}
          required
          disabled={busy}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="desk-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !text.trim()}>
          {DESK_WORDS.addNoteButton}
        </button>
      </div>
    </form>
  );
}

function Timeline({
  entries,
  headingId,
  campusName,
}: {
  entries: TimelineEntry[];
  headingId: string;
  campusName: (id: number) => string | null;
}) {
  return (
    <section className="desk-block" aria-labelledby={headingId}>
      <h4 id={headingId}>{DESK_WORDS.timeline}</h4>
      {entries.length === 0 ? (
        <p className="desk-muted">{DESK_WORDS.timelineEmpty}</p>
      ) : (
        <ol className="desk-timeline">
          {entries.map((e) => {
            const campusTo = e.detail.campusTo;
            const line = timelineLine(e.type, e.detail, {
              assignee: e.assigneeName,
              campus: e.campusName ?? (typeof campusTo === 'number' ? campusName(campusTo) : null),
            });
            return (
              <li key={e.id} className={`desk-event desk-event-${e.type}`}>
                <p className="desk-event-line">{line}</p>
                {e.note && <p className="desk-event-text">{e.note}</p>}
                <p className="desk-event-meta">
                  {e.actorName || DESK_WORDS.theSite} · <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
