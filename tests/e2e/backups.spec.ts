import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { archiveTime } from '../../src/server/platform/backups/create';
import { BACKUP_PHASE_TEXT, BACKUP_STARTING_TEXT } from '../../src/shared/content/progress-words';
import { formatDateTime } from '../../src/shared/format';
import { expect, expectNoAxeViolations, holdRequests, test } from './fixtures';

// One backup runs at a time on the server, and a click during one gets that one's archive: these
// tests take turns, so neither's archive holds the other's large file or is deleted under it.
test.describe.configure({ mode: 'default' });

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

test('Back up now says which step the backup is in until it finishes', async ({ page, signIn }) => {
  test.slow();
  // A site with a large file (a scanned report), so the backup takes long enough to be watched.
  const dataDir = process.env.E2E_DATA_DIR!;
  const large = path.join(dataDir, 'e2e-large-upload', `scan-${Date.now()}.bin`);
  fs.mkdirSync(path.dirname(large), { recursive: true });
  fs.writeFileSync(large, crypto.randomBytes(48 * 1024 * 1024));
  let archive: string | undefined;
  try {
    await signIn(page);
    await page.goto('/admin/backups');
    await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
    // Every text the status line shows, as it changes.
    await page.evaluate(() => {
      const status = document.getElementById('backup-result')!;
      const seen: string[] = [];
      (window as unknown as { statusTexts: string[] }).statusTexts = seen;
      new MutationObserver(() => {
        const text = status.textContent ?? '';
        if (text !== seen.at(-1)) seen.push(text);
      }).observe(status, { childList: true, characterData: true, subtree: true });
    });

    await page.getByRole('button', { name: 'Back up now' }).click();
    await expect(page.getByRole('button', { name: 'Backing up…' })).toBeDisabled();
    const result = page.getByRole('status').filter({ hasText: /^Backup written: / });
    await expect(result).toBeVisible({ timeout: 60_000 });
    archive = /school-backup-\d{8}-\d{6}(?:-\d+)?\.tar\.gz/.exec((await result.textContent()) ?? '')?.[0];

    const texts = await page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
    // It started by saying so, then said the steps the server reported, in their order, then the result.
    expect(texts[0]).toBe(BACKUP_STARTING_TEXT);
    const steps = texts.slice(1, -1);
    const order = Object.values(BACKUP_PHASE_TEXT);
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(order).toContain(step);
    // Compressing 48 MB takes the server a while: that step is always seen.
    expect(steps).toContain(BACKUP_PHASE_TEXT.compressing);
    expect(texts.at(-1)).toMatch(/^Backup written: /);
  } finally {
    fs.rmSync(path.dirname(large), { recursive: true, force: true });
    if (archive) fs.rmSync(path.join(dataDir, 'backups', archive), { force: true });
  }
});
