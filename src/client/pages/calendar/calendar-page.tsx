import { ChipNav } from '../../components/layout/chip-nav';
import './calendar.css';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  type CalendarQuery,
  calendarHref,
  calendarQuery,
  dateRange,
  EVENT_CATEGORIES,
  longDate,
  monthWeeks,
  monthYear,
  shortDate,
  timeOfDay,
  WEEKDAY_NAMES,
} from '../../../shared/calendar';
import { PAGES, PATHS } from '../../../shared/paths';
import { PageMetaHero } from '../../components/layout/page-hero';
import { Island } from '../../islands/island';
import { useSiteHref } from '../../lib/language';
import { type RouterOutputs, trpc } from '../../lib/trpc';

// The School Calendar (docs/decisions/020-calendar-and-ical.md): the upcoming events by month, or one
// month as a grid (?month=2026-12), filtered by category (?category=exam); every event can be added to
// a calendar app (.ics), and the whole calendar subscribed to (/calendar.ics). Plain links throughout,
// so it reads and works without JavaScript.

type View = RouterOutputs['events']['calendar'];
type Occurrence = View['items'][number];

const ONCE = { staleTime: Number.POSITIVE_INFINITY };
/** Monday first, as the school week runs. */
const GRID_DAYS = [1, 2, 3, 4, 5, 6, 0].map((d) => WEEKDAY_NAMES[d] as string);

const eventId = (o: Occurrence) => `event-${o.key}`;
/** 'Nov 2026', for the previous and next month buttons (they fit side by side on a phone). */
const shortMonth = (month: string) => `${monthYear(month).slice(0, 3)} ${month.slice(0, 4)}`;

function timeText(o: Occurrence): string {
  if (o.allDay || !o.startTime) return o.endDate > o.startDate ? dateRange(o.startDate, o.endDate) : 'All day';
  const time = `${timeOfDay(o.startTime)}${o.endTime ? ` - ${timeOfDay(o.endTime)}` : ''}`;
  return o.endDate > o.startDate ? `${dateRange(o.startDate, o.endDate)}, ${time}` : time;
}

/** One occurrence: its date, title, time, category, place and description, and its .ics file. */
function EventEntry({ o }: { o: Occurrence }) {
  return (
    <li className="calendar-event" id={eventId(o)}>
      <time className="calendar-event-date" dateTime={o.startDate}>
        <span className="calendar-event-weekday">{shortDate(o.startDate).split(' ')[0]}</span>
        <span className="calendar-event-day">{Number(o.startDate.slice(8))}</span>
      </time>
      <div className="calendar-event-body">
        <h4 className="calendar-event-title">{o.title}</h4>
        <p className="calendar-event-meta">
          <span className={`badge calendar-badge calendar-badge-${o.category}`}>{o.categoryLabel}</span>
          <span>{timeText(o)}</span>
          {o.location && <span>{o.location}</span>}
        </p>
        {o.description && <p className="calendar-event-text">{o.description}</p>}
        {o.repeats && <p className="calendar-event-repeats">{o.repeats}</p>}
        <a className="calendar-event-ics" href={`${PATHS.calendar}/${o.uid}.ics`} download>
          Add to calendar (.ics)
          <span className="visually-hidden">
            : {o.title}, {longDate(o.startDate)}
          </span>
        </a>
      </div>
    </li>
  );
}

function EventList({ items }: { items: Occurrence[] }) {
  return (
    <ol className="calendar-events">
      {items.map((o) => (
        <EventEntry key={o.key} o={o} />
      ))}
    </ol>
  );
}

function Agenda({ view }: { view: View }) {
  const months = new Map<string, Occurrence[]>();
  for (const o of view.items) {
    const key = o.startDate < view.today ? view.today.slice(0, 7) : o.startDate.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), o]);
  }
  return (
    <section aria-labelledby="calendar-agenda-title">
      <h2 id="calendar-agenda-title" className="calendar-heading">
        Upcoming events
      </h2>
      {view.items.length === 0 ? (
        <p className="empty-state">No upcoming events{view.category ? ' in this category' : ''} yet.</p>
      ) : (
        [...months.entries()].map(([month, items]) => (
          <section key={month} className="calendar-agenda-month" aria-labelledby={`calendar-${month}`}>
            <h3 id={`calendar-${month}`}>{monthYear(month)}</h3>
            <EventList items={items} />
          </section>
        ))
      )}
    </section>
  );
}

/** A click that the page may take over (not one that opens a new tab or window). */
const isPlainClick = (e: MouseEvent) => e.button === 0 && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);

