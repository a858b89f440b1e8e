// The site alert's controls (components/site-alert/site-alert.tsx renders it): the dismiss button,
// which hides it on this device for this alert only (a new alert has a new id; the head script hides
// a dismissed one before first paint), and its end: a page left open hides it then.
import { ALERT_DISMISSED_KEY } from '../../shared/constants';

/** Milliseconds a timer can wait (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function initAlert(): void {
  const alert = document.querySelector<HTMLElement>('[data-site-alert]');
  if (!alert) return;
  const id = alert.dataset.siteAlert ?? '';
  const close = alert.querySelector<HTMLButtonElement>('.site-alert-close');
  if (close) {
    close.hidden = false;
    close.addEventListener('click', () => {
      try {
        localStorage.setItem(ALERT_DISMISSED_KEY, id);
      } catch {
        // Private mode without storage: hidden for this page only.
      }
      document.documentElement.classList.add('alert-dismissed');
    });
  }
  const endsAt = alert.dataset.endsAt;
  if (!endsAt) return;
  const left = new Date(endsAt).getTime() - Date.now();
  if (left <= 0) alert.remove();
  else if (left <= MAX_TIMER_MS) setTimeout(() => alert.remove(), left);
}
