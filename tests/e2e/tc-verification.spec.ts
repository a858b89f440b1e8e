import { simplePdf } from '../../src/server/db/seed-data/notices';
import { TC_NO_MATCH_MESSAGE, TC_VERIFICATION_PATH } from '../../src/shared/disclosure';
import { attachTcPdf, createCampusRow, createTcRow } from '../factories/tc';
import { expect, expectNoAxeViolations, test, useTheme, waitForHydration } from './fixtures';

// Transfer-certificate verification: the office adds a TC with its scanned PDF in the dashboard; a
// receiving school verifies it on /tc-verification by its number and the date of birth, with and
// without JavaScript. Tests run in parallel against one server, so each TC carries a word of its own.
// Every lookup here comes from the same address: the spec stays well under TC_LOOKUP_LIMIT.
const word = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

test('the office adds a TC with its PDF; a visitor verifies it by number and date of birth', async ({
  page,
  signIn,
  serverServices,
}) => {
  test.slow();
  const w = word();
  const campus = createCampusRow(serverServices, `E2E Campus ${w}`);
  const tcNumber = `E2E/${w}`;

  await signIn(page);
  await page.goto('/admin/transfer-certificates');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Certificates' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Transfer Certificate' });
  await dialog.getByLabel('Campus').selectOption({ label: campus.name });
  await dialog.getByLabel('TC number').fill(tcNumber);
  await dialog.getByLabel('Student name').fill('Ayaan Sheikh');
  await dialog.getByLabel('Date of birth').fill('2012-05-14');
  await dialog.getByLabel('Date of issue').fill('2025-04-10');
  await dialog.getByLabel('Class left').fill('Class VIII');
  await dialog.getByLabel('PDF of the certificate').setInputFiles({
    name: `TC ${w}.pdf`,
    mimeType: 'application/pdf',
    buffer: simplePdf('Transfer Certificate', ['Ayaan Sheikh', 'Class VIII']),
  });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('status').getByText(`TC ${tcNumber} created`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: `TC ${tcNumber}` }) });
  await expect(card.getByText('Ayaan Sheikh')).toBeVisible();
  await expect(card.getByText('PDF uploaded')).toBeVisible();
  await expect(card.getByRole('link', { name: `View the PDF of TC ${tcNumber}` })).toBeVisible();

  // A receiving school: the number as typed from the paper (any case), and the date of birth.
  await page.goto(TC_VERIFICATION_PATH);
  await waitForHydration(page);
  await page.getByLabel('TC number').fill(tcNumber.toLowerCase());
  await page.getByLabel('Date of birth').fill('2012-05-14');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer certificate verified' })).toBeVisible();
  await expect(page.getByText('Ayaan Sheikh')).toBeVisible();
  await expect(page.getByText(campus.name)).toBeVisible();
  // Answered by the API, not by a page load: the address stays the page's own.
  await expect(page).toHaveURL(new RegExp(`${TC_VERIFICATION_PATH}$`));
  const download = page.getByRole('link', { name: 'Download the certificate (PDF)' });
  const href = await download.getAttribute('href');
  expect(href).toMatch(/^\/tc-verification\/certificate\/[a-f0-9]{32}$/);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A wrong date of birth: the one failure sentence, and the certificate is gone from the page.
  await page.getByLabel('Date of birth').fill('2012-05-15');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: TC_NO_MATCH_MESSAGE })).toBeVisible();
  await expect(page.getByText(TC_NO_MATCH_MESSAGE, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transfer certificate verified' })).toBeHidden();
  await expect(page.getByText('Ayaan Sheikh')).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the page, which answers with the certificate or the failure sentence', async ({
    page,
    serverServices,
  }) => {
    const w = word();
    const campus = createCampusRow(serverServices, `No-JS Campus ${w}`);
    const tc = createTcRow(serverServices, campus.id, {
      tcNumber: `NOJS-${w}`,
      studentName: 'Sara Qureshi',
      dateOfBirth: '2013-02-01',
    });
    await attachTcPdf(serverServices, tc.id);

    await page.goto(TC_VERIFICATION_PATH);
    await page.getByLabel('TC number').fill(`NOJS-${w}`);
    await page.getByLabel('Date of birth').fill('2013-02-01');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Transfer certificate verified' })).toBeVisible();
    await expect(page.getByText('Sara Qureshi')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download the certificate (PDF)' })).toBeVisible();
    // Nothing typed is in the address.
    expect(page.url()).not.toContain(w);
    expect(page.url()).not.toContain('2013');

    await page.getByLabel('Date of birth').fill('2013-02-02');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(TC_NO_MATCH_MESSAGE, { exact: true })).toBeVisible();
    await expect(page.getByText('Sara Qureshi')).toBeHidden();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on /tc-verification, empty and with a verified certificate (${theme})`, async ({
    page,
    serverServices,
  }) => {
    const w = word();
    const campus = createCampusRow(serverServices, `Axe Campus ${w}`);
    const tc = createTcRow(serverServices, campus.id, { tcNumber: `AXE-${w}`, dateOfBirth: '2011-09-09' });
    await attachTcPdf(serverServices, tc.id);

    await useTheme(page, theme);
    await page.goto(TC_VERIFICATION_PATH);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer Certificate Verification' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('TC number').fill(`AXE-${w}`);
    await page.getByLabel('Date of birth').fill('2011-09-09');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('link', { name: 'Download the certificate (PDF)' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
