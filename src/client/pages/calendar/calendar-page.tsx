import { useSearchParams } from 'react-router-dom';
import { calendarQuery } from '../../../shared/calendar';
import { PageMetaHero } from '../../components/layout/page-hero';
import { useOwnLanguage } from '../../lib/own-language';
import { trpc } from '../../lib/trpc';
import { usePageHero, usePageWords } from '../../lib/use-page-words';
import { CalendarBody, CalendarMonth, ONCE, Subscribe } from './calendar-view';

// The School Calendar's page (docs/decisions/020-calendar-and-ical.md): rendered by the server only,
// so it reads the words of the page's language from the catalogues and gives them to its parts; its
// month view, an island, is calendar-view.tsx and takes its words with its props.

export default function CalendarPage() {
  const [params] = useSearchParams();
  const query = calendarQuery(params);
  const { data: view, isError } = trpc.events.calendar.useQuery(query, ONCE);
  const w = usePageWords().calendar;
  const own = useOwnLanguage();

  return (
    <>
      <PageMetaHero page={usePageHero('calendar')} />
      <section className="section calendar-page" aria-label={w.region} {...own}>
        <div className="container">
          {query.month ? (
            <CalendarMonth words={w} />
          ) : (
            <CalendarBody query={query} view={view} isError={isError} isLoading={!view} w={w} />
          )}
        </div>
      </section>
      {view && <Subscribe view={view} w={w} language={own} />}
    </>
  );
}
