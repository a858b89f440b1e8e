import { ChipNav } from '../../components/layout/chip-nav';
import './disclosure.css';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  DISCLOSURE_PATH,
  disclosurePath,
  NOT_APPLICABLE,
  NOT_YET_PUBLISHED,
  SELF_ATTESTED_NOTE,
} from '../../../shared/disclosure';
import { formatDate } from '../../../shared/format';
import { formatFileSize } from '../../../shared/notices';
import { PAGES } from '../../../shared/paths';
import { PageMetaHero } from '../../components/layout/page-hero';
import { type RouterOutputs, trpc } from '../../lib/trpc';

// The CBSE Mandatory Public Disclosure (Appendix IX, docs/decisions/021-mandatory-public-disclosure.md):
// one campus's tables A to E in CBSE's order and wording, read from the records the office keeps.
// Counts, the ratio and percentages come computed from the server; a document that is not there says
// so instead of linking. Plain links and tables: it reads, prints and works without JavaScript.

type Data = NonNullable<RouterOutputs['disclosure']['page']>;
type Campus = Data['campus'];
type DocumentCell = Campus['documents']['rows'][number]['document'];

const ONCE = { staleTime: Number.POSITIVE_INFINITY };

const dateText = (iso: string | null) => (iso ? formatDate(`${iso}T12:00:00Z`) : '');
const orDash = (text: string) => text || '—';
const sqm = (n: number) => `${n.toLocaleString('en-IN')} sq. m`;

/** A section of the disclosure: its heading, last-updated date and its table in a scrolling region. */
function DisclosureSection({
  id,
  title,
  updatedAt,
  children,
}: {
  id: string;
  title: string;
  updatedAt: string | null;
  children: ReactNode;
}) {
  return (
    // Not a landmark of its own: its table is the region, named like its heading.
    <div className="disclosure-section">
      <div className="spread-row disclosure-section-head">
        <h2 id={`${id}-title`}>{title}</h2>
        {updatedAt && (
          <p className="disclosure-updated">
            Last updated: <time dateTime={updatedAt}>{dateText(updatedAt)}</time>
          </p>
        )}
      </div>
      {children}
    </div>
  );
}

/** A table that scrolls inside its own region on a narrow screen, never the page. */
function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      <table className="table disclosure-table">{children}</table>
    </section>
  );
}

