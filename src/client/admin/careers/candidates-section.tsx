import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CANDIDATE_STAGE_LABELS, CANDIDATE_STAGES, type CandidateStage } from '../../../shared/careers';
import { CAREERS_WORDS as W } from '../../../shared/content/careers-words';
import { formatDate } from '../../../shared/format';
import { SearchField } from '../../components/form/search-field';
import { trpc } from '../../lib/trpc';
import { OptionFilter } from '../kit/list-controls';
import { OpenedItem } from '../kit/opened-item';
import { pageRange, usePagedList } from '../kit/paged-list';
import { Pager } from '../kit/pager';
import { SectionHead } from '../kit/section-head';
import { type ItemRef, itemPath, sectionPath } from '../shell/admin-paths';
import { CandidatePage } from './candidate-page';
import { CandidateTemplates } from './candidate-templates';
import './careers.css';

/** The vacancy filter's value: '' for all, 'any' for "any suitable post", or a vacancy's id. */
type VacancyFilter = '' | 'any' | number;

/**
 * The principal's shortlist (admin.careers.*, permission `recruitment`): the candidates by vacancy,
 * stage and search with the counts per stage, newest first; the one the address names
 * (/admin/candidates/12) opens above the list with its details, CV, stage, meetings, replies and
 * timeline (candidate-page.tsx). /admin/candidates?view=templates is the reply templates' view
 * (candidate-templates.tsx): the section's addresses name candidates by id, and nothing else.
 */
export function CandidatesSection({ open = null }: { open?: ItemRef | null }) {
  const uid = useId();
  const [params] = useSearchParams();
  const templatesView = open === null && params.get('view') === TEMPLATES_VIEW;
  return (
    <section className="careers" aria-labelledby={`${uid}-title`}>
      <SectionHead title={W.title} titleId={`${uid}-title`} description={W.description} />
      <nav className="careers-views" aria-label={W.views}>
        <Link
          to={sectionPath('candidates')}
          className={`careers-view${templatesView ? '' : ' is-current'}`}
          aria-current={templatesView ? undefined : 'page'}
        >
          {W.viewCandidates}
        </Link>
        <Link
          to={`${sectionPath('candidates')}?view=${TEMPLATES_VIEW}`}
          className={`careers-view${templatesView ? ' is-current' : ''}`}
          aria-current={templatesView ? 'page' : undefined}
        >
          {W.viewTemplates}
        </Link>
      </nav>
      {templatesView ? <CandidateTemplates /> : <CandidatesList open={open} />}
    </section>
  );
}

/** The value of ?view= that shows the reply templates. */
const TEMPLATES_VIEW = 'templates';

function CandidatesList({ open }: { open: ItemRef | null }) {
  const uid = useId();
  const openId = typeof open === 'number' ? open : null;
  const opened = trpc.admin.careers.candidate.useQuery({ id: openId ?? 0 }, { enabled: openId !== null, retry: false });
  const { page, setPage, searchInput, setSearchInput, searchPending, search } = usePagedList<CandidateStage>();
  const [stage, setStageFilter] = useState<CandidateStage | ''>('');
  const [vacancy, setVacancy] = useState<VacancyFilter>('');
  const list = trpc.admin.careers.candidates.useQuery(
    {
      page,
      ...(search ? { search } : {}),
      ...(stage ? { stage } : {}),
      ...(vacancy !== '' ? { vacancy } : {}),
    },
    { placeholderData: (previous) => previous },
  );
  const data = list.data;
  const items = data?.items ?? [];
  const { from, to } = pageRange(data?.pagination, items.length);
  const busy = list.isFetching || searchPending;

  return (
    <div className="careers-candidates" aria-busy={busy}>
      {openId !== null && (
        <OpenedItem
          key={openId}
          section="candidates"
          id={openId}
          noun="candidate"
          query={opened}
          cardClassName="careers-opened"
        >
          {(candidate) => <CandidatePage candidate={candidate} />}
        </OpenedItem>
      )}

      <search className="careers-toolbar">
        <SearchField
          className="field careers-search"
          id={`${uid}-search`}
          label={W.search}
          placeholder={W.searchPlaceholder}
          value={searchInput}
          onChange={setSearchInput}
        />
        <div className="field">
          <label htmlFor={`${uid}-vacancy`}>{W.vacancy}</label>
          <select
            id={`${uid}-vacancy`}
            value={String(vacancy)}
            onChange={(e) => {
              const v = e.target.value;
              setVacancy(v === '' || v === 'any' ? v : Number(v));
              setPage(1);
            }}
          >
            <option value="">{W.allVacancies}</option>
            <option value="any">{W.anyPost}</option>
            {data?.vacancies.map((v) => (
              <option key={v.id} value={v.id}>
                {v.title}
              </option>
            ))}
          </select>
        </div>
        <OptionFilter
          id={`${uid}-stage`}
          label={W.stage}
          allLabel={W.allStages}
          value={stage}
          options={CANDIDATE_STAGES}
          labels={CANDIDATE_STAGE_LABELS}
          onChange={(v) => {
            setStageFilter(v);
            setPage(1);
          }}
        />
      </search>

      {data && (
        <ul className="careers-counts" aria-label={W.stageCounts}>
          {CANDIDATE_STAGES.map((s) => (
            <li key={s}>
              <button
                type="button"
                className={`careers-count${stage === s ? ' is-current' : ''}`}
                aria-pressed={stage === s}
                onClick={() => {
                  setStageFilter(stage === s ? '' : s);
                  setPage(1);
                }}
              >
                <span className="careers-count-n">{data.stageCounts[s]}</span> {CANDIDATE_STAGE_LABELS[s]}
              </button>
            </li>
          ))}
        </ul>
      )}

      {list.isLoading && (
        <p className="muted" role="status">
          {W.loading}
        </p>
      )}
      {list.isError && !data && <p className="alert alert-error">{W.loadError}</p>}
      {data && items.length === 0 && <p className="muted">{W.empty}</p>}

      {items.length > 0 && (
        <ul className="careers-list">
          {items.map((c) => (
            <li key={c.id} className={`careers-row${c.id === openId ? ' is-open' : ''}`}>
              <div className="careers-row-main">
                <Link
                  to={itemPath('candidates', c.id)}
                  className="careers-name"
                  aria-label={W.open(c.name)}
                  aria-current={c.id === openId ? 'true' : undefined}
                >
                  {c.name}
                </Link>
                <p className="muted careers-meta">
                  {c.reference} · {c.vacancyTitle || W.anyPost} · {W.applied} {formatDate(c.createdAt)}
                </p>
                <p className="careers-meta">
                  {c.qualification} · {c.teacherTraining === 'none' ? W.none : c.teacherTraining} ·{' '}
                  {c.tet === 'none' ? W.none : c.tet} · {W.years(c.experienceYears)}
                </p>
              </div>
              <span className={`careers-stage careers-stage-${c.stage}`}>{CANDIDATE_STAGE_LABELS[c.stage]}</span>
            </li>
          ))}
        </ul>
      )}

      {data && data.pagination.total > 0 && (
        <Pager
          label={W.pagesLabel}
          noun={W.noun}
          from={from}
          to={to}
          pagination={data.pagination}
          disabled={busy}
          onPrev={() => setPage((p) => Math.max(1, p - 1))}
          onNext={() => setPage((p) => p + 1)}
        />
      )}
    </div>
  );
}
