import { NEWER_PAGE_MESSAGES, SERVICE_WORKER_PATH } from '../../shared/content/offline-words';

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
  offerNewerPage();
}

/**
 * A page the worker showed from this device because the network was slow asks it whether the
 * network's answer, when it came, said something else (a new alert, a new notice); if so, a bar offers
 * it. Asked by the page, once its listener is in place, so no answer is lost before this script runs.
 */
function offerNewerPage(): void {
  const container = navigator.serviceWorker;
  const controller = container.controller;
  if (!controller) return;
  container.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === NEWER_PAGE_MESSAGES.newer) showNewerPageBar();
  });
  container.startMessages();
  controller.postMessage({ type: NEWER_PAGE_MESSAGES.ask });
}

function showNewerPageBar(): void {
  // Its words in the page's language, written by the server (components/header/header.tsx).
  const words = document.querySelector<HTMLElement>('[data-site-words]')?.dataset;
  if (!words?.newerText || !words.newerShow || document.querySelector('.newer-page')) return;
  // The live region is in the page before its words, so a screen reader announces them.
  const bar = document.createElement('div');
  bar.className = 'newer-page';
  bar.setAttribute('role', 'status');
  document.body.append(bar);
  const text = document.createElement('p');
  text.className = 'newer-page-text';
  text.textContent = words.newerText;
  const show = document.createElement('button');
  show.type = 'button';
  show.className = 'btn btn-primary newer-page-show';
  show.textContent = words.newerShow;
  show.addEventListener('click', () => window.location.reload());
  requestAnimationFrame(() => bar.append(text, show));
}
