import { createAdmin, createSession } from '../../src/server/platform/auth/session';
import { SESSION_COOKIE } from '../../src/server/trpc/context';
import { STAFF_WORDS } from '../../src/shared/content/staff-words';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// The Staff section and the "Your sessions" panel (docs/decisions/036-staff-accounts-and-roles.md),
// driven in real Chromium against the built server.

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test.describe('Staff accounts', () => {
  test('an Owner invites an Editor who signs in to the content alone, then changes their role and deactivates them', async ({
    page,
    browser,
    signIn,
    baseURL,
  }) => {
    const id = unique();
    const name = `Rukhsana Test ${id}`;
    const username = `rukhsana-${id}`;
    const password = 'a long and memorable password';

    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('button', { name: 'Staff', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Two-factor' })).toBeVisible();
    await expectNoAxeViolations(page);

    // No SMTP_URL on the e2e server: the link comes back once, to copy.
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('E-mail address').fill(`${username}@example.org`);
    await page.getByLabel('Role').selectOption('editor');
    await expect(page.getByText('The site content: pages, notices')).toBeVisible();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(STAFF_WORDS.copyLink(name))).toBeVisible();
    const linkField = page.getByLabel(STAFF_WORDS.invitationLinkLabel(name));
    await expect(linkField).toBeFocused();
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/admin\/invitation\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('region', { name: STAFF_WORDS.invitationsHeading })).toContainText(name);

    // The person, in their own browser.
    const theirs = await browser.newContext({ baseURL });
    const person = await theirs.newPage();
    const requested: string[] = [];
    person.on('request', (r) => requested.push(r.url()));
    await person.goto(new URL(link).pathname);
    await waitForHydration(person);
    await expect(person.getByRole('heading', { level: 1, name: STAFF_WORDS.acceptHeading })).toBeVisible();
    await expectNoAxeViolations(person);
    await person.getByLabel('Username').fill(username);
    await person.getByLabel('Password', { exact: true }).fill(password);
    await person.getByLabel('Confirm password').fill(password);
    await person.getByRole('button', { name: 'Create my account' }).click();
    await expect(person.getByText(STAFF_WORDS.accepted)).toBeVisible();
    // The token is in the link's own address and nowhere else: the page's API calls carry it in a POST body.
    const token = new URL(link).pathname.split('/').pop()!;
    expect(requested.filter((u) => u.includes(token)).map((u) => new URL(u).pathname)).toEqual([
      new URL(link).pathname,
    ]);
    await person.getByRole('link', { name: 'Sign in', exact: true }).click();
    await person.getByLabel('Username').fill(username);
    await person.getByLabel('Password', { exact: true }).fill(password);
    await person.getByRole('button', { name: 'Sign In' }).click();
    await expect(person.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const nav = person.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav.getByRole('button', { name: 'Notices', exact: true })).toBeVisible();
    for (const hidden of ['Contacts', 'Applications', 'Staff', 'Backups', 'Audit log', 'Privacy'])
      await expect(nav.getByRole('button', { name: hidden, exact: true })).toHaveCount(0);

    // The Owner sees them, changes their role, then deactivates them.
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByRole('cell', { name: 'Editor', exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Manage (${name})` }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('radio', { name: 'Admissions' }).check();
    await dialog.getByRole('button', { name: STAFF_WORDS.roleSave }).click();
    await expect(dialog.getByText(STAFF_WORDS.roleChanged(name, 'Admissions'))).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Admissions', exact: true })).toBeVisible();
    // Their browser is listed for the Owner too.
    await expect(dialog.getByRole('region', { name: STAFF_WORDS.sessionsOf(name) }).getByRole('listitem')).toHaveCount(
      1,
    );

    page.once('dialog', (question) => {
      expect(question.message()).toBe(STAFF_WORDS.confirmDeactivate(name));
      void question.accept();
    });
    await dialog.getByRole('button', { name: STAFF_WORDS.deactivate(name) }).click();
    await expect(dialog.getByText(STAFF_WORDS.deactivated(name))).toBeVisible();
    await expect(dialog.getByRole('button', { name: STAFF_WORDS.reactivate(name) })).toBeVisible();
    await expect(dialog.getByRole('region', { name: STAFF_WORDS.sessionsOf(name) })).toContainText(
      STAFF_WORDS.noSessions,
    );
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(row.getByText(STAFF_WORDS.deactivatedStatus)).toBeVisible();

    // Their open dashboard: the next thing they do sends them to sign in.
    await nav.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(person).toHaveURL(/\/admin\/login/);
    await expect(person.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await theirs.close();
  });
});

test.describe('Your sessions', () => {
  test('a person with two sessions ends the other one, and it is gone', async ({
    page,
    serverServices,
    baseURL,
    request,
  }) => {
    const username = `sessions-${unique()}`;
    const adminId = await createAdmin(serverServices, username, 'a long and memorable password', { role: 'editor' });
    const mine = createSession(serverServices, adminId, Date.now(), { userAgent: CHROME_LINUX, clientIp: '10.0.0.1' });
    const other = createSession(serverServices, adminId, Date.now(), {
      userAgent: FIREFOX_ANDROID,
      clientIp: '10.0.0.2',
    });
    await page
      .context()
      .addCookies([{ name: SESSION_COOKIE, value: mine.token, url: String(baseURL), httpOnly: true, sameSite: 'Lax' }]);

    await page.goto('/admin/settings');
    await waitForHydration(page);
    const panel = page.getByRole('region', { name: STAFF_WORDS.sessionsHeading });
    const rows = panel.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: STAFF_WORDS.thisBrowser })).toContainText('10.0.0.1');
    await expect(rows.filter({ hasText: STAFF_WORDS.thisBrowser }).getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: /^End the session of Firefox on Android/ }).click();
    await expect(page.getByText(STAFF_WORDS.sessionEnded)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(panel).not.toContainText('Firefox on Android');
    await expect(panel.getByRole('button', { name: STAFF_WORDS.endAllOthers })).toHaveCount(0);

    // The ended session's cookie is refused; this browser's still works.
    const listWith = (token: string) =>
      request.post('/trpc/admin.sessions.list', {
        data: {},
        headers: { origin: String(baseURL), cookie: `${SESSION_COOKIE}=${token}` },
      });
    expect((await listWith(other.token)).status()).toBe(401);
    expect((await listWith(mine.token)).status()).toBe(200);
  });
});

test.describe('Forgot password', () => {
  // No SMTP_URL on the e2e server: no link can be sent, and the page says only what happens instead.
  test('on a site that sends no e-mail says the IT person’s command and offers no form, with and without JavaScript', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/admin/login');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: STAFF_WORDS.forgotHeading })).toBeVisible();
    await expect(page.getByText(STAFF_WORDS.forgotWithoutMail)).toBeVisible();
    await expect(page.getByText('npm run admin -- reset-password <username>')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);
    await expect(page.getByText(/sent a link/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await noScript.newPage();
    await plain.goto('/admin/forgot-password');
    await expect(plain.getByText(STAFF_WORDS.forgotWithoutMail)).toBeVisible();
    await expect(plain.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);
    await noScript.close();
  });
});
