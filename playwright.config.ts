import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests run against the built server (npm run build first), started on a free port
// with a temporary DATA_DIR. The system Chromium is used when present: no test downloads a browser.
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

// Workers re-read this file; the first (main) process fixes the port and folder for all of them.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(await freePort());
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-'));
/** Specs whose tests change settings every page reads (offline.spec.ts: the WhatsApp number and the site alert). */
const SITE_WIDE_SETTINGS = /(branding|phone|site-alert|offline|payments)\.spec\.ts$/;

export const E2E_ADMIN_USERNAME = 'e2e-admin';
export const E2E_ADMIN_PASSWORD = 'correct horse battery staple';
/**
 * Enrols E2E_ADMIN_USERNAME (an Owner) in two-factor sign-in at first start, so the sessions the
 * fixtures make pass the Owner's two-factor gate; tests that sign in through the page compute codes
 * from it (tests/e2e/fixtures.ts). A test value only, base32 as ADMIN_TOTP_SECRET wants it.
 */
export const E2E_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';

const port = Number(process.env.E2E_PORT);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasSystemChromium = fs.existsSync(chromiumPath);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // The specs that change site-wide settings (the school's name and colour, the classes open, the
  // WhatsApp number) run after all the others, one test at a time, so no other test ever sees the
  // site mid-change.
  projects: [
    { name: 'site', testIgnore: SITE_WIDE_SETTINGS },
    { name: 'site-wide settings', testMatch: SITE_WIDE_SETTINGS, dependencies: ['site'], fullyParallel: false },
  ],
  workers: 2,
  // One retry in CI so a timing flake cannot sink a run; the list reporter still marks it 'flaky',
  // and a test that fails twice fails the run. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    launchOptions: hasSystemChromium
      ? {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        }
      : {},
  },
  webServer: {
    command: `node ${process.env.E2E_DIST ?? 'dist'}/server/main.js`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: E2E_ADMIN_USERNAME,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      ADMIN_TOTP_SECRET: E2E_TOTP_SECRET,
      // Many e2e tests submit forms from the same address.
      ENQUIRY_RATE_LIMIT: '1000',
    },
  },
});
