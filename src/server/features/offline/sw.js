// The site’s service worker (docs/decisions/040-offline.md), served at /sw.js by routes.ts with
// OFFLINE_CONFIG written before this text: the release, the pages to keep at install, the offline
// page, the network's time limit and the paths never handled.
//
// Only a visitor's GET navigations to public pages are handled, network first: the page the network
// answers is what the visitor sees (so a site alert or a notice is never shown stale while the network
// answers), and a copy of it is kept. Without a network, or when it has not answered in time, the
// visitor gets the copy of that page kept on this device, else the offline page; when the network's
// answer then arrives and differs, the page is told, and offers it (src/client/site/offline.ts).
// Scripts, styles, images and API calls are never touched: the browser's own cache and the network
// answer them.

/* global OFFLINE_CONFIG */
const { release, cachePrefix, keep, offlinePath, timeoutMs, neverPaths, languages, messages } = OFFLINE_CONFIG;

/**
 * The windows shown a kept copy because the network was late, by client id: each to a promise of
 * whether the late answer, kept since, differs from what the window shows. A page asks once, when its
 * script starts; an entry nobody asks for goes with the worker when the browser stops it.
 */
const lateAnswers = new Map();

/** One cache per release: the pages of an older release are deleted when this worker takes over. */
const CACHE = `${cachePrefix}${release}`;

/**
 * The worker's own requests (pages kept at install, the page open when it takes over) are not page
 * views: the site's visit counter leaves out a request marked as a prefetch.
 */
const NOT_A_VIEW = { headers: { 'X-Purpose': 'prefetch' } };

/** An address without its language's prefix: '/mr/tc-verification' is '/tc-verification', '/mr/' is '/'. */
function withoutLanguage(pathname) {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  return match && languages.includes(match[1]) ? match[2] || '/' : pathname;
}

/** The language of an address: its prefix's ('/mr/fees' is 'mr'), or null for English's addresses. */
function languageOfPath(pathname) {
  const match = /^\/([a-z]{2})(\/|$)/.exec(pathname);
  return match && languages.includes(match[1]) ? match[1] : null;
}

/** An English address in a language: '/fees' in 'mr' is '/mr/fees' (null: English's, as it is). */
function inLanguage(path, language) {
  return language ? `/${language}${path}` : path;
}

/**
 * The language of the page that installs the worker: the pages it keeps at install are in it, the
 * visitor's own. The installing page is open, not yet controlled; English when none says otherwise.
 */
async function installLanguage() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    const language = languageOfPath(new URL(client.url).pathname);
    if (language) return language;
  }
  return null;
}

/**
 * A page of the site a visitor may be shown from this device: not the dashboard, the API, a form's
 * lookup (in any language), or a file.
 */
function isPublicPage(url) {
  if (url.origin !== self.location.origin) return false;
  const path = withoutLanguage(url.pathname);
  if (neverPaths.some((prefix) => url.pathname.startsWith(prefix) || path.startsWith(prefix))) return false;
  return !/\.[^/]*$/.test(url.pathname);
}

/**
 * Whether a page at this address may be kept on the device: only an address without a query. A query
 * may be what the visitor searched for (/search?q=..., /notices?q=...), which is not kept on the device
 * (docs/decisions/040-offline.md); and a page's copy kept under its path alone would be the wrong one
 * for /notices?page=2. Such a page is still answered by the network first, and offline by the offline page.
 */
function isKeptAddress(url) {
  return url.search === '';
}

/** A page as kept: its address without the fragment (and without a query: isKeptAddress). */
function pageKey(url) {
  return `${url.origin}${url.pathname}`;
}

/** Only a whole public page is kept: 200, HTML, from this site, not a redirect, not marked never to be stored. */
function isKeepable(response) {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  if (!(response.headers.get('content-type') || '').startsWith('text/html')) return false;
  return !/no-store/i.test(response.headers.get('cache-control') || '');
}

