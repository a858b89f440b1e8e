import { calendarQuery, monthYear } from '../../../shared/calendar';
import { PATHS, pageTitle } from '../../../shared/paths';
import { fill } from '../../../shared/words/fill';
import { pageWordsFor } from '../../../shared/words/pages';
import { headWithCard, type PageHead, type PublicPage } from '../../ssr/public-page';

// The School Calendar page for the server render (src/server/ssr/ssr.ts): its view prefetched from
// the address (?month=2026-12, ?category=exam), its head, and the link to its iCal feed.

export const calendarPage: PublicPage = {
  matches: (pathname) => pathname === PATHS.calendar,
  prefetch: (h, url) => [h.events.calendar.prefetch(calendarQuery(url.searchParams))],
  head: (svc, url, settings, { lang }): PageHead => {
    const query = calendarQuery(url.searchParams);
    const words = pageWordsFor(lang);
    const w = words.calendar;
    const parts = [
      words.titles.calendar.title,
      query.category ? w.categories[query.category] : null,
      query.month ? monthYear(query.month, w.dates) : null,
    ].filter(Boolean);
    const title = pageTitle({ title: parts.join(': ') }, settings);
    const canonicalUrl = `${svc.config.siteUrl}${PATHS.calendar}`;
    return {
      ...headWithCard(settings, {
        type: 'website',
        title,
        description: words.titles.calendar.description,
        canonicalUrl,
      }),
      alternate: {
        type: 'text/calendar',
        title: fill(w.feedTitle, { school: settings.schoolName }),
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
