import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { createEnquiry } from '../../src/server/features/enquiries/service';
import { EnquiryFieldsSchema } from '../../src/shared/schemas/enquiry';
import { makeEnquiryInput } from '../factories/inputs';
import { expect, expectNoAxeViolations, test, useTheme } from './fixtures';

// The dashboard's Privacy section (src/client/admin/privacy/privacy-section.tsx): the office
// finds what the site holds about a parent, gives them a copy, and erases it. What is typed never
// goes into an address.

const uniqueEmail = () => `privacy.${randomUUID().slice(0, 8)}@example.com`;

async function openPrivacy(page: Page) {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Privacy', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/privacy$/);
}

async function search(page: Page, query: string) {
  await page.getByLabel('E-mail address, mobile number, name or JOB reference').fill(query);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}

test('the office finds a parent’s enquiry by e-mail, downloads a copy, erases it, and finds nothing after', async ({
  page,
  signIn,
  serverServices,
}) => {
  const email = uniqueEmail();
  createEnquiry(
    serverServices,
    EnquiryFieldsSchema.parse(makeEnquiryInput({ firstName: 'Kavya', lastName: 'Rao', email, mobile: '9812345670' })),
  );
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await signIn(page);
  await openPrivacy(page);
  // The periods in effect, with the way to change them.
  const retention = page.getByRole('region', { name: 'Retention' });
  // (Another spec may change them in Settings meanwhile: the number itself is not checked here.)
  await expect(retention.getByRole('definition').first()).toHaveText(/^\d+ months?$/);
  await expect(retention.getByRole('link', { name: 'Change in Settings' })).toHaveAttribute('href', '/admin/settings');

  // Any case finds it.
  await search(page, email.toUpperCase());
  await expect(page.getByRole('heading', { name: `Found: 1 enquiry for ${email}` })).toBeVisible();
  const found = page.getByRole('list', { name: 'Records found' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Kavya Rao');
  await expect(found).toContainText('New');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(copy.summary).toBe(`1 enquiry for ${email}`);
  expect(copy.enquiries).toEqual([expect.objectContaining({ name: 'Kavya Rao', email, mobile: '9812345670' })]);
  await expect(page.getByRole('status').filter({ hasText: `Downloaded (JSON): 1 enquiry for ${email}` })).toBeVisible();

  let question = '';
  page.once('dialog', async (dialog) => {
    question = dialog.message();
    await dialog.accept();
  });
  await page.getByRole('button', { name: 'Erase 1 record' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Erased 1 record for ${email}.` })).toBeVisible();
  expect(question).toBe('Erase 1 record? This cannot be undone.');
  await expect(page.getByRole('heading', { name: `Nothing is held for ${email}.` })).toBeVisible();

  // Searched again from the start: nothing, by address or by number.
  await page.reload();
  await search(page, email);
  await expect(page.getByRole('heading', { name: `Nothing is held for ${email}.` })).toBeVisible();
  await search(page, '+91 98123 45670');
  await expect(page.getByRole('heading', { name: 'Nothing is held for mobile 9812345670.' })).toBeVisible();

  // Nothing typed went into an address.
  const local = email.split('@')[0]!;
  expect(addresses.filter((a) => a.includes(local) || a.includes('98123'))).toEqual([]);
});

test('a search that is no address, number, name or reference is refused beside the field', async ({ page, signIn }) => {
  await signIn(page);
  await openPrivacy(page);
  await search(page, '98765');
  await expect(
    page.getByText(
      'Enter an e-mail address, a mobile number with its 10 digits, a candidate’s name or a JOB reference',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('E-mail address, mobile number, name or JOB reference')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test.describe('accessibility of the Privacy section', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing on /admin/privacy with results shown (${theme})`, async ({
      page,
      signIn,
      serverServices,
    }) => {
      await useTheme(page, theme);
      const email = uniqueEmail();
      createEnquiry(serverServices, EnquiryFieldsSchema.parse(makeEnquiryInput({ firstName: 'Axe', email })));
      await signIn(page);
      await page.goto('/admin/privacy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Run now' })).toBeVisible();
      await expectNoAxeViolations(page);
      await search(page, email);
      await expect(page.getByRole('heading', { name: `Found: 1 enquiry for ${email}` })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoAxeViolations(page);
    });
  }
});
