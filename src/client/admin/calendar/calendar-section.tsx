import './calendar-section.css';
import { useNavigate } from 'react-router-dom';
import { categoryLabel, monthYear, recurrenceText, shortDate, timeOfDay } from '../../../shared/calendar';
import { trpc } from '../../lib/trpc';
import { CONTENT_SECTIONS, matchesSearch } from '../content/content-config';
import { ItemActions, ListSection } from '../kit/list-section';
import { useToast } from '../kit/toast';
import { type ItemRef, itemPath, sectionPath } from '../shell/admin-paths';
import { CalendarDialog, type CalendarEvent } from './calendar-dialog';

// The dashboard's Calendar (docs/decisions/020-calendar-and-ical.md): the events by month, each with
// Edit, Duplicate and Delete; /admin/calendar/<id> opens one, /admin/calendar/new the form of a new one.

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
