import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { createAdmin } from '../../src/server/platform/auth/session';
import { codesOf, expect, test, waitForHydration } from './fixtures';

// Two-factor sign-in as an Owner meets it: sent to set it up before anything else, then a code at
// every sign-in, and a recovery code when the phone is not at hand.

test('an Owner without two-factor sign-in sets it up, then signs in with a code and once with a recovery code', async ({
  page,
  serverServices,
}, testInfo) => {
  const username = `e2e-new-owner-${testInfo.workerIndex}-${Date.now()}`;
  await createAdmin(serverServices, username, E2E_ADMIN_PASSWORD, { role: 'owner' });

  const signInWithPassword = async () => {
    await page.goto('/admin/login');
    await waitForHydration(page);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
  };

  await signInWithPassword();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
  // Nothing else of the dashboard: no sections to choose, Logout stays.
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.getByRole('button', { name: 'Start set-up' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // "Scanning": the secret shown as text, in groups of four.
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const code = codesOf(secret);
  await page.getByLabel('Authentication code').fill(code());
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  const list = page.getByRole('list', { name: 'Save your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  await expect(page.getByRole('link', { name: 'Download recovery codes' })).toHaveAttribute(
    'download',
    'recovery-codes.txt',
  );
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signInWithPassword();
  await page.getByLabel('Authentication code').fill(code());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signInWithPassword();
  await page.getByLabel('Authentication code').fill(recoveryCodes[0]!.trim().toUpperCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Settings shows the state: on, required for an Owner, one recovery code used.
  await page.goto('/admin/settings');
  const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(panel).toContainText(
    'Two-factor sign-in is on. It is required for your account. 9 unused recovery codes left.',
  );
  await expect(panel.getByRole('button', { name: 'Turn off two-factor sign-in' })).toHaveCount(0);
});
