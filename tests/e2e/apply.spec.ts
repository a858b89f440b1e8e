import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, holdPageScript, test, waitForHydration, waitForIsland } from './fixtures';

// The online application at /apply. Labels and messages are written out here, not imported from the
// source, so a changed label or message fails here.
const REQUIRED_MESSAGES: [string, string][] = [
  ['Student Name', 'Student name is required'],
  ['Date of Birth', 'Date of birth is required'],
  ['Class Applying For', 'Class applying for is required'],
  ['Gender', 'Gender is required'],
  ["Father's Name", "Father's name is required"],
  ["Mother's Name", "Mother's name is required"],
  ['Contact Number', 'Contact number is required'],
  ['Email Address', 'Email address is required'],
];

/** What only an island needs: React (with the public runtime's stand-ins), the islands' runtime, the form. */
const ISLAND_SCRIPTS = /^\/assets\/(react|runtime|application-form)-[\w-]{8}\.js$/;

async function openForm(page: Page) {
  await page.goto('/apply');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Application Form' })).toBeVisible();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const CONSENT_LABEL =
  'I am the parent or lawful guardian of this child, and I consent to the school using these details to process this application as described in the Privacy Notice.';

async function fillValid(page: Page, studentName: string) {
  await field(page, 'Student Name').fill(studentName);
  await field(page, 'Date of Birth').fill('2020-05-17');
  await field(page, 'Class Applying For').selectOption({ label: 'LKG' });
  await field(page, 'Gender').selectOption({ label: 'Male' });
  await field(page, "Father's Name").fill('Imran Shaikh');
  await field(page, "Mother's Name").fill('Sana Shaikh');
  await field(page, 'Contact Number').fill('9876543210');
  await field(page, 'Email Address').fill('sana.shaikh@example.com');
  await field(page, 'Address').fill('12 Ganga Nagar, Akola');
  await field(page, 'Previous School').fill('Little Stars Nursery');
  await field(page, 'Blood Group').selectOption('B+');
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await page.getByRole('checkbox', { name: CONSENT_LABEL }).check();
}

test('the form has every application field, the required documents and the submit button', async ({ page }) => {
  await openForm(page);
  for (const label of [
    'Student Name',
    'Date of Birth',
    'Class Applying For',
    'Gender',
    "Father's Name",
    "Mother's Name",
    'Contact Number',
    'Email Address',
    'Address',
  ]) {
    await expect(field(page, label)).toBeVisible();
    await expect(field(page, label)).toHaveAttribute('required', '');
  }
  for (const label of ['Previous School', 'Blood Group']) {
    await expect(field(page, label)).toBeVisible();
    await expect(field(page, label)).not.toHaveAttribute('required', '');
  }
  await expect(field(page, 'Date of Birth')).toHaveAttribute('type', 'date');
  await expect(field(page, 'Contact Number')).toHaveAttribute('type', 'tel');
  await expect(field(page, 'Address')).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(field(page, 'Class Applying For').locator('option')).toHaveText([
    'Select class',
    'Nursery',
    'LKG',
    'UKG',
    'Class 1',
    'Class 2',
    'Class 3',
  ]);
  await expect(field(page, 'Gender').locator('option')).toHaveText(['Select gender', 'Male', 'Female']);
  await expect(field(page, 'Blood Group').locator('option')).toHaveText([
    'Select blood group',
    'A+',
    'A-',
    'B+',
    'B-',
    'AB+',
    'AB-',
    'O+',
    'O-',
  ]);
  const docs = page.getByRole('complementary').getByRole('listitem');
  await expect(docs).toHaveText([
    'Birth certificate',
    'Aadhaar card (student and parent)',
    'Transfer certificate (above Nursery)',
    'Previous report card (if applicable)',
    'Health certificate',
    'Recent passport-size photographs',
  ]);
  await expect(page.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: CONSENT_LABEL, exact: true })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: CONSENT_LABEL, exact: true })).toHaveAttribute('required', '');
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
});

