import type { Page } from '@playwright/test';
import type { ServiceContext } from '../../src/server/context';
import {
  createResult,
  updateDocument,
  uploadAnnualReport,
  uploadDocument,
} from '../../src/server/features/disclosure/admin';
import { certificatePdf, createCampus } from '../factories/disclosure';
import { expect, expectNoAxeViolations, test, useTheme, waitForHydration } from './fixtures';

// The dashboard's Disclosure: the office uploads a campus's fire safety certificate with its dates
// and sees it in the section and as Present in the checklist; the section passes axe in both themes
// and fits a phone. Each test makes a campus of its own (tests run in parallel against one database)
// and opens the section on it by its address.

const FIRE_SAFETY = /Copy of valid fire safety certificate/;
const FIRE_SAFETY_REPLACE = /^Replace PDF: Copy of valid fire safety certificate/;

async function openSection(page: Page, slug: string) {
  await page.goto(`/admin/disclosure?campus=${slug}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Disclosure' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Checklist: / })).toBeVisible();
}

/** A campus with something in every part of the section: a certificate, a not-applicable item, a report, results. */
async function filledCampus(svc: ServiceContext) {
  const campus = createCampus(svc);
  const year = new Date().getFullYear();
  await uploadDocument(
    svc,
    {
      campusId: campus.id,
      item: 'affiliation-letter',
      issuedOn: `${year - 1}-04-01`,
      validUntil: `${year + 3}-03-31`,
      notApplicable: false,
    },
    certificatePdf('Affiliation letter'),
    'Affiliation letter.pdf',
  );
  await updateDocument(svc, { campusId: campus.id, item: 'noc', issuedOn: '', validUntil: '', notApplicable: true });
  await uploadAnnualReport(
    svc,
    { campusId: campus.id, academicYear: '2025-26' },
    certificatePdf('Annual report'),
    'Annual report 2025-26.pdf',
  );
  for (const [classLevel, registered, passed] of [
    ['X', 84, 83],
    ['XII', 61, 61],
  ] as const)
    createResult(svc, { campusId: campus.id, classLevel, year: year - 1, registered, passed, remarks: '' });
  return campus;
}

test('the office uploads a fire safety certificate with its dates; the checklist says Present', async ({
  page,
  signIn,
  serverServices,
  consoleErrors,
}) => {
  test.slow();
  const campus = createCampus(serverServices);
  const until = `${new Date().getFullYear() + 3}-03-31`;
  await signIn(page);
  await openSection(page, campus.slug);

  const problems = page.getByRole('heading', { level: 2, name: /^Checklist: / });
  const before = Number(/(\d+) problems?/.exec((await problems.textContent()) ?? '')?.[1]);
  expect(before).toBeGreaterThan(0);
  const fireRow = page.locator('#disclosure-doc-fire-safety');
  await expect(fireRow.getByText('No PDF yet.')).toBeVisible();

  await page.getByRole('button', { name: /^Upload PDF: Copy of valid fire safety certificate/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload PDF' });
  await dialog.getByLabel('PDF', { exact: true }).setInputFiles({
    name: 'Fire NOC 2026.pdf',
    mimeType: 'application/pdf',
    buffer: certificatePdf('Fire safety certificate'),
  });
  await dialog.getByLabel('Date of issue').fill('2026-04-01');
  // The valid-until date of a certificate is required before anything is sent.
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('Valid until is required for this certificate')).toBeVisible();
  await expect(dialog.getByLabel('Valid until')).toBeFocused();
  await dialog.getByLabel('Valid until').fill(until);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('status').getByText('Document saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Listed with its file, size and dates, linked to its own address on the disclosure.
  const link = fireRow.getByRole('link', { name: 'Fire NOC 2026.pdf' });
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^/mandatory-public-disclosure/${campus.slug}/documents/\\d+$`),
  );
  await expect(fireRow.getByText(/^Issued 1 Apr 2026 · Valid until 31 Mar \d{4}$/)).toBeVisible();
  await expect(fireRow.getByRole('button', { name: FIRE_SAFETY_REPLACE })).toBeVisible();

  // The checklist: one problem fewer, and the certificate is in order, Present.
  await expect(problems).toHaveText(
    before - 1 === 0 ? 'Checklist: No problems' : new RegExp(`^Checklist: ${before - 1} problems?$`),
  );
  await page.getByText(/^In order \(\d+ items?\)$/).click();
  const entry = page.locator('.disclosure-check').filter({ hasText: FIRE_SAFETY });
  await expect(entry.getByText('Present', { exact: true })).toBeVisible();
  await expect(entry.getByText(/^Valid until 31 Mar \d{4}$/)).toBeVisible();

  // A board result: the pass percentage is worked out; the same year twice is refused beside Year.
  const year = String(new Date().getFullYear() - 1);
  for (const attempt of [1, 2]) {
    await page.getByRole('button', { name: 'Add result' }).click();
    const add = page.getByRole('dialog', { name: 'Add result' });
    await add.getByLabel('Year').fill(year);
    await add.getByLabel('Registered students').fill('80');
    await add.getByLabel('Students passed').fill('79');
    await expect(add.getByText('Pass percentage: 98.75%')).toBeVisible();
    await add.getByRole('button', { name: 'Create', exact: true }).click();
    if (attempt === 1) {
      await expect(page.getByRole('status').getByText('Result saved')).toBeVisible();
      await expect(add).toBeHidden();
    } else {
      // Beside Year: its message describes the field, which takes the focus.
      await expect(add.getByLabel('Year')).toHaveAccessibleDescription(/Results for this year are already recorded/);
      await expect(add.getByLabel('Year')).toBeFocused();
      // The browser logs the refused request (400) itself; nothing else may fail.
      expect(consoleErrors).toEqual([expect.stringContaining('400')]);
      consoleErrors.length = 0;
      // Leaving the typed numbers asks first.
      page.once('dialog', (d) => void d.accept());
      await add.getByRole('button', { name: 'Cancel' }).click();
    }
  }
  await expect(page.getByRole('dialog')).toBeHidden();
  const table = page.getByRole('table', { name: 'Class X board results' });
  await expect(table.getByRole('row', { name: new RegExp(`^${year} 80 79 98\\.75%`) })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Disclosure section has no axe violations (${theme})`, async ({ page, signIn, serverServices }) => {
    const campus = await filledCampus(serverServices);
    await useTheme(page, theme);
    await signIn(page);
    await openSection(page, campus.slug);
    await expect(page.getByRole('link', { name: 'Affiliation letter.pdf' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Class XII board results' })).toBeVisible();
    await expectNoAxeViolations(page);
    // With the dialogs open as well.
    await page.getByRole('button', { name: /^Replace PDF: Copies of affiliation/ }).click();
    await expect(page.getByRole('dialog', { name: 'Replace PDF' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('at 375 px the page itself never scrolls sideways; the results tables scroll in their own region', async ({
  page,
  signIn,
  serverServices,
}) => {
  const campus = await filledCampus(serverServices);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await openSection(page, campus.slug);
  await expect(page.getByRole('table', { name: 'Class X board results' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  const region = page.getByRole('region', { name: 'Class X results table' });
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(region).toHaveAttribute('tabindex', '0');
});
