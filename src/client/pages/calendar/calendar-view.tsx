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
  shortMonthYear,
  shortWeekday,
  timeOfDay,
} from '../../../shared/calendar';
import { DEFAULT_LANGUAGE, PATHS, pathInLanguage } from '../../../shared/paths';
import type { WordsLike } from '../../../shared/words';
import { fill } from '../../../shared/words/fill';
import { EN_CALENDAR } from '../../../shared/words/pages/en';
import { fillParts } from '../../../shared/words/pages/fill-parts';
import { Island } from '../../islands/island';
import { useLanguage, useSiteHref } from '../../lib/language';
import { type OwnLanguage, useLtrInRtl } from '../../lib/own-language';
import { type RouterOutputs, trpc } from '../../lib/trpc';

// The School Calendar (docs/decisions/020-calendar-and-ical.md): the upcoming events by month, or one
// month as a grid (?month=2026-12), filtered by category (?category=exam); every event can be added to
// a calendar app (.ics), and the whole calendar subscribed to (/calendar.ics). Plain links throughout,
// so it reads and works without JavaScript.

type View = RouterOutputs['events']['calendar'];
type Occurrence = View['items'][number];
/** The calendar's words in one language: the island takes them with its props (English's are in its module). */
export type CalendarWords = WordsLike<typeof EN_CALENDAR>;

export const ONCE = { staleTime: Number.POSITIVE_INFINITY };
/** Monday first, as the school week runs. */
const GRID_DAYS = [1, 2, 3, 4, 5, 6, 0];

const eventId = (o: Occurrence) => `event-${o.key}`;
function timeText(o: Occurrence, w: CalendarWords): string {
  const d = w.dates;
  if (o.allDay || !o.startTime) return o.endDate > o.startDate ? dateRange(o.startDate, o.endDate, d) : w.allDay;
  const time = o.endTime
    ? fill(w.timeRange, { start: timeOfDay(o.startTime, d), end: timeOfDay(o.endTime, d) })
    : timeOfDay(o.startTime, d);
  return o.endDate > o.startDate ? fill(w.dateAndTime, { date: dateRange(o.startDate, o.endDate, d), time }) : time;
}

/** One occurrence: its date, title, time, category, place and description, and its .ics file. */
function EventEntry({ o, w }: { o: Occurrence; w: CalendarWords }) {
  const { code } = useLanguage();
  return (
    <li className="calendar-event" id={eventId(o)}>
      <time className="calendar-event-date" dateTime={o.startDate}>
        <span className="calendar-event-weekday">{shortWeekday(o.startDate, w.dates)}</span>
        <span className="calendar-event-day">{Number(o.startDate.slice(8))}</span>
      </time>
      <div className="calendar-event-body">
        <h4 className="calendar-event-title">{o.title}</h4>
        <p className="calendar-event-meta">
          <span className={`badge calendar-badge calendar-badge-${o.category}`}>{w.categories[o.category]}</span>
          <span>{timeText(o, w)}</span>
          {o.location && <span>{o.location}</span>}
        </p>
        {o.description && <p className="calendar-event-text">{o.description}</p>}
        {o.repeats && <p className="calendar-event-repeats">{o.repeats}</p>}
        <a className="calendar-event-ics" href={pathInLanguage(`${PATHS.calendar}/${o.uid}.ics`, code)} download>
          {w.addToCalendar}
          <span className="visually-hidden">
            : {o.title}, {longDate(o.startDate, w.dates)}
          </span>
        </a>
      </div>
    </li>
  );
}

function EventList({ items, w }: { items: Occurrence[]; w: CalendarWords }) {
  return (
    <ol className="calendar-events">
      {items.map((o) => (
        <EventEntry key={o.key} o={o} w={w} />
      ))}
    </ol>
  );
}