test('an empty submit shows every required-field message beside its field', async ({ page }) => {
  await openForm(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  for (const [label, message] of REQUIRED_MESSAGES) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, label)).toHaveAccessibleDescription(message);
  }
  await expect(field(page, 'Address')).toHaveAccessibleDescription('Address is required');
  await expect(page.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).toHaveAccessibleDescription(
    'You must agree to the terms and conditions',
  );
  await expect(page.getByRole('checkbox', { name: CONSENT_LABEL })).toHaveAccessibleDescription(
    "Please confirm that you are the child's parent or lawful guardian and consent",
  );
  await expect(page.getByRole('alert')).toContainText('Please correct the 11 fields marked below.');
  // The first invalid field gets the focus; fixing a field clears its message.
  await expect(field(page, 'Student Name')).toBeFocused();
  await field(page, 'Student Name').fill('Amina');
  await expect(page.getByText('Student name is required')).toHaveCount(0);
  await expect(field(page, 'Student Name')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a bad email, a short contact number and a future date of birth are refused', async ({ page }) => {
  await openForm(page);
  await fillValid(page, 'Validation Child');
  await field(page, 'Email Address').fill('parent@example');
  await field(page, 'Contact Number').fill('98765');
  await field(page, 'Date of Birth').fill(`${new Date().getFullYear() + 1}-01-01`);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(field(page, 'Email Address')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(field(page, 'Contact Number')).toHaveAccessibleDescription('Contact number must be exactly 10 digits');
  await expect(field(page, 'Date of Birth')).toHaveAccessibleDescription('Date of birth must be in the past');
  await expect(page.getByRole('heading', { name: 'Application submitted successfully' })).toHaveCount(0);
});

test('the contact number accepts digits only, up to 10', async ({ page }) => {
  await openForm(page);
  await field(page, 'Contact Number').pressSequentially('98a76-5432 10999');
  await expect(field(page, 'Contact Number')).toHaveValue('9876543210');
});

test('a contact number typed in Devanagari or Urdu digits shows as the digits 0-9', async ({ page }) => {
  await openForm(page);
  await field(page, 'Contact Number').pressSequentially('९८७६५۴۳۲۱۰');
  await expect(field(page, 'Contact Number')).toHaveValue('9876543210');
});

test('the page loads no React until a parent starts on the form, and the form validates once they have', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/apply');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The site script and its small chunks only: the form is the server's HTML until it is used.
  expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/site-[\w-]+\.js$/));
  expect(scripts.filter((src) => ISLAND_SCRIPTS.test(src))).toEqual([]);

  await field(page, 'Student Name').focus();
  await waitForIsland(field(page, 'Student Name'));
  // Now React, the islands' runtime and the form's own module.
  const named = scripts.map((src) => src.replace(/-[\w-]{8}\.js$/, ''));
  expect(named).toEqual(expect.arrayContaining(['/assets/react', '/assets/runtime', '/assets/application-form']));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(field(page, 'Student Name')).toHaveAccessibleDescription('Student name is required');
  await expect(page.getByRole('alert')).toContainText('Please correct the 11 fields marked below.');
  await expect(field(page, 'Student Name')).toBeFocused();
});

test('an application filled in and ticked before the page script ran is sent as filled in', async ({ page }) => {
  // A slow connection: the form is used before the script that takes it over has arrived.
  const studentName = `E2E Early ${Date.now()}`;
  const release = await holdPageScript(page);
  await page.goto('/apply', { waitUntil: 'domcontentloaded' });
  await fillValid(page, studentName);
  release();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Application submitted successfully' })).toBeVisible();
  await expect(page.locator('main')).toContainText(`We have received the application for ${studentName}`);
});

