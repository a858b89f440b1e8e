import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_SETTINGS } from '../../src/shared/schemas/settings';
import { seededAdmissionsTexts } from '../helpers/seeded-year';
import { expect, expectNoAxeViolations, test, useTheme, waitForHydration } from './fixtures';

// The school office makes the site its own from Settings: name, colour and the admissions classes,
// seen at once on the public site. Each test puts the seeded settings back, whatever happens.

const GREEN = '#14532d';

async function openSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByText('Settings', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

/** Saves settings through the API as the dashboard does (the server clears its page cache). */
async function saveSettings(request: APIRequestContext, cookie: string, patch: Record<string, unknown>) {
  const res = await request.post('/trpc/admin.settings.save', { headers: { cookie }, data: patch });
  expect(res.status(), await res.text()).toBe(200);
}

const RESTORE = {
  schoolName: DEFAULT_SETTINGS.schoolName,
  shortName: DEFAULT_SETTINGS.shortName,
  tagline: DEFAULT_SETTINGS.tagline,
  primaryColor: DEFAULT_SETTINGS.primaryColor,
  admissionsOpen: DEFAULT_SETTINGS.admissionsOpen,
  applicationClasses: DEFAULT_SETTINGS.applicationClasses,
};

test.afterEach(async ({ request, adminCookie }) => {
  await saveSettings(request, adminCookie(), RESTORE);
});

const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test('the administrator renames the school and picks a colour; the public site shows both', async ({
  page,
  signIn,
}) => {
  await signIn(page);
  await openSettings(page);
  const panel = page.getByRole('form', { name: 'Name and colours' });
  await panel.getByLabel('School name').fill('Green Valley Academy');
  await panel.getByLabel('Short name').fill('Green Valley');
  await panel.getByLabel('Primary colour').fill(GREEN);
  await expect(panel.getByText(/^Readable: white button text on it has a contrast of/)).toBeVisible();
  await panel.getByRole('button', { name: 'Save Branding' }).click();
  await expect(page.getByText('Branding saved successfully')).toBeVisible();

  await page.goto('/');
  await waitForHydration(page);
  await expect(page).toHaveTitle(/^Green Valley Academy \| /);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Green Valley/ }).first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Why Green Valley' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(
    `© 2010–${new Date().getFullYear()} Green Valley Academy. All rights reserved.`,
  );
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Green Valley Academy' })).toBeVisible();
  expect(await cssVar(page, '--color-primary')).toBe(GREEN);
  await expect(page.locator('meta[name="theme-color"]')).not.toHaveAttribute('content', '#5b21b6');

  // Client-side navigation keeps the name in the title.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alumni' }).click();
  await expect(page).toHaveTitle('Alumni | Green Valley Academy');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the derived palette passes axe (${theme})`, async ({ page, request, adminCookie }) => {
    // Three pages, each hydrated and checked by axe: more than one page's time.
    test.slow();
    await saveSettings(request, adminCookie(), { primaryColor: GREEN });
    await useTheme(page, theme);
    for (const path of ['/', '/contact', '/apply']) {
      await page.goto(path);
      await waitForHydration(page);
      const primary = await cssVar(page, '--color-primary');
      // The dark theme uses a lighter shade of the school's colour for text on dark backgrounds.
      if (theme === 'light') expect(primary).toBe(GREEN);
      else expect(primary).not.toBe(GREEN);
      await expectNoAxeViolations(page);
    }
  });
}

test('a colour too light for white button text is refused with the reason, and nothing changes', async ({
  page,
  signIn,
}) => {
  await signIn(page);
  await openSettings(page);
  const panel = page.getByRole('form', { name: 'Name and colours' });
  const colour = panel.getByLabel('Primary colour');
  await colour.fill('#facc15');
  // Said while picking, before saving.
  await expect(colour).toHaveAccessibleDescription(
    /^This colour is too light: white button text on it has a contrast of 1\.\d:1; it needs at least 4\.5:1\.$/,
  );
  await panel.getByRole('button', { name: 'Save Branding' }).click();
  await expect(colour).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText(/^This colour is too light/)).toBeVisible();

  await page.goto('/');
  expect(await cssVar(page, '--color-primary')).toBe(DEFAULT_SETTINGS.primaryColor);
});

test('the classes open for application make the /apply list; the server refuses any other', async ({
  page,
  signIn,
  request,
}) => {
  await signIn(page);
  await openSettings(page);
  const panel = page.getByRole('form', { name: 'Admissions' });
  // A new install's texts each say what the switch shows them for: no warning.
  await expect(panel.getByRole('status')).toHaveText('');
  const classes = panel.getByRole('group', { name: 'Classes open for application' });
  for (const label of ['Nursery', 'LKG', 'UKG', 'Class 1', 'Class 2', 'Class 3']) {
    await classes.getByRole('checkbox', { name: label, exact: true }).uncheck();
  }
  await classes.getByRole('checkbox', { name: 'Class 4', exact: true }).check();
  await classes.getByRole('checkbox', { name: 'Class 5', exact: true }).check();
  await panel.getByRole('button', { name: 'Save Admissions' }).click();
  await expect(page.getByText('Admissions saved successfully')).toBeVisible();

  await page.goto('/apply');
  await waitForHydration(page);
  const select = page.getByLabel('Class Applying For');
  await expect(select.getByRole('option')).toHaveText(['Select class', 'Class 4', 'Class 5']);

  // A class that is not open, sent straight to the API, is refused beside its field.
  const refused = await request.post('/trpc/applications.create', {
    data: {
      studentName: 'Zainab Qureshi',
      dateOfBirth: '2016-04-12',
      classApplying: 'nursery',
      gender: 'female',
      fatherName: 'Imran Qureshi',
      motherName: 'Sana Qureshi',
      contactNumber: '9876501234',
      email: 'sana.parent@example.com',
      address: '14 Akot Road, Panchmori, Akola',
      agreeToTerms: true,
      guardianConsent: true,
    },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.data.fieldErrors).toEqual({
    classApplying: ['Please choose a class from the list'],
  });
});

test('closed admissions: /apply says so, without the form', async ({ page, request, adminCookie }) => {
  await saveSettings(request, adminCookie(), { admissionsOpen: false });
  await page.goto('/apply');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Admissions are closed' })).toBeVisible();
  await expect(page.getByText(seededAdmissionsTexts().closed)).toBeVisible();
  await expect(page.getByLabel('Class Applying For')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'send an enquiry' })).toHaveAttribute(
    'href',
    '/contact#enquiry',
  );
  await expectNoAxeViolations(page);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the settings panels pass axe (${theme})`, async ({ page, signIn }) => {
    await useTheme(page, theme);
    await signIn(page);
    await openSettings(page);
    await expect(page.getByRole('form', { name: 'Name and colours' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Logo' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
