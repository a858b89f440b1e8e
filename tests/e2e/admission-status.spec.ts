import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { ADMISSION_STATUS_WORDS, STAGE_FOR_PARENTS } from '../../src/shared/content/admission-words';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// A parent enquires from a link with utm tags, sees the reference on the confirmation, follows its
// link and checks the status at /admission-status, with JavaScript and without it.

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

async function fillEnquiry(form: Locator, email: string, mobile: string) {
  await form.getByLabel('School').selectOption('Pachmori');
  await form.getByLabel('First name').fill('Status');
  await form.getByLabel('Last name').fill('Parent');
  await form.getByLabel('Grade').selectOption('Grade 2');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile').fill(mobile);
  await form.getByLabel('Address').fill('4 Ganga Nagar, Akola');
  await form.getByLabel('How did you hear about us?').selectOption('School event');
}

async function checkStatus(page: Page, reference: string, last4: string) {
  await page.getByLabel(ADMISSION_STATUS_WORDS.referenceLabel).fill(reference);
  await page.getByLabel(ADMISSION_STATUS_WORDS.mobileLast4Label).fill(last4);
  await page.getByRole('button', { name: ADMISSION_STATUS_WORDS.submit }).click();
}

test('a parent enquires from a campaign link, keeps the reference and checks the status', async ({ page }) => {
  const email = `status-${Date.now()}@example.com`;
  await page.goto('/contact?utm_source=E2E-Flyer&utm_medium=print&utm_campaign=desk');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Enquiry Form' });
  await fillEnquiry(form, email, '9876501234');
  await form.getByRole('button', { name: 'Submit Enquiry' }).click();

  await expect.poll(() => stored('select id from enquiries where email = ?', email)).toBeTruthy();
  const row = stored<{
    reference: string;
    utmSource: string;
    utmCampaign: string;
    landingPath: string;
    heardFrom: string;
  }>(
    `select reference, utm_source as utmSource, utm_campaign as utmCampaign, landing_path as landingPath,
            heard_from as heardFrom from enquiries where email = ?`,
    email,
  );
  expect(row).toMatchObject({
    utmSource: 'e2e-flyer',
    utmCampaign: 'desk',
    landingPath: '/contact',
    heardFrom: 'school-event',
  });
  const reference = row!.reference;
  await expect(
    page.getByText(`Your reference number is ${reference}. Keep it to check the status of your enquiry.`),
  ).toBeVisible();

  await page.getByRole('link', { name: ADMISSION_STATUS_WORDS.checkStatusLink }).click();
  await expect(page).toHaveURL(/\/admission-status$/);
  await waitForHydration(page);
  await checkStatus(page, reference, '1234');
  await expect(page.getByText(STAGE_FOR_PARENTS.new)).toBeVisible();
  await expect(page).toHaveURL(/\/admission-status$/);

  await checkStatus(page, reference, '4321');
  await expect(page.getByRole('alert').filter({ hasText: ADMISSION_STATUS_WORDS.notFound })).toBeVisible();
  await expect(page.getByText(STAGE_FOR_PARENTS.new)).toBeHidden();
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the confirmation shows the reference and the status form answers by POST', async ({ page }) => {
    const email = `status-nojs-${Date.now()}@example.com`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Enquiry Form' });
    await fillEnquiry(form, email, '9876505678');
    await form.getByRole('button', { name: 'Submit Enquiry' }).click();
    const row = stored<{ reference: string }>('select reference from enquiries where email = ?', email);
    expect(row?.reference).toMatch(/^ENQ-\d{4}-\d{5}$/);
    await expect(page.getByText(`Your reference number is ${row!.reference}.`, { exact: false })).toBeVisible();

    await page.getByRole('link', { name: ADMISSION_STATUS_WORDS.checkStatusLink }).click();
    await checkStatus(page, row!.reference, '5678');
    await expect(page.getByText(STAGE_FOR_PARENTS.new)).toBeVisible();
    // Nothing typed is in the address.
    expect(page.url()).not.toContain(row!.reference);
    expect(page.url()).not.toContain('5678');
  });
});
