import { SERVICE_WORKER_PATH } from '../../shared/content/offline-words';

// Registers the site's offline worker (docs/decisions/040-offline.md) on a public page. After the load
// event, so the worker's install (it fetches the pages it keeps) never competes with the page the
// visitor is opening; never on the dashboard, which the worker leaves alone.
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || window.location.pathname.startsWith('/admin')) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => {
      // No worker (a private window that refuses it, storage full): the site works as without one.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
