// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { EVENT_CATEGORY_VALUES, isIsoDate, RECURRENCE_VALUES, TIME_PATTERN } from '../calendar';

// A school calendar event as the dashboard sends it (docs/decisions/020-calendar-and-ical.md): dates
// and times on the school's wall clock. The form's values are text ('true' for a ticked box); the
// output is what the table stores. Parsing the output again gives the same output (the admin router
// parses twice).

export const EVENT_MESSAGES = {
  title: 'Title is required',
  category: 'Choose a category',
  date: 'Enter a date',
  endDate: 'Enter a date, or leave it empty for a one-day event',
  time: 'Enter a time such as 09:30',
  endOrder: 'End must be after start',
  recurrence: 'Choose how it repeats',
  repeatUntil: 'Choose the last date it repeats on',
  repeatUntilOrder: 'The last date must be on or after the start',
  repeatLength: 'A repeating event must be shorter than the time between its repeats',
} as const;

const flag = (byDefault: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'on', ''])])
    .default(byDefault)
    .transform((v) => v === true || v === 'true' || v === 'on');

const date = z
  .string(EVENT_MESSAGES.date)
  .trim()
  .refine((v) => isIsoDate(v), EVENT_MESSAGES.date);

/** '' or null: none. */
const optionalDate = (message: string) =>
  z
    .string()
    .trim()
    .nullable()
    .default(null)
    .refine((v) => !v || isIsoDate(v), message)
    .transform((v) => v || null);

const optionalTime = z
  .string()
  .trim()
  .nullable()
  .default(null)
  .refine((v) => !v || TIME_PATTERN.test(v), EVENT_MESSAGES.time)
  .transform((v) => v || null);

export const EventFieldsSchema = z
  .object({
    title: z.string().trim().min(1, EVENT_MESSAGES.title).max(150),
    category: z.enum(EVENT_CATEGORY_VALUES, EVENT_MESSAGES.category),
    // An event is all-day unless it says otherwise.
    allDay: flag(true),
    startDate: date,
    startTime: optionalTime,
    // Empty: the event ends on its start day.
    endDate: optionalDate(EVENT_MESSAGES.endDate),
    endTime: optionalTime,
    location: z.string().trim().max(200).default(''),
    description: z.string().trim().max(2000).default(''),
    recurrence: z.enum(RECURRENCE_VALUES, EVENT_MESSAGES.recurrence).default('none'),
    repeatUntil: optionalDate(EVENT_MESSAGES.repeatUntil),
    draft: flag(false),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.allDay) {
      if (!v.startTime) issue('startTime', EVENT_MESSAGES.time);
      if (!v.endTime) issue('endTime', EVENT_MESSAGES.time);
    }
    const end = v.endDate ?? v.startDate;
    if (end < v.startDate) issue('endDate', EVENT_MESSAGES.endOrder);
    else if (!v.allDay && end === v.startDate && v.startTime && v.endTime && v.endTime <= v.startTime)
      issue('endTime', EVENT_MESSAGES.endOrder);
    if (v.recurrence !== 'none') {
      if (!v.repeatUntil) issue('repeatUntil', EVENT_MESSAGES.repeatUntil);
      else if (v.repeatUntil < v.startDate) issue('repeatUntil', EVENT_MESSAGES.repeatUntilOrder);
      // Occurrences must not overlap: under a week for weekly, under four weeks for monthly.
      const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${v.startDate}T00:00:00Z`)) / 86_400_000;
      if (days >= (v.recurrence === 'weekly' ? 7 : 28)) issue('endDate', EVENT_MESSAGES.repeatLength);
    }
  });

export type EventFields = z.input<typeof EventFieldsSchema>;
export type EventValues = z.output<typeof EventFieldsSchema>;
