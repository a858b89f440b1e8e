import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { NEWER_PAGE_WORDS, OFFLINE_NETWORK_TIMEOUT_MS, OFFLINE_WORDS } from '../../src/shared/content/offline-words';
import { PAGES, PATHS, PREFIXED_LANGUAGES, pathInLanguage } from '../../src/shared/paths';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The site on a phone that loses its connection (docs/decisions/040-offline.md): the worker keeps the
// pages the visitor opened and five a parent needs, shows them without a network, and the offline
// page for any other; the network always answers first, so nothing is shown stale while it does. It
// sets the WhatsApp number and the site alert, which every page shows: it runs with the site-wide
// settings specs (playwright.config.ts).

const WHATSAPP = '+91 98765 43210';

async function post(request: APIRequestContext, cookie: string, procedure: string, input: unknown) {
  const res = await request.post(`/trpc/${procedure}`, { headers: { cookie }, data: input ?? {} });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: unknown } }).result.data;
}

/** Waits until the site's worker is active and controls this page. */
async function workerInControl(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      );
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

/** The paths of the pages kept on this device, in every cache of the site. */
function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });
}

/** The full addresses (query included) of the pages kept on this device, in every cache of the site. */
function keptAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.sort();
  });
}

/** Sets an urgent site alert, shown on every page until cleared. */
function setUrgentAlert(request: APIRequestContext, cookie: string, message: string) {
  return post(request, cookie, 'admin.alert.save', { message, link: '', severity: 'urgent', startsAt: '', endsAt: '' });
}

/** The page's main heading. */
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.beforeAll(async ({ request, adminCookie }) => {
  await post(request, adminCookie(), 'admin.settings.save', { whatsappNumber: WHATSAPP });
});

test.afterAll(async ({ request, adminCookie }) => {
  await post(request, adminCookie(), 'admin.settings.save', { whatsappNumber: '' });
});

test('two pages opened, the network cut: both come back from the device, another page is the offline page, the dashboard is not kept', async ({
  page,
  context,
  consoleErrors,
}) => {
  // The first page is loaded before there is a worker: it is kept when the worker takes over.
  await page.goto(PATHS.about);
  await workerInControl(page);
  await page.goto(PATHS.academics);
  await expect(heading(page, PAGES.academics.heading)).toBeVisible();
  // The dashboard's sign-in page, opened online, is never kept.
  await page.goto(PATHS.adminLogin);
  await expect
    .poll(() => keptPaths(page))
    .toEqual(
      [
        PATHS.about,
        PATHS.academics,
        PATHS.offline,
        PATHS.notices,
        PATHS.calendar,
        PATHS.importantDates,
        PATHS.fees,
        PATHS.contact,
        // The offline page in every other language too, for an address asked in it.
        ...PREFIXED_LANGUAGES.map((code) => pathInLanguage(PATHS.offline, code)),
      ].sort(),
    );

  await context.setOffline(true);
  await page.goto(PATHS.about);
  await expect(heading(page, PAGES.about.heading)).toBeVisible();
  await page.reload();
  await expect(heading(page, PAGES.about.heading)).toBeVisible();
  await page.goto(PATHS.academics);
  await expect(heading(page, PAGES.academics.heading)).toBeVisible();
  // Kept at install, though never opened.
  await page.goto(PATHS.fees);
  await expect(heading(page, PAGES.fees.heading)).toBeVisible();

  // A page never opened: the offline page, at the address asked for, with the ways to reach the school.
  await page.goto(PATHS.alumni);
  await expect(heading(page, OFFLINE_WORDS.heading)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(PATHS.alumni);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91\d+$/);
  await expect(main.getByRole('link', { name: OFFLINE_WORDS.whatsappLink })).toHaveAttribute(
    'href',
    'https://wa.me/919876543210',
  );
  await expect(main.getByRole('link', { name: PAGES.calendar.title })).toHaveAttribute('href', PATHS.calendar);

  // The dashboard is never answered from the device: without a network it does not open.
  await expect(page.goto(PATHS.adminLogin)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);

  await context.setOffline(false);
  // Offline, the pages' scripts and the dashboard could not load (the browser's error page has no
  // storage for the fixtures' script): the browser said so, and nothing else failed.
  const expected =
    /ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module|'sessionStorage'.*Access is denied/;
  expect(consoleErrors.filter((e) => !expected.test(e))).toEqual([]);
  consoleErrors.length = 0;
});

