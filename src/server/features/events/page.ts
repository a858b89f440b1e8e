import { calendarQuery, categoryLabel, monthYear } from '../../../shared/calendar';
import { PAGES, PATHS, pageTitle } from '../../../shared/paths';
import { headWithCard, type PageHead, type PublicPage } from '../../ssr/public-page';

// The School Calendar page for the server render (src/server/ssr/ssr.ts): its view prefetched from
// the address (?month=2026-12, ?category=exam), its head, and the link to its iCal feed.

export const calendarPage: PublicPage = {
  matches: (pathname) => pathname === PATHS.calendar,
  prefetch: (h, url) => [h.events.calendar.prefetch(calendarQuery(url.searchParams))],
  head: (svc, url, settings): PageHead => {
    const query = calendarQuery(url.searchParams);
    const parts = [
      PAGES.calendar.title,
      query.category ? categoryLabel(query.category) : null,
      query.month ? monthYear(query.month) : null,
    ].filter(Boolean);
    const title = pageTitle({ title: parts.join(': ') }, settings);
    const canonicalUrl = `${svc.config.siteUrl}${PATHS.calendar}`;
    return {
      ...headWithCard(settings, { type: 'website', title, description: PAGES.calendar.description, canonicalUrl }),
      alternate: {
        type: 'text/calendar',
        title: `${settings.schoolName}: calendar (iCal)`,
        href: query.category ? `/calendar.ics?category=${query.category}` : '/calendar.ics',
      },
    };
  },
};

/**
 * The Important Dates page's dates (its words, head and the year it names are its document's,
 * features/information-pages).
 */
export const importantDatesPage: PublicPage = {
  matches: (pathname) => pathname === PATHS.importantDates,
  prefetch: (h) => [h.events.importantDates.prefetch()],
};
