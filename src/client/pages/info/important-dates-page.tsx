import { trpc } from '../../lib/trpc';
import { Card, DataTable } from './info-parts';
import { DocumentPage } from './sections/page-document';

// The Important Dates page: its words are data the office edits (docs/decisions/038-pages-as-data.md);
// its dates are the school calendar's events of one academic year (exams and results, fee instalments,
// the monthly parent-teacher meetings, holidays), so the office edits a date once, in the dashboard's
// Calendar (docs/decisions/020-calendar-and-ical.md).

const ONCE = { staleTime: Number.POSITIVE_INFINITY };

function useImportantDates() {
  return trpc.events.importantDates.useQuery(undefined, ONCE).data;
}

function ExamDates() {
  const data = useImportantDates();
  return (
    <DataTable
      stack
      caption={`Examinations ${data?.year ?? ''}`}
      columns={['Examination', 'When', 'Results']}
      rows={(data?.exams ?? []).map((e) => ({ key: e.key, head: e.title, cells: [e.period, e.results] }))}
    />
  );
}

/** The instalments' cards, first in the grid of the page's fee cards. */
function FeeInstallments() {
  const data = useImportantDates();
  return (
    <>
      {(data?.fees ?? []).map((f, i) => (
        <Card key={f.key} icon="calendar" tone={i} title={f.title}>
          <p>Due: {f.due}</p>
        </Card>
      ))}
    </>
  );
}

function PtmDates() {
  const data = useImportantDates();
  return (
    <ul className="grid grid-4 ptm-list" aria-label="Parent-teacher meeting dates">
      {(data?.ptm ?? []).map((d) => (
        <li className="card" key={d.key}>
          <strong>{d.month}</strong>
          <span className="muted">
            <time dateTime={d.date}>{d.when}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

function Holidays() {
  const data = useImportantDates();
  return (
    <DataTable
      onSurface
      caption={`School holidays ${data?.year ?? ''}`}
      columns={['Holiday', 'Date']}
      rows={(data?.holidays ?? []).map((h) => ({
        key: h.key,
        head: h.title,
        cells: [
          <>
            <time dateTime={h.date}>{h.when}</time>
            {h.note && <span className="muted"> ({h.note})</span>}
          </>,
        ],
      }))}
    />
  );
}

const DATA = { examDates: ExamDates, feeInstallments: FeeInstallments, ptmDates: PtmDates, holidays: Holidays };

// Its title names the year shown: the server's ({calendarYear} filled).
export default function ImportantDatesPage() {
  return <DocumentPage page="importantDates" data={DATA} />;
}
