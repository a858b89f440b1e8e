import { ALERT_WORDS } from '../../../shared/content/site-controls-words';
import { trpc } from '../../lib/trpc';
import { Close } from '../icons/icons';
import './site-alert.css';
import { ItemText, useSiteHref } from '../../lib/language';

/**
 * The site-wide alert at the top of every public page (docs/decisions/018-scheduled-content-and-site-alert.md),
 * server HTML only. Screen readers hear an urgent one at once (role alert), the others politely
 * (role status). One this device dismissed is hidden before first paint by the head script (the
 * `alert-dismissed` class on <html>). The site script (src/client/site/alert.ts) offers the dismiss
 * button, which needs it, and hides the alert of a page left open at its end (`data-ends-at`).
 */
export function SiteAlert() {
  const { data: alert } = trpc.site.alert.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const siteHref = useSiteHref();
  if (!alert) return null;
  const urgent = alert.severity === 'urgent';
  return (
    <section
      className={`site-alert site-alert-${alert.severity}`}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-label={ALERT_WORDS.region}
      data-site-alert={alert.id}
      data-ends-at={alert.endsAt ?? undefined}
    >
      <div className="container site-alert-inner">
        <p className="site-alert-text">
          <ItemText item={alert} field="message">
            {alert.message}
          </ItemText>
          {alert.link && (
            <>
              {' '}
              <a href={siteHref(alert.link)}>{ALERT_WORDS.more}</a>
            </>
          )}
        </p>
        <button type="button" className="site-alert-close" aria-label={ALERT_WORDS.dismiss} hidden>
          <Close aria-hidden="true" width={18} height={18} />
        </button>
      </div>
    </section>
  );
}
