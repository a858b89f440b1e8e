import AxeBuilder from '@axe-core/playwright';
import { wordsFor } from '../../src/shared/words';
import { pageWordsFor } from '../../src/shared/words/pages';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

import { expect, test, waitForHydration, waitForIsland } from './fixtures';

// The site in the families' languages (docs/architecture.md, "Languages"): the header offers each
// language in its own script, without JavaScript, and the Urdu page lays out right to left on a phone
// without a sideways scroll.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header leads from /fees to the same page in Marathi', async ({ page }) => {
    await page.goto('/fees');
    const languages = page.getByRole('navigation', { name: 'Language' });
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    for (const name of ['हिंदी', 'اردو']) await expect(languages.getByRole('link', { name })).toBeVisible();
    await languages.getByRole('link', { name: 'मराठी' }).click();
    await expect(page).toHaveURL(/\/mr\/fees$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    // The page's words in Marathi: its first translation (page-translations.spec.ts).
    await expect(page.getByRole('heading', { level: 1, name: 'शुल्क रचना' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'मराठी' }),
    ).toHaveAttribute('aria-current', 'true');
    // The header's words and links are in Marathi, and so is the page's content: <main> is not marked English.
    const mr = wordsFor('mr');
    await expect(
      page.getByRole('navigation', { name: mr.menu.main }).getByRole('link', { name: mr.nav.notices, exact: true }),
    ).toHaveAttribute('href', '/mr/notices');
    await expect(page.getByRole('banner').getByRole('link', { name: mr.header.enquire })).toHaveAttribute(
      'href',
      '/mr/contact',
    );
    await expect(page.locator('main')).not.toHaveAttribute('lang', 'en');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('/ur/fees is right to left with no sideways scroll, its languages in the menu', async ({ page }) => {
    await page.goto('/ur/fees');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    // The page's start is on the right: the brand, first in the header, is at its right.
    const brand = await page.locator('.site-header .brand').boundingBox();
    expect(brand?.x ?? 0).toBeGreaterThan(375 / 2);
    const ur = wordsFor('ur');
    await page.getByRole('button', { name: ur.menu.open }).click();
    // Named for what it does next, in Urdu, by the site script from the page's words.
    await expect(page.getByRole('button', { name: ur.menu.close })).toHaveAttribute('aria-expanded', 'true');
    const languages = page.getByRole('navigation', { name: 'Language' });
    await expect(languages.getByRole('link', { name: 'اردو' })).toHaveAttribute('aria-current', 'true');
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/fees');
  });

  // The home page holds the enquiry form, whose hidden field once sat 10,000 px towards the page's start.
  for (const width of [375, 1280]) {
    test(`the Urdu home page has no sideways scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/ur/');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});

test('an island keeps the page’s language: the Marathi calendar’s month view stays under /mr/', async ({ page }) => {
  await page.goto('/mr/calendar?category=holiday&month=2026-03');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const calendar = pageWordsFor('mr').calendar;
  const next = page.getByRole('link', { name: new RegExp(escapeRegExp(calendar.nextMonth.trim())) });
  await expect(next).toHaveAttribute('href', '/mr/calendar?category=holiday&month=2026-04');
  await next.focus();
  await waitForIsland(next);
  await next.click();
  // Shown in place (the fixture fails the test on a hydration warning), the address in Marathi.
  await expect(page).toHaveURL(/\/mr\/calendar\?category=holiday&month=2026-04$/);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await expect(
    page.getByRole('navigation', { name: calendar.categoriesLabel }).getByRole('link', { name: calendar.all }),
  ).toHaveAttribute('href', '/mr/calendar?month=2026-04');
});

for (const code of ['mr', 'hi', 'ur']) {
  test(`axe finds nothing on any page of the sitemap in ${code}`, async ({ page, request }) => {
    // Some thirty pages, each loaded, hydrated and scanned.
    test.setTimeout(240_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1] ?? '/').pathname)
      .filter((p) => p.startsWith(`/${code}/`));
    expect(paths.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await waitForHydration(page);
      const results = await new AxeBuilder({ page }).analyze();
      for (const v of results.violations)
        found.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    expect(found, 'axe violations').toEqual([]);
  });
}

test('a Marathi page draws Devanagari in the site’s own font; an English page loads no font', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.woff2')) fontRequests.push(request.url());
  });
  await page.goto('/fees');
  await page.evaluate(() => document.fonts.ready);
  expect(fontRequests).toEqual([]);

  await page.goto('/mr/fees');
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      check: document.fonts.check('16px "Noto Sans Devanagari"', 'शुल्क'),
      // check() is true as well for a family no @font-face names: the page's own faces must be loaded.
      loaded: [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Devanagari' && face.status === 'loaded')
        .map((face) => face.weight),
    };
  });
  expect(fonts.check).toBe(true);
  expect(fonts.loaded).toContain('400');
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).pathname).toMatch(/^\/assets\/noto-sans-devanagari-devanagari-/);
});