function Head({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A document's cell: its link with size and dates, the site's own page, not applicable, or not yet published. */
function DocumentLink({ cell, label }: { cell: DocumentCell; label: string }) {
  if (cell.kind === 'not-applicable') return <span className="disclosure-muted">{NOT_APPLICABLE}</span>;
  if (cell.kind === 'missing' || !cell.href) return <span className="disclosure-missing">{NOT_YET_PUBLISHED}</span>;
  if (cell.kind === 'page')
    return (
      <Link to={cell.href}>
        View on this site<span className="visually-hidden">: {label}</span>
      </Link>
    );
  return (
    <>
      <a href={cell.href} className="disclosure-doc-link">
        View document<span className="visually-hidden">: {label}</span> (PDF, {formatFileSize(cell.bytes)})
      </a>
      {(cell.issuedOn || cell.validUntil) && (
        <span className="disclosure-doc-dates">
          {cell.issuedOn && <span>Issued {dateText(cell.issuedOn)}</span>}
          {cell.validUntil && <span>Valid until {dateText(cell.validUntil)}</span>}
        </span>
      )}
    </>
  );
}

/** Tables A and E: numbered rows of a label and its value. */
function FactsTable({ label, number, rows }: { label: string; number: string; rows: [string, ReactNode][] }) {
  return (
    <TableRegion label={label}>
      <Head columns={[number, 'Information', 'Details']} />
      <tbody>
        {rows.map(([row, value], i) => (
          <tr key={row}>
            <td>{i + 1}</td>
            <th scope="row">{row}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

function GeneralTable({ campus }: { campus: Campus }) {
  const g = campus.general;
  const rows: [string, ReactNode][] = [
    ['Name of the school', g.name],
    ['Affiliation No.', g.affiliationNo],
    ['School code', g.schoolCode],
    ['Complete address with PIN code', g.address],
    ['Principal name and qualification', g.principal || NOT_YET_PUBLISHED],
    ['School e-mail ID', g.email],
    ['Contact details (landline/mobile)', g.phone],
  ];
  return <FactsTable label="A. General information" number="Sl. No" rows={rows} />;
}

interface DocumentRow {
  item: string;
  label: string;
  document: DocumentCell;
}

function DocumentsTable({ rows, label }: { rows: DocumentRow[]; label: string }) {
  return (
    <TableRegion label={label}>
      <Head columns={['Sl. No', 'Documents/Information', 'Upload documents']} />
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.item}>
            <td>{i + 1}</td>
            <th scope="row">{r.label}</th>
            <td>
              <DocumentLink cell={r.document} label={r.label} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

function ResultsTable({ level, rows }: { level: 'X' | 'XII'; rows: Campus['academics']['results']['X'] }) {
  const title = `Result class: ${level}`;
  return (
    <>
      <h3 id={`results-${level}`} className="disclosure-subhead">
        {title}
      </h3>
      <TableRegion label={`Board results, Class ${level}`}>
        <Head
          columns={[
            'S.No',
            'Year',
            'No. of registered students',
            'No. of students passed',
            'Pass percentage',
            'Remarks',
          ]}
        />
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={6} className="disclosure-missing">
                {NOT_YET_PUBLISHED}
              </td>
            </tr>
          ) : (
            rows.map((r, i) => (
              <tr key={r.year}>
                <td>{i + 1}</td>
                <th scope="row">{r.year}</th>
                <td>{r.registered}</td>
                <td>{r.passed}</td>
                <td>{r.percentage === null ? '—' : `${r.percentage}%`}</td>
                <td>{orDash(r.remarks)}</td>
              </tr>
            ))
          )}
        </tbody>
      </TableRegion>
    </>
  );
}

function StaffTable({ campus }: { campus: Campus }) {
  const s = campus.staff;
  const list = (grade: string, label: string) => (
    <a href={`#teachers-${grade}`}>
      List of {label} teachers<span className="visually-hidden"> with names and qualifications</span>
    </a>
  );
  return (
    <TableRegion label="D. Staff (teaching)">
      <Head columns={['S.No', 'Information', 'Number/Strength', 'Name and Qualifications']} />
      <tbody>
        <tr>
          <td>1</td>
          <th scope="row">Principal</th>
          <td>{s.principal ? 1 : 0}</td>
          <td>{s.principal || NOT_YET_PUBLISHED}</td>
        </tr>
        <tr>
          <td>2</td>
          <th scope="row">Vice Principal</th>
          <td>{s.vicePrincipal ? s.vicePrincipal.split('; ').length : 0}</td>
          <td>{orDash(s.vicePrincipal)}</td>
        </tr>
        <tr>
          <td>3</td>
          <th scope="row">Headmistress/Headmaster</th>
          <td>{s.head ? s.head.split('; ').length : 0}</td>
          <td>{orDash(s.head)}</td>
        </tr>
        <tr>
          <td>4</td>
          <th scope="row">Total number of teachers (all)</th>
          <td>{s.counts.teachers}</td>
          <td>PGT, TGT and PRT together</td>
        </tr>
        {s.teacherLists.map((l, i) => (
          <tr key={l.grade} className="disclosure-subrow">
            <td>{`4.${i + 1}`}</td>
            <th scope="row">{l.label}</th>
            <td>{l.teachers.length}</td>
            <td>{l.teachers.length ? list(l.grade, l.label) : NOT_YET_PUBLISHED}</td>
          </tr>
        ))}
        <tr>
          <td>5</td>
          <th scope="row">Teachers section ratio</th>
          <td>{s.ratio ? `${s.ratio} : 1` : '—'}</td>
          <td>
            {s.counts.teachers} teachers for {s.sections} sections
          </td>
        </tr>
        <tr>
          <td>6</td>
          <th scope="row">Details of special educator</th>
          <td>{s.specialEducator ? s.specialEducator.split('; ').length : 0}</td>
          <td>{s.specialEducator || NOT_YET_PUBLISHED}</td>
        </tr>
        <tr>
          <td>7</td>
          <th scope="row">Details of counsellor and wellness teacher</th>
          <td>{s.counsellor ? s.counsellor.split('; ').length : 0}</td>
          <td>{s.counsellor || NOT_YET_PUBLISHED}</td>
        </tr>
      </tbody>
    </TableRegion>
  );
}

function TeacherLists({ campus }: { campus: Campus }) {
  return (
    <>
      {campus.staff.teacherLists.map((l) => (
        <div key={l.grade} className="disclosure-teachers">
          <h3 id={`teachers-${l.grade}`} className="disclosure-subhead">
            {l.label} teachers: names and qualifications
          </h3>
          {l.teachers.length === 0 ? (
            <p className="disclosure-missing">{NOT_YET_PUBLISHED}</p>
          ) : (
            <TableRegion label={`${l.label} teachers`}>
              <Head columns={['S.No', 'Name', 'Subject', 'Qualifications']} />
              <tbody>
                {l.teachers.map((t, i) => (
                  // Two teachers may share a name: the position keeps rows apart.
                  <tr key={`${i}-${t.name}`}>
                    <td>{i + 1}</td>
                    <th scope="row">{t.name}</th>
                    <td>{orDash(t.subject)}</td>
                    <td>{orDash(t.qualifications)}</td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          )}
        </div>
      ))}
    </>
  );
}

function InfrastructureTable({ campus }: { campus: Campus }) {
  const e = campus.infrastructure;
  const rows: [string, ReactNode][] = [
    ['Total campus area of the school (in square metres)', sqm(e.campusArea)],
    ['No. and size of the class rooms (in square metres)', `${e.classrooms} rooms of ${sqm(e.classroomSize)}`],
    [
      'No. and size of laboratories including computer labs (in square metres)',
      `${e.laboratories} laboratories of ${sqm(e.laboratorySize)}`,
    ],
    ['Internet facility (Y/N)', e.internet ? 'Y' : 'N'],
    ["No. of girls' toilets", e.girlsToilets],
    ["No. of boys' toilets", e.boysToilets],
    [
      'Link of YouTube video of the inspection of school covering the infrastructure of the school',
      e.inspectionVideoUrl ? (
        // A link, not an embed: nothing is requested from YouTube before the visitor clicks.
        <a key="video" href={e.inspectionVideoUrl} rel="noopener noreferrer external">
          Watch the inspection video on YouTube
        </a>
      ) : (
        <span key="video" className="disclosure-missing">
          {NOT_YET_PUBLISHED}
        </span>
      ),
    ],
  ];
  return <FactsTable label="E. School infrastructure" number="S.No" rows={rows} />;
}

function CampusSwitcher({ data }: { data: Data }) {
  if (data.campuses.length < 2) return null;
  return (
    <ChipNav
      label="Campus"
      className="disclosure-campuses"
      chips={data.campuses.map((c) => ({
        label: c.name,
        to: disclosurePath(c.slug),
        isCurrent: c.slug === data.campus.slug,
      }))}
    />
  );
}

function Disclosure({ data }: { data: Data }) {
  const { campus } = data;
  const a = campus.academics;
  return (
    <>
      <CampusSwitcher data={data} />
      <div className="spread-row disclosure-campus-head">
        <h2 className="disclosure-campus-name">{campus.name}</h2>
        {/* Prints by the site script (src/client/site/controls.ts); without it, not shown. */}
        <button type="button" className="btn btn-outline disclosure-print" data-print data-needs-script>
          Print
        </button>
      </div>
      {campus.hasExamples && (
        <p className="alert disclosure-example-note" role="note">
          Some values below are examples that the school office has not yet replaced with the campus’s own.
        </p>
      )}

      <DisclosureSection id="general" title="A. General information" updatedAt={campus.general.updatedAt}>
        <GeneralTable campus={campus} />
      </DisclosureSection>

      <DisclosureSection id="documents" title="B. Documents and information" updatedAt={campus.documents.updatedAt}>
        <DocumentsTable rows={campus.documents.rows} label="B. Documents and information" />
        <p className="disclosure-note">{SELF_ATTESTED_NOTE}</p>
      </DisclosureSection>

      <DisclosureSection id="academics" title="C. Result and academics" updatedAt={a.updatedAt}>
        <DocumentsTable rows={a.rows} label="C. Result and academics" />
        <ResultsTable level="X" rows={a.results.X} />
        <ResultsTable level="XII" rows={a.results.XII} />
        <h3 className="disclosure-subhead">Annual report</h3>
        {a.annualReports.length === 0 ? (
          <p className="disclosure-missing">{NOT_YET_PUBLISHED}</p>
        ) : (
          <ul className="disclosure-reports">
            {a.annualReports.map((r) => (
              <li key={r.academicYear}>
                <a href={r.href}>
                  Annual report {r.academicYear} (PDF, {formatFileSize(r.bytes)})
                </a>
              </li>
            ))}
          </ul>
        )}
      </DisclosureSection>

      <DisclosureSection id="staff" title="D. Staff (teaching)" updatedAt={campus.staff.updatedAt}>
        <StaffTable campus={campus} />
        <TeacherLists campus={campus} />
      </DisclosureSection>

      <DisclosureSection
        id="infrastructure"
        title="E. School infrastructure"
        updatedAt={campus.infrastructure.updatedAt}
      >
        <InfrastructureTable campus={campus} />
      </DisclosureSection>
    </>
  );
}

export default function DisclosurePage() {
  const { campus: slug = '' } = useParams();
  const { data, isError } = trpc.disclosure.page.useQuery({ campus: slug }, ONCE);
  return (
    <>
      <PageMetaHero page={PAGES.disclosure} />
      <div className="section disclosure-page">
        <div className="container">
          {data ? (
            <Disclosure data={data} />
          ) : isError ? (
            <p className="alert alert-error">The disclosure could not be loaded. Please try again in a few minutes.</p>
          ) : data === null ? (
            <p className="disclosure-missing">
              {slug ? (
                <>
                  No campus has this address. <Link to={DISCLOSURE_PATH}>See the disclosure of every campus</Link>.
                </>
              ) : (
                NOT_YET_PUBLISHED
              )}
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}
