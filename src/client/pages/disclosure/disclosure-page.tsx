import { ChipNav } from '../../components/layout/chip-nav';
import './disclosure.css';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DISCLOSURE_PATH, disclosurePath, isDisclosureItem } from '../../../shared/disclosure';
import { formatDate } from '../../../shared/format';
import { formatFileSize } from '../../../shared/notices';
import { DEFAULT_LANGUAGE } from '../../../shared/paths';
import { fill } from '../../../shared/words/fill';
import { fillParts } from '../../../shared/words/pages/fill-parts';
import { PageMetaHero } from '../../components/layout/page-hero';
import { useLanguage } from '../../lib/language';
import { useOwnLanguage } from '../../lib/own-language';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { usePageHero, usePageWords } from '../../lib/use-page-words';

// The CBSE Mandatory Public Disclosure (Appendix IX, docs/decisions/021-mandatory-public-disclosure.md):
// one campus's tables A to E in CBSE's order and wording, read from the records the office keeps.
// Counts, the ratio and percentages come computed from the server; a document that is not there says
// so instead of linking. Plain links and tables: it reads, prints and works without JavaScript.

type Data = NonNullable<RouterOutputs['disclosure']['page']>;
type Campus = Data['campus'];
type DocumentCell = Campus['documents']['rows'][number]['document'];

const ONCE = { staleTime: Number.POSITIVE_INFINITY };

const orDash = (text: string) => text || '—';

/** The disclosure's labels in the page's language (server-rendered only: never an island). */
function useWords() {
  return usePageWords().disclosure;
}

/** A date of the disclosure ('12 Jan 2026'), with the page's month names in another language. */
function useDateText(): (iso: string | null) => string {
  const { code } = useLanguage();
  const { dates } = usePageWords();
  const words = code === DEFAULT_LANGUAGE ? undefined : dates;
  return (iso) => (iso ? formatDate(`${iso}T12:00:00Z`, words) : '');
}

/**
 * `lang="en"` (and `dir="ltr"` on a right-to-left page) for what the office typed in English (names,
 * addresses, qualifications) on a page in another language, whose labels around it are translated.
 */
