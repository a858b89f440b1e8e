import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { E2E_TOTP_SECRET } from '../../playwright.config';
import { contentServices } from '../../src/server/content';
import { admins } from '../../src/server/db/schema';
import { countApplications, createApplication } from '../../src/server/features/applications/service';
import { createEnquiry, setEnquiryStatus } from '../../src/server/features/enquiries/service';
import { createAdmin } from '../../src/server/platform/auth/session';
import { ApplicationFieldsSchema } from '../../src/shared/schemas/application';
import { EnquiryFieldsSchema } from '../../src/shared/schemas/enquiry';
import { makeApplicationInput, makeEnquiryInput } from '../factories/inputs';
import { codesOf, expect, expectNoAxeViolations, test, useTheme, waitForHydration } from './fixtures';

// The dashboard that never loses work: every section and open item has an address (reload, back and
// forward keep the place, a link opens the item), unsaved edits are asked about before they go, the
// overview counts what waits for the office, and a one-time password leads to choosing a new one.
const DISCARD = 'You have unsaved changes. Discard them?';
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

async function openSection(page: Page, name: string) {
  await nav(page).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Answers the next native question (confirm or beforeunload) and returns its text. */
function answerNext(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      const message = dialog.message();
      if (accept) await dialog.accept();
      else await dialog.dismiss();
      resolve(message);
    });
  });
}

test.describe('addresses', () => {
  test('each section has its address: reload stays, back and forward move between sections', async ({
    page,
    signIn,
  }) => {
    await signIn(page);
    await openSection(page, 'Slides');
    await expect(page).toHaveURL(/\/admin\/slides$/);
    await expect(page.getByText('Shown on the home page as School Highlights.')).toBeVisible();
    await expect(nav(page).getByRole('button', { name: 'Slides', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await openSection(page, 'Gallery');
    await expect(page).toHaveURL(/\/admin\/gallery$/);
    await openSection(page, 'Contacts');
    await expect(page).toHaveURL(/\/admin\/contacts$/);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/gallery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Slides' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();

    // An address that names no section says so inside the dashboard.
    await page.goto('/admin/no-such-section');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a signed-out visitor is sent to sign in and then back to the address they asked for', async ({
    page,
    pageSignIn,
  }) => {
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fsettings$/);
    await waitForHydration(page);
    await page.getByLabel('Username').fill(pageSignIn.username);
    await page.getByLabel('Password', { exact: true }).fill(pageSignIn.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Authentication code').fill(pageSignIn.code());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('an enquiry and an application open from their links, wherever they are in the list', async ({
    page,
    signIn,
    serverServices,
  }) => {
    const last = unique('Linked');
    const enquiry = createEnquiry(
      serverServices,
      EnquiryFieldsSchema.parse(makeEnquiryInput({ firstName: 'Shared', lastName: last.split(' ')[1] })),
    );
    setEnquiryStatus(serverServices, enquiry.id, 'in-progress');
    const application = createApplication(
      serverServices,
      ApplicationFieldsSchema.parse(makeApplicationInput({ studentName: `Student ${last.split(' ')[1]}` })),
    );
    await signIn(page);

    await page.goto(`/admin/contacts/${enquiry.id}`);
    const opened = page.getByRole('region', { name: 'Opened enquiry' });
    await expect(opened.getByRole('heading', { name: `Shared ${last.split(' ')[1]}` })).toBeVisible();
    await expect(opened.locator('.status-badge')).toHaveText('In progress');
    await expect(opened).toBeFocused();
    await expectNoAxeViolations(page);
    await opened.getByRole('button', { name: 'Close enquiry' }).click();
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    await expect(opened).toHaveCount(0);
    await page.goBack();
    await expect(opened).toBeVisible();

    await page.goto(`/admin/applications/${application.id}`);
    const app = page.getByRole('region', { name: 'Opened application' });
    await expect(app.getByRole('heading', { name: `Student ${last.split(' ')[1]}` })).toBeVisible();
    await expect(page.getByText('Sent from the online application form at /apply.')).toBeVisible();

    await page.goto('/admin/contacts/999999999');
    await expect(page.getByText('This enquiry no longer exists. It may have been deleted.')).toBeVisible();
  });

  test('an item address opens its edit dialog, and a gallery item is edited keeping its image', async ({
    page,
    signIn,
  }) => {
    await signIn(page);
    await openSection(page, 'Gallery');
    const title = unique('Clay Pots');
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect(page).toHaveURL(/\/admin\/gallery\/new$/);
    const create = page.getByRole('dialog', { name: 'Create Gallery Item' });
    await create.getByLabel('Title', { exact: true }).fill(title);
    await create.getByLabel('Image').setInputFiles({
      name: 'pots.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a16207' } })
        .jpeg()
        .toBuffer(),
    });
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(create).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/gallery$/);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    const src = await card.locator('img').getAttribute('src');
    expect(src).toMatch(/\.webp$/);

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/gallery\/\d+$/);
    const itemUrl = page.url();
    // The address alone opens the same dialog.
    await page.reload();
    await waitForHydration(page);
    const edit = page.getByRole('dialog', { name: 'Edit Gallery Item' });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expectNoAxeViolations(page);
    await edit.getByLabel('Artist').fill('Grade 4 potters');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').getByText('Item updated successfully')).toBeVisible();
    await expect(edit).toBeHidden();
    const updated = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(updated.getByText('Grade 4 potters')).toBeVisible();
    await expect(updated.locator('img')).toHaveAttribute('src', src!);

    const deleteQuestion = answerNext(page, true);
    await updated.getByRole('button', { name: `Delete ${title}` }).click();
    expect(await deleteQuestion).toBe(`Are you sure you want to delete this item? “${title}”`);
    await expect(updated).toHaveCount(0);
    // The deleted item's address now says it is gone and shows the list.
    await page.goto(itemUrl);
    await expect(page.getByRole('status').getByText('This gallery item no longer exists')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/gallery$/);
  });
});

