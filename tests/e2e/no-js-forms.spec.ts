import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { E2E_LOCKABLE_USERNAME, expect, test, waitForHydration } from './fixtures';

// The Enquiry Form and the application form work with JavaScript off: they post to their own page,
// the server answers with the outcome, and nothing the parent typed ever appears in a URL.

const ENQUIRY_SUCCESS =
  'Thank you! Your enquiry has been submitted successfully. Our admissions team will contact you soon.';

/** Every URL the page requested or showed, to check that none of them holds what was typed. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => urls.push(req.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

function expectNoneHolds(urls: string[], typed: string[]) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const decoded = decodeURIComponent(url.replace(/\+/g, ' '));
    for (const value of typed) expect(decoded, `a URL holds "${value}"`).not.toContain(value);
  }
}

/** The 422 answer is expected; Chromium reports any 4xx document in the console. */
function allowUnprocessable(errors: string[]) {
  const expected = /^Failed to load resource: the server responded with a status of 422\b/;
  for (let i = errors.length - 1; i >= 0; i--) if (expected.test(String(errors[i]))) errors.splice(i, 1);
}

function stored<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(path.join(String(process.env.E2E_DATA_DIR), 'school.db'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

const enquiryForm = (page: Page) => page.getByRole('form', { name: 'Enquiry Form' });

async function fillEnquiry(form: Locator, values: { firstName: string; email: string; mobile: string }) {
  // State and city start at Maharashtra and Akola, so the school list is already there.
  await form.getByLabel('School').selectOption('Pachmori');
  await form.getByLabel('First name').fill(values.firstName);
  await form.getByLabel('Last name').fill('Shaikh');
  await form.getByLabel('Grade').selectOption('Grade 4');
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Mobile').fill(values.mobile);
  await form.getByLabel('Address').fill('12 Ganga Nagar, Akola');
}

const applyField = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillApplication(page: Page, studentName: string) {
  await applyField(page, 'Student Name').fill(studentName);
  await applyField(page, 'Date of Birth').fill('2020-05-17');
  await applyField(page, 'Class Applying For').selectOption({ label: 'LKG' });
  await applyField(page, 'Gender').selectOption({ label: 'Female' });
  await applyField(page, "Father's Name").fill('Imran Shaikh');
  await applyField(page, "Mother's Name").fill('Sana Shaikh');
  await applyField(page, 'Contact Number').fill('9876543210');
  await applyField(page, 'Email Address').fill('nojs.apply@example.com');
  await applyField(page, 'Address').fill('12 Ganga Nagar, Akola');
  await applyField(page, 'Blood Group').selectOption('O+');
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await page.getByRole('checkbox', { name: 'I am the parent or lawful guardian of this child' }).check();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const pagePath of ['/contact', '/']) {
    test(`the enquiry form on ${pagePath} is stored and confirmed, and the URL holds nothing typed`, async ({
      page,
    }) => {
      const urls = recordUrls(page);
      const firstName = `NoScript${pagePath.length}`;
      const email = `nojs-${Date.now()}-${pagePath.length}@example.com`;
      await page.goto(pagePath);
      await fillEnquiry(enquiryForm(page), { firstName, email, mobile: '9876543210' });
      await enquiryForm(page).getByRole('button', { name: 'Submit Enquiry' }).click();

      const banner = page.getByRole('status').filter({ hasText: ENQUIRY_SUCCESS });
      await expect(banner).toBeVisible();
      await expect(banner).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${pagePath === '/' ? '/' : '/contact'}#enquiry-form$`));
      // A fresh form under the banner, as after the JavaScript path's reset.
      await expect(enquiryForm(page).getByLabel('First name')).toHaveValue('');
      expect(stored('select name, email, school, grade, status from enquiries where email = ?', email)).toEqual({
        name: `${firstName} Shaikh`,
        email,
        school: 'Pachmori',
        grade: 'Grade 4',
        status: 'new',
      });
      expectNoneHolds(urls, [firstName, email, '9876543210', 'Ganga Nagar', 'Pachmori']);
    });
  }

  test('an invalid enquiry comes back with messages beside the fields and the typed values kept', async ({
    page,
    consoleErrors,
  }) => {
    const urls = recordUrls(page);
    await page.goto('/contact');
    const form = enquiryForm(page);
    await fillEnquiry(form, { firstName: 'Halima', email: 'halima@nowhere', mobile: '98765' });
    await form.getByLabel('Last name').fill('');
    await form.getByRole('button', { name: 'Submit Enquiry' }).click();

    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Mobile')).toHaveAccessibleDescription('Mobile number must be exactly 10 digits');
    await expect(form.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required');
    await expect(form.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First name')).toHaveValue('Halima');
    await expect(form.getByLabel('Email')).toHaveValue('halima@nowhere');
    await expect(form.getByLabel('Mobile')).toHaveValue('98765');
    await expect(form.getByLabel('School')).toHaveValue('Pachmori');
    await expect(form.getByLabel('Grade')).toHaveValue('Grade 4');
    await expect(form.getByLabel('Address')).toHaveValue('12 Ganga Nagar, Akola');
    await expect(page.getByText(ENQUIRY_SUCCESS)).toHaveCount(0);
    expect(stored('select id from enquiries where email = ?', 'halima@nowhere')).toBeUndefined();
    expectNoneHolds(urls, ['Halima', 'halima@nowhere', '98765', 'Ganga Nagar']);
    allowUnprocessable(consoleErrors);
  });

  test('an application is stored and confirmed with its reference number; the URL holds nothing typed', async ({
    page,
  }) => {
    const urls = recordUrls(page);
    const studentName = `NoScript Applicant ${Date.now()}`;
    await page.goto('/apply');
    await fillApplication(page, studentName);
    await page.getByRole('button', { name: 'Submit Application' }).click();

    const confirmation = page.getByRole('heading', { name: 'Application submitted successfully' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeInViewport();
    await expect(page).toHaveURL(/^[^?]*\/apply#application$/);
    const row = stored<{ reference: string; dateOfBirth: string }>(
      'select reference, date_of_birth as dateOfBirth from applications where student_name = ?',
      studentName,
    );
    expect(row?.dateOfBirth).toBe('2020-05-17');
    await expect(page.locator('main')).toContainText(`We have received the application for ${studentName}`);
    await expect(page.locator('main').getByText(row!.reference, { exact: true })).toBeVisible();
    expectNoneHolds(urls, [studentName, 'nojs.apply@example.com', '9876543210', '2020-05-17', 'Imran']);

    // 'Submit another application' opens a fresh form without JavaScript too.
    await page.getByRole('button', { name: 'Submit another application' }).click();
    await expect(applyField(page, 'Student Name')).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Application submitted successfully' })).toHaveCount(0);
  });

  test('an invalid application comes back with messages, the count alert and the typed values kept', async ({
    page,
    consoleErrors,
  }) => {
    const urls = recordUrls(page);
    await page.goto('/apply');
    await fillApplication(page, 'Incomplete Applicant');
    await applyField(page, 'Contact Number').fill('98765');
    await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).uncheck();
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByRole('alert')).toContainText('Please correct the 2 fields marked below.');
    await expect(page.getByRole('alert')).toBeInViewport();
    await expect(applyField(page, 'Contact Number')).toHaveAccessibleDescription(
      'Contact number must be exactly 10 digits',
    );
    await expect(applyField(page, 'Contact Number')).toHaveAttribute('aria-invalid', 'true');
    const terms = page.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await expect(terms).toHaveAccessibleDescription('You must agree to the terms and conditions');
    await expect(terms).not.toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: 'I am the parent or lawful guardian of this child' }),
    ).toBeChecked();
    await expect(applyField(page, 'Student Name')).toHaveValue('Incomplete Applicant');
    await expect(applyField(page, 'Date of Birth')).toHaveValue('2020-05-17');
    await expect(applyField(page, 'Class Applying For')).toHaveValue('lkg');
    await expect(applyField(page, 'Gender')).toHaveValue('female');
    await expect(applyField(page, 'Blood Group')).toHaveValue('O+');
    await expect(applyField(page, 'Contact Number')).toHaveValue('98765');
    expectNoneHolds(urls, ['Incomplete Applicant', 'nojs.apply@example.com', '98765', '2020-05-17']);
    allowUnprocessable(consoleErrors);
  });
});

