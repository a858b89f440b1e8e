import { contentServices } from '../../content/index';
import { defineFeature } from '../../feature';
import { calendarPage, importantDatesPage } from './page';
import { eventsAdminRouter, eventsRouter } from './router';
import { calendarFeedPlugin } from './routes';

// The school calendar: its page, Important Dates, and the iCal feeds (docs/decisions/020-calendar-and-ical.md).
// Its items are a content type (event-type.ts); its views and feeds are its own.
export const eventsFeature = defineFeature({
  name: 'events',
  permission: 'content',
  procedures: { events: eventsRouter },
  adminProcedures: { events: eventsAdminRouter },
  pages: [calendarPage, importantDatesPage],
  routes: calendarFeedPlugin,
  nextChange: (svc, now) => contentServices.events.type.nextChange?.(svc.db, now),
  search: contentServices.events.searchSource ? [contentServices.events.searchSource] : [],
});
