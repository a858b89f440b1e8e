import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Translating a page in the dashboard's page editor (docs/architecture.md, "Pages in four
// languages"): the Language choice, each text beside its English, no control that changes the layout,
// and the Marathi version saved, previewed and published on its own.

async function openEditor(page: Page, heading: string) {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Pages', exact: true })
    .click();
  await page.getByRole('button', { name: `Edit ${heading}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

// Global Exposure, which no other test edits: a publish of its English meanwhile would rightly mark
// the translation as needing translation again.
test('the office translates Global Exposure into Marathi beside its English, previews and publishes it', async ({
  page,
  browser,
  signIn,
}) => {
  await signIn(page);
  await openEditor(page, 'Global Exposure');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('mr');

  const section = page.getByRole('group', {
    name: /^Section 1: Text beside a picture — Preparing students for a global future/,
  });
  const title = section.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('');
  await expect(title).toHaveAccessibleDescription(/English: Preparing students for a global future/);
  await expect(section.getByText('Needs translation')).toBeVisible();
  // The layout is English's: no section is moved, removed or added here.
  await expect(page.getByRole('button', { name: /^Remove: Section/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);

  await title.fill('जागतिक भविष्यासाठी विद्यार्थ्यांची तयारी');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/mr/global?preview=draft');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: the page is live')).toBeVisible();
  await expect(section.getByText('Needs translation')).toHaveCount(0);

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/mr/global');
    await expect(visitor.getByRole('heading', { level: 2, name: 'जागतिक भविष्यासाठी विद्यार्थ्यांची तयारी' })).toBeVisible();
    await visitor.goto('/global');
    await expect(
      visitor.getByRole('heading', { level: 2, name: 'Preparing students for a global future' }),
    ).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});

test('a first translation asks the office to review it', async ({ page, signIn }) => {
  await signIn(page);
  await openEditor(page, 'Fee Structure');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.getByText('Draft translation, please review')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Heading', exact: true })).toHaveValue('शुल्क संरचना');
});