test.describe('unsaved work', () => {
  test('Escape, the close button and Cancel ask before a dirty dialog is closed', async ({ page, signIn }) => {
    await signIn(page);
    await openSection(page, 'Announcements');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Announcement' });
    await dialog.getByLabel('Title', { exact: true }).fill('Half-written notice');

    let asked = answerNext(page, false);
    await page.keyboard.press('Escape');
    expect(await asked).toBe(DISCARD);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('Half-written notice');

    // Asked again on a second Escape: the dialog never closes behind the form's back.
    asked = answerNext(page, false);
    await page.keyboard.press('Escape');
    expect(await asked).toBe(DISCARD);
    await expect(dialog).toBeVisible();

    asked = answerNext(page, false);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await asked).toBe(DISCARD);
    await expect(dialog).toBeVisible();

    asked = answerNext(page, false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await asked).toBe(DISCARD);
    await expect(dialog).toBeVisible();

    // Leaving the dialog's address with the back button asks too.
    asked = answerNext(page, false);
    await page.goBack();
    expect(await asked).toBe(DISCARD);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/announcements\/new$/);

    asked = answerNext(page, true);
    await page.keyboard.press('Escape');
    expect(await asked).toBe(DISCARD);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/announcements$/);

    // A dialog with nothing typed closes at once, without a question.
    page.on('dialog', (d) => {
      throw new Error(`unexpected question: ${d.message()}`);
    });
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('unsaved Settings ask before moving to another section, going back, or closing the tab', async ({
    page,
    signIn,
  }) => {
    await signIn(page);
    await openSection(page, 'Slides');
    await openSection(page, 'Settings');
    const phone = page.getByLabel('Phone');
    await expect(phone).not.toHaveValue('');
    const original = await phone.inputValue();
    await phone.fill(`${original} 9`);

    let asked = answerNext(page, false);
    await nav(page).getByRole('button', { name: 'Contacts', exact: true }).click();
    expect(await asked).toBe(DISCARD);
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(phone).toHaveValue(`${original} 9`);

    asked = answerNext(page, false);
    await page.goBack();
    expect(await asked).toBe(DISCARD);
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(phone).toHaveValue(`${original} 9`);

    // Putting the value back is not an unsaved change: moving on asks nothing.
    await phone.fill(original);
    await openSection(page, 'Contacts');
    await openSection(page, 'Settings');

    await page.getByLabel('Current password').fill('something typed');
    const unload = new Promise<string>((resolve) => {
      page.once('dialog', async (dialog) => {
        resolve(dialog.type());
        // Leaving anyway closes the page, so nothing is left open for the test's teardown.
        await dialog.accept();
      });
    });
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    expect(await unload).toBe('beforeunload');
    await closed;
  });
});

