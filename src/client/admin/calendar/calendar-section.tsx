import './calendar-section.css';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { categoryLabel, monthYear, recurrenceText, shortDate, timeOfDay } from '../../../shared/calendar';
import { trpc } from '../../lib/trpc';
import { CONTENT_SECTIONS, matchesSearch } from '../content/content-config';
import { confirmDelete } from '../kit/confirm';
import { ListSectionTop } from '../kit/list-section-top';
import { LoadState } from '../kit/load-state';
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
  const [search, setSearch] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    if (list.isError) toast.error('Error loading calendar data');
  }, [list.isError, toast]);

  const openItem = typeof open === 'number' ? (list.data?.find((e) => e.id === open) ?? null) : null;
  const missing = typeof open === 'number' && !list.isPending && !list.isError && !openItem;
  useEffect(() => {
    if (!missing) return;
    toast.error('This event no longer exists');
    navigate(sectionPath('events'), { replace: true });
  }, [missing, navigate, toast]);

  const setList = (update: (prev: CalendarEvent[]) => CalendarEvent[]) => {
    utils.admin.events.list.setData(undefined, (prev) => prev && update(prev));
    void utils.admin.stats.invalidate();
  };
  const sorted = (items: CalendarEvent[]) =>
    [...items].sort(
      (a, b) =>
        a.startDate.localeCompare(b.startDate) || (a.startTime ?? '').localeCompare(b.startTime ?? '') || a.id - b.id,
    );

  async function onDelete(e: CalendarEvent) {
    if (!confirmDelete(e.title)) return;
    setBusyId(e.id);
    try {
      await utils.client.admin.events.remove.mutate({ id: e.id });
      setList((prev) => prev.filter((x) => x.id !== e.id));
      toast.success(config.deleteMessage);
    } catch {
      toast.error('Error deleting event');
    } finally {
      setBusyId(null);
    }
  }

  async function onDuplicate(e: CalendarEvent) {
    setBusyId(e.id);
    try {
      const copy = await utils.client.admin.events.duplicate.mutate({ id: e.id });
      setList((prev) => sorted([...prev, copy]));
      toast.success('Copy created as a draft: change it, then untick Draft to publish it');
      navigate(itemPath('events', copy.id));
    } catch {
      toast.error('Error duplicating event');
    } finally {
      setBusyId(null);
    }
  }

  const items = (list.data ?? []).filter((e) => matchesSearch(e as unknown as Record<string, unknown>, search));
  const busy = busyId !== null;
  const close = (replace = false) => navigate(sectionPath('events'), { replace });

  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <ListSectionTop
        title={config.title}
        description={config.description}
        onAdd={() => navigate(itemPath('events', 'new'))}
        addDisabled={busy || list.isPending}
        searchId="events-search"
        searchLabel="calendar"
        search={search}
        onSearch={setSearch}
      />

      {list.isPending || list.isError ? (
        <LoadState
          failed={list.isError}
          loadingText="Loading calendar..."
          errorText="Error loading calendar data"
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="admin-empty">No events found.</p>
      ) : (
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
                  <div className="calendar-admin-actions">
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      aria-label={`Edit ${e.title}`}
                      onClick={() => navigate(itemPath('events', e.id))}
                      disabled={busy}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      aria-label={`Duplicate ${e.title}`}
                      onClick={() => onDuplicate(e)}
                      disabled={busy}
                    >
                      {busyId === e.id ? 'Working...' : 'Duplicate'}
                    </button>
                    <button
                      type="button"
                      className="btn btn-danger btn-sm"
                      aria-label={`Delete ${e.title}`}
                      onClick={() => onDelete(e)}
                      disabled={busy}
                    >
                      Delete
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}

      {(open === 'new' || openItem) && (
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
      )}
    </section>
  );
}
