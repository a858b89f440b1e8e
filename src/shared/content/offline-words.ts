// The offline page's words and the facts of the site's offline copy (docs/decisions/040-offline.md):
// kept here so they can be translated in one place, and read by the page, the server and the worker.

/** The offline page's address. */
export const OFFLINE_PATH = '/offline';

/** The worker's address: at the root, so it may control every page of the site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The web app manifest's address. */
export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * How long a page's network answer is awaited before the visitor is shown the copy kept on the device
 * (or the offline page): long enough for a slow connection, short enough not to leave a parent
 * looking at a blank screen.
 */
export const OFFLINE_NETWORK_TIMEOUT_MS = 3000;

/**
 * The pages a parent most needs without a connection: stored when the worker is installed, and linked
 * from the offline page. Their paths are in src/shared/paths.ts; named here by key so this module
 * imports nothing.
 */
export const KEPT_PAGE_KEYS = ['notices', 'calendar', 'importantDates', 'fees', 'contact'] as const;

/**
 * What a page and the worker say to each other: the page asks, when its script starts, whether it was
 * shown from this device while the network was late; the worker answers only when the network's late
 * answer differs from it.
 */
export const NEWER_PAGE_MESSAGES = { ask: 'kept-copy?', newer: 'newer-page' } as const;

/** The bar a page shows when the network's answer arrived after its kept copy was shown, and differs. */
export const NEWER_PAGE_WORDS = {
  text: 'This page was shown from this device while the network was slow. A newer version has arrived.',
  show: 'Show the newer version',
} as const;

export const OFFLINE_WORDS = {
  title: 'You are offline',
  heading: 'You are offline',
  description: 'This device has no connection to the school’s website right now.',
  intro: 'Your device is not connected to the internet. Pages you opened before are kept on this device.',
  keptHeading: 'Pages kept on this device',
  keptNote: 'They show what they said when you last opened them.',
  contactHeading: 'Reach the school',
  contactNote: 'A phone call works without the internet.',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  whatsappLink: 'Message the school on WhatsApp',
  email: 'Email',
  addresses: 'Our addresses',
} as const;
