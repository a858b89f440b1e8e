import type { Page } from '@playwright/test';
import { expect, holdPageScript, test, waitForHydration } from './fixtures';

// What the first paint of a public page waits for (docs/decisions/028-first-screen-work.md): the
// scripts start after the page's content is drawn, and a long page lays out its lower sections after.

/** Each section of the home page's main content: its computed content-visibility. */
const sectionVisibility = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main > section'), (s) => getComputedStyle(s).contentVisibility),
  );

test('the site script is requested only after the page has drawn its content', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const { contentfulPaint, siteScript } = await page.evaluate(() => ({
    contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    siteScript: performance.getEntriesByType('resource').find((entry) => /\/assets\/site-[\w-]+\.js$/.test(entry.name))
      ?.startTime,
  }));
  expect(contentfulPaint).toBeGreaterThan(0);
  expect(siteScript).toBeGreaterThanOrEqual(contentfulPaint ?? Number.POSITIVE_INFINITY);
});

test('the home page lays out its lower sections after the first paint, all before it is ready', async ({ page }) => {
  const release = await holdPageScript(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const before = await sectionVisibility(page);
  // The hero is drawn with the page; every section below it waits.
  expect(before[0]).toBe('visible');
  expect(before.slice(1)).not.toHaveLength(0);
  expect(new Set(before.slice(1))).toEqual(new Set(['auto']));

  release();
  await waitForHydration(page);
  expect(new Set(await sectionVisibility(page))).toEqual(new Set(['visible']));
  // Its height is final: the bottom of the page is the footer's last line.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByText(/All rights reserved\./)).toBeInViewport();
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('every section of the home page is laid out with the page', async ({ page }) => {
    await page.goto('/');
    expect(new Set(await sectionVisibility(page))).toEqual(new Set(['visible']));
  });
});
