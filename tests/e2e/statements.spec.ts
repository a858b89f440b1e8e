import { expect, expectNoAxeViolations, test, useTheme, waitForHydration } from './fixtures';

// The accessibility statement and the terms of use: reached from every page's footer, readable and
// accessible in both themes, each with the day its content last changed. Texts are written out here,
// so a changed text fails here.

const LAST_UPDATED =
  /^Last updated \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

test('the footer’s statutory links reach the accessibility statement and the terms of use', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const statutory = () => page.getByRole('navigation', { name: 'Statutory information' });

  await statutory().getByRole('link', { name: 'Accessibility', exact: true }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The standard we aim at' })).toBeVisible();
  await expect(page.getByText(/WCAG 2\.2 level AA/).first()).toBeVisible();
  // Shown in the browser after moving here: its date is fetched for this page.
  await expect(page.getByRole('main').getByText(LAST_UPDATED)).toBeVisible();

  await statutory().getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hyperlinking policy' })).toBeVisible();
  await expect(page.getByRole('main').getByText(LAST_UPDATED)).toBeVisible();
  // The contents lead to each part.
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Governing law' }).click();
  await expect(page).toHaveURL(/\/terms#governing-law$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Governing law' })).toBeInViewport();
});

for (const theme of ['light', 'dark'] as const) {
  for (const path of ['/accessibility', '/terms']) {
    test(`${path} passes axe (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('main').getByText(LAST_UPDATED)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
