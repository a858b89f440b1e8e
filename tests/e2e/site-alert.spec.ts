import { SCHOOL_TIME_ZONE } from '../../src/shared/format';
import { instantToZoned } from '../../src/shared/time-zone';
import { expect, expectNoAxeViolations, test, useTheme, waitForHydration } from './fixtures';

// The site-wide alert (docs/decisions/018-scheduled-content-and-site-alert.md), set in the dashboard
// and seen by a visitor on every page; dismissed on one device for that alert only; hidden by an open
// page at its end. It changes every public page, so this spec runs with the site-wide settings ones.

async function openAlertSection(page: import('@playwright/test').Page) {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Site alert', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site alert' })).toBeVisible();
}

async function saveAlert(page: import('@playwright/test').Page, message: string, severity: string, endsAt = '') {
  await page.getByLabel('Message').fill(message);
  await page.getByLabel('Severity').selectOption({ label: severity });
  await page.getByLabel('Ends at').fill(endsAt);
  // The preview shows it as visitors will see it before it is saved.
  await expect(page.getByRole('region', { name: 'Preview' }).getByText(message)).toBeVisible();
  // A save's toast shows for TOAST_MS: the one seen after this click must be this save's.
  const saved = page.getByText('Site alert saved');
  await expect(saved).toBeHidden();
  await page.getByRole('button', { name: 'Save alert' }).click();
  await expect(saved).toBeVisible();
}

test.afterEach(async ({ page, signIn }) => {
  // Leave the site without an alert for the specs after this one.
  await signIn(page);
  await openAlertSection(page);
  const clear = page.getByRole('button', { name: 'Clear alert' });
  const none = page.getByText('No alert is set: visitors see none.');
  // The section shows one or the other once its data is in: wait for it, or a set alert would be left
  // to the next test (isVisible does not wait).
  await expect(none.or(clear)).toBeVisible();
  if (await clear.isVisible()) {
    page.once('dialog', (dialog) => void dialog.accept());
    await clear.click();
    await expect(none).toBeVisible();
  }
});

test('an alert set in the dashboard is on every page; a visitor dismisses it, and sees the next one', async ({
  page,
  browser,
  signIn,
}) => {
  await signIn(page);
  await openAlertSection(page);
  await expect(page.getByText('No alert is set: visitors see none.')).toBeVisible();
  await saveAlert(page, 'School closed on Wednesday due to heavy rain.', 'Urgent');
  await expect(page.getByText('Showing now, until it is cleared.')).toBeVisible();

  const visitor = await browser.newPage();
  try {
    await visitor.goto('/');
    const alert = visitor.getByRole('alert').filter({ hasText: 'School closed on Wednesday due to heavy rain.' });
    await expect(alert).toBeVisible();
    await visitor.goto('/about');
    await expect(alert).toBeVisible();

    await waitForHydration(visitor);
    await alert.getByRole('button', { name: 'Dismiss this alert' }).click();
    await expect(alert).toBeHidden();
    // Remembered on this device: hidden from the first paint of the next page, before any script of the page.
    await visitor.goto('/contact', { waitUntil: 'commit' });
    await expect(visitor.locator('html')).toHaveClass(/alert-dismissed/);
    await expect(visitor.locator('.site-alert')).toBeHidden();

    // A new alert is not the dismissed one: it shows again.
    await saveAlert(page, 'Sports Day moves to Friday.', 'Information');
    await visitor.goto('/');
    await expect(visitor.getByRole('status').filter({ hasText: 'Sports Day moves to Friday.' })).toBeVisible();
    await expect(visitor.locator('html')).not.toHaveClass(/alert-dismissed/);
  } finally {
    await visitor.close();
  }
});

test('an open page hides the alert at its end (the page clock moved past it)', async ({ page, browser, signIn }) => {
  // Ends at the next minute but one, in school time: long enough to be shown when the page loads.
  const end = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
  await signIn(page);
  await openAlertSection(page);
  await saveAlert(page, 'Fee counter closes early today.', 'Warning', instantToZoned(end, SCHOOL_TIME_ZONE));

  const visitor = await browser.newPage();
  try {
    await visitor.clock.install();
    await visitor.goto('/');
    const alert = visitor.getByRole('status').filter({ hasText: 'Fee counter closes early today.' });
    await expect(alert).toBeVisible();
    await waitForHydration(visitor);
    await visitor.clock.fastForward(end.getTime() - Date.now() + 1000);
    await expect(alert).toBeHidden();
  } finally {
    await visitor.close();
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on a page with an alert, and in the dashboard's Site alert (${theme})`, async ({
    page,
    browser,
    signIn,
  }) => {
    await useTheme(page, theme);
    await signIn(page);
    await openAlertSection(page);
    await saveAlert(page, 'Parent-teacher meeting this Saturday.', 'Warning');
    await expectNoAxeViolations(page);

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await useTheme(visitor, theme);
    try {
      await visitor.goto('/');
      await expect(visitor.getByText('Parent-teacher meeting this Saturday.')).toBeVisible();
      await expectNoAxeViolations(visitor);
    } finally {
      await visitorContext.close();
    }
  });
}
