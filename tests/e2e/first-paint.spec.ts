import { expect, test, waitForHydration } from './fixtures';

// What the first paint of a public page waits for (docs/decisions/028-first-screen-work.md): the
// scripts start after the page's content is drawn.

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
