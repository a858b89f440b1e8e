import { Secret } from 'otpauth';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { createAdmin, createSession } from '../../src/server/platform/auth/session';
import { replaceRecoveryCodes } from '../../src/server/platform/auth/two-factor';
import { SESSION_COOKIE } from '../../src/server/trpc/context';
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

test('an Editor moves two-factor sign-in to a new phone from Settings, confirmed with a recovery code', async ({
  page,
  serverServices,
  baseURL,
  consoleErrors,
}, testInfo) => {
  const username = `e2e-moving-editor-${testInfo.workerIndex}-${Date.now()}`;
  const oldSecret = new Secret({ size: 20 }).base32;
  const id = await createAdmin(serverServices, username, E2E_ADMIN_PASSWORD, { role: 'editor', totpSecret: oldSecret });
  const recoveryCodes = replaceRecoveryCodes(serverServices, id);
  // Signed in already (a session made by the real service): the old phone is lost, its codes unused.
  await page
    .context()
    .addCookies([
      { name: SESSION_COOKIE, value: createSession(serverServices, id).token, url: String(baseURL), httpOnly: true },
    ]);
  await page.goto('/admin/settings');
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(panel.getByRole('heading', { level: 3, name: 'Move to a new phone' })).toBeVisible();
  await expect(panel).toContainText('Your current phone keeps working until the new one is confirmed.');

  await panel.getByLabel('Current code or recovery code').fill('aaaa-bbbb-cccc');
  await panel.getByRole('button', { name: 'Move to a new phone' }).click();
  await expect(panel.getByText('That code or recovery code is not right.')).toBeVisible();

  await panel.getByLabel('Current code or recovery code').fill(recoveryCodes[0]!);
  await panel.getByRole('button', { name: 'Move to a new phone' }).click();
  await expect(panel.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // While moving, the other forms step aside.
  await expect(panel.getByRole('button', { name: 'New recovery codes' })).toHaveCount(0);
  const newSecret = (await panel.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  expect(newSecret).toMatch(/^[A-Z2-7]{32}$/);
  expect(newSecret).not.toBe(oldSecret);
  const newCode = codesOf(newSecret);

  await expect(panel.getByRole('heading', { level: 3, name: 'Enter the first code from the new phone' })).toBeVisible();
  await panel.getByLabel('Authentication code').fill('000000');
  await panel.getByRole('button', { name: 'Use the new phone' }).click();
  await expect(panel.getByText('That code is not right. Please try again.')).toBeVisible();
  // The two wrong codes' answers, as the browser reports them.
  expect(consoleErrors).toEqual([expect.stringContaining('400'), expect.stringContaining('400')]);
  consoleErrors.length = 0;
  await panel.getByLabel('Authentication code').fill(newCode());
  await panel.getByRole('button', { name: 'Use the new phone' }).click();
  await expect(
    page.getByText('Two-factor sign-in moved to the new phone. Your recovery codes are unchanged.'),
  ).toBeVisible();
  await expect(panel).toContainText('Two-factor sign-in is on. 9 unused recovery codes left.');
  await expect(panel.getByRole('button', { name: 'Move to a new phone' })).toBeVisible();

  // The new phone signs in.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await waitForHydration(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Authentication code').fill(newCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  // Back in the dashboard (at the section signed out from, or the overview).
  await expect(page.getByRole('banner')).toContainText(`Signed in as ${username}`);
});
