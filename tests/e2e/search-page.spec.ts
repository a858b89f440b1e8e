import { PATHS } from '../../src/shared/paths';
import { expect, expectNoAxeViolations, test, useTheme, waitForHydration } from './fixtures';

// The site search from a visitor's side (docs/architecture.md, "Site search"): the header's field on
// desktop and in the mobile menu is a plain GET form, so a search works with scripts blocked; the
// results page is server HTML with no island. The results are the seeded site's, from the index.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s search field leads to the results page', async ({ page }) => {
    await page.goto(PATHS.about);
    const search = page.getByRole('search', { name: 'Site search' });
    await search.getByRole('searchbox', { name: 'Search the website' }).fill('fees');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=fees$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ results for “fees”$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admission form fee' }).first()).toHaveAttribute('href', '/fees');
    await expect(page.locator('.search-passage mark').first()).toHaveText(/^fees?$/i);
    // The page's own form holds the query, to change it.
    await expect(
      page.getByRole('search', { name: 'Search this website' }).getByRole('searchbox', { name: 'Search for' }),
    ).toHaveValue('fees');
  });

  test('the mobile menu’s search field searches in the page’s language', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/ur/');
    await page.getByRole('button', { name: 'مینو کھولیں' }).click();
    const search = page.locator('#mobile-menu').getByRole('search');
    await expect(search).toBeVisible();
    await search.getByRole('searchbox').fill('فیس');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/ur\/search\?q=/);
    await expect(page.getByRole('heading', { level: 1, name: 'تلاش' })).toBeVisible();
    await expect(page.locator('#search-results-title')).toHaveText(/^“فیس” کے لیے \d+ نتائج$/);
    await expect(page.locator('.search-results a[href="/ur/fees?tab=fee-structure"]')).toHaveCount(1);
  });

  test('the pages of results are links that keep the query', async ({ page }) => {
    await page.goto('/search?q=fees');
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.getByRole('link', { name: 'More results' }).click();
    await expect(page).toHaveURL(/\/search\?q=fees&page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await page.getByRole('link', { name: 'Previous results' }).click();
    await expect(page).toHaveURL(/\/search\?q=fees$/);
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of [
      '/search?q=fees',
      '/ur/search?q=withdrawal',
      '/mr/search?q=%E0%A4%B6%E0%A5%81%E0%A4%B2%E0%A5%8D%E0%A4%95',
      PATHS.search,
      '/ur/search?q=zzzz',
    ]) {
      test(`axe finds nothing on ${path} (${theme})`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('#search-results-title')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }

  test('the header’s field and the mobile menu’s pass axe, the menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/ur/search?q=fees');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'مینو کھولیں' }).click();
    await expect(page.locator('#mobile-menu').getByRole('search')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
