import './disclosure-section.css';
import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DISCLOSURE_PATH, disclosurePath } from '../../../shared/disclosure';
import { trpc } from '../../lib/trpc';
import { LoadState } from '../kit/load-state';
import { SectionHead } from '../kit/section-head';
import { useToast } from '../kit/toast';
import { sectionPath } from '../shell/admin-paths';
import { DisclosureAnnualReports } from './disclosure-annual-reports';
import { type DisclosureCampus, problemsText } from './disclosure-api';
import { DisclosureChecklist } from './disclosure-checklist';
import { DisclosureDocuments } from './disclosure-documents';
import { DisclosureResults } from './disclosure-results';

// The dashboard's Disclosure (docs/decisions/021-mandatory-public-disclosure.md): per campus, the
// checklist of what CBSE requires, the documents of tables B and C, the annual reports and the board
// results. The campus chosen is in the address (?campus=<slug>), so a reload keeps it.

function CampusSwitcher({
  campuses,
  chosen,
  onChoose,
}: {
  campuses: DisclosureCampus[];
  chosen: DisclosureCampus;
  onChoose: (slug: string) => void;
}) {
  const id = useId();
  return (
    <div className="field disclosure-campus-field">
      <label htmlFor={id}>Campus</label>
      <select id={id} value={chosen.slug} onChange={(e) => onChoose(e.target.value)}>
        {campuses.map((c) => (
          <option key={c.id} value={c.slug}>
            {c.name} ({problemsText(c.problems).toLowerCase()})
          </option>
        ))}
      </select>
    </div>
  );
}

function CampusDisclosure({ campus }: { campus: DisclosureCampus }) {
  const toast = useToast();
  const view = trpc.admin.disclosure.get.useQuery({ campusId: campus.id }, { staleTime: 0 });
  useEffect(() => {
    if (view.isError) toast.error('Error loading the disclosure');
  }, [view.isError, toast]);

  if (!view.data)
    return (
      <LoadState
        failed={view.isError}
        loadingText="Loading the disclosure..."
        errorText="Error loading the disclosure"
        onRetry={() => void view.refetch()}
      />
    );
  return (
    <div className="disclosure-campus">
      <p className="disclosure-campus-line">
        <a href={disclosurePath(campus.slug)} target="_blank" rel="noopener">
          View the disclosure of {campus.name}
        </a>
      </p>
      <DisclosureChecklist entries={view.data.checklist} />
      <DisclosureDocuments view={view.data} />
      <DisclosureAnnualReports view={view.data} />
      <DisclosureResults view={view.data} />
    </div>
  );
}

export function DisclosureSection() {
  const toast = useToast();
  const campuses = trpc.admin.disclosure.campuses.useQuery(undefined, { staleTime: 0 });
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (campuses.isError) toast.error('Error loading the campuses');
  }, [campuses.isError, toast]);

  const list = campuses.data ?? [];
  const chosen = list.find((c) => c.slug === params.get('campus')) ?? list[0] ?? null;

  return (
    <section className="admin-section disclosure-section" aria-labelledby="admin-section-title">
      <SectionHead
        title="Disclosure"
        description={
          <>
            The CBSE Mandatory Public Disclosure (Appendix IX) of each campus, on the{' '}
            <a href={DISCLOSURE_PATH} target="_blank" rel="noopener">
              Mandatory Public Disclosure
            </a>{' '}
            page: its documents, annual reports and board results, and a checklist of what is missing or expiring.
          </>
        }
      />
      {campuses.isPending || campuses.isError ? (
        <LoadState
          failed={campuses.isError}
          loadingText="Loading the campuses..."
          errorText="Error loading the campuses"
          onRetry={() => void campuses.refetch()}
        />
      ) : !chosen ? (
        <div className="admin-empty">
          <p>There is no campus yet. The disclosure is published campus by campus.</p>
          <p>
            <Link className="btn btn-primary" to={sectionPath('campuses')}>
              Add a campus in Campuses
            </Link>
          </p>
        </div>
      ) : (
        <>
          {list.length > 1 && (
            <CampusSwitcher
              campuses={list}
              chosen={chosen}
              onChoose={(slug) => setParams({ campus: slug }, { replace: true })}
            />
          )}
          <CampusDisclosure key={chosen.id} campus={chosen} />
        </>
      )}
    </section>
  );
}
