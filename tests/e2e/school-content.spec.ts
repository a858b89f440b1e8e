import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { contentServices } from '../../src/server/content';
import { seededAcademicYear } from '../helpers/seeded-year';
import { expect, expectNoAxeViolations, test, useTheme, waitForHydration } from './fixtures';

// The content the school changes every year, kept current from the dashboard and seen at once on the
// public site: an FAQ answer, a fee amount, a leadership profile and an album photo. Tests run in
// parallel against one server, so each names its own data uniquely.
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openAdmin(page: Page, path: string, heading: string) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('an edited FAQ answer shows in the home page FAQ', async ({ page, signIn }) => {
  await signIn(page);
  await openAdmin(page, '/admin/faq', 'FAQ');
  await expect(page.getByText('Shown on the home page as Frequently Asked Questions')).toBeVisible();
  const question = 'How do I apply for admission?';
  await card(page, question)
    .getByRole('button', { name: `Edit ${question}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Question' });
  const answer = unique('Apply online or at the school office.');
  await dialog.getByLabel('Answer').fill(answer);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').getByText('Item updated successfully')).toBeVisible();

  await visit(page, '/');
  await page.getByRole('button', { name: question }).click();
  await expect(page.getByText(answer)).toBeVisible();
});

test('an FAQ answer naming a field that does not exist is refused beside the answer', async ({
  page,
  signIn,
  serverServices,
  consoleErrors,
}) => {
  await signIn(page);
  await openAdmin(page, '/admin/faq', 'FAQ');
  const question = 'How much is the admission form fee?';
  const stored = () => contentServices.faqs.list(serverServices).find((f) => f.question === question)?.answer;
  const before = stored();
  await card(page, question)
    .getByRole('button', { name: `Edit ${question}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Question' });
  const answer = dialog.getByLabel('Answer');
  await answer.fill('The admission form fee is {fee}.');
  await dialog.getByRole('button', { name: 'Update' }).click();
  // The server's refusal, in the page editor's words, beside the answer; the dialog stays open.
  const message = 'There is no field {fee}: use one of the fields offered, such as {schoolName}';
  await expect(answer).toHaveAccessibleDescription(message);
  await expect(answer).toHaveAttribute('aria-invalid', 'true');
  expect(stored()).toBe(before);
  // The refusal's 400, which the browser logs; nothing else.
  expect(consoleErrors).toEqual([expect.stringContaining('400')]);
  consoleErrors.length = 0;
});

test('a new fee amount shows on the Fee Structure page', async ({ page, signIn }) => {
  await signIn(page);
  await openAdmin(page, '/admin/fees', 'Fees');
  const name = unique('Transport fee');
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Fee' });
  // The seeded year: the Fee Structure page shows the fees of the academic-year setting's year.
  await dialog.getByLabel('Academic year').fill(seededAcademicYear());
  await dialog.getByLabel('Fee', { exact: true }).fill(name);
  await dialog.getByLabel('Amount (₹)').fill('twelve');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Amount must be a number of rupees, such as 2000')).toBeVisible();
  await dialog.getByLabel('Amount (₹)').fill('12000');
  await dialog.getByLabel('When').fill('Every term');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Item created successfully')).toBeVisible();

  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Fee' });
  await expect(edit.getByLabel('Amount (₹)')).toHaveValue('12000');
  await edit.getByLabel('Amount (₹)').fill('15500');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').getByText('Item updated successfully')).toBeVisible();

  await visit(page, '/fees');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('₹15,500');
  await expect(row).toContainText('Every term');
});

test('an edited leadership profile shows on the Leadership Team page', async ({ page, signIn }) => {
  await signIn(page);
  await openAdmin(page, '/admin/people', 'People');
  const name = unique('Mrs. Test Principal');
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Person' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Role').fill('Head of Hifz');
  await dialog.getByLabel('Qualifications').fill('Hafiz, M.A. (Arabic)');
  await dialog.getByLabel('Message').fill('Every child can carry the Quran in their heart.');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Item created successfully')).toBeVisible();

  await visit(page, '/leadership');
  const profile = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(profile).toContainText('Head of Hifz');
  await expect(profile).toContainText('Hafiz, M.A. (Arabic)');

  await openAdmin(page, '/admin/people', 'People');
  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Person' });
  await edit.getByLabel('On the site').selectOption({ label: 'Hidden' });
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').getByText('Item updated successfully')).toBeVisible();
  await visit(page, '/leadership');
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});

test('a photo added to the campus album shows in the Infrastructure page gallery', async ({ page, signIn }) => {
  await signIn(page);
  await openAdmin(page, '/admin/photo-albums', 'Photo Albums');
  const alt = unique('Students in the science laboratory');
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Photo' });
  await dialog.getByLabel('Album').selectOption({ label: 'Campus' });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Alt text is required')).toBeVisible();
  await dialog.getByLabel('Alt text').fill(alt);
  await dialog.getByLabel('Image').setInputFiles({
    name: 'lab.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer(),
  });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText('Item created successfully')).toBeVisible();

  await visit(page, '/infrastructure');
  const gallery = page.getByRole('region', { name: 'Campus gallery' });
  const img = gallery.getByRole('img', { name: alt });
  await img.scrollIntoViewIfNeeded();
  await expect(img).toBeVisible();
  await expect(img).toHaveAttribute('src', /^\/media\/photos\/[a-f0-9]{32}-\d+\.webp$/);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing in the new dashboard sections and dialog (${theme})`, async ({ page, signIn }) => {
    test.slow(); // five sections, each loaded and checked
    await useTheme(page, theme);
    await signIn(page);
    for (const [path, heading] of [
      ['/admin/faq', 'FAQ'],
      ['/admin/people', 'People'],
      ['/admin/photo-albums', 'Photo Albums'],
      ['/admin/fees', 'Fees'],
      ['/admin/fee-structures', 'Fee Structures'],
    ] as const) {
      await openAdmin(page, path, heading);
      await expectNoAxeViolations(page);
    }
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Fee Structure' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`axe finds nothing on the pages that show this content (${theme})`, async ({ page }) => {
    test.slow();
    await useTheme(page, theme);
    for (const path of ['/leadership', '/fees', '/infrastructure']) {
      await visit(page, path);
      await expectNoAxeViolations(page);
    }
  });
}
