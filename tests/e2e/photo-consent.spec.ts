import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Images of children are published only with consent on file (India's DPDP Act): a gallery item saved
// without the box ticked stays in the dashboard, marked as not shown, and is not on the home page;
// ticked, it is.

const CONSENT = 'Consent on file for the children shown';
const NOT_SHOWN = 'Not shown: no consent on file';

async function homeHtml(page: Page) {
  return (await page.request.get('/')).text();
}

test('a gallery item is on the home page only once consent is ticked', async ({ page, signIn }) => {
  const title = `Class 2 art day ${Date.now().toString(36)}`;
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Gallery' }).click();
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Gallery Item' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Image').setInputFiles({
    name: 'children.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0ea5e9' } })
      .jpeg()
      .toBuffer(),
  });
  // Not ticked for a new item: the administrator says so each time.
  const consent = dialog.getByRole('checkbox', { name: CONSENT });
  await expect(consent).not.toBeChecked();
  await expect(consent).toHaveAccessibleDescription(/not shown on the site/);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Item created successfully')).toBeVisible();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText(NOT_SHOWN)).toBeVisible();
  expect(await homeHtml(page)).not.toContain(title);

  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Gallery Item' });
  await edit.getByRole('checkbox', { name: CONSENT }).check();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').getByText('Item updated successfully')).toBeVisible();
  await expect(card.getByText(NOT_SHOWN)).toHaveCount(0);
  expect(await homeHtml(page)).toContain(title);

  page.once('dialog', (question) => question.accept());
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});
