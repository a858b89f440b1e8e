import { z } from 'zod';
import { EVENT_CATEGORY_VALUES, MONTH_PATTERN } from '../../../shared/calendar';
import { IdSchema } from '../../../shared/schemas/id';
import { importantDates } from '../../content/field-values';
import { contentServices } from '../../content/index';
import { textContentAdminRouter } from '../../content/router';
import { publicProcedure, router, staffProcedure } from '../../trpc/trpc';
import { calendarView, duplicateEvent } from './calendar';
import { startNextAcademicYear } from './next-year';

const staff = staffProcedure('content');

// The school calendar (docs/decisions/020-calendar-and-ical.md). Public: the calendar page's view
// (the agenda, or a month) and the Important Dates page's year. The dashboard: the content type's
// list, create, update and remove, duplicate, and "Start the next academic year".

const CalendarQuerySchema = z
  .object({
    month: z.string().regex(MONTH_PATTERN).optional(),
    category: z.enum(EVENT_CATEGORY_VALUES).optional(),
  })
  .default({});

export const eventsRouter = router({
  calendar: publicProcedure
    .input(CalendarQuerySchema)
    .query(({ ctx, input }) => calendarView(ctx.svc, input, ctx.lang)),
  importantDates: publicProcedure.query(({ ctx }) => importantDates(ctx.svc)),
});

export const eventsAdminRouter = router({
  ...textContentAdminRouter(contentServices.events)._def.record,
  /** A copy with a new uid, as a draft, for the office to change and publish. */
  duplicate: staff.input(IdSchema).mutation(({ ctx, input }) => duplicateEvent(ctx.svc, input.id)),
  /** The current year's recurring events as drafts of the next, and its fees (docs/decisions/031-academic-year.md). */
  startNextYear: staff.mutation(({ ctx }) => startNextAcademicYear(ctx.svc)),
});
