import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME, E2E_TOTP_SECRET } from '../../playwright.config';
import { parseConfig } from '../../src/server/config';
import { createServiceContext, type ServiceContext } from '../../src/server/context';
import { openDatabase } from '../../src/server/db/client';
import { createAdmin, createSession, findAdmin } from '../../src/server/platform/auth/session';
import { codeAt, TOTP_PERIOD_SECONDS } from '../../src/server/platform/auth/two-factor';
import { SESSION_COOKIE } from '../../src/server/trpc/context';
import { SPLASH_SESSION_KEY, THEME_STORAGE_KEY } from '../../src/shared/constants';

/**
 * A second administrator for the tests that type a wrong password on the login page: five failures
 * lock an account for 15 minutes, so those failures must never count against E2E_ADMIN_USERNAME,
 * which every other test signs in as.
 */
export const E2E_LOCKABLE_USERNAME = 'e2e-wrong-password';
const E2E_LOCKABLE_PASSWORD = 'lockable account for failure tests';

/** A new session of E2E_ADMIN_USERNAME, made by the same service as a sign-in; returns its cookie token. */
function newAdminSession(svc: ServiceContext): string {
  const admin = findAdmin(svc, E2E_ADMIN_USERNAME);
  if (!admin) throw new Error(`No administrator '${E2E_ADMIN_USERNAME}' in the e2e database.`);
  return createSession(svc, admin.id).token;
}

/** An Owner of the test's own who signs in through the page with a password and a code. */
export interface PageSignInAccount {
  username: string;
  password: string;
  /**
   * A code of a time step this account has not used: the server refuses a step once taken, so each
   * call gives the next step the window accepts (the current one, then the next).
   */
  code: () => string;
}

/**
 * Codes of `secret`, each of a later step than the last one given, within the server's ±1 step window.
 * Never the previous step's: a code typed as a step ends would be refused once the next one begins,
 * while the current step's code is still taken for a whole step after.
 */
export function codesOf(secret: string): () => string {
  const stepMs = TOTP_PERIOD_SECONDS * 1000;
  let last = 0;
  return () => {
    const current = Math.floor(Date.now() / stepMs);
    const step = Math.max(current, last + 1);
    if (step > current + 1) throw new Error('No unused code left in this 30-second window.');
    last = step;
    return codeAt(secret, step * stepMs + 1);
  };
}

let accounts = 0;

interface TestFixtures {
  consoleErrors: string[];
  showSplash: boolean;
  /**
   * Signs the browser in as E2E_ADMIN_USERNAME without the login page (a session made by the real
   * service, its cookie set on the context) and opens the dashboard.
   */
  signIn: (page: Page) => Promise<void>;
  /** A `Cookie` header of a new session of E2E_ADMIN_USERNAME, for API requests outside the browser. */
  adminCookie: () => string;
  /** The username of an administrator whose account the test may lock with wrong passwords. */
  lockableUsername: string;
  /**
   * A new Owner enrolled in two-factor sign-in, for a test that signs in through the sign-in page: its
   * own account, so its codes' steps never clash with another test's (a step is taken once).
   */
  pageSignIn: PageSignInAccount;
}

interface WorkerFixtures {
  /** The e2e server's own database (WAL lets a second connection write beside it), with its services. */
  serverServices: ServiceContext;
}

// Shared e2e fixtures: every page fails its test on a console error or a hydration warning, and
// the splash (once per browser session) is marked seen unless a test asks for it.
export const test = base.extend<TestFixtures, WorkerFixtures>({
  showSplash: [false, { option: true }],
  consoleErrors: [
    async ({ page, showSplash }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || /hydrat|did not match/i.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      if (!showSplash) await page.addInitScript((key) => sessionStorage.setItem(key, '1'), SPLASH_SESSION_KEY);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],

  serverServices: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const dataDir = process.env.E2E_DATA_DIR;
      if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the e2e tests through playwright.config.ts.');
      const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
      const db = openDatabase(config.dataDir);
      const silent = () => {};
      const svc = createServiceContext(config, db, { log: { info: silent, warn: silent, error: silent } });
      await use(svc);
      db.$client.close();
    },
    { scope: 'worker' },
  ],

  adminCookie: async ({ serverServices }, use) => {
    await use(() => `${SESSION_COOKIE}=${newAdminSession(serverServices)}`);
  },

  signIn: async ({ serverServices, baseURL }, use) => {
    await use(async (page) => {
      const token = newAdminSession(serverServices);
      await page
        .context()
        .addCookies([{ name: SESSION_COOKIE, value: token, url: String(baseURL), httpOnly: true, sameSite: 'Lax' }]);
      await page.goto('/admin/dashboard');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    });
  },

  pageSignIn: async ({ serverServices }, use, testInfo) => {
    const username = `e2e-owner-${testInfo.workerIndex}-${process.pid}-${++accounts}`;
    await createAdmin(serverServices, username, E2E_ADMIN_PASSWORD, { role: 'owner', totpSecret: E2E_TOTP_SECRET });
    await use({ username, password: E2E_ADMIN_PASSWORD, code: codesOf(E2E_TOTP_SECRET) });
  },

  lockableUsername: async ({ serverServices }, use) => {
    if (!findAdmin(serverServices, E2E_LOCKABLE_USERNAME)) {
      try {
        await createAdmin(serverServices, E2E_LOCKABLE_USERNAME, E2E_LOCKABLE_PASSWORD);
      } catch (error) {
        // Another worker created it at the same moment.
        if (!findAdmin(serverServices, E2E_LOCKABLE_USERNAME)) throw error;
      }
    }
    await use(E2E_LOCKABLE_USERNAME);
  },
});

export { expect };

/** Sets the theme before any page script runs. */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript(({ key, t }) => localStorage.setItem(key, t), { key: THEME_STORAGE_KEY, t: theme });
}

/** Waits until React has hydrated the page (the root has a React fiber). */
/**
 * Holds back every request to `url` until `release()` is called, whatever the machine's speed: what
 * happens while a request is on its way can be seen.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds back the public pages' scripts (the site script and the islands' React): the page as a visitor
 * on a slow connection has it, its HTML on screen and usable before the scripts arrive.
 */
export function holdPageScript(page: Page): Promise<() => void> {
  return holdRequests(page, /\/assets\/(site|runtime|react)-[\w-]+\.js$/);
}

/**
 * Waits until the page's controls are ready: the dashboard hydrated by React; a public page's site
 * script running (its islands wake later, each when it is needed: waitForIsland).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.site === 'ready') return true;
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((k) => k.startsWith('__reactContainer')));
  });
}

/** Waits until the island holding `locator` has been hydrated (src/client/site/islands.ts). */
export async function waitForIsland(locator: Locator) {
  await expect(locator.locator('xpath=ancestor-or-self::*[@data-island][1]')).toHaveAttribute('data-state', 'awake');
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}
