import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { expect, expectNoAxeViolations, test, useTheme, waitForHydration } from './fixtures';

// The dashboard end to end: sign-in, every content section with the public home page, enquiry triage.
// Tests run in parallel against one server, so each one names its own data uniquely.
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function photo(colour: string) {
  return {
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  };
}

async function homeHtml(page: Page) {
  return (await page.request.get('/')).text();
}

/** Accepts the next delete question, which keeps the spec's sentence and names the item. */
function acceptNextConfirm(page: Page, name: string) {
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe(`Are you sure you want to delete this item? “${name}”`);
    await dialog.accept();
  });
}

test.describe('sign-in', () => {
  test('the dashboard sends a signed-out visitor to the login page', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
    await expect(page.getByText('Welcome Back')).toBeVisible();
  });

  test('login page: required fields, show/hide password, wrong password, no axe violations', async ({
    page,
    consoleErrors,
    lockableUsername,
  }) => {
    await page.goto('/admin/login');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(await page.content()).not.toContain(E2E_ADMIN_PASSWORD);

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    // The label alone finds the field: nothing else on the page is labelled with 'Password'.
    const password = page.getByLabel('Password');
    await password.fill('not the right password');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    // A wrong password for an account no other test signs in as: five failures lock an account.
    await page.getByLabel('Username').fill(lockableUsername);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The browser logs the refused sign-in (401) itself; nothing else may fail.
    expect(consoleErrors.every((e) => e.includes('401'))).toBe(true);
    consoleErrors.length = 0;
  });

  test('signs in, shows the counts, passes axe, and signs out', async ({ page, context, pageSignIn }) => {
    await page.goto('/admin/login');
    await waitForHydration(page);
    await page.getByLabel('Username').fill(pageSignIn.username);
    await page.getByLabel('Password', { exact: true }).fill(pageSignIn.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The password is right; the second step asks for the code, keeping both in memory.
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await code.fill(pageSignIn.code());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const cookie = (await context.cookies()).find((c) => c.name === 'sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    for (const label of ['Gallery', 'Announcements', 'Contacts', 'Slides', 'Journeys', 'Achievements']) {
      await expect(page.locator('.admin-stat', { hasText: label })).toContainText(/\d+/);
    }
    for (const name of [
      'Dashboard',
      'Gallery',
      'Announcements',
      'Contacts',
      'Slides',
      'Journeys',
      'Achievements',
      'Settings',
    ]) {
      await expect(
        page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name, exact: true }),
      ).toBeVisible();
    }
    // Logout is in the top bar, once on the page.
    await expect(page.locator('header.admin-topbar').getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('mobile menu toggle opens and closes the navigation', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'Slides', exact: true }).click();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Slides' })).toBeVisible();
  });

  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} Logout is in view without scrolling, and the navigation is grouped`, async ({
      page,
      signIn,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(page);
      const logout = page.getByRole('button', { name: 'Logout' });
      await expect(logout).toBeVisible();
      await expect(logout).toHaveText('Logout');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const box = await logout.boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      }

      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      if (viewport.width < 900) await page.getByRole('button', { name: 'Open menu' }).click();
      for (const [group, first] of [
        ['Admissions', 'Contacts'],
        ['Website', 'Notices'],
        ['School', 'People'],
        ['Compliance', 'Disclosure'],
        ['System', 'Settings'],
      ] as const) {
        await expect(nav.getByText(group, { exact: true })).toBeVisible();
        await expect(
          nav.getByRole('list', { name: group }).getByRole('button', { name: first, exact: true }),
        ).toBeVisible();
      }
    });
  }
});

test.describe('content sections', () => {
  test('slides: create with upload progress, edit, delete, and the home page follows', async ({ page, signIn }) => {
    await signIn(page);
    await openSection(page, 'Slides');
    const title = unique('Science Fair');

    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Slide' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Image is required')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Subtitle').fill('Grade 8 projects');
    await dialog.getByLabel('Image').setInputFiles(await photo('#7c3aed'));
    await dialog.getByLabel('Consent on file for the children shown').check();
    // Hold the response so the progress bar and 'Saving...' can be seen.
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/trpc/admin.highlights.create', async (route) => {
      await gate;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar', { name: 'Uploading photo.jpg' })).toBeVisible();
    release();
    await expect(page.getByRole('status').getByText('Item created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toHaveCount(1);
    await expect(card.locator('img')).toHaveAttribute('src', /^\/media\/slides\/[a-f0-9]{32}-960\.webp$/);
    expect(await homeHtml(page)).toContain(title);

    await page.getByRole('searchbox', { name: 'Search slides' }).fill(title.toUpperCase());
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search slides' }).fill('no such slide at all');
    await expect(page.getByText('No slides found.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search slides' }).fill('');

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Slide' });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    await edit.getByLabel('Title', { exact: true }).fill(`${title} Updated`);
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').getByText('Item updated successfully')).toBeVisible();
    const updated = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${title} Updated` }) });
    await expect(updated).toHaveCount(1);
    expect(await homeHtml(page)).toContain(`${title} Updated`);

    acceptNextConfirm(page, `${title} Updated`);
    await updated.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').getByText('Slide deleted successfully')).toBeVisible();
    await expect(updated).toHaveCount(0);
    expect(await homeHtml(page)).not.toContain(title);
  });

  test('a rejected file gets a clear message and nothing is saved', async ({ page, consoleErrors, signIn }) => {
    await signIn(page);
    await openSection(page, 'Journeys');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Journey' });
    await dialog.getByLabel('Title', { exact: true }).fill(unique('Rejected'));
    await dialog
      .getByLabel('Image')
      .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('plain text, not a photo') });
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog.getByText('Only JPEG, PNG, WebP or AVIF images up to 10 MB').first()).toBeVisible();
    await expect(page.getByRole('status').getByText('Only JPEG, PNG, WebP or AVIF images up to 10 MB')).toBeVisible();
    // What was typed is still unsaved: Cancel asks before dropping it.
    page.once('dialog', (question) => question.accept());
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // The browser logs the refused upload (400) itself; nothing else may fail.
    expect(consoleErrors).toEqual([expect.stringContaining('400')]);
    consoleErrors.length = 0;
  });

  const sections = [
    { section: 'Journeys', singular: 'Journey', deleted: 'Journey deleted successfully', image: true, editable: true },
    {
      section: 'Achievements',
      singular: 'Achievement',
      deleted: 'Achievement deleted successfully',
      image: false,
      editable: true,
    },
    {
      section: 'Announcements',
      singular: 'Announcement',
      deleted: 'Announcement deleted successfully',
      image: false,
      editable: true,
    },
    {
      section: 'Gallery',
      singular: 'Gallery Item',
      deleted: 'Gallery item deleted successfully',
      image: true,
      editable: true,
    },
  ];
  for (const s of sections) {
    test(`${s.section.toLowerCase()}: create${s.editable ? ', edit' : ''} and delete, seen on the home page`, async ({
      page,
      signIn,
    }) => {
      await signIn(page);
      await openSection(page, s.section);
      const title = unique(`E2E ${s.singular}`);
      await page.getByRole('button', { name: 'Add New' }).click();
      const dialog = page.getByRole('dialog', { name: `Create ${s.singular}` });
      await dialog.getByLabel('Title', { exact: true }).fill(title);
      if (s.section === 'Announcements') await dialog.getByLabel('Description').fill('Doors open at nine.');
      if (s.section === 'Achievements') await dialog.getByLabel('Category').selectOption('trust');
      if (s.image) {
        await dialog.getByLabel('Image').setInputFiles(await photo('#16a34a'));
        await dialog.getByLabel('Consent on file for the children shown').check();
      }
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(page.getByRole('status').getByText('Item created successfully')).toBeVisible();
      // Created items come first.
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(title);
      expect(await homeHtml(page)).toContain(title);

      let current = title;
      if (s.editable) {
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
        await card.getByRole('button', { name: 'Edit' }).click();
        const edit = page.getByRole('dialog', { name: `Edit ${s.singular}` });
        current = `${title} v2`;
        await edit.getByLabel('Title', { exact: true }).fill(current);
        await edit.getByRole('button', { name: 'Update' }).click();
        await expect(page.getByRole('status').getByText('Item updated successfully')).toBeVisible();
        expect(await homeHtml(page)).toContain(current);
      } else {
        await expect(page.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
      }

      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: current }) });
      await expect(card).toHaveCount(1);
      acceptNextConfirm(page, current);
      await card.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('status').getByText(s.deleted)).toBeVisible();
      await expect(card).toHaveCount(0);
      expect(await homeHtml(page)).not.toContain(title);
    });
  }

  test('the dialog closes with Escape and keeps focus inside while open', async ({ page, signIn }) => {
    await signIn(page);
    await openSection(page, 'Announcements');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Announcement' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing in any dashboard section or dialog (${theme})`, async ({ page, signIn }) => {
      test.setTimeout(90_000); // sixteen axe runs
      await useTheme(page, theme);
      await signIn(page);
      for (const [section, singular] of [
        ['Gallery', 'Gallery Item'],
        ['Announcements', 'Announcement'],
        ['Slides', 'Slide'],
        ['Journeys', 'Journey'],
        ['Achievements', 'Achievement'],
      ] as const) {
        await openSection(page, section);
        await expect(page.locator('.admin-card').first()).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: 'Add New' }).click();
        const dialog = page.getByRole('dialog', { name: `Create ${singular}` });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: 'Create' }).click();
        await expect(dialog.getByText('Title is required')).toBeVisible();
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
      }
      for (const section of ['Contacts', 'Applications', 'Settings']) {
        await openSection(page, section);
        await expectNoAxeViolations(page);
      }
    });
  }
});

