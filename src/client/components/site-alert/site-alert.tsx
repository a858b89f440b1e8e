import { useEffect, useState } from 'react';
import { ALERT_DISMISSED_KEY } from '../../../shared/constants';
import type { ActiveSiteAlert } from '../../../shared/schemas/site-alert';
import { trpc } from '../../lib/trpc';
import { Close } from '../icons/icons';
import './site-alert.css';

/** Hides it on this device: remembered for this alert only (a new alert has a new id). */
function dismiss(id: string) {
  try {
    localStorage.setItem(ALERT_DISMISSED_KEY, id);
  } catch {
    // Private mode without storage: hidden for this page only.
  }
  document.documentElement.classList.add('alert-dismissed');
}

/** Milliseconds a timer can wait (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The site-wide alert at the top of every public page (docs/decisions/018-scheduled-content-and-site-alert.md),
 * rendered on the server. Screen readers hear an urgent one at once (role alert), the others politely
 * (role status). A page left open hides it at its end; one this device dismissed is hidden before
 * first paint by the head script (the `alert-dismissed` class on <html>).
 */
export function SiteAlert() {
  const { data: alert } = trpc.site.alert.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  if (!alert) return null;
  return <ShownAlert key={alert.id} alert={alert} />;
}

function ShownAlert({ alert }: { alert: ActiveSiteAlert }) {
  const [ended, setEnded] = useState(false);
  // Dismissing needs JavaScript: the button is offered once the page has hydrated.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  useEffect(() => {
    if (!alert.endsAt) return;
    const left = new Date(alert.endsAt).getTime() - Date.now();
    if (left <= 0) return setEnded(true);
    if (left > MAX_TIMER_MS) return;
    const timer = setTimeout(() => setEnded(true), left);
    return () => clearTimeout(timer);
  }, [alert.endsAt]);
  if (ended) return null;

  const urgent = alert.severity === 'urgent';
  return (
    <section
      className={`site-alert site-alert-${alert.severity}`}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-label="Site alert"
    >
      <div className="container site-alert-inner">
        <p className="site-alert-text">
          {alert.message}
          {alert.link && (
            <>
              {' '}
              <a href={alert.link}>More information</a>
            </>
          )}
        </p>
        {interactive && (
          <button
            type="button"
            className="site-alert-close"
            onClick={() => dismiss(alert.id)}
            aria-label="Dismiss this alert"
          >
            <Close aria-hidden="true" width={18} height={18} />
          </button>
        )}
      </div>
    </section>
  );
}