function Agenda({ view, w }: { view: View; w: CalendarWords }) {
  const months = new Map<string, Occurrence[]>();
  for (const o of view.items) {
    const key = o.startDate < view.today ? view.today.slice(0, 7) : o.startDate.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), o]);
  }
  return (
    <section aria-labelledby="calendar-agenda-title">
      <h2 id="calendar-agenda-title" className="calendar-heading">
        {w.upcoming}
      </h2>
      {view.items.length === 0 ? (
        <p className="empty-state">{view.category ? w.noUpcomingInCategory : w.noUpcoming}</p>
      ) : (
        [...months.entries()].map(([month, items]) => (
          <section key={month} className="calendar-agenda-month" aria-labelledby={`calendar-${month}`}>
            <h3 id={`calendar-${month}`}>{monthYear(month, w.dates)}</h3>
            <EventList items={items} w={w} />
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
  w,
}: {
  view: View;
  query: CalendarQuery;
  w: CalendarWords;
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
          {shortMonthYear(view.prevMonth, w.dates)}
          <span className="visually-hidden">{w.previousMonth}</span>
        </Link>
        <h2 id="calendar-month-title" className="calendar-heading">
          {monthYear(month, w.dates)}
        </h2>
        <Link
          className="btn btn-outline btn-sm"
          to={calendarHref(PATHS.calendar, { ...query, month: view.nextMonth })}
          onClick={goTo(view.nextMonth)}
        >
          {shortMonthYear(view.nextMonth, w.dates)}
          <span className="visually-hidden">{w.nextMonth}</span>
          <span aria-hidden="true"> &rarr;</span>
        </Link>
      </div>
      <div className="calendar-grid-wrap">
        <table className="calendar-grid">
          <caption className="visually-hidden">
            {fillParts(w.eventsByDay, { month: monthYear(month, w.dates) })}
          </caption>
          <thead>
            <tr>
              {GRID_DAYS.map((day) => (
                <th key={day} scope="col">
                  <abbr title={w.dates.weekdays[day]}>{w.dates.weekdaysShort[day]}</abbr>
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
                                <span className="visually-hidden">, {longDate(date, w.dates)}</span>
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
      <h3 className="calendar-subheading">{fillParts(w.eventsIn, { month: monthYear(month, w.dates) })}</h3>
      {view.items.length === 0 ? (
        <p className="empty-state">{view.category ? w.noEventsInCategory : w.noEvents}</p>
      ) : (
        <EventList items={view.items} w={w} />
      )}
    </section>
  );
}

export function Subscribe({ view, w, language }: { view: View; w: CalendarWords; language?: OwnLanguage }) {
  const ltr = useLtrInRtl();
  const what = view.category ? fill(w.categoryDates, { category: w.categories[view.category] }) : w.wholeCalendar;
  return (
    <section className="section section-soft" aria-labelledby="calendar-subscribe-title" {...language}>
      <div className="container calendar-subscribe">
        <h2 id="calendar-subscribe-title">{w.subscribeHeading}</h2>
        <p>
          {w.subscribeText}
          {view.category ? w.subscribeCategory : ''}
        </p>
        <div className="calendar-subscribe-actions">
          <a className="btn btn-primary" href={view.feed.path}>
            {w.subscribe}
            <span className="visually-hidden">: {what}</span>
          </a>
          <a className="btn btn-outline" href={view.feed.webcal}>
            {w.webcal}
          </a>
        </div>
        <p className="calendar-feed-url">
          {`${w.address} `}
          <code dir={ltr}>{view.feed.https}</code>
        </p>
        <ul className="calendar-help">
          <li>
            <strong>{w.google}</strong>
            {` ${w.googleHelp}`}
          </li>
          <li>
            <strong>{w.apple}</strong>
            {` ${w.appleHelp}`}
          </li>
          <li>
            <strong>{w.outlook}</strong>
            {` ${w.outlookHelp}`}
          </li>
        </ul>
      </div>
    </section>
  );
}

/** The calendar's filters and its view (the upcoming events or one month). */
export function CalendarBody({
  query,
  view,
  isError,
  isLoading,
  onMonth,
  w,
}: {
  query: CalendarQuery;
  w: CalendarWords;
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
          label={w.viewLabel}
          chips={[
            {
              label: w.upcomingChip,
              to: calendarHref(PATHS.calendar, { category: query.category }),
              isCurrent: !isMonth,
            },
            {
              label: w.monthChip,
              to: calendarHref(PATHS.calendar, { category: query.category, month: query.month ?? thisMonth }),
              isCurrent: isMonth,
            },
          ]}
        />
        <ChipNav
          label={w.categoriesLabel}
          chips={[
            { label: w.all, to: calendarHref(PATHS.calendar, { month: query.month }), isCurrent: !query.category },
            ...EVENT_CATEGORIES.map((c) => ({
              label: w.categories[c.value],
              to: calendarHref(PATHS.calendar, { month: query.month, category: c.value }),
              isCurrent: query.category === c.value,
            })),
          ]}
        />
      </div>
      {isError ? (
        <p className="empty-state">{w.loadFailed}</p>
      ) : !view ? (
        <p className="empty-state" role="status">
          {w.loading}
        </p>
      ) : (
        <>
          {view.view === 'month' ? (
            <MonthGrid view={view} query={query} onMonth={onMonth} isLoading={isLoading} w={w} />
          ) : (
            <Agenda view={view} w={w} />
          )}
          <p className="calendar-zone">{fillParts(w.zone, { zone: view.timeZone })}</p>
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
export function CalendarMonth({ words }: { words: CalendarWords }) {
  const { code } = useLanguage();
  return (
    <Island name="calendar-month" component={CalendarMonthIsland} props={code === DEFAULT_LANGUAGE ? {} : { words }} />
  );
}

/** The month from an address's query, or null when it names none. */
const monthOf = (search: string) => calendarQuery(new URLSearchParams(search)).month ?? null;

export function CalendarMonthIsland({ words = EN_CALENDAR }: { words?: CalendarWords }) {
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
    if (before) document.title = document.title.replace(monthYear(before, words.dates), monthYear(month, words.dates));
  }, [month, words]);

  function showMonth(next: string) {
    window.history.pushState(null, '', siteHref(calendarHref(PATHS.calendar, { ...base, month: next })));
    setMonth(next);
  }

  return (
    <CalendarBody
      query={query}
      view={data ?? shown}
      isError={isError}
      isLoading={!data}
      onMonth={showMonth}
      w={words}
    />
  );
}