test.describe('contacts', () => {
  function seedContacts(marker: string, count: number) {
    // Enquiries arrive from the public form; here they are written straight into the server's database.
    const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'school.db'));
    try {
      db.pragma('busy_timeout = 5000');
      const insert = db.prepare(
        `insert into enquiries (name, email, mobile, state, city, school, grade, address, status, created_at, updated_at)
         values (?, ?, ?, 'Maharashtra', 'Akola', 'Ganga Nagar', 'Grade 3', 'Akola', 'new', ?, ?)`,
      );
      const base = Date.now();
      for (let i = 1; i <= count; i += 1) {
        const name = `${marker} Parent ${String(i).padStart(2, '0')}`;
        insert.run(
          name,
          `${marker.toLowerCase()}.${i}@example.com`,
          `90000${String(i).padStart(5, '0')}`,
          base + i * 1000,
          base + i * 1000,
        );
      }
    } finally {
      db.close();
    }
  }

  test('pages, changes status, filters, exports CSV and deletes', async ({ page, signIn }) => {
    const marker = `Zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    seedContacts(marker, 12);
    await signIn(page);
    await openSection(page, 'Contacts');
    await page.getByLabel('Search by name, email or mobile').fill(marker);
    await expect(page.getByText('Showing 1 to 10 of 12 contacts')).toBeVisible();
    await expect(page.getByText('page 1 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // The cards' headings (the follow-up queue's heading sits above the list).
    await expect(page.getByRole('listitem').getByRole('heading', { level: 2 }).first()).toHaveText(
      `${marker} Parent 12`,
    );

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 11 to 12 of 12 contacts')).toBeVisible();
    await expect(page.getByText('page 2 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('page 1 of 2')).toBeVisible();

    const name = `${marker} Parent 05`;
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.locator('.status-badge')).toHaveText('New');
    await page.getByLabel(`Status for ${name}`).selectOption('resolved');
    await expect(page.getByRole('status').getByText('Contact updated successfully')).toBeVisible();
    await expect(card.locator('.status-badge')).toHaveText('Resolved');
    await expect(card.locator('.status-badge')).toHaveClass(/status-resolved/);

    await page.getByLabel('Filter by status').selectOption('resolved');
    await expect(page.getByText('Showing 1 to 1 of 1 contacts')).toBeVisible();
    await expect(page.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveText([name]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Name,Email,Mobile');
    expect(csv).toContain(`${name},`);
    expect(csv.trim().split('\r\n')).toHaveLength(2);

    await page.getByLabel('Filter by status').selectOption('');
    await expect(page.getByText('Showing 1 to 10 of 12 contacts')).toBeVisible();
    acceptNextConfirm(page, name);
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').getByText('Contact deleted successfully')).toBeVisible();
    await expect(page.getByText('Showing 1 to 10 of 11 contacts')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test('settings: shows the site settings, brochure and password forms, with field errors', async ({ page, signIn }) => {
  await signIn(page);
  await openSection(page, 'Settings');
  const email = page.getByLabel('Email');
  await expect(email).not.toHaveValue('');
  const original = await email.inputValue();
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await email.fill(original);
  await expect(page.getByLabel('New brochure (PDF)')).toBeVisible();
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expectNoAxeViolations(page);
});
