import type { FormEvent } from 'react';
import { EVENT_CATEGORIES, RECURRENCES } from '../../../shared/calendar';
import { EventFieldsSchema } from '../../../shared/schemas/events';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/form/field';
import { useZodForm } from '../../components/form/use-zod-form';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { AdminDialog, DialogSaveActions } from '../kit/admin-dialog';
import { LastChanged } from '../kit/last-changed';
import { useToast } from '../kit/toast';
import { TranslationTabs } from '../kit/translation-tabs';
import { useDialogSave } from '../kit/use-dialog-save';

export type CalendarEvent = RouterOutputs['admin']['events']['list'][number];

interface Values {
  [key: string]: string | boolean;
  title: string;
  category: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  location: string;
  description: string;
  recurrence: string;
  repeatUntil: string;
  draft: boolean;
}

const FIELDS = [
  'title',
  'category',
  'allDay',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'recurrence',
  'repeatUntil',
  'location',
  'description',
  'draft',
] as const;

function initialValues(item: CalendarEvent | null): Values {
  return {
    title: item?.title ?? '',
    category: item?.category ?? 'event',
    allDay: item?.allDay ?? true,
    startDate: item?.startDate ?? '',
    startTime: item?.startTime ?? '',
    // A one-day event's end is left empty in the form (it ends on its start day).
    endDate: item && item.endDate !== item.startDate ? item.endDate : '',
    endTime: item?.endTime ?? '',
    location: item?.location ?? '',
    description: item?.description ?? '',
    recurrence: item?.recurrence ?? 'none',
    repeatUntil: item?.repeatUntil ?? '',
    draft: item?.draft ?? false,
  };
}

/** Create or edit one calendar event: 'Create Event' / 'Edit Event', Cancel, Create/Update. */
/** An event's texts the office translates (the same labels as its English fields). */
const EVENT_TRANSLATED = [
  { name: 'title', label: 'Title' },
  { name: 'location', label: 'Location' },
  { name: 'description', label: 'Description', multiline: true },
];

export function CalendarDialog({
  item,
  timeZone,
  onClose,
  onSaved,
}: {
  item: CalendarEvent | null;
  timeZone: string;
  onClose: () => void;
  onSaved: (item: CalendarEvent, mode: 'create' | 'update') => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const mode = item ? 'update' : 'create';
  // Who last changed the opened event, from the audit log: asked for this event only.
  const lastChanged = trpc.admin.events.lastChanged.useQuery(
    { id: item?.id ?? 0 },
    { enabled: item !== null, staleTime: 0 },
  ).data;
  const form = useZodForm(EventFieldsSchema, { initialValues: () => initialValues(item), fields: FIELDS });
  const { saving, requestClose, save, release } = useDialogSave({ form, onClose });
  const v = form.values as Values;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // The values as the schema reads them; the procedure's schema checks them again.
    const input = form.validate();
    if (!input) return;
    const api = utils.client.admin.events;
    const saved = await save(
      () => (item ? api.update.mutate({ ...input, id: item.id }) : api.create.mutate(input)),
      mode === 'create' ? 'Error creating event' : 'Error updating event',
    );
    if (!saved) return;
    toast.success(mode === 'create' ? 'Event created successfully' : 'Event updated successfully');
    release();
    onSaved(saved, mode);
  }

  const zoneHint = `School time (${timeZone})`;
  return (
    <AdminDialog title={`${mode === 'create' ? 'Create' : 'Edit'} Event`} onClose={requestClose} busy={saving}>
      {() => (
        <TranslationTabs
          api={utils.client.admin.events}
          queryKey={['admin', 'events']}
          id={item?.id ?? null}
          fields={EVENT_TRANSLATED}
        >
          <form className="admin-form admin-dialog-body" noValidate onSubmit={onSubmit}>
            <TextField form={form} name="title" label="Title" disabled={saving} />
            <SelectField form={form} name="category" label="Category" disabled={saving}>
              {EVENT_CATEGORIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </SelectField>
            <CheckboxField form={form} name="allDay" label="All-day event" className="admin-check" disabled={saving} />
            <div className="admin-form-grid">
              <TextField form={form} name="startDate" label="Start date" type="date" disabled={saving} />
              {!v.allDay && (
                <TextField
                  form={form}
                  name="startTime"
                  label="Start time"
                  type="time"
                  hint={zoneHint}
                  disabled={saving}
                />
              )}
              <TextField
                form={form}
                name="endDate"
                label="End date"
                type="date"
                hint="Empty: the same day"
                disabled={saving}
              />
              {!v.allDay && (
                <TextField form={form} name="endTime" label="End time" type="time" hint={zoneHint} disabled={saving} />
              )}
            </div>
            <div className="admin-form-grid">
              <SelectField form={form} name="recurrence" label="Repeats" disabled={saving}>
                {RECURRENCES.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </SelectField>
              {v.recurrence !== 'none' && (
                <TextField
                  form={form}
                  name="repeatUntil"
                  label="Repeat until"
                  type="date"
                  hint="The last date it may happen on"
                  disabled={saving}
                />
              )}
            </div>
            <TextField form={form} name="location" label="Location" disabled={saving} />
            <TextAreaField form={form} name="description" label="Description" rows={3} disabled={saving} />
            <CheckboxField
              form={form}
              name="draft"
              label="Draft (not shown on the site or in the feed)"
              className="admin-check"
              disabled={saving}
            />
            <LastChanged change={lastChanged} />
            <DialogSaveActions creating={mode === 'create'} saving={saving} onCancel={requestClose} />
          </form>
        </TranslationTabs>
      )}
    </AdminDialog>
  );
}