test('a search is never kept on the device: no address with a query is in Cache Storage', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto(PATHS.about);
  await workerInControl(page);
  const searched = `${PATHS.notices}?q=uniform`;
  await page.goto(searched);
  await expect(page.getByRole('searchbox', { name: 'Search notices' })).toHaveValue('uniform');
  // A page opened after it is kept: the search page's copy, had it been kept, was stored before.
  await page.goto(PATHS.academics);
  await expect.poll(() => keptPaths(page)).toContain(PATHS.academics);
  const kept = await keptAddresses(page);
  expect(kept.filter((url) => new URL(url).search !== '')).toEqual([]);
  expect(kept.join('\n')).not.toContain('q=');

  // Without a network the search is not answered from the device: the offline page, at its address.
  await context.setOffline(true);
  try {
    await page.goto(searched);
    await expect(heading(page, OFFLINE_WORDS.heading)).toBeVisible();
    expect(new URL(page.url()).search).toBe('?q=uniform');
  } finally {
    await context.setOffline(false);
  }
  // Offline, the offline page's scripts could not load: the browser said so, and nothing else failed.
  const expected =
    /ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module|'sessionStorage'.*Access is denied/;
  expect(consoleErrors.filter((e) => !expected.test(e))).toEqual([]);
  consoleErrors.length = 0;
});

/**
 * Opens `path` once with the worker in control (so a copy of it is kept on the device), then holds
 * every later request for it until `release()`: the worker's own requests too, which the context's
 * routes see.
 */
async function keptThenHeld(page: Page, context: BrowserContext, path: string) {
  await page.goto(PATHS.about);
  await workerInControl(page);
  await page.goto(path);
  await expect.poll(() => keptPaths(page)).toContain(path);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const network = { asked: false, release: () => release() };
  await context.route(`**${path}`, async (route) => {
    network.asked = true;
    await held;
    await route.continue().catch(() => undefined);
  });
  return network;
}

test('a network that does not answer within the time limit: the copy kept is shown', async ({ page, context }) => {
  const network = await keptThenHeld(page, context, PATHS.academics);
  try {
    const started = Date.now();
    await page.goto(PATHS.academics);
    await expect(heading(page, PAGES.academics.heading)).toBeVisible();
    expect(network.asked).toBe(true);
    // Not before the limit: the network is always given its chance first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(OFFLINE_NETWORK_TIMEOUT_MS);
  } finally {
    network.release();
  }
});

test('a late answer that says something new: the kept copy is shown first, then a bar offers the newer version', async ({
  page,
  context,
  request,
  adminCookie,
}) => {
  const cookie = adminCookie();
  const network = await keptThenHeld(page, context, PATHS.fees);
  const message = 'Fee counter open on Saturday.';
  try {
    // The network is slow: after the limit, the copy kept on the device, without the alert set since.
    await page.goto(PATHS.fees);
    await expect(heading(page, PAGES.fees.heading)).toBeVisible();
    await setUrgentAlert(request, cookie, message);
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);

    // The network's answer arrives, with the alert: the page says so, and shows it when asked.
    network.release();
    const bar = page.getByRole('status').filter({ hasText: NEWER_PAGE_WORDS.text });
    await expect(bar).toBeVisible();
    await expectNoAxeViolations(page);
    await bar.getByRole('button', { name: NEWER_PAGE_WORDS.show }).click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(bar).toHaveCount(0);
  } finally {
    network.release();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await post(request, cookie, 'admin.alert.clear', undefined).catch(() => undefined);
  }
});

test('network first: a new site alert and notice are shown at once, and the copy kept is the new page', async ({
  page,
  context,
  request,
  adminCookie,
}) => {
  const cookie = adminCookie();
  await page.goto(PATHS.home);
  await workerInControl(page);
  await page.goto(PATHS.notices);
  const title = `Offline copy test ${Date.now()}`;
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  const notice = (await post(request, cookie, 'admin.notices.create', { title, category: 'news', body: 'New.' })) as {
    id: number;
  };
  await setUrgentAlert(request, cookie, 'School closed today: heavy rain.');
  try {
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'School closed today: heavy rain.' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    // What the device keeps is that new page, not the one opened before.
    await context.setOffline(true);
    await page.goto(PATHS.notices);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'School closed today: heavy rain.' })).toBeVisible();
    await context.setOffline(false);

    // Cleared: back online, the page says so at once.
    await post(request, cookie, 'admin.alert.clear', undefined);
    await page.reload();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
    await post(request, cookie, 'admin.alert.clear', undefined).catch(() => undefined);
    await post(request, cookie, 'admin.notices.remove', { id: notice.id });
  }
});
