import type { Page } from '@playwright/test';
import { createApplication } from '../../src/server/features/applications/service';
import { ADMISSION_STATUS_WORDS } from '../../src/shared/content/admission-words';
import { makeApplicationInput } from '../factories/inputs';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// Fees by UPI in a real browser (docs/decisions/052-upi-fees.md): a parent without JavaScript finds
// the fee on /admission-status, reads the QR and the upi:// link, and says "I have paid" with the UTR;
// the office imports the bank's statement holding it and the payment is received with its receipt.
// It sets the school's UPI ID, a site-wide setting, so it runs with those tests, one at a time.

/**
 * Sets (or clears) the school's UPI ID in Settings, Payments, as an Owner does: through the server,
 * whose save merges into the settings other tests change meanwhile.
 */
async function setUpi(page: Page, upiId: string, payee: string) {
  await page.goto('/admin/settings');
  await waitForHydration(page);
  const panel = page.getByRole('form', { name: 'Payments' });
  await panel.getByLabel('UPI ID').fill(upiId);
  await panel.getByLabel('Payee name (as the bank registered it)').fill(payee);
  await panel.getByRole('button', { name: 'Save Payments' }).click();
  await expect(page.getByText('Payment settings saved')).toBeVisible();
}

async function checkStatus(page: Page, reference: string, last4: string) {
  await page.getByLabel(ADMISSION_STATUS_WORDS.referenceLabel).fill(reference);
  await page.getByLabel(ADMISSION_STATUS_WORDS.mobileLast4Label).fill(last4);
  await page.getByRole('button', { name: ADMISSION_STATUS_WORDS.submit }).click();
}

test('a parent pays without JavaScript, gives the UTR, and the office receives it from the bank statement', async ({
  browser,
  page,
  signIn,
  serverServices,
}) => {
  // Two people's work in one story: the parent's pages and the office's section.
  test.setTimeout(60_000);
  await signIn(page);
  await setUpi(page, 'almahmood@hdfcbank', 'AL MAHMOOD SCHOOL');
  try {
    const mobile = `98765${String(Date.now()).slice(-5)}`;
    const { reference } = createApplication(serverServices, {
      ...makeApplicationInput({ contactNumber: mobile, email: `pay-${Date.now()}@example.com` }),
      previousSchool: '',
      bloodGroup: '',
      language: 'en',
    });
    const utr = `7${String(Date.now()).slice(-11)}`;

    const parentContext = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    try {
      const parent = await parentContext.newPage();
      await parent.goto('/admission-status');
      await checkStatus(parent, reference, mobile.slice(-4));
      const box = parent.getByRole('region', { name: 'Pay the fee' });
      await expect(box.getByText(`Admission form fee ₹2,000, reference ${reference}`)).toBeVisible();
      await expect(box.getByRole('img', { name: 'QR code to pay ₹2,000 to AL MAHMOOD SCHOOL by UPI' })).toBeVisible();
      const link = new URL((await box.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')) ?? '');
      expect(Object.fromEntries(link.searchParams)).toMatchObject({
        pa: 'almahmood@hdfcbank',
        pn: 'AL MAHMOOD SCHOOL',
        am: '2000.00',
        cu: 'INR',
        tr: reference,
      });
      // Without the script the UPI ID and amount are plain text, with no button that could not work.
      await expect(box.getByText('almahmood@hdfcbank')).toBeVisible();
      await expect(box.getByRole('button', { name: 'Copy the UPI ID' })).toHaveCount(0);

      const claim = box.getByRole('form', { name: 'I have paid' });
      await claim.getByLabel('UTR (12-digit UPI transaction reference)').fill('12345');
      await claim.getByLabel("Payer's name as in their bank").fill('Imran Qureshi');
      await claim.getByRole('button', { name: 'I have paid' }).click();
      await expect(parent.getByText('A UTR has 12 digits: check it in your UPI app')).toBeVisible();

      const again = parent.getByRole('region', { name: 'Pay the fee' }).getByRole('form', { name: 'I have paid' });
      await again
        .getByLabel('UTR (12-digit UPI transaction reference)')
        .fill(`${utr.slice(0, 4)} ${utr.slice(4, 8)}-${utr.slice(8)}`);
      await again.getByLabel("Payer's name as in their bank").fill('Imran Qureshi');
      await again.getByRole('button', { name: 'I have paid' }).click();
      await expect(parent.getByText(`You told us you paid with UTR ${utr}`)).toBeVisible();
      // Nothing typed is in the address.
      expect(parent.url()).not.toContain(utr);
    } finally {
      await parentContext.close();
    }

    await page.goto('/admin/payments');
    await waitForHydration(page);
    const statement = [
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      `02/12/26,UPI-IMRAN QURESHI-imran.q@okhdfcbank-HDFC0001234-${utr}-PAYMENT,${utr},02/12/26,,"2,000.00","1,52,000.00"`,
    ].join('\n');
    await page.getByLabel('Bank statement (CSV)').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(statement),
    });
    await page.getByRole('button', { name: 'Import statement' }).click();
    await expect(page.getByText(/1 credit read: 1 matched and received/)).toBeVisible();
    await page.getByLabel('Search payments').fill(reference);
    await expect(page.getByRole('link', { name: /^Download receipt RCT\/\d{4}-\d{2}\/\d{5}/ })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await setUpi(page, '', '');
  }
});
