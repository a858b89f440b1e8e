import { PATHS } from '../../src/shared/paths';
import { expect, expectNoAxeViolations, test, useTheme, waitForHydration } from './fixtures';

// The site search from a visitor's side (docs/architecture.md, "Site search"): the header's field on
// desktop and in the mobile menu is a plain GET form, so a search works with scripts blocked; the
// results page is server HTML with no island. The results are the stand-in procedure's sample
// (src/server/features/search/router.ts) until the index lands.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s search field leads to the results page', async ({ page }) => {
    await page.goto(PATHS.about);
    const search = page.getByRole('search', { name: 'Site search' });
    await search.getByRole('searchbox', { name: 'Search the website' }).fill('fees');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=fees$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '3 results for “fees”' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Grade 5 fees' })).toHaveAttribute('href', '/fees');
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
    await search.getByRole('searchbox').fill('fees');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/ur\/search\?q=fees$/);
    await expect(page.getByRole('heading', { level: 1, name: 'تلاش' })).toBeVisible();
    await expect(page.locator('#search-results-title')).toHaveText('“fees” کے لیے 3 نتائج');
  });

  test('the pages of results are links that keep the query', async ({ page }) => {
    await page.goto('/search?q=e');
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await page.getByRole('link', { name: 'More results' }).click();
    await expect(page).toHaveURL(/\/search\?q=e&page=2$/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await page.getByRole('link', { name: 'Previous results' }).click();
    await expect(page).toHaveURL(/\/search\?q=e$/);
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/search?q=e', '/ur/search?q=e', PATHS.search, '/ur/search?q=zzzz']) {
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