async function fetchAndKeep(cache, href) {
  const response = await fetch(href, NOT_A_VIEW);
  if (!isKeepable(response)) throw new Error(`${href} cannot be kept (${response.status})`);
  await cache.put(href, response);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // The kept pages in the installing page's language, and the offline page in every language (an
      // address in Urdu without a copy is answered in Urdu). All or nothing, as cache.addAll: a worker
      // without its offline page is not installed, and the next page the visitor opens tries again.
      const language = await installLanguage();
      const paths = new Set([
        ...keep.map((path) => inLanguage(path, language)),
        offlinePath,
        ...languages.map((code) => inLanguage(offlinePath, code)),
      ]);
      await Promise.all([...paths].map((path) => fetchAndKeep(cache, new URL(path, self.location.origin).href)));
      // Nothing a page has loaded comes from this worker, so a new one may take over at once.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(cachePrefix) && name !== CACHE).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
      // The pages open as the worker takes over (the visitor's first page) were loaded without it:
      // kept now, so every page the visitor has opened is on the device.
      const cache = await caches.open(CACHE);
      const windows = await self.clients.matchAll({ type: 'window' });
      await Promise.all(
        windows.map((client) => {
          const url = new URL(client.url);
          return isPublicPage(url) && isKeptAddress(url)
            ? fetchAndKeep(cache, pageKey(url)).catch(() => undefined)
            : undefined;
        }),
      );
    })(),
  );
});

/**
 * The network's answer; or, when it fails or has not answered within timeoutMs, the kept copy or the
 * offline page. `networkKept` settles once the network's answer is kept; `clientId` is the window the
 * page opens in.
 */
async function answer(url, network, networkKept, clientId) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, timeoutMs, null);
  });
  const first = await Promise.race([network.catch(() => null), late]);
  clearTimeout(timer);
  if (first) return first;
  const cache = await caches.open(CACHE);
  // The offline page in the language of the address asked ('/mr/fees' gets '/mr/offline'), else English's.
  const offline = (path) => cache.match(new URL(path, self.location.origin).href, { ignoreVary: true });
  const kept =
    (isKeptAddress(url) && (await cache.match(pageKey(url), { ignoreVary: true }))) ||
    (await offline(inLanguage(offlinePath, languageOfPath(url.pathname)))) ||
    (await offline(offlinePath));
  if (kept && clientId) {
    // Different words make a different validator: the page is told only of an answer that differs.
    const shown = kept.headers.get('etag');
    lateAnswers.set(
      clientId,
      network
        .then(async (response) => {
          await networkKept;
          return isKeepable(response) && response.headers.get('etag') !== shown;
        })
        .catch(() => false),
    );
  }
  // Nothing kept: wait for the network after all (its error is the browser's own offline page).
  return kept || network;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!isPublicPage(url)) return;
  let stored = Promise.resolve();
  const network = fetch(request).then((response) => {
    if (isKeepable(response) && isKeptAddress(url)) {
      const copy = response.clone();
      stored = caches.open(CACHE).then((cache) => cache.put(pageKey(url), copy));
    }
    return response;
  });
  // A copy is stored even when the visitor was already shown the kept one (the network was late).
  const networkKept = network.then(() => stored);
  event.waitUntil(networkKept.catch(() => undefined));
  event.respondWith(answer(url, network, networkKept, event.resultingClientId));
});

// A page asks whether it was shown from this device while the network was late: the answer, once the
// network's copy is kept, is a message only when that copy differs (reloading then shows it, from the
// network or, if it is slow again, from the copy just kept).
self.addEventListener('message', (event) => {
  const client = event.source;
  if (!client || !event.data || event.data.type !== messages.ask) return;
  const pending = lateAnswers.get(client.id);
  if (!pending) return;
  lateAnswers.delete(client.id);
  event.waitUntil(
    pending.then((newer) => {
      if (newer) client.postMessage({ type: messages.newer });
    }),
  );
});
