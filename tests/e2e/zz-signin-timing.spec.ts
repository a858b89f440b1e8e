import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME } from '../../playwright.config';
import { expect, test, waitForHydration } from './fixtures';

const N = 6;
test('typing into the login page', async ({ page }) => {
  const times: number[] = [];
  for (let i = 0; i < N; i += 1) {
    await page.context().clearCookies();
    const t0 = Date.now();
    await page.goto('/admin/login');
    await waitForHydration(page);
    await page.getByLabel('Username').fill(E2E_ADMIN_USERNAME);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    times.push(Date.now() - t0);
  }
  console.log('TYPED ms', times.join(' '));
});
test('session cookie fixture', async ({ page, signIn }) => {
  const times: number[] = [];
  for (let i = 0; i < N; i += 1) {
    await page.context().clearCookies();
    const t0 = Date.now();
    await signIn(page);
    times.push(Date.now() - t0);
  }
  console.log('COOKIE ms', times.join(' '));
});
