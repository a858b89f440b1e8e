import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../src/server/context';
import { sessions } from '../../src/server/db/schema';
import { createEnquiry } from '../../src/server/features/enquiries/service';
import { createAdmin, createSession } from '../../src/server/platform/auth/session';
import { SESSION_COOKIE } from '../../src/server/trpc/context';
import { makeEnquiryInput } from '../factories/inputs';
import { expect, test, waitForHydration } from './fixtures';

// A refusal met by the open dashboard (admin/shell/refusals.ts): the person's role (403) or session
// (401) no longer holds, and what the dashboard loaded before goes at once, without a reload.

/** A parent of this test's own, in the contact list, and an Admissions person with the list open. */
async function admissionsWithContactsOpen(page: Page, svc: ServiceContext) {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6);
  const lastName = `Refusalcheck${letters}`;
  createEnquiry(svc, makeEnquiryInput({ firstName: 'Kavya', lastName, email: `kavya.${letters}@example.com` }));
  const id = await createAdmin(svc, `e2e-refused-${letters}-${Date.now()}`, 'Refused end to end password 1', {
    role: 'admissions',
  });
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value: createSession(svc, id).token,
      url: String(test.info().project.use.baseURL),
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  await page.goto('/admin/contacts');
  await waitForHydration(page);
  await expect(page.getByText(lastName).first()).toBeVisible();
  // Marks this document: still there at the end means no reload happened.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  return { id, lastName };
}

const contactsButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Contacts', exact: true });

test('an Admissions person demoted to Editor while the contacts are open stops seeing them at the next request', async ({
  page,
  serverServices,
  request,
  adminCookie,
  consoleErrors,
}) => {
  const { id, lastName } = await admissionsWithContactsOpen(page, serverServices);

  // An Owner, elsewhere, makes them an Editor.
  const demoted = await request.post('/trpc/admin.staffAccounts.changeRole', {
    headers: { cookie: adminCookie() },
    data: { id, role: 'editor' },
  });
  expect(demoted.status(), await demoted.text()).toBe(200);

  // Their open dashboard asks for the list again (Contacts chosen again): refused, 403.
  const refused = page.waitForResponse((res) => res.url().includes('admin.enquiries.list') && res.status() === 403);
  await contactsButton(page).click();
  await refused;
  await expect(page.getByText("You don't have access to this section.")).toBeVisible();
  await expect(page.getByText(lastName)).toHaveCount(0);
  // The navigation follows the new role, and nothing was reloaded.
  await expect(contactsButton(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // The browser reports the refused requests; nothing else went wrong.
  expect(consoleErrors.length).toBeGreaterThan(0);
  expect(consoleErrors.every((e) => e.includes('status of 403'))).toBe(true);
  consoleErrors.length = 0;
});

test('a session ended elsewhere sends the open dashboard to sign in, the contacts gone', async ({
  page,
  serverServices,
  consoleErrors,
}) => {
  const { id, lastName } = await admissionsWithContactsOpen(page, serverServices);
  serverServices.db.delete(sessions).where(eq(sessions.adminId, id)).run();

  await contactsButton(page).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText(lastName)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(consoleErrors.every((e) => e.includes('status of 401'))).toBe(true);
  consoleErrors.length = 0;
});
