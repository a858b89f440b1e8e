import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { TEST_TOTP_SECRET } from '../fixtures/two-factor';
import { type ServerProcess, startServer } from '../helpers/server-process';
import { TestSmtpServer } from '../helpers/smtp';
import { codesOf, expect, waitForHydration } from './fixtures';

// A school with mail set up, for the specs that read what the site e-mails: a server of its own with
// SMTP_URL (the shared e2e server has none), a real SMTP server started here, and a first Owner
// enrolled in two-factor sign-in with TEST_TOTP_SECRET. A first start seeds the school's content and
// images, so callers give beforeAll a minute.

export interface MailSite {
  server: ServerProcess;
  smtp: TestSmtpServer;
  dataDir: string;
}

export async function startMailSite(name: string, owner: { username: string; password: string }): Promise<MailSite> {
  const smtp = await new TestSmtpServer().start();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `school-e2e-${name}-`));
  const server = await startServer({
    DATA_DIR: dataDir,
    // startServer waits for the 'listening' line, written at info.
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    BACKUP_HOUR: 'off',
    SMTP_URL: smtp.url(),
    MAIL_FROM: 'Website <website@school.example>',
    ADMIN_USERNAME: owner.username,
    ADMIN_PASSWORD: owner.password,
    ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
  });
  return { server, smtp, dataDir };
}

export async function stopMailSite(site: Partial<MailSite>): Promise<void> {
  await site.server?.kill();
  await site.smtp?.stop();
  if (site.dataDir) fs.rmSync(site.dataDir, { recursive: true, force: true });
}

/** Signs the first Owner in through the sign-in page with the password and a code. */
export async function signInWithCode(page: Page, siteUrl: string, owner: { username: string; password: string }) {
  await page.goto(`${siteUrl}/admin/login`);
  await waitForHydration(page);
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Authentication code').fill(codesOf(TEST_TOTP_SECRET)());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
