import fs from 'node:fs';
import { archiveTime } from '../../src/server/features/backups/create';
import { formatDateTime } from '../../src/shared/format';
import { expect, expectNoAxeViolations, holdRequests, test } from './fixtures';

// The dashboard's Backups view (docs/decisions/015-backups.md): Back up now writes an archive of the
// running site, the view lists it, and its Download link saves the archive itself.
test('Back up now writes an archive, lists it, and downloads it as a gzip file', async ({ page, signIn }) => {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Backups', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/backups$/);
  // The e2e server keeps the default daily backup.
  await expect(page.getByText(/^Every day; the next is due \d{1,2} \w{3} \d{4}, /)).toBeVisible();

  // The request is held on its way until the busy state has been seen, whatever the machine's speed.
  const release = await holdRequests(page, (url) => url.pathname.includes('admin.backups.create'));
  await page.getByRole('button', { name: 'Back up now' }).click();
  const busy = page.getByRole('button', { name: 'Backing up…' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();

  const result = page.getByRole('status').filter({ hasText: /^Backup written: / });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Back up now' })).toBeEnabled();
  const name = /school-backup-\d{8}-\d{6}(?:-\d+)?\.tar\.gz/.exec((await result.textContent()) ?? '')?.[0];
  expect(name, 'the archive named in the message').toBeTruthy();

  // Listed with its time in the school's time zone, its size, and a Download link named by that time.
  const taken = formatDateTime(archiveTime(name!)!);
  const row = page.getByRole('listitem').filter({ hasText: name! });
  await expect(row).toContainText(taken);
  await expect(row).toContainText(/\d+(\.\d)? (KB|MB)/);
  await expect(page.getByText(/^\d{1,2} \w{3} \d{4}, .*, from the dashboard$/)).toBeVisible();
  const link = row.getByRole('link', { name: `Download backup of ${taken}` });

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(name);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.length).toBeGreaterThan(1024);
  // gzip's magic bytes.
  expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);

  await expectNoAxeViolations(page);
});
