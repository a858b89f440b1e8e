import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CANDIDATE_STAGE_LABELS, CANDIDATE_STAGES, type CandidateStage } from '../../../shared/careers';
import {
  DEFAULT_MEETING_MINUTES,
  SCHEDULE_KIND_LABELS,
  SCHEDULE_KINDS,
  type ScheduleKind,
  CAREERS_WORDS as W,
} from '../../../shared/content/careers-words';
import { formatDate, formatDateTime } from '../../../shared/format';
import type { RouterOutputs } from '../../lib/trpc';
import { trpc } from '../../lib/trpc';
import { downloadText } from '../kit/paged-list';
import { errorInfo } from '../kit/request';
import { useToast } from '../kit/toast';
import { itemPath } from '../shell/admin-paths';

type Candidate = RouterOutputs['admin']['careers']['candidate'];
type TimelineEntry = Candidate['timeline'][number];

const stageLabel = (id: unknown) => CANDIDATE_STAGE_LABELS[id as CandidateStage] ?? String(id ?? '');

/** One timeline entry in words, from its type and detail. */
function timelineLine(e: TimelineEntry): string {
  const d = e.detail;
  switch (e.type) {
    case 'stage':
      return W.events.stage(stageLabel(d.from), stageLabel(d.to));
    case 'note':
      return W.events.note;
    case 'reply':
      return W.events.reply(String(d.subject ?? ''));
    case 'schedule':
      return W.events.schedule(
        SCHEDULE_KIND_LABELS[d.kind as ScheduleKind] ?? '',
        `${formatDate(`${d.date}T12:00:00Z`)} ${d.time}`,
        String(d.place ?? ''),
      );
    case 'cv':
      return W.events.cv;
    default:
      return W.events.export;
  }
}

