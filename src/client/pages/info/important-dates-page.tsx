import { fill } from '../../../shared/words/fill';
import { fillParts } from '../../../shared/words/pages/fill-parts';
import { trpc } from '../../lib/trpc';
import { useInfoWords } from '../../lib/use-home-words';
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
  const words = useInfoWords().dates;
  return (
    <DataTable
      stack
      caption={fill(words.examCaption, { year: data?.year ?? '' })}
      columns={[words.examination, words.when, words.results]}
      rows={(data?.exams ?? []).map((e) => ({ key: e.key, head: e.title, cells: [e.period, e.results] }))}
    />
  );
}

/** The instalments' cards, first in the grid of the page's fee cards. */
function FeeInstallments() {
  const data = useImportantDates();
  const words = useInfoWords().dates;
  return (
    <>
      {(data?.fees ?? []).map((f, i) => (
        <Card key={f.key} icon="calendar" tone={i} title={f.title}>
          <p>{fillParts(words.due, { due: f.due })}</p>
        </Card>
      ))}
    </>
  );
}

function PtmDates() {
  const data = useImportantDates();
  const words = useInfoWords().dates;
  return (
    <ul className="grid grid-4 ptm-list" aria-label={words.ptmLabel}>
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
  const words = useInfoWords().dates;
  return (
    <DataTable
      onSurface
      caption={fill(words.holidaysCaption, { year: data?.year ?? '' })}
      columns={[words.holiday, words.date]}
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