test.describe('signing in with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form posts, signs in, and a refusal comes back with its message; no URL holds the password', async ({
    page,
    context,
    pageSignIn,
  }) => {
    const urls = recordUrls(page);
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(E2E_LOCKABLE_USERNAME);
    await page.getByLabel('Password', { exact: true }).fill('not the password at all');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?failed=invalid$/);
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');

    await page.getByLabel('Username').fill(pageSignIn.username);
    await page.getByLabel('Password', { exact: true }).fill(pageSignIn.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The second step without script: the password again, with the code (nothing typed in the address).
    await expect(page).toHaveURL(/\/admin\/login\?step=code$/);
    await page.getByLabel('Username').fill(pageSignIn.username);
    await page.getByLabel('Password', { exact: true }).fill(pageSignIn.password);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?failed=code&step=code$/);
    await expect(page.getByRole('alert')).toHaveText('That code is not right. Please try again.');
    await page.getByLabel('Username').fill(pageSignIn.username);
    await page.getByLabel('Password', { exact: true }).fill(pageSignIn.password);
    await page.getByLabel('Authentication code').fill(pageSignIn.code());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect((await context.cookies()).find((c) => c.name === 'sid')?.httpOnly).toBe(true);
    expectNoneHolds(urls, ['not the password at all', E2E_ADMIN_PASSWORD, pageSignIn.username]);
  });
});

test('with JavaScript the form still posts through tRPC, without a page navigation', async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const form = enquiryForm(page);
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', '/contact#enquiry-form');

  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  const email = `js-${Date.now()}@example.com`;
  await fillEnquiry(form, { firstName: 'Scripted', email, mobile: '9876543210' });
  const created = page.waitForResponse((res) => res.url().includes('/trpc/enquiry.create'));
  await form.getByRole('button', { name: 'Submit Enquiry' }).click();
  expect((await created).status()).toBe(200);
  await expect(page.getByText(ENQUIRY_SUCCESS)).toBeVisible();
  expect(navigations).toEqual([]);
  await expect(page).toHaveURL(/\/contact$/);
});

test('a form posted before JavaScript ran answers a page that hydrates without a mismatch and stays live', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const form = enquiryForm(page);
  await fillEnquiry(form, { firstName: 'Early', email: 'early@nowhere', mobile: '9876543210' });
  // A native submit skips React's handler, as a click before hydration would.
  await form.evaluate((el: HTMLFormElement) => el.submit());
  await page.waitForURL(/\/contact#enquiry-form$/);
  await waitForHydration(page);
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(form.getByLabel('First name')).toHaveValue('Early');
  // React owns the restored state: editing the field clears its message.
  await form.getByLabel('Email').fill('early@example.com');
  await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);
  allowUnprocessable(consoleErrors);
});