function MonthGrid({
  view,
  query,
  onMonth,
  isLoading = false,
}: {
  view: View;
  query: CalendarQuery;
  /** The next month is on its way: this one stays shown meanwhile. */
  isLoading?: boolean;
  /** Shows another month in place (the island, once hydrated); the links go there by themselves without it. */
  onMonth?: (month: string) => void;
}) {
  const month = view.month;
  const onDay = (date: string) => view.items.filter((o) => o.startDate <= date && o.endDate >= date);
  const goTo = (target: string) => (e: MouseEvent) => {
    if (!onMonth || !isPlainClick(e)) return;
    e.preventDefault();
    onMonth(target);
  };
  return (
    <section aria-labelledby="calendar-month-title" aria-busy={isLoading || undefined}>
      <div className="spread-row calendar-month-head">
        <Link
          className="btn btn-outline btn-sm"
          to={calendarHref(PATHS.calendar, { ...query, month: view.prevMonth })}
          onClick={goTo(view.prevMonth)}
        >
          <span aria-hidden="true">&larr; </span>
          {shortMonth(view.prevMonth)}
          <span className="visually-hidden"> (previous month)</span>
        </Link>
        <h2 id="calendar-month-title" className="calendar-heading">
          {monthYear(month)}
        </h2>
        <Link
          className="btn btn-outline btn-sm"
          to={calendarHref(PATHS.calendar, { ...query, month: view.nextMonth })}
          onClick={goTo(view.nextMonth)}
        >
          {shortMonth(view.nextMonth)}
          <span className="visually-hidden"> (next month)</span>
          <span aria-hidden="true"> &rarr;</span>
        </Link>
      </div>
      <div className="calendar-grid-wrap">
        <table className="calendar-grid">
          <caption className="visually-hidden">Events in {monthYear(month)}, by day</caption>
          <thead>
            <tr>
              {GRID_DAYS.map((day) => (
                <th key={day} scope="col">
                  <abbr title={day}>{day.slice(0, 3)}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week) => (
              <tr key={week.find(Boolean) ?? ''}>
                {week.map((date, i) => {
                  if (!date) return <td key={`empty-${i}`} className="calendar-day-empty" />;
                  const items = onDay(date);
                  return (
                    <td
                      key={date}
                      className={date === view.today ? 'calendar-day is-today' : 'calendar-day'}
                      aria-current={date === view.today ? 'date' : undefined}
                    >
                      <span className="calendar-day-number">{Number(date.slice(8))}</span>
                      {items.length > 0 && (
                        <ul>
                          {items.map((o) => (
                            <li key={o.key}>
                              <a
                                className={`calendar-cell-event calendar-badge-${o.category}`}
                                href={`#${eventId(o)}`}
                                title={o.title}
                              >
                                {o.title}
                                <span className="visually-hidden">, {longDate(date)}</span>
                              </a>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="calendar-subheading">Events in {monthYear(month)}</h3>
      {view.items.length === 0 ? (
        <p className="empty-state">No events{view.category ? ' in this category' : ''} this month.</p>
      ) : (
        <EventList items={view.items} />
      )}
    </section>
  );
}

function Subscribe({ view }: { view: View }) {
  const what = view.category
    ? `${EVENT_CATEGORIES.find((c) => c.value === view.category)?.label ?? ''} dates`
    : 'the calendar';
  return (
    <section className="section section-soft" aria-labelledby="calendar-subscribe-title">
      <div className="container calendar-subscribe">
        <h2 id="calendar-subscribe-title">Add the dates to your phone</h2>
        <p>
          Subscribe once and every date the school adds or changes appears in your own calendar by itself.
          {view.category ? ' This subscription has only the dates of the category you chose.' : ''}
        </p>
        <div className="calendar-subscribe-actions">
          <a className="btn btn-primary" href={view.feed.path}>
            Subscribe (iCal)<span className="visually-hidden">: {what}</span>
          </a>
          <a className="btn btn-outline" href={view.feed.webcal}>
            Open in my calendar app (webcal)
          </a>
        </div>
        <p className="calendar-feed-url">
          Calendar address: <code>{view.feed.https}</code>
        </p>
        <ul className="calendar-help">
          <li>
            <strong>Google Calendar:</strong> on a computer, open Google Calendar, choose + beside Other calendars, then
            From URL, and paste the calendar address.
          </li>
          <li>
            <strong>Apple Calendar (iPhone, iPad, Mac):</strong> tap Open in my calendar app, or in Calendar choose
            File, New Calendar Subscription, and paste the address.
          </li>
          <li>
            <strong>Outlook:</strong> choose Add calendar, then Subscribe from web, and paste the address.
          </li>
        </ul>
      </div>
    </section>
  );
}

export default function CalendarPage() {
  const [params] = useSearchParams();
  const query = calendarQuery(params);
  const { data: view, isError } = trpc.events.calendar.useQuery(query, ONCE);

  return (
    <>
      <PageMetaHero page={PAGES.calendar} />
      <section className="section calendar-page" aria-label="Calendar">
        <div className="container">
          {query.month ? (
            <CalendarMonth />
          ) : (
            <CalendarBody query={query} view={view} isError={isError} isLoading={!view} />
          )}
        </div>
      </section>
      {view && <Subscribe view={view} />}
    </>
  );
}

/** The calendar's filters and its view (the upcoming events or one month). */
function CalendarBody({
  query,
  view,
  isError,
  isLoading,
  onMonth,
}: {
  query: CalendarQuery;
  view: View | undefined;
  isError: boolean;
  isLoading: boolean;
  onMonth?: (month: string) => void;
}) {
  const isMonth = Boolean(query.month);
  const thisMonth = view?.today.slice(0, 7);
  return (
    <>
      <div className="calendar-toolbar">
        <ChipNav
          label="Calendar view"
          chips={[
            {
              label: 'Upcoming',
              to: calendarHref(PATHS.calendar, { category: query.category }),
              isCurrent: !isMonth,
            },
            {
              label: 'Month',
              to: calendarHref(PATHS.calendar, { category: query.category, month: query.month ?? thisMonth }),
              isCurrent: isMonth,
            },
          ]}
        />
        <ChipNav
          label="Event categories"
          chips={[
            { label: 'All', to: calendarHref(PATHS.calendar, { month: query.month }), isCurrent: !query.category },
            ...EVENT_CATEGORIES.map((c) => ({
              label: c.label,
              to: calendarHref(PATHS.calendar, { month: query.month, category: c.value }),
              isCurrent: query.category === c.value,
            })),
          ]}
        />
      </div>
      {isError ? (
        <p className="empty-state">The calendar could not be loaded. Please try again.</p>
      ) : !view ? (
        <p className="empty-state" role="status">
          Loading the calendar...
        </p>
      ) : (
        <>
          {view.view === 'month' ? (
            <MonthGrid view={view} query={query} onMonth={onMonth} isLoading={isLoading} />
          ) : (
            <Agenda view={view} />
          )}
          <p className="calendar-zone">Times are school time ({view.timeZone}).</p>
        </>
      )}
    </>
  );
}

/**
 * The month view: an island (docs/architecture.md, "Islands"). Its month links are plain links to
 * `?month=`, which work as they are; once a visitor's first focus or touch has hydrated it, they show
 * the other month in place (the address follows, and back and forward return).
 */
function CalendarMonth() {
  return <Island name="calendar-month" component={CalendarMonthIsland} props={{}} />;
}

/** The month from an address's query, or null when it names none. */
const monthOf = (search: string) => calendarQuery(new URLSearchParams(search)).month ?? null;

export function CalendarMonthIsland() {
  const [params] = useSearchParams();
  const base = calendarQuery(params);
  const [month, setMonth] = useState(base.month);
  const siteHref = useSiteHref();
  const query: CalendarQuery = { ...base, month };
  const { data, isError } = trpc.events.calendar.useQuery(query, ONCE);
  // The month shown stays until the next one has arrived, rather than a loading line in its place.
  const [shown, setShown] = useState(data);
  if (data && data !== shown) setShown(data);

  // Back and forward between the months shown in place.
  useEffect(() => {
    const onPop = () => {
      const next = monthOf(window.location.search);
      if (next) setMonth(next);
      else window.location.reload();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // The page's title names the month (src/server/features/events/page.ts): it follows the month shown.
  const titled = useRef(base.month);
  useEffect(() => {
    if (!month || titled.current === month) return;
    const before = titled.current;
    titled.current = month;
    if (before) document.title = document.title.replace(monthYear(before), monthYear(month));
  }, [month]);

  function showMonth(next: string) {
    window.history.pushState(null, '', siteHref(calendarHref(PATHS.calendar, { ...base, month: next })));
    setMonth(next);
  }

  return <CalendarBody query={query} view={data ?? shown} isError={isError} isLoading={!data} onMonth={showMonth} />;
}
