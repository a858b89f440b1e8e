import type { Page } from '@playwright/test';
import { SECTION_ENTRIES } from '../../src/client/admin/section-paths';
import { PATHS } from '../../src/shared/paths';
import { expect, test, waitForHydration } from './fixtures';

// WCAG 1.4.10 Reflow: at 320 CSS px every page reads without scrolling sideways. Every public page
// (the sitemap's, and the public routes it leaves out: the forms' answers, the sign-in pages), each
// tab of a page with tabs (`?tab=`), and every dashboard section. A page scrolls sideways when its
// scrolling element is wider than the window: the test names each such page, how wide, and the
// elements that stick out, so a failure says what to fix.

const WIDTH = 320;

/** Public routes outside the sitemap: forms and sign-in pages (a token page with a token that is no longer valid). */
const NOT_IN_SITEMAP = [
  PATHS.apply,
  PATHS.tcVerification,
  PATHS.admissionStatus,
  PATHS.offline,
  PATHS.adminLogin,
  PATHS.adminForgotPassword,
  `${PATHS.adminInvitation}/not-a-valid-token`,
  `${PATHS.adminResetPassword}/not-a-valid-token`,
];

/** How far the page scrolls sideways, and the outermost elements reaching past the window's right edge. */
async function sidewaysScroll(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const edge = root.clientWidth;
    const wide = [...document.body.querySelectorAll('*')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > edge + 0.5;
    });
    // The outermost of each overflowing branch: its children reach past the edge because it does.
    const outer = wide.filter((el) => !wide.some((other) => other !== el && other.contains(el)));
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    const parts = outer.slice(0, 4).map((el) => `${name(el)} (right ${Math.round(el.getBoundingClientRect().right)})`);
    return `${root.scrollWidth - root.clientWidth} px wider: ${parts.join(', ')}`;
  });
}

/** The `?tab=` addresses of the page's tabs, other than the one open now. */
async function otherTabs(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('[role="tab"][href^="?"][aria-selected="false"]')
    .evaluateAll((tabs) => tabs.map((t) => t.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter(Boolean))];
}

test.use({ viewport: { width: WIDTH, height: 740 } });

test('at 320 px no public page, and no tab of one, scrolls sideways', async ({ page, request }) => {
  // About fifty pages and their tabs, each loaded and hydrated.
  test.setTimeout(300_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
  expect(listed.length).toBeGreaterThan(10);
  const paths = [...new Set([...listed, ...NOT_IN_SITEMAP])];
  const scrolling: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    const first = await sidewaysScroll(page);
    if (first) scrolling.push(`${path}: ${first}`);
    for (const tab of await otherTabs(page)) {
      await page.goto(`${path}${tab}`);
      await waitForHydration(page);
      const found = await sidewaysScroll(page);
      if (found) scrolling.push(`${path}${tab}: ${found}`);
    }
  }
  expect(scrolling, 'pages that scroll sideways at 320 px').toEqual([]);
});

test('at 320 px no dashboard section scrolls sideways', async ({ page, signIn }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const scrolling: string[] = [];
  for (const section of SECTION_ENTRIES) {
    await page.goto(section.path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The section's data arrives after its heading: measured once nothing is loading.
    await page.waitForLoadState('networkidle');
    const found = await sidewaysScroll(page);
    if (found) scrolling.push(`${section.label} (${section.path}): ${found}`);
  }
  expect(scrolling, 'dashboard sections that scroll sideways at 320 px').toEqual([]);
});
