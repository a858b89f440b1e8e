import { LAST_UPDATED_TEXT } from '../../../shared/content/site-words';
import { dayMonthYear } from '../../../shared/day-month-year';
import type { LastUpdatedPageKey } from '../../../shared/paths';
import { trpc } from '../../lib/trpc';
import './last-updated.css';

/**
 * 'Last updated 26 November 2026' under an information page's content: the day the server worked out
 * when it rendered the page (its data, so hydration reads the same date); fetched only after moving
 * to the page in the browser. Nothing is shown until the date is known.
 */
export function LastUpdated({ page }: { page: LastUpdatedPageKey }) {
  const { data } = trpc.pages.lastUpdated.useQuery({ page }, { staleTime: Number.POSITIVE_INFINITY });
  // A date that is not there (still loading, or an answer of another shape) shows nothing rather than
  // taking the page down with it.
  if (typeof data?.date !== 'string') return null;
  return (
    <div className="container last-updated">
      <p>
        {LAST_UPDATED_TEXT} <time dateTime={data.date}>{dayMonthYear(data.date)}</time>
      </p>
    </div>
  );
}
