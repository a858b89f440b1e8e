import type { Page } from '@playwright/test';
import { E2E_ADMIN_USERNAME } from '../../playwright.config';
import { contentServices } from '../../src/server/content';
import { recordAudit } from '../../src/server/platform/audit';
import { getSettings } from '../../src/server/platform/settings';
import { expect, expectNoAxeViolations, test, useTheme, waitForHydration } from './fixtures';

// The dashboard's Audit log (docs/decisions/022-privacy-and-audit.md): the office sees what was done,
// by whom, from where and how it ended, a page at a time and by action. Tests run in parallel against
// one server, so each looks for its own entries.
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openAuditLog(page: Page) {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Audit log', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
}

/** An entry of this test's own, so the table is there whatever ran before. */
const seedEntry = (svc: Parameters<typeof recordAudit>[0]) =>
  recordAudit(svc, {
    action: 'backup',
    actor: '',
    entity: 'backups',
    detail: 'school-backup-e2e.tar.gz (0.1 MB), automatic',
  });

const entriesTable = (page: Page) => page.getByRole('table', { name: 'Audit log entries, newest first' });

test('the office sees its own new FAQ item in the audit log, and filters by action', async ({
  page,
  signIn,
  serverServices,
}) => {
  await signIn(page);
  await page.goto('/admin/faq');
  await waitForHydration(page);
  const question = unique('Is there a school bus?');
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Question' });
  await dialog.getByLabel('Question').fill(question);
  await dialog.getByLabel('Answer').fill('Yes, on every route in Akola.');
  await dialog.getByLabel('Popularity').fill('3');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Item created successfully')).toBeVisible();
  const item = contentServices.faqs.list(serverServices).find((f) => f.question === question);
  expect(item, 'the new question is stored').toBeTruthy();

  await openAuditLog(page);
  const months = getSettings(serverServices).retentionAuditMonths;
  await expect(page.getByText(`Entries are kept for ${months} months`)).toBeVisible();
  const row = entriesTable(page)
    .getByRole('row')
    .filter({ hasText: `faqs #${item!.id}` });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(cells.nth(1)).toHaveText(E2E_ADMIN_USERNAME);
  await expect(cells.nth(2)).toHaveText('Created');
  await expect(cells.nth(4)).toHaveText('127.0.0.1');
  await expect(cells.nth(5)).toHaveText('OK');
  // Only ids: the question itself is nowhere in the log.
  await expect(page.getByText(question)).toHaveCount(0);

  // The filter: 'Deleted' hides the new item's entry; 'Created' shows it again, and only creations.
  const action = page.getByLabel('Action');
  await expect(action.locator('option').first()).toHaveText('All actions');
  await action.selectOption({ label: 'Deleted' });
  await expect(row).toHaveCount(0);
  await action.selectOption({ label: 'Created' });
  await expect(row).toHaveCount(1);
  const actionCells = entriesTable(page).locator('tbody tr td:nth-child(3)');
  expect(new Set(await actionCells.allTextContents())).toEqual(new Set(['Created']));
});

test('pages through the entries of one action with Previous and Next', async ({ page, signIn, serverServices }) => {
  // More restores than one page holds (no other test restores anything).
  for (let i = 0; i < 55; i += 1) recordAudit(serverServices, { action: 'restore', actor: 'cli', entity: 'backups' });
  await signIn(page);
  await openAuditLog(page);
  await page.getByLabel('Action').selectOption({ label: 'Restore' });
  const pager = page.getByRole('navigation', { name: 'Audit log pages' });
  await expect(pager.getByText(/^page 1 of [2-9]\d*$/)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(entriesTable(page).locator('tbody tr')).toHaveCount(50);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText(/^page 2 of /)).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager.getByText(/^page 1 of /)).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the audit log (${theme})`, async ({ page, signIn, serverServices }) => {
    seedEntry(serverServices);
    await useTheme(page, theme);
    await signIn(page);
    await openAuditLog(page);
    await expect(entriesTable(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('at 375 px the page never scrolls sideways; the table scrolls in its own region', async ({
  page,
  signIn,
  serverServices,
}) => {
  seedEntry(serverServices);
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/audit-log');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const region = page.getByRole('region', { name: 'Audit log entries, newest first' });
  await expect(region).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expectNoAxeViolations(page);
});