/** Runs a change, refreshes the candidate and the list, and says how it went. */
function useCareersChange() {
  const utils = trpc.useUtils();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function run(change: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      await change();
      await Promise.all([utils.admin.careers.candidate.invalidate(), utils.admin.careers.candidates.invalidate()]);
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(errorInfo(error).message ?? W.saveFailed);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

/** One candidate, opened: details, CV, stage, note, a meeting, a reply, the timeline and duplicates. */
export function CandidatePage({ candidate: c }: { candidate: Candidate }) {
  const uid = useId();
  const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? W.none : v);
  const details: [string, string | number][] = [
    [W.reference, c.reference],
    [W.appliedFor, c.vacancy?.title ?? (c.vacancyTitle || W.anyPost)],
    [W.applied, formatDateTime(c.createdAt)],
    [W.phone, c.phone],
    [W.email, c.email],
    [W.qualification, c.qualification],
    [W.teacherTraining, c.teacherTraining === 'none' ? W.none : c.teacherTraining],
    [W.tet, c.tet === 'none' ? W.none : [c.tet, c.tetPaper, c.tetYear].filter(Boolean).join(' · ')],
    [W.experience, W.years(c.experienceYears)],
    [W.currentSchool, dash(c.currentSchool)],
    [W.boards, dash(c.boards)],
    [W.keepForFuture, c.keepForFuture ? W.yes : W.no],
  ];
  return (
    <div className="careers-page">
      <div className="careers-page-head">
        <div>
          <h3 id={`${uid}-name`}>{c.name}</h3>
          <p className="muted">
            {c.reference} · <span className={`careers-stage careers-stage-${c.stage}`}>{stageLabel(c.stage)}</span>
          </p>
        </div>
        {c.cvUrl ? (
          <a
            className="btn btn-primary"
            href={c.cvUrl}
            target="_blank"
            rel="noopener"
            aria-label={W.openCvLabel(c.name)}
          >
            {W.openCv}
          </a>
        ) : (
          <p className="muted">{W.noCv}</p>
        )}
      </div>

      <section className="careers-block" aria-labelledby={`${uid}-details`}>
        <h4 id={`${uid}-details`}>{W.details}</h4>
        <dl className="careers-details">
          {details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {c.coverNote && (
          <>
            <h5>{W.coverNote}</h5>
            <p className="careers-cover">{c.coverNote}</p>
          </>
        )}
      </section>

      <div className="careers-columns">
        <div>
          {c.stage === 'appointed' && <ExportBlock id={c.id} exportedAt={c.exportedAt} erasesAt={c.erasesAt} />}
          <StageForm id={c.id} stage={c.stage} />
          <ScheduleForm id={c.id} />
          <NoteForm id={c.id} />
          <ReplyForm id={c.id} />
        </div>
        <div>
          <Timeline entries={c.timeline} />
          <section className="careers-block" aria-labelledby={`${uid}-dups`}>
            <h4 id={`${uid}-dups`}>{W.alsoApplied}</h4>
            {c.duplicates.length === 0 ? (
              <p className="muted">{W.noDuplicates}</p>
            ) : (
              <ul className="careers-dups">
                {c.duplicates.map((d) => (
                  <li key={d.id}>
                    <Link to={itemPath('candidates', d.id)}>{d.reference}</Link> · {d.vacancyTitle || W.anyPost} ·{' '}
                    {stageLabel(d.stage)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

/**
 * The appointed candidate's export for the school's staff records (admin.careers.exportCandidate):
 * the JSON downloads, the record says when it was exported, and when the site erases it here.
 */
function ExportBlock({ id, exportedAt, erasesAt }: { id: number; exportedAt: string | null; erasesAt: string | null }) {
  const uid = useId();
  const utils = trpc.useUtils();
  const toast = useToast();
  const exportCandidate = trpc.admin.careers.exportCandidate.useMutation();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const copy = await exportCandidate.mutateAsync({ id });
      downloadText(copy.jsonFilename, copy.json, 'application/json;charset=utf-8');
      toast.success(W.exported);
      await utils.admin.careers.candidate.invalidate({ id });
    } catch (error) {
      toast.error(errorInfo(error).message ?? W.exportFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="careers-block careers-export" aria-labelledby={`${uid}-h`}>
      <h4 id={`${uid}-h`}>{W.exportTitle}</h4>
      <p className="muted">{W.exportIntro}</p>
      <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void run()}>
        {busy ? W.exporting : W.exportButton}
      </button>
      <p className="careers-export-status">{exportedAt ? W.exportedOn(formatDate(exportedAt)) : W.notExported}</p>
      {erasesAt && <p className="muted careers-export-erase">{W.erasesOn(formatDate(erasesAt))}</p>}
    </section>
  );
}

function StageForm({ id, stage }: { id: number; stage: CandidateStage }) {
  const uid = useId();
  const [next, setNext] = useState<CandidateStage>(stage);
  const setStage = trpc.admin.careers.setStage.useMutation();
  const { busy, run } = useCareersChange();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => setStage.mutateAsync({ id, stage: next }), W.stageSaved);
  };
  return (
    <form className="careers-block careers-inline" onSubmit={submit} aria-labelledby={`${uid}-h`}>
      <h4 id={`${uid}-h`}>{W.moveStage}</h4>
      <div className="field">
        <label htmlFor={`${uid}-stage`}>{W.stage}</label>
        <select id={`${uid}-stage`} value={next} onChange={(e) => setNext(e.target.value as CandidateStage)}>
          {CANDIDATE_STAGES.map((s) => (
            <option key={s} value={s}>
              {CANDIDATE_STAGE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy || next === stage}>
        {W.saveStage}
      </button>
    </form>
  );
}

function NoteForm({ id }: { id: number }) {
  const uid = useId();
  const [note, setNote] = useState('');
  const addNote = trpc.admin.careers.addNote.useMutation();
  const { busy, run } = useCareersChange();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => addNote.mutateAsync({ id, note }), W.noteSaved)) setNote('');
  };
  return (
    <form className="careers-block" onSubmit={submit} aria-labelledby={`${uid}-h`}>
      <h4 id={`${uid}-h`}>{W.note}</h4>
      <div className="field">
        <label htmlFor={`${uid}-note`}>{W.note}</label>
        <textarea id={`${uid}-note`} rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-outline btn-sm" disabled={busy || !note.trim()}>
        {W.addNote}
      </button>
    </form>
  );
}

function ScheduleForm({ id }: { id: number }) {
  const uid = useId();
  const [kind, setKind] = useState<ScheduleKind>('interview');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [minutes, setMinutes] = useState(DEFAULT_MEETING_MINUTES);
  const [place, setPlace] = useState('');
  const schedule = trpc.admin.careers.schedule.useMutation();
  const { busy, run } = useCareersChange();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await run(
      () => schedule.mutateAsync({ id, kind, date, time, durationMinutes: minutes, place }),
      W.scheduled,
    );
    if (ok) {
      setDate('');
      setTime('');
    }
  };
  return (
    <form className="careers-block" onSubmit={submit} aria-labelledby={`${uid}-h`}>
      <h4 id={`${uid}-h`}>{W.schedule}</h4>
      <div className="careers-fields">
        <div className="field">
          <label htmlFor={`${uid}-kind`}>{W.kind}</label>
          <select id={`${uid}-kind`} value={kind} onChange={(e) => setKind(e.target.value as ScheduleKind)}>
            {SCHEDULE_KINDS.map((k) => (
              <option key={k} value={k}>
                {SCHEDULE_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${uid}-date`}>{W.date}</label>
          <input id={`${uid}-date`} type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${uid}-time`}>{W.time}</label>
          <input id={`${uid}-time`} type="time" required value={time} onChange={(e) => setTime(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${uid}-minutes`}>{W.duration}</label>
          <input
            id={`${uid}-minutes`}
            type="number"
            min={15}
            max={480}
            step={5}
            value={minutes}
            onChange={(e) => setMinutes(Number(e.target.value))}
          />
        </div>
        <div className="field careers-wide">
          <label htmlFor={`${uid}-place`}>{W.place}</label>
          <input
            id={`${uid}-place`}
            required
            maxLength={200}
            value={place}
            onChange={(e) => setPlace(e.target.value)}
          />
        </div>
      </div>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !date || !time || !place.trim()}>
        {W.scheduleButton}
      </button>
    </form>
  );
}

function ReplyForm({ id }: { id: number }) {
  const uid = useId();
  const utils = trpc.useUtils();
  const templates = trpc.admin.careers.templates.list.useQuery(undefined, { staleTime: 60_000 });
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const sendReply = trpc.admin.careers.sendReply.useMutation();
  const { busy, run } = useCareersChange();

  async function choose(value: string) {
    const chosen = value ? Number(value) : null;
    setTemplateId(chosen);
    if (chosen === null) return;
    try {
      const filled = await utils.admin.careers.previewReply.fetch({ id, templateId: chosen });
      setSubject(filled.subject);
      setBody(filled.body);
    } catch {
      setSubject('');
      setBody('');
    }
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await run(
      () => sendReply.mutateAsync({ id, ...(templateId !== null ? { templateId } : {}), subject, body }),
      W.replySent,
    );
    if (ok) {
      setTemplateId(null);
      setSubject('');
      setBody('');
    }
  };
  return (
    <form className="careers-block" onSubmit={submit} aria-labelledby={`${uid}-h`}>
      <h4 id={`${uid}-h`}>{W.reply}</h4>
      <div className="field">
        <label htmlFor={`${uid}-template`}>{W.template}</label>
        <select id={`${uid}-template`} value={templateId ?? ''} onChange={(e) => void choose(e.target.value)}>
          <option value="">{W.chooseTemplate}</option>
          {templates.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${uid}-subject`}>{W.subject}</label>
        <input id={`${uid}-subject`} maxLength={150} value={subject} onChange={(e) => setSubject(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${uid}-body`}>{W.body}</label>
        <textarea id={`${uid}-body`} rows={8} maxLength={4000} value={body} onChange={(e) => setBody(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !subject.trim() || !body.trim()}>
        {W.send}
      </button>
    </form>
  );
}

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const uid = useId();
  return (
    <section className="careers-block" aria-labelledby={`${uid}-h`}>
      <h4 id={`${uid}-h`}>{W.timeline}</h4>
      {entries.length === 0 ? (
        <p className="muted">{W.noTimeline}</p>
      ) : (
        <ol className="careers-timeline">
          {entries.map((e) => (
            <li key={e.id} className={`careers-event careers-event-${e.type}`}>
              <p className="careers-event-line">{timelineLine(e)}</p>
              {e.note && <p className="careers-event-note">{e.note}</p>}
              <p className="muted careers-event-meta">
                {formatDateTime(e.at)}
                {e.actor ? ` · ${W.by(e.actor)}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
