import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { disclosureDocuments } from '../../src/server/db/schema';
import { assemblePdf } from '../../src/server/lib/pdf';
import { createCampus } from '../factories/disclosure';
import { expect, test, waitForHydration } from './fixtures';

// An upload in the dashboard over a slow connection (docs/decisions/034-log-format-and-progress.md):
// a progress bar named after the file, with its percent, and "Cancel upload", which stops it and
// leaves nothing stored. Chromium's own network throttling slows the upload, so the progress is seen
// without waiting on a clock.

/**
 * A valid PDF of about 19 MB (a scanned annual report): one page whose picture is the bulk. Each test
 * sends one of its own size, so the file the other test stores in the shared DATA_DIR is never taken
 * for a copy of a cancelled one.
 */
function largePdf(extraBytes: number): Buffer {
  const picture = Buffer.alloc(19 * 1024 * 1024 + extraBytes, '0123456789\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 4 0 R >> >> >>',
    `<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${picture.length} >>\nstream\n${picture.toString('latin1')}\nendstream`,
  ];
  return assemblePdf(objects);
}

/** Sends at most `bytesPerSecond` from the page (-1: no limit), as a slow school connection would. */
async function throttleUpload(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

/** Files of DATA_DIR of exactly `bytes` (what a stored copy of the upload would be). */
function storedFilesOfSize(bytes: number): string[] {
  const dataDir = process.env.E2E_DATA_DIR!;
  return (fs.readdirSync(dataDir, { recursive: true }) as string[]).filter((rel) => {
    const stat = fs.statSync(path.join(dataDir, rel), { throwIfNoEntry: false });
    return stat?.isFile() && stat.size === bytes;
  });
}

async function openAnnualReportDialog(page: Page, slug: string) {
  await page.goto(`/admin/disclosure?campus=${slug}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Upload annual report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload annual report' });
  await dialog.getByLabel('Academic year').fill('2025-26');
  return dialog;
}

const file = { name: 'Annual report 2025-26.pdf', mimeType: 'application/pdf', buffer: largePdf(0) };
const cancelledPdf = largePdf(4096);
const cancelledFile = { ...file, buffer: cancelledPdf };

test('a 19 MB PDF uploads with a progress bar named after it and its percent', async ({
  page,
  signIn,
  serverServices,
}) => {
  test.slow();
  const campus = createCampus(serverServices);
  await signIn(page);
  const dialog = await openAnnualReportDialog(page, campus.slug);
  await dialog.getByLabel('PDF', { exact: true }).setInputFiles(file);
  const cdp = await throttleUpload(page, 512 * 1024);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

  const bar = dialog.getByRole('progressbar', { name: 'Uploading Annual report 2025-26.pdf' });
  await expect(bar).toBeVisible();
  // Part of the way: the bar's value and the percent beside it move with the bytes sent.
  await expect(dialog.getByText(/^Uploading Annual report 2025-26\.pdf: [1-9]\d?%$/)).toBeVisible();
  const value = Number(await bar.getAttribute('value'));
  expect(value).toBeGreaterThan(0);
  expect(value).toBeLessThan(1);
  await expect(dialog.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();

  // The connection recovers; the upload finishes and is saved.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('status').getByText('Annual report saved')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  const rows = serverServices.db
    .select({ fileName: disclosureDocuments.fileName })
    .from(disclosureDocuments)
    .where(eq(disclosureDocuments.campusId, campus.id))
    .all();
  expect(rows).toEqual([{ fileName: 'Annual report 2025-26.pdf' }]);
});

test('Cancel upload stops it: nothing is stored, and the form can be used again', async ({
  page,
  signIn,
  serverServices,
}) => {
  test.slow();
  const campus = createCampus(serverServices);
  await signIn(page);
  const dialog = await openAnnualReportDialog(page, campus.slug);
  await dialog.getByLabel('PDF', { exact: true }).setInputFiles(cancelledFile);
  await throttleUpload(page, 512 * 1024);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

  // Cancelled part of the way through.
  await expect(dialog.getByText(/^Uploading Annual report 2025-26\.pdf: [1-9]\d?%$/)).toBeVisible();
  const answered = page.waitForEvent('requestfailed', (r) => r.url().includes('admin.disclosure.annualReports.upload'));
  await dialog.getByRole('button', { name: 'Cancel upload' }).click();
  await answered;

  await expect(dialog.getByRole('progressbar')).toBeHidden();
  await expect(dialog.getByText('Upload cancelled. Nothing was saved.')).toBeVisible();
  // Nothing of it on the server: no row, no file of its size in DATA_DIR.
  const rows = serverServices.db
    .select({ id: disclosureDocuments.id })
    .from(disclosureDocuments)
    .where(eq(disclosureDocuments.campusId, campus.id))
    .all();
  expect(rows).toEqual([]);
  expect(storedFilesOfSize(cancelledPdf.length)).toEqual([]);

  // The form is usable again: its fields and buttons are enabled, and the dialog closes.
  await expect(dialog.getByLabel('Academic year')).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
  // The chosen file is still unsaved work: closing asks first.
  page.once('dialog', (d) => void d.accept());
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
});
