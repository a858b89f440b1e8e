import { PAGES, PATHS } from '../../src/shared/paths';
import { expect, test } from './fixtures';

// With scripts blocked, the header's menus still do their job from the server's HTML (the mobile
// menu is a popover, the desktop dropdowns open on hover and focus by CSS), the page follows the
// system's theme, and a control that needs the script is not offered.
test.use({ javaScriptEnabled: false });

test.describe('mobile menu without JavaScript', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens with every section shown, and its links navigate', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    // The sub-lists are open: their expand buttons would need the script, so there are none.
    await expect(menu.getByRole('link', { name: 'Vision & Mission' })).toBeVisible();
    await expect(menu.getByRole('button', { name: /^Expand / })).toHaveCount(0);
    // Drawn below the header, not as the browser's box in the middle of the screen.
    const header = await page.getByRole('banner').boundingBox();
    const panel = await page.locator('#mobile-menu').boundingBox();
    expect(panel?.x).toBe(0);
    expect(panel?.width).toBe(375);
    expect(Math.round(panel?.y ?? 0)).toBe(Math.round((header?.y ?? 0) + (header?.height ?? 0)));

    await menu.getByRole('link', { name: 'Global Exposure' }).click();
    await expect(page).toHaveURL(/\/global$/);
    await expect(page.getByRole('heading', { level: 1, name: PAGES.global.heading })).toBeVisible();
  });
});

test.describe('desktop dropdowns without JavaScript', () => {
  test('open while the item is hovered', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Vision & Mission' })).toBeHidden();
    await nav.getByRole('link', { name: 'About Us' }).hover();
    await expect(nav.getByRole('link', { name: 'Vision & Mission' })).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(nav.getByRole('link', { name: 'Vision & Mission' })).toBeHidden();
  });

  test('open while the focus is in the item, and their links navigate', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Admissions menu' }).focus();
    await expect(nav.getByRole('link', { name: 'Admission Process' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Admission Process' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Fee Structure' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fees$/);
    await expect(page.getByRole('heading', { level: 1, name: PAGES.fees.heading })).toBeVisible();
  });
});

test.describe('theme without JavaScript', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`follows the system's ${scheme} preference, and offers no switch`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(PATHS.about);
      // No head script: no theme class on <html>.
      await expect(page.locator('html')).not.toHaveClass(/\b(light|dark)\b/);
      const background = await page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor);
      // tokens.css: --color-bg is #fff in the light theme (or near it) and #0f0a1e in the dark one.
      const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
      const lightness = (r + g + b) / 3;
      if (scheme === 'dark') expect(lightness).toBeLessThan(60);
      else expect(lightness).toBeGreaterThan(200);
      await expect(page.getByRole('button', { name: /mode$/ })).toHaveCount(0);
    });
  }
});

test('the disclosure offers no Print button that could not print', async ({ page }) => {
  await page.goto(PATHS.disclosure);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // It is in the page (the site script would make it print), but not shown.
  await expect(page.locator('.disclosure-print')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
});
