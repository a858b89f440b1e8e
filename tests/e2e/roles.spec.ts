import type { Page } from '@playwright/test';
import type { ServiceContext } from '../../src/server/context';
import { createEnquiry } from '../../src/server/features/enquiries/service';
import { createAdmin, createSession } from '../../src/server/platform/auth/session';
import { SESSION_COOKIE } from '../../src/server/trpc/context';
import type { Permission } from '../../src/shared/permissions';
import { type Role, roleHolds } from '../../src/shared/roles';
import { makeEnquiryInput } from '../factories/inputs';
import { expect, test, waitForHydration } from './fixtures';

// What each role sees in the dashboard (docs/decisions/036-staff-accounts-and-roles.md): the
// navigation shows only the sections the role may open; any other section's address says so and
// loads none of it; an Editor never meets a parent's details, on a page or in an answer of the API;
// Admissions staff read the site content without a control that changes it.

/** Every fixed section and one content section: label, address, the permission it needs. */
const SECTIONS: { label: string; path: string; permission: Permission }[] = [
  { label: 'Contacts', path: '/admin/contacts', permission: 'admissions' },
  { label: 'Applications', path: '/admin/applications', permission: 'admissions' },
  { label: 'Notices', path: '/admin/notices', permission: 'content' },
  { label: 'Pages', path: '/admin/pages', permission: 'content' },
  { label: 'Site alert', path: '/admin/alert', permission: 'content' },
  { label: 'Visits', path: '/admin/visits', permission: 'content' },
  { label: 'FAQ', path: '/admin/faq', permission: 'content' },
  { label: 'Disclosure', path: '/admin/disclosure', permission: 'content' },
  { label: 'Transfer Certificates', path: '/admin/transfer-certificates', permission: 'admissions' },
  { label: 'Privacy', path: '/admin/privacy', permission: 'privacy' },
  { label: 'Audit log', path: '/admin/audit-log', permission: 'privacy' },
  { label: 'Backups', path: '/admin/backups', permission: 'settings' },
];

const PARENT = {
  firstName: 'Ishaan',
  lastName: 'Editorcheck',
  email: 'ishaan.editorcheck@example.com',
  mobile: '9876501234',
};

/** Accounts this worker made, so each test's username is its own. */
let accounts = 0;

/**
 * Signs the page in as a new member of staff with `role`. Each test gets its own account: the workers
 * run tests at once, each on its own connection, and two that looked up a shared username before
 * either had created it would both insert it (a UNIQUE failure on admins.username).
 */
async function signInAs(page: Page, svc: ServiceContext, role: Role) {
  const username = `e2e-${role}-${test.info().workerIndex}-${process.pid}-${++accounts}`;
  const id = await createAdmin(svc, username, 'Roles end to end password 1', { role });
  const { token } = createSession(svc, id);
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value: token,
      url: String(test.info().project.use.baseURL),
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

for (const role of ['editor', 'admissions'] as const) {
  test(`as ${role}: the navigation shows only what the role may open, and every other address says so`, async ({
    page,
    serverServices,
  }) => {
    createEnquiry(
      serverServices,
      makeEnquiryInput({
        firstName: PARENT.firstName,
        lastName: PARENT.lastName,
        email: PARENT.email,
        mobile: PARENT.mobile,
      }),
    );
    // Every answer the browser gets, to look for the parent in.
    const answers: Promise<string>[] = [];
    page.on('response', (res) => answers.push(res.text().catch(() => '')));

    await signInAs(page, serverServices, role);
    await page.goto('/admin/dashboard');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const s of SECTIONS) {
      const button = nav.getByRole('button', { name: s.label, exact: true });
      if (roleHolds(role, s.permission, 'read')) await expect(button, s.label).toBeVisible();
      else await expect(button, s.label).toHaveCount(0);
    }

    for (const s of SECTIONS) {
      await page.goto(s.path);
      await waitForHydration(page);
      if (roleHolds(role, s.permission, 'read')) {
        await expect(page.getByRole('heading', { level: 1 }).first(), s.label).toBeVisible();
        await expect(page.getByText("You don't have access to this section.")).toHaveCount(0);
      } else {
        await expect(page.getByText("You don't have access to this section."), s.label).toBeVisible();
      }
      if (role === 'editor') {
        const text = await page.locator('body').innerText();
        for (const detail of [PARENT.lastName, PARENT.email, PARENT.mobile]) expect(text, s.path).not.toContain(detail);
      }
    }

    if (role === 'editor') {
      const bodies = await Promise.all(answers);
      for (const detail of [PARENT.lastName, PARENT.email, PARENT.mobile])
        expect(bodies.some((b) => b.includes(detail))).toBe(false);
    }
  });
}

test('as admissions: site content is read-only, with the line that says so', async ({ page, serverServices }) => {
  await signInAs(page, serverServices, 'admissions');
  for (const path of [
    '/admin/faq',
    '/admin/notices',
    '/admin/alert',
    '/admin/calendar',
    '/admin/pages',
    '/admin/pages/2',
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByText('You can read this section; only Editors and Owners change it.'), path).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Publish|Discard draft|Remove|Move up|Add)\b/ })).toHaveCount(0);
  }
});