function useOfficeText(): { lang?: string; dir?: 'ltr' } {
  const { code, dir } = useLanguage();
  if (code === DEFAULT_LANGUAGE) return {};
  return dir === 'rtl' ? { lang: DEFAULT_LANGUAGE, dir: 'ltr' } : { lang: DEFAULT_LANGUAGE };
}

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
  const words = useWords();
  const dateText = useDateText();
  return (
    // Not a landmark of its own: its table is the region, named like its heading.
    <div className="disclosure-section">
      <div className="spread-row disclosure-section-head">
        <h2 id={`${id}-title`}>{title}</h2>
        {updatedAt && (
          <p className="disclosure-updated">
            {words.lastUpdated}
            <time dateTime={updatedAt}>{dateText(updatedAt)}</time>
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
  const words = useWords();
  const dateText = useDateText();
  if (cell.kind === 'not-applicable') return <span className="disclosure-muted">{words.notApplicable}</span>;
  if (cell.kind === 'missing' || !cell.href) return <span className="disclosure-missing">{words.notYetPublished}</span>;
  if (cell.kind === 'page')
    return (
      <Link to={cell.href}>
        {words.viewOnSite}
        <span className="visually-hidden">: {label}</span>
      </Link>
    );
  return (
    <>
      <a href={cell.href} className="disclosure-doc-link">
        {words.viewDocument}
        <span className="visually-hidden">: {label}</span>
        {fillParts(words.pdfSize, { size: formatFileSize(cell.bytes) })}
      </a>
      {(cell.issuedOn || cell.validUntil) && (
        <span className="disclosure-doc-dates">
          {cell.issuedOn && <span>{fillParts(words.issued, { date: dateText(cell.issuedOn) })}</span>}
          {cell.validUntil && <span>{fillParts(words.validUntil, { date: dateText(cell.validUntil) })}</span>}
        </span>
      )}
    </>
  );
}

/** Tables A and E: numbered rows of a label and its value. */
function FactsTable({ label, number, rows }: { label: string; number: string; rows: [string, ReactNode][] }) {
  const words = useWords();
  return (
    <TableRegion label={label}>
      <Head columns={[number, words.information, words.details]} />
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
  const words = useWords();
  const w = words.general;
  const office = useOfficeText();
  // What the office typed stays as typed: marked English on a page in another language.
  const typed = (text: string): ReactNode => (office.lang ? <span {...office}>{text}</span> : text);
  const rows: [string, ReactNode][] = [
    [w.name, typed(g.name)],
    [w.affiliationNo, g.affiliationNo],
    [w.schoolCode, g.schoolCode],
    [w.address, typed(g.address)],
    [w.principal, g.principal ? typed(g.principal) : words.notYetPublished],
    [w.email, g.email],
    [w.phone, g.phone],
  ];
  return <FactsTable label={w.title} number={words.slNo} rows={rows} />;
}

interface DocumentRow {
  item: string;
  label: string;
  document: DocumentCell;
}

function DocumentsTable({ rows, label }: { rows: DocumentRow[]; label: string }) {
  const words = useWords();
  // CBSE's row labels, by their item, in the page's language.
  const rowLabel = (r: DocumentRow) => (isDisclosureItem(r.item) ? words.items[r.item] : r.label);
  return (
    <TableRegion label={label}>
      <Head columns={[words.slNo, words.documents.document, words.documents.upload]} />
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.item}>
            <td>{i + 1}</td>
            <th scope="row">{rowLabel(r)}</th>
            <td>
              <DocumentLink cell={r.document} label={rowLabel(r)} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

function ResultsTable({ level, rows }: { level: 'X' | 'XII'; rows: Campus['academics']['results']['X'] }) {
  const words = useWords();
  const w = words.academics;
  const office = useOfficeText();
  const title = fill(w.resultClass, { level });
  return (
    <>
      <h3 id={`results-${level}`} className="disclosure-subhead">
        {title}
      </h3>
      <TableRegion label={fill(w.boardResults, { level })}>
        <Head columns={[words.sNo, w.year, w.registered, w.passed, w.percentage, w.remarks]} />
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={6} className="disclosure-missing">
                {words.notYetPublished}
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
                <td {...(r.remarks ? office : {})}>{orDash(r.remarks)}</td>
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
  const words = useWords();
  const w = words.staff;
  const office = useOfficeText();
  // Names and qualifications as the office typed them, else the page's "not yet published" or a dash.
  const typed = (text: string, none: string) => (text ? <td {...office}>{text}</td> : <td>{none}</td>);
  const list = (grade: string, label: string) => (
    <a href={`#teachers-${grade}`}>
      {fillParts(w.listOf, { grade: label })}
      <span className="visually-hidden">{w.listHidden}</span>
    </a>
  );
  return (
    <TableRegion label={w.title}>
      <Head columns={[words.sNo, words.information, w.number, w.names]} />
      <tbody>
        <tr>
          <td>1</td>
          <th scope="row">{w.principal}</th>
          <td>{s.principal ? 1 : 0}</td>
          {typed(s.principal, words.notYetPublished)}
        </tr>
        <tr>
          <td>2</td>
          <th scope="row">{w.vicePrincipal}</th>
          <td>{s.vicePrincipal ? s.vicePrincipal.split('; ').length : 0}</td>
          {typed(s.vicePrincipal, '—')}
        </tr>
        <tr>
          <td>3</td>
          <th scope="row">{w.head}</th>
          <td>{s.head ? s.head.split('; ').length : 0}</td>
          {typed(s.head, '—')}
        </tr>
        <tr>
          <td>4</td>
          <th scope="row">{w.total}</th>
          <td>{s.counts.teachers}</td>
          <td>{w.totalNote}</td>
        </tr>
        {s.teacherLists.map((l, i) => (
          <tr key={l.grade} className="disclosure-subrow">
            <td>{`4.${i + 1}`}</td>
            <th scope="row">{l.label}</th>
            <td>{l.teachers.length}</td>
            <td>{l.teachers.length ? list(l.grade, l.label) : words.notYetPublished}</td>
          </tr>
        ))}
        <tr>
          <td>5</td>
          <th scope="row">{w.ratio}</th>
          <td>{s.ratio ? `${s.ratio} : 1` : '—'}</td>
          <td>{fillParts(w.ratioNote, { teachers: s.counts.teachers, sections: s.sections })}</td>
        </tr>
        <tr>
          <td>6</td>
          <th scope="row">{w.specialEducator}</th>
          <td>{s.specialEducator ? s.specialEducator.split('; ').length : 0}</td>
          {typed(s.specialEducator, words.notYetPublished)}
        </tr>
        <tr>
          <td>7</td>
          <th scope="row">{w.counsellor}</th>
          <td>{s.counsellor ? s.counsellor.split('; ').length : 0}</td>
          {typed(s.counsellor, words.notYetPublished)}
        </tr>
      </tbody>
    </TableRegion>
  );
}

function TeacherLists({ campus }: { campus: Campus }) {
  const words = useWords();
  const w = words.staff;
  const office = useOfficeText();
  return (
    <>
      {campus.staff.teacherLists.map((l) => (
        <div key={l.grade} className="disclosure-teachers">
          <h3 id={`teachers-${l.grade}`} className="disclosure-subhead">
            {fillParts(w.teachersHeading, { grade: l.label })}
          </h3>
          {l.teachers.length === 0 ? (
            <p className="disclosure-missing">{words.notYetPublished}</p>
          ) : (
            <TableRegion label={fill(w.teachers, { grade: l.label })}>
              <Head columns={[words.sNo, w.name, w.subject, w.qualifications]} />
              <tbody>
                {l.teachers.map((t, i) => (
                  // Two teachers may share a name: the position keeps rows apart.
                  <tr key={`${i}-${t.name}`} {...office}>
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
  const words = useWords();
  const w = words.infrastructure;
  const sqm = (n: number) => fill(w.squareMetres, { area: n.toLocaleString('en-IN') });
  const rows: [string, ReactNode][] = [
    [w.area, sqm(e.campusArea)],
    [w.classrooms, fill(w.classroomsValue, { count: e.classrooms, size: sqm(e.classroomSize) })],
    [w.laboratories, fill(w.laboratoriesValue, { count: e.laboratories, size: sqm(e.laboratorySize) })],
    [w.internet, e.internet ? 'Y' : 'N'],
    [w.girlsToilets, e.girlsToilets],
    [w.boysToilets, e.boysToilets],
    [
      w.video,
      e.inspectionVideoUrl ? (
        // A link, not an embed: nothing is requested from YouTube before the visitor clicks.
        <a key="video" href={e.inspectionVideoUrl} rel="noopener noreferrer external">
          {w.watchVideo}
        </a>
      ) : (
        <span key="video" className="disclosure-missing">
          {words.notYetPublished}
        </span>
      ),
    ],
  ];
  return <FactsTable label={w.title} number={words.sNo} rows={rows} />;
}

function CampusSwitcher({ data }: { data: Data }) {
  const words = useWords();
  if (data.campuses.length < 2) return null;
  return (
    <ChipNav
      label={words.campus}
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
  const words = useWords();
  const office = useOfficeText();
  return (
    <>
      <CampusSwitcher data={data} />
      <div className="spread-row disclosure-campus-head">
        <h2 className="disclosure-campus-name" {...office}>
          {campus.name}
        </h2>
        {/* Prints by the site script (src/client/site/controls.ts); without it, not shown. */}
        <button type="button" className="btn btn-outline disclosure-print" data-print data-needs-script>
          {words.print}
        </button>
      </div>
      {campus.hasExamples && (
        <p className="alert disclosure-example-note" role="note">
          {words.examples}
        </p>
      )}

      <DisclosureSection id="general" title={words.general.title} updatedAt={campus.general.updatedAt}>
        <GeneralTable campus={campus} />
      </DisclosureSection>

      <DisclosureSection id="documents" title={words.documents.title} updatedAt={campus.documents.updatedAt}>
        <DocumentsTable rows={campus.documents.rows} label={words.documents.title} />
        <p className="disclosure-note">{words.documents.selfAttested}</p>
      </DisclosureSection>

      <DisclosureSection id="academics" title={words.academics.title} updatedAt={a.updatedAt}>
        <DocumentsTable rows={a.rows} label={words.academics.title} />
        <ResultsTable level="X" rows={a.results.X} />
        <ResultsTable level="XII" rows={a.results.XII} />
        <h3 className="disclosure-subhead">{words.academics.annualReport}</h3>
        {a.annualReports.length === 0 ? (
          <p className="disclosure-missing">{words.notYetPublished}</p>
        ) : (
          <ul className="disclosure-reports">
            {a.annualReports.map((r) => (
              <li key={r.academicYear}>
                <a href={r.href}>
                  {fillParts(words.academics.annualReportOf, {
                    year: r.academicYear,
                    size: formatFileSize(r.bytes),
                  })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </DisclosureSection>

      <DisclosureSection id="staff" title={words.staff.title} updatedAt={campus.staff.updatedAt}>
        <StaffTable campus={campus} />
        <TeacherLists campus={campus} />
      </DisclosureSection>

      <DisclosureSection
        id="infrastructure"
        title={words.infrastructure.title}
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
  const words = useWords();
  return (
    <>
      <PageMetaHero page={usePageHero('disclosure')} />
      <div className="section disclosure-page" {...useOwnLanguage()}>
        <div className="container">
          {data ? (
            <Disclosure data={data} />
          ) : isError ? (
            <p className="alert alert-error">{words.loadFailed}</p>
          ) : data === null ? (
            <p className="disclosure-missing">
              {slug ? (
                <>
                  {words.noCampus}
                  <Link to={DISCLOSURE_PATH}>{words.everyCampus}</Link>
                  {words.everyCampusAfter}
                </>
              ) : (
                words.notYetPublished
              )}
            </p>
          ) : null}
        </div>
      </div>
    </>
  );
}