test.describe('overview, toasts and CSV', () => {
  test('the overview counts applications and what is still new, and links to each section', async ({
    page,
    signIn,
    serverServices,
  }) => {
    createApplication(
      serverServices,
      ApplicationFieldsSchema.parse(makeApplicationInput({ studentName: unique('Counted Student') })),
    );
    await signIn(page);
    const card = page.locator('.admin-stat', { hasText: 'Applications' });
    // Other tests add applications at the same time: compare with the database at the moment of reading.
    await expect(async () => {
      const { total, new: waiting } = countApplications(serverServices);
      await page.reload();
      await expect(card.locator('.admin-stat-value')).toHaveText(String(total), { timeout: 2000 });
      await expect(card.locator('.admin-stat-new')).toHaveText(`${waiting} new`, { timeout: 2000 });
    }).toPass();
    expect(countApplications(serverServices).new).toBeGreaterThan(0);
    await expect(page.locator('.admin-stat', { hasText: 'Contacts' }).locator('.admin-stat-new')).toHaveText(
      /^\d+ new$/,
    );
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/applications$/);
  });

  test.describe('in another time zone', () => {
    test.use({ timezoneId: 'America/New_York' });

    test('cards and the CSV show school time and readable statuses; toasts stay few and inside dialogs', async ({
      page,
      signIn,
      serverServices,
      consoleErrors,
    }) => {
      const marker = unique('Tz').replace(' ', '');
      const { id } = createEnquiry(
        serverServices,
        EnquiryFieldsSchema.parse(makeEnquiryInput({ firstName: marker, lastName: 'Parent' })),
      );
      setEnquiryStatus(serverServices, id, 'in-progress');
      // 18:45 UTC on 9 March 2025 is 00:15 on 10 March in the school (and 14:45 on 9 March in New York).
      const db = serverServices.db.$client;
      db.prepare('update enquiries set created_at = ? where id = ?').run(Date.UTC(2025, 2, 9, 18, 45), id);

      await signIn(page);
      await page.goto(`/admin/contacts/${id}`);
      const opened = page.getByRole('region', { name: 'Opened enquiry' });
      await expect(opened.getByText('10 Mar 2025, 12:15 am')).toBeVisible();

      await page.getByLabel('Search by name, email or mobile').fill(marker);
      await expect(page.getByText('Showing 1 to 1 of 1 contacts')).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      const row = csv.trim().split('\r\n')[1]!;
      expect(row).toContain(',In progress,');
      expect(row.endsWith(',"10 Mar 2025, 12:15 am"')).toBe(true);

      // Many toasts at once: at most three are shown, each dismissable.
      const select = opened.getByLabel(`Status for ${marker} Parent`);
      for (const status of ['new', 'resolved', 'in-progress', 'new'] as const) {
        await select.selectOption(status);
        await expect(select).toBeEnabled();
      }
      const toasts = page.locator('.admin-toast');
      await expect(toasts).toHaveCount(1); // the same message replaces the one shown
      await toasts.first().getByRole('button', { name: 'Dismiss' }).click();
      await expect(toasts).toHaveCount(0);

      // While a dialog is open, its toasts show inside it (the page behind is inert).
      await openSection(page, 'Slides');
      await page.getByRole('button', { name: 'Add New' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Slide' });
      await dialog.getByLabel('Title', { exact: true }).fill('Broken upload');
      await dialog
        .getByLabel('Image')
        .setInputFiles({ name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('x') });
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(
        dialog.getByRole('status').getByText('Only JPEG, PNG, WebP or AVIF images up to 10 MB'),
      ).toBeVisible();
      const discard = answerNext(page, true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await discard).toBe(DISCARD);
      // The browser logs the refused upload (400) itself; nothing else may fail.
      expect(consoleErrors).toEqual([expect.stringContaining('400')]);
      consoleErrors.length = 0;
    });
  });
});

test.describe('one-time password', () => {
  test('signing in with it leads to choosing a new password, and only that clears it', async ({
    page,
    serverServices,
    consoleErrors,
  }) => {
    const username = unique('first-admin').replace(' ', '-');
    const oneTime = `One time ${Math.random().toString(36).slice(2)} printed`;
    // Enrolled in two-factor sign-in already, so the one-time password is what this test meets.
    await createAdmin(serverServices, username, oneTime, { oneTime: true, totpSecret: E2E_TOTP_SECRET });
    const mustChange = () =>
      serverServices.db
        .select({ flag: admins.mustChangePassword })
        .from(admins)
        .where(eq(admins.username, username))
        .get()?.flag;

    await page.goto('/admin/login');
    await waitForHydration(page);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(oneTime);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByLabel('Authentication code').fill(codesOf(E2E_TOTP_SECRET)());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('alert')).toHaveText(
      'You signed in with a one-time password. Choose a new password below to keep using the dashboard.',
    );
    await expect(page.getByLabel('Current password')).toBeFocused();
    await expectNoAxeViolations(page);

    // Other sections lead back here until the password is changed.
    await nav(page).getByRole('button', { name: 'Slides', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await page.goto('/admin/contacts');
    await expect(page).toHaveURL(/\/admin\/settings$/);
    expect(mustChange()).toBe(true);

    // A refused change keeps the mark.
    await page.getByLabel('Current password').fill('not the printed one');
    await page.getByLabel('New password', { exact: true }).fill('Our very own passphrase 9');
    await page.getByLabel('Confirm new password').fill('Our very own passphrase 9');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.locator('.field-error', { hasText: 'Current password is incorrect' })).toBeVisible();
    expect(mustChange()).toBe(true);
    // The browser logs the refused request (400) itself.
    consoleErrors.length = 0;

    await page.getByLabel('Current password').fill(oneTime);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('status').getByText('Password changed.', { exact: false })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(mustChange()).toBe(false);
    await openSection(page, 'Slides');
    await expect(page).toHaveURL(/\/admin\/slides$/);
  });
});

test.describe('accessibility of the new views', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing on the overview, an opened enquiry and a slide's address (${theme})`, async ({
      page,
      signIn,
      serverServices,
    }) => {
      // Three full pages scanned by axe, each a few seconds on a loaded machine.
      test.slow();
      await useTheme(page, theme);
      const { id } = createEnquiry(
        serverServices,
        EnquiryFieldsSchema.parse(makeEnquiryInput({ firstName: 'Axe', lastName: 'Parent' })),
      );
      await signIn(page);
      await expectNoAxeViolations(page);
      await page.goto(`/admin/contacts/${id}`);
      await expect(page.getByRole('region', { name: 'Opened enquiry' })).toBeVisible();
      await expectNoAxeViolations(page);
      const [slide] = contentServices.highlights.list(serverServices);
      await page.goto(`/admin/slides/${slide!.id}`);
      await expect(page.getByRole('dialog', { name: 'Edit Slide' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
