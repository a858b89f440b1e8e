import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, useTheme, waitForHydration } from './fixtures';

// The privacy notice (India's DPDP Act): the note and link beside each form's submit button, the
// application's consent, the footer link, the page itself in both themes, and the dashboard's Privacy
// panel publishing a new version. Texts are written out here, so a changed text fails here.
const CONSENT_LABEL =
  'I am the parent or lawful guardian of this child, and I consent to the school using these details to process this application as described in the Privacy Notice.';
const CONSENT_MESSAGE = "Please confirm that you are the child's parent or lawful guardian and consent";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a parent reads, beside the Enquiry Form’s submit button, what happens to the details, and opens the notice', async ({
  page,
}) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Enquiry Form' });
  const note = form.getByText(/^We use these details only to answer your enquiry and keep them for \d+ months?\./);
  await expect(note).toBeVisible();
  const submit = form.getByRole('button', { name: 'Submit Enquiry' });
  // Announced with the button, and right above it.
  await expect(submit).toHaveAccessibleDescription(/^We use these details only to answer your enquiry/);
  const [noteBox, submitBox] = [await note.boundingBox(), await submit.boundingBox()];
  expect(submitBox!.y - (noteBox!.y + noteBox!.height)).toBeLessThan(40);

  // The link opens the notice in a new tab, so what the parent typed stays in this one.
  await field(page, 'First name').fill('Amina');
  const link = note.getByRole('link', { name: 'Privacy Notice' });
  await expect(link).toHaveAttribute('href', '/privacy');
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(popup.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await popup.close();
  await expect(field(page, 'First name')).toHaveValue('Amina');
});

test('the application says what happens to the details, and needs the parent’s or guardian’s consent', async ({
  page,
}) => {
  await page.goto('/apply');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Student application' });
  const note = form.getByText(
    /^We use these details only to process this application and keep them for \d+ months?\. Read our Privacy Notice/,
  );
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
  const submit = form.getByRole('button', { name: 'Submit Application' });
  await expect(submit).toHaveAccessibleDescription(/^We use these details only to process this application/);

  // Everything filled in and the terms agreed, but no consent: refused beside the consent box.
  const studentName = `E2E Consent ${Date.now()}`;
  await field(page, 'Student Name').fill(studentName);
  await field(page, 'Date of Birth').fill('2020-05-17');
  await field(page, 'Class Applying For').selectOption({ label: 'LKG' });
  await field(page, 'Gender').selectOption({ label: 'Female' });
  await field(page, "Father's Name").fill('Imran Shaikh');
  await field(page, "Mother's Name").fill('Sana Shaikh');
  await field(page, 'Contact Number').fill('9876543210');
  await field(page, 'Email Address').fill('consent.e2e@example.com');
  await field(page, 'Address').fill('12 Ganga Nagar, Akola');
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await submit.click();
  const consent = page.getByRole('checkbox', { name: CONSENT_LABEL, exact: true });
  await expect(consent).toHaveAccessibleDescription(CONSENT_MESSAGE);
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('Please correct the field marked below.');
  await expect(page.getByRole('heading', { name: 'Application submitted successfully' })).toHaveCount(0);

  // Ticked, the application goes through.
  await consent.check();
  await expect(page.getByText(CONSENT_MESSAGE)).toHaveCount(0);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Application submitted successfully' })).toBeVisible();
});

test('every page links to the notice from the footer', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const statutory = page.getByRole('navigation', { name: 'Statutory information' });
  await statutory.getByRole('link', { name: 'Privacy Notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await expect(page.getByText(/^Version \d+, published \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  for (const heading of [
    'Who we are',
    'What we collect and why',
    'How long we keep it',
    'Who sees it',
    'Children’s data',
    'Access, correction and erasure',
    'Grievance officer',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  // The contents lead to each part.
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Grievance officer' }).click();
  await expect(page).toHaveURL(/\/privacy#grievance-officer$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Grievance officer' })).toBeInViewport();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the notice passes axe (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/privacy');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Grievance officer' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the Privacy panel in Settings names the grievance officer and publishes a new version', async ({
  page,
  signIn,
}) => {
  await signIn(page);
  await page.goto('/admin/settings');
  await waitForHydration(page);
  const panel = page.getByRole('form', { name: 'Privacy' });
  const name = panel.getByLabel('Grievance officer’s name', { exact: true });
  const enquiries = panel.getByLabel('Enquiries', { exact: true });
  const before = { name: await name.inputValue(), months: await enquiries.inputValue() };

  const versionShown = async () => {
    await page.goto('/privacy');
    const line = page.locator('.privacy-version');
    await expect(line).toHaveText(/^Version \d+, published/);
    return Number(/Version (\d+)/.exec((await line.textContent()) ?? '')?.[1]);
  };
  const version = await versionShown();

  await page.goto('/admin/settings');
  await waitForHydration(page);
  await enquiries.fill('0');
  await panel.getByRole('button', { name: 'Save Privacy' }).click();
  await expect(enquiries).toHaveAccessibleDescription('Enquiries must be at least 1 month');
  const officer = `Farah Siddiqui ${Date.now()}`;
  await name.fill(officer);
  await enquiries.fill('11');
  await panel.getByRole('button', { name: 'Save Privacy' }).click();
  await expect(page.getByText('Privacy settings saved')).toBeVisible();

  try {
    expect(await versionShown()).toBeGreaterThan(version);
    await expect(page.getByText(officer)).toBeVisible();
    await page.goto('/contact');
    await expect(page.getByText('keep them for 11 months.')).toBeVisible();
  } finally {
    // Put back what the other specs' pages show.
    await page.goto('/admin/settings');
    await waitForHydration(page);
    await name.fill(before.name);
    await enquiries.fill(before.months);
    await panel.getByRole('button', { name: 'Save Privacy' }).click();
    await expect(page.getByText('Privacy settings saved')).toBeVisible();
  }
});