test('a complete application is confirmed and reaches the administrator', async ({
  page,
  request,
  baseURL,
  adminCookie,
}) => {
  const studentName = `E2E Applicant ${Date.now()}`;
  await openForm(page);
  await fillValid(page, studentName);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const confirmation = page.getByRole('heading', { name: 'Application submitted successfully' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  await expect(page.locator('main')).toContainText(`We have received the application for ${studentName}`);
  const reference = await page
    .locator('main')
    .getByText(/^APP-\d{4}-\d{5}$/)
    .textContent();

  // The administrator sees it (through the API with a session cookie; the dashboard's own tests cover its UI).
  const headers = { origin: String(baseURL), cookie: adminCookie() };
  const list = await request.post('/trpc/admin.applications.list', { data: { search: studentName }, headers });
  expect(list.status()).toBe(200);
  const rows = (await list.json()).result.data.items as Record<string, unknown>[];
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    reference,
    studentName,
    dateOfBirth: '2020-05-17',
    classApplying: 'lkg',
    gender: 'male',
    fatherName: 'Imran Shaikh',
    motherName: 'Sana Shaikh',
    contactNumber: '9876543210',
    email: 'sana.shaikh@example.com',
    address: '12 Ganga Nagar, Akola',
    previousSchool: 'Little Stars Nursery',
    bloodGroup: 'B+',
    status: 'new',
  });

  // 'Submit another application' starts a fresh form.
  await page.getByRole('button', { name: 'Submit another application' }).click();
  await expect(field(page, 'Student Name')).toHaveValue('');
});

test('the dashboard Applications section pages, searches, filters, sets status, exports and deletes', async ({
  page,
  request,
  baseURL,
  signIn,
}) => {
  const tag = `Dash${Date.now()}`;
  const origin = { origin: String(baseURL) };
  for (let i = 1; i <= 11; i++) {
    const res = await request.post('/trpc/applications.create', {
      headers: origin,
      data: {
        studentName: `${tag} Child ${String(i).padStart(2, '0')}`,
        dateOfBirth: '2019-08-21',
        classApplying: 'ukg',
        gender: i % 2 ? 'female' : 'male',
        fatherName: 'Yusuf Pathan',
        motherName: 'Rukhsar Pathan',
        contactNumber: `91234567${String(i).padStart(2, '0')}`,
        email: `${tag.toLowerCase()}.${i}@example.com`,
        address: 'Akot Road, Panchmori, Akola',
        agreeToTerms: true,
        guardianConsent: true,
      },
    });
    expect(res.status()).toBe(200);
  }
  await signIn(page);
  await page.getByRole('button', { name: 'Applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();

  await page.getByLabel('Search applications').fill(tag);
  await expect(page.getByText('Showing 1 to 10 of 11 applications')).toBeVisible();
  const cards = page.locator('.apps-list > li');
  await expect(cards).toHaveCount(10);
  // Newest first.
  await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(`${tag} Child 11`);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 11 to 11 of 11 applications')).toBeVisible();
  await expect(page.getByText('page 2 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Search by phone finds one application.
  const name = `${tag} Child 03`;
  await page.getByLabel('Search applications').fill('9123456703');
  await expect(page.getByText('Showing 1 to 1 of 1 applications')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  await page.getByLabel(`Status for ${name}`).selectOption('accepted');
  await expect(page.getByText('Application updated successfully')).toBeVisible();
  await expect(cards.first().locator('.apps-badge')).toHaveText('Accepted');

  await page.getByLabel('Search applications').fill(tag);
  await page.getByLabel('Filter by status').selectOption('accepted');
  await expect(page.getByText('Showing 1 to 1 of 1 applications')).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvPath = await download.path();
  const csv = fs.readFileSync(csvPath, 'utf8');
  expect(csv).toContain(name);
  expect(csv).toContain('Accepted');
  expect(csv).not.toContain(`${tag} Child 04`);

  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe(`Are you sure you want to delete this item? “${name}”`);
    await dialog.accept();
  });
  await page.getByRole('button', { name: `Delete application from ${name}` }).click();
  await expect(page.getByText('Application deleted successfully')).toBeVisible();
  await expect(page.getByText('No applications found.')).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('');
  await expect(page.getByText('Showing 1 to 10 of 10 applications')).toBeVisible();
});
