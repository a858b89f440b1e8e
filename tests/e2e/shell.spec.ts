import { PAGES } from '../../src/shared/paths';
import { expect, test, waitForHydration } from './fixtures';

test.describe('public shell', () => {
  for (const page of Object.values(PAGES)) {
    test(`${page.path} renders its heading and hydrates`, async ({ page: p }) => {
      const res = await p.goto(page.path);
      expect(res?.status()).toBe(200);
      await waitForHydration(p);
      await expect(p.getByRole('heading', { level: 1, name: page.heading })).toBeVisible();
      await expect(p).toHaveTitle(page.title);
    });
  }
});
