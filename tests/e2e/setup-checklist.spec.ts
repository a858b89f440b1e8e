import { formatDate } from '../../src/shared/format';
import { expect, expectNoAxeViolations, test } from './fixtures';

// "Finish setting up your site" on the overview (docs/decisions/035-setup-checklist.md): on a fresh
// install it lists what the school must still replace, and each link opens the section at the field
// that fixes it.
const panel = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Finish setting up your site' });

test('the overview lists what a fresh install must replace; a link opens the field that fixes it', async ({
  page,
  signIn,
}) => {
  await signIn(page);
  const setup = panel(page);
  await expect(setup).toBeVisible();
  // Above the count cards.
  const cards = page.getByRole('link', { name: /^Contacts/ });
  expect((await setup.boundingBox())!.y).toBeLessThan((await cards.boundingBox())!.y);
  // The e2e server has no SMTP_URL, and nobody has confirmed off-server copies on a fresh install.
  await expect(setup.getByText(/^Mail is not set up: set SMTP_URL/)).toBeVisible();
  await expect(setup.getByText(/daily backups are copied off this server/)).toBeVisible();
  await expect(setup.getByText(/Mandatory Public Disclosure still shows example rows/)).toBeVisible();
  await expect(setup.getByRole('link', { name: 'Confirm the backups are copied' })).toBeVisible();
  await expectNoAxeViolations(page);

  await setup.getByRole('link', { name: 'Change the e-mail address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/settings#email$/);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
});

test('confirming the off-server copies in Backups takes the item off the overview', async ({ page, signIn }) => {
  await signIn(page);
  await panel(page).getByRole('link', { name: 'Confirm the backups are copied' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'I copy the daily backups off this server' });
  await expect(box).toBeFocused();
  await expect(box).not.toBeChecked();

  try {
    await box.check();
    await expect(page.getByText(`Confirmed on ${formatDate(new Date())}.`)).toBeVisible();
    await page.reload();
    await expect(box).toBeChecked();

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Dashboard' }).click();
    await expect(panel(page).getByText(/^Mail is not set up/)).toBeVisible();
    await expect(panel(page).getByRole('link', { name: 'Confirm the backups are copied' })).toHaveCount(0);
  } finally {
    // The e2e database is shared: leave the confirmation as a fresh install has it.
    await page.goto('/admin/backups');
    if (await box.isChecked()) await box.uncheck();
    await expect(page.getByText('Not confirmed yet.')).toBeVisible();
  }
});
