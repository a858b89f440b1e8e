import fs from 'node:fs';
import { THEME_STORAGE_KEY } from '../../src/shared/constants';
import { fillSchoolText, PAGES, PATHS, pageTitle } from '../../src/shared/paths';
import { DEFAULT_SETTINGS } from '../../src/shared/schemas/settings';
import { seededAcademicYear } from '../helpers/seeded-year';
import { expect, expectNoAxeViolations, test, useTheme, waitForHydration } from './fixtures';

test.describe('every public route', () => {
  for (const page of Object.values(PAGES)) {
    test(`${page.path} renders its heading and title, and hydrates`, async ({ page: p }) => {
      const res = await p.goto(page.path);
      expect(res?.status()).toBe(200);
      await waitForHydration(p);
      // Titles and headings name the school from the settings (here the seeded ones); Important
      // Dates adds the academic year of its events, the seeded year ('2026-27').
      const year = page.path === PATHS.importantDates ? ` ${seededAcademicYear()}` : '';
      await expect(
        p.getByRole('heading', { level: 1, name: `${fillSchoolText(page.heading, DEFAULT_SETTINGS)}${year}` }),
      ).toBeVisible();
      await expect(p).toHaveTitle(pageTitle({ title: `${page.title}${year}` }, DEFAULT_SETTINGS));
    });
  }

  test('an unknown path shows the friendly not-found page with status 404', async ({ page, consoleErrors }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await waitForHydration(page);
    // The browser logs the document's own 404; nothing else may fail.
    expect(consoleErrors).toEqual([expect.stringContaining('404')]);
    consoleErrors.length = 0;
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
  });
});

test('public pages download no admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alumni' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PAGES.alumni.heading })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((u) => /admin|dashboard|login/i.test(u))).toEqual([]);
});

test.describe('desktop navigation', () => {
  test('dropdowns open on hover, one at a time, and close on leave', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About Us' }).hover();
    await expect(nav.getByRole('link', { name: 'Vision & Mission' })).toBeVisible();
    await nav.getByRole('link', { name: 'Admissions', exact: true }).hover();
    await expect(nav.getByRole('link', { name: 'Fee Structure' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Vision & Mission' })).toBeHidden();
    await page.mouse.move(640, 600);
    await expect(nav.getByRole('link', { name: 'Fee Structure' })).toBeHidden();
  });

  test('Escape and an outside click close an open dropdown', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Why Al Mahmood menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Teaching Methodology' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Teaching Methodology' })).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Teaching Methodology' })).toBeVisible();
    await page.mouse.move(10, 700);
    await page.mouse.down();
    await page.mouse.up();
    await expect(nav.getByRole('link', { name: 'Teaching Methodology' })).toBeHidden();
  });

  test('clicking the toggle of a menu already opened by hover keeps it open', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'About Us menu' });
    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Vision & Mission' })).toBeVisible();
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('dropdowns work with the keyboard', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Admissions menu' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Admission Process' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Fee Structure' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fees$/);
    await expect(page.getByRole('heading', { level: 1, name: PAGES.fees.heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Fee Structure' })).toBeHidden();
  });

  test('labels shorten between 1024 and 1200 px', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Why Us', exact: true })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav.getByRole('link', { name: 'About Us', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Why Al Mahmood', exact: true })).toBeVisible();
  });

  test('every header control fits inside the window at desktop widths', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('banner');
    for (const width of [1024, 1100, 1200, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      for (const control of [
        banner.getByRole('button', { name: /mode$/ }),
        banner.getByRole('link', { name: 'Enquire Now' }),
        ...(width >= 1280 ? [banner.getByRole('link', { name: 'Download Brochure' })] : []),
      ]) {
        const box = await control.boundingBox();
        expect(box, `${width} px`).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0), `${width} px`).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
    }
  });

  test('past 20 px of scroll the header is translucent with a progress bar', async ({ page }) => {
    await page.goto(PATHS.about);
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header).not.toHaveClass(/is-scrolled/);
    await expect(page.getByRole('progressbar', { name: 'Page scroll progress' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveClass(/is-scrolled/);
    const bar = page.getByRole('progressbar', { name: 'Page scroll progress' });
    await expect(bar).toBeVisible();
    // At the end of the page the bar is full: it is scaled by the compositor, never resized.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect
      .poll(() => bar.locator('span').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a))
      .toBe(1);
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    await expect(header).toBeInViewport();
  });

  test('Enquire Now goes to /contact, and it is the only link of that name', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Enquire Now' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: PAGES.contact.heading })).toBeVisible();
  });

  test('Download Brochure downloads a real PDF', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('banner').getByRole('link', { name: 'Download Brochure' }).click(),
    ]);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger opens the menu with expandable sub-lists; Escape closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Vision & Mission' })).toBeHidden();
    await menu.getByRole('button', { name: 'Expand About Us' }).click();
    await expect(menu.getByRole('link', { name: 'Vision & Mission' })).toBeVisible();
    // One expanded section at a time.
    await menu.getByRole('button', { name: 'Expand Admissions' }).click();
    await expect(menu.getByRole('link', { name: 'Eligibility Criteria' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Vision & Mission' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('choosing an item navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await menu.getByRole('button', { name: 'Expand Why Al Mahmood' }).click();
    await menu.getByRole('link', { name: 'Global Exposure' }).click();
    await expect(page).toHaveURL(/\/global$/);
    await expect(menu).toBeHidden();
  });

  test('the quick actions bar steps aside while the menu is open, and comes back when it closes', async ({ page }) => {
    await page.goto(PATHS.about);
    await waitForHydration(page);
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(bar).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
    await expect(bar).toBeHidden();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(bar).toBeVisible();
  });

  test('an outside click and a resize to desktop close the menu', async ({ page }) => {
    await page.goto(PATHS.about);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 730);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('theme', () => {
  test('defaults to the system preference', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(PATHS.about);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await context.close();
  });

  test('the toggle switches the theme, saves it and keeps it across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
    await page.reload();
    // Applied before first paint by the head script: the class is there before hydration.
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });
});

test.describe('splash', () => {
  test.use({ showSplash: true });

  test('shows once per browser session over the rendered page, then goes', async ({ page }) => {
    // Looked for from the first bytes on: the splash lasts two seconds, which a loaded machine can spend
    // before the load event.
    await page.goto('/', { waitUntil: 'commit' });
    const splash = page.getByText('Loading Excellence in Education...');
    await expect(splash).toBeVisible();
    // The page is already there beneath it.
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(splash).toBeHidden({ timeout: 5000 });
    await page.goto(PATHS.about);
    await expect(page.getByText('Loading Excellence in Education...')).toBeHidden();
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const page of Object.values(PAGES)) {
      test(`axe finds nothing on ${page.path} (${theme})`, async ({ page: p }) => {
        await useTheme(p, theme);
        await p.goto(page.path);
        await waitForHydration(p);
        await expectNoAxeViolations(p);
      });
    }
  }
});
