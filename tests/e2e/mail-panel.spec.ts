import { expect, test } from './fixtures';

// The mail panel in Settings (docs/decisions/016-mail-outbox.md) on a server without SMTP_URL, as the
// e2e server runs: the dashboard says that no notification is sent, and a test e-mail says why it
// was not sent. Sending through a real SMTP server is covered in tests/integration/mail-*.test.ts.
test('without SMTP_URL the Settings mail panel says nothing is sent, and so does a test e-mail', async ({
  page,
  signIn,
}) => {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Settings', exact: true })
    .click();
  const panel = page.getByRole('form', { name: 'E-mail notifications' });
  await expect(
    panel.getByText('E-mail is not set up: the server has no SMTP_URL, so no notification is sent.'),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(panel.locator('#mail-test-result')).toHaveText(
    'E-mail is not set up: the server has no SMTP_URL (see README, Configuration).',
  );
});
