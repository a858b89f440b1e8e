import './calendar-section.css';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { categoryLabel, monthYear, recurrenceText, shortDate, timeOfDay } from '../../../shared/calendar';
import {
  CHECK_DATE_BADGE,
  LUNAR_DATE_TO_CHECK,
  nextAcademicYearLabel,
  START_NEXT_YEAR_LABEL,
  startNextYearQuestion,
  yearStartedMessage,
} from '../../../shared/content/academic-year';
import { trpc } from '../../lib/trpc';
import { CONTENT_SECTIONS, matchesSearch } from '../content/content-config';
import { readAdminError } from '../kit/admin-errors';
import { ItemActions, ListSection } from '../kit/list-section';
import { useCanChangeSection } from '../kit/section-access';
import { useToast } from '../kit/toast';
import { type ItemRef, itemPath, sectionPath } from '../shell/admin-paths';
import { CalendarDialog, type CalendarEvent } from './calendar-dialog';

// The dashboard's Calendar (docs/decisions/020-calendar-and-ical.md): the events by month, each with
// Edit, Duplicate and Delete; /admin/calendar/<id> opens one, /admin/calendar/new the form of a new one.
// "Start the next academic year" copies the year of the academic-year setting to the next as drafts
// (docs/decisions/031-academic-year.md).

const config = CONTENT_SECTIONS.events;

/** 'Sat 21 Jun, 12:00 PM - 2:00 PM', 'Mon 20 Oct - Fri 24 Oct' */
function when(e: CalendarEvent): string {
  const days = e.endDate > e.startDate ? `${shortDate(e.startDate)} - ${shortDate(e.endDate)}` : shortDate(e.startDate);
  if (e.allDay || !e.startTime) return days;
  return `${days}, ${timeOfDay(e.startTime)}${e.endTime ? ` - ${timeOfDay(e.endTime)}` : ''}`;
}

/** The events grouped by the month they start in, in date order. */
function byMonth(items: CalendarEvent[]): [string, CalendarEvent[]][] {
  const groups = new Map<string, CalendarEvent[]>();
  for (const e of items) {
    const key = e.startDate.slice(0, 7);
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function CalendarSection({ open }: { open: ItemRef | null }) {
  // Starting the next year changes the calendar: not offered to a reader (section-access.tsx).
  const canChange = useCanChangeSection();
  const toast = useToast();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const list = trpc.admin.events.list.useQuery();
  const settings = trpc.site.settings.useQuery();

  const setList = (update: (prev: CalendarEvent[]) => CalendarEvent[]) => {
    utils.admin.events.list.setData(undefined, (prev) => prev && update(prev));
    void utils.admin.stats.invalidate();
  };
  const sorted = (items: CalendarEvent[]) =>
    [...items].sort(
      (a, b) =>
        a.startDate.localeCompare(b.startDate) || (a.startTime ?? '').localeCompare(b.startTime ?? '') || a.id - b.id,
    );

  async function duplicate(e: CalendarEvent) {
    try {
      const copy = await utils.client.admin.events.duplicate.mutate({ id: e.id });
      setList((prev) => sorted([...prev, copy]));
      toast.success('Copy created as a draft: change it, then untick Draft to publish it');
      navigate(itemPath('events', copy.id));
    } catch {
      toast.error('Error duplicating event');
    }
  }

  const [starting, setStarting] = useState(false);
  const currentYear = settings.data?.academicYear ?? '';
  const nextYear = nextAcademicYearLabel(currentYear);

  async function startNextYear() {
    if (!nextYear || !window.confirm(startNextYearQuestion(currentYear, nextYear))) return;
    setStarting(true);
    try {
      const copied = await utils.client.admin.events.startNextYear.mutate();
      await utils.admin.events.list.invalidate();
      void utils.admin.stats.invalidate();
      toast.success(yearStartedMessage(copied));
    } catch (error) {
      toast.error(readAdminError(error).summary ?? 'Error starting the next academic year');
    } finally {
      setStarting(false);
    }
  }

  const close = (replace = false) => navigate(sectionPath('events'), { replace });
  return (
    <ListSection
      section="events"
      title={config.title}
      description={config.description}
      searchId="events-search"
      searchLabel="calendar"
      list={list}
      open={open}
      matches={matchesSearch}
      texts={{
        loading: 'Loading calendar...',
        loadFailed: 'Error loading calendar data',
        empty: () => 'No events found.',
        missing: 'This event no longer exists',
      }}
      itemName={(e) => e.title}
      toolbar={
        nextYear &&
        canChange && (
          <div className="admin-toolbar calendar-admin-year">
            <p>
              Academic year <strong>{currentYear}</strong>
            </p>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => void startNextYear()}
              disabled={starting || list.isPending}
            >
              {starting ? 'Working...' : START_NEXT_YEAR_LABEL}
            </button>
          </div>
        )
      }
      deleteItem={{
        request: (e) => utils.client.admin.events.remove.mutate({ id: e.id }),
        drop: (e) => setList((prev) => prev.filter((x) => x.id !== e.id)),
        success: () => config.deleteMessage,
        failure: () => 'Error deleting event',
      }}
      renderItems={(items, actions) =>
        byMonth(items).map(([month, events]) => (
          <section key={month} className="calendar-admin-month" aria-labelledby={`events-${month}`}>
            <h2 id={`events-${month}`}>{monthYear(month)}</h2>
            <ul className="calendar-admin-list">
              {events.map((e) => (
                <li key={e.id} className="calendar-admin-item">
                  <div className="calendar-admin-when">
                    <time dateTime={e.startDate}>{when(e)}</time>
                  </div>
                  <div className="calendar-admin-body">
                    <h3>{e.title}</h3>
                    <ul className="admin-card-meta" aria-label="Details">
                      <li className="badge">{categoryLabel(e.category)}</li>
                      {e.draft && <li className="badge calendar-admin-draft">Draft</li>}
                      {e.draft && e.description.includes(LUNAR_DATE_TO_CHECK) && (
                        <li className="badge calendar-admin-draft">{CHECK_DATE_BADGE}</li>
                      )}
                      {e.recurrence !== 'none' && <li className="badge">{recurrenceText(e)}</li>}
                      {e.location && <li className="badge">{e.location}</li>}
                    </ul>
                  </div>
                  <ItemActions
                    item={e}
                    name={e.title}
                    actions={actions}
                    className="calendar-admin-actions"
                    sayDeleting={false}
                  >
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      aria-label={`Duplicate ${e.title}`}
                      onClick={() => actions.work(e, () => duplicate(e))}
                      disabled={actions.busy}
                    >
                      {actions.busyId === e.id ? 'Working...' : 'Duplicate'}
                    </button>
                  </ItemActions>
                </li>
              ))}
            </ul>
          </section>
        ))
      }
      renderDialog={(openItem) =>
        (open === 'new' || openItem) && (
          <CalendarDialog
            key={open}
            item={openItem}
            timeZone={settings.data?.timeZone ?? 'Asia/Kolkata'}
            onClose={() => close()}
            onSaved={(saved, mode) => {
              setList((prev) =>
                sorted(mode === 'create' ? [...prev, saved] : prev.map((x) => (x.id === saved.id ? saved : x))),
              );
              close(true);
            }}
          />
        )
      }
    />
  );
}
