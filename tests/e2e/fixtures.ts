import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

// Shared e2e fixtures: every page fails its test on a console error or a hydration warning, and
// the splash (once per browser session) is marked seen unless a test asks for it.
export const test = base.extend<{ consoleErrors: string[]; showSplash: boolean }>({
  showSplash: [false, { option: true }],
  consoleErrors: [
    async ({ page, showSplash }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || /hydrat|did not match/i.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      if (!showSplash) await page.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Sets the theme before any page script runs. */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

/** Waits until React has hydrated the page (the root has a React fiber). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((k) => k.startsWith('__reactContainer')));
  });
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}
