import { STAFF_WORDS } from '../../src/shared/content/staff-words';
import { TEST_TOTP_SECRET } from '../fixtures/two-factor';
import type { ServerProcess } from '../helpers/server-process';
import type { TestSmtpServer } from '../helpers/smtp';
import { codesOf, expect, test, waitForHydration } from './fixtures';
import { startMailSite, stopMailSite } from './mail-site';

// A new member of staff from the invitation to their first sign-ins, as it happens at a school with
// mail set up: a server of its own with SMTP_URL (the shared e2e server has none), a real SMTP server
// started here, and the link read from the mail that arrived. The person is invited as an Owner, so
// two-factor sign-in is set up before anything else; then they sign in with a code, and once with a
// recovery code.

const OWNER = 'mail-owner';
const OWNER_PASSWORD = 'the owner has a long password';

let smtp: TestSmtpServer;
let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  // A first start seeds the school's content and images.
  test.setTimeout(60_000);
  ({ server, smtp, dataDir } = await startMailSite('mail', { username: OWNER, password: OWNER_PASSWORD }));
});

test.afterAll(async () => {
  await stopMailSite({ server, smtp, dataDir });
});

test('an Owner invites a person by e-mail; they accept the mailed link, set up two-factor sign-in, and sign in with a code and with a recovery code', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerCode = codesOf(TEST_TOTP_SECRET);
  const signIn = async (p: typeof page, username: string, password: string, code?: string) => {
    await p.goto(`${server.url}/admin/login`);
    await waitForHydration(p);
    await p.getByLabel('Username').fill(username);
    await p.getByLabel('Password', { exact: true }).fill(password);
    await p.getByRole('button', { name: 'Sign In' }).click();
    if (code === undefined) return;
    await p.getByLabel('Authentication code').fill(code);
    await p.getByRole('button', { name: 'Verify' }).click();
  };
  // Signing out ends on the login page once the server has ended the session: opening the login page
  // before that would find the session still valid and go on to the dashboard.
  const signOut = async (p: typeof page) => {
    await p.getByRole('button', { name: 'Logout' }).click();
    await expect(p).toHaveURL(/\/admin\/login$/);
  };

  // The Owner signs in with a code and invites the new vice-principal.
  await signIn(page, OWNER, OWNER_PASSWORD, ownerCode());
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Staff', exact: true })
    .click();
  await page.getByLabel('Name', { exact: true }).fill('Farah Siddiqui');
  await page.getByLabel('E-mail address').fill('farah@school.example');
  await page.getByLabel('Role').selectOption('owner');
  const arrived = smtp.nextMail();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  // Mailed, so the link is never shown in the dashboard.
  await expect(page.getByRole('region', { name: STAFF_WORDS.invitationsHeading })).toContainText('Farah Siddiqui');
  await expect(page.getByText(STAFF_WORDS.copyLink('Farah Siddiqui'))).toHaveCount(0);

  const mail = await arrived;
  expect(mail.to).toMatchObject({ text: 'farah@school.example' });
  const link = /\/admin\/invitation\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
  expect(link, 'the invitation link in the mail').toBeTruthy();

  // Farah, in her own browser: accepts, then signs in and is sent to set up two-factor sign-in.
  const theirs = await browser.newContext();
  const farah = await theirs.newPage();
  await farah.goto(`${server.url}${link}`);
  await waitForHydration(farah);
  await expect(farah.getByRole('heading', { level: 1, name: STAFF_WORDS.acceptHeading })).toBeVisible();
  const password = 'farah chose a long password';
  await farah.getByLabel('Username').fill('farah');
  await farah.getByLabel('Password', { exact: true }).fill(password);
  await farah.getByLabel('Confirm password').fill(password);
  await farah.getByRole('button', { name: 'Create my account' }).click();
  await expect(farah.getByText(STAFF_WORDS.accepted)).toBeVisible();

  await signIn(farah, 'farah', password);
  await expect(farah.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
  await farah.getByRole('button', { name: 'Start set-up' }).click();
  await expect(farah.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await farah.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  const code = codesOf(secret);
  await farah.getByLabel('Authentication code').fill(code());
  await farah.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const list = farah.getByRole('list', { name: 'Save your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  await farah.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(farah.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await signOut(farah);

  // A code from her app.
  await signIn(farah, 'farah', password, code());
  await expect(farah.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(
    farah.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Staff', exact: true }),
  ).toBeVisible();
  await signOut(farah);

  // Her phone is not at hand: a recovery code, once.
  await signIn(farah, 'farah', password, recoveryCodes[0]!.trim());
  await expect(farah.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await signOut(farah);
  await signIn(farah, 'farah', password, recoveryCodes[0]!.trim());
  await expect(farah.getByRole('alert')).toContainText('That code is not right. Please try again.');
  await theirs.close();

  // The Owner's Staff list shows her, an Owner with two-factor sign-in.
  await page.reload();
  const row = page.getByRole('row', { name: /Farah Siddiqui/ });
  await expect(row.getByRole('cell', { name: 'Owner', exact: true })).toBeVisible();
});
