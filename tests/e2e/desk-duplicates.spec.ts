import { createEnquiry } from '../../src/server/features/enquiries/service';
import { EnquiryFieldsSchema } from '../../src/shared/schemas/enquiry';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The office finds a family that enquired twice with the same mobile written two ways, merges the
// second enquiry into the first, starts an application from it without typing again what the parent
// wrote, and sees the application linked to the enquiry.

test('marks a possible duplicate, merges it, and starts an application from the enquiry', async ({
  page,
  signIn,
  serverServices,
}) => {
  const marker = `Dq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const digits = `98${String(Date.now()).slice(-8)}`;
  // The public form takes ten digits only; the office records walk-ins and calls as the parent says
  // the number. Both are stored by the same service as a parent's enquiry, with the same keys.
  const fields = EnquiryFieldsSchema.parse({
    state: 'Maharashtra',
    city: 'Akola',
    school: 'Ganga Nagar',
    firstName: marker,
    lastName: 'First',
    grade: 'Grade 2',
    email: `${marker.toLowerCase()}.first@example.com`,
    mobile: digits,
    address: '12 Ganga Nagar, Akola',
  });
  const first = createEnquiry(serverServices, { ...fields, mobile: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` });
  const second = createEnquiry(serverServices, {
    ...fields,
    lastName: 'Second',
    email: `${marker.toLowerCase()}.second@example.com`,
    mobile: `0${digits}`,
  });

  await signIn(page);
  await page.goto('/admin/contacts');
  await page.getByLabel('Search by name, email or mobile').fill(marker);
  const secondRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${marker} Second` }) });
  await expect(secondRow.getByText(`Possible duplicate of ${first.reference}`)).toBeVisible();

  // Open the second enquiry and merge it into the first, after the confirm.
  await secondRow.getByRole('button', { name: `Open ${marker} Second` }).click();
  const panel = page.getByRole('region', { name: 'Duplicates and links' });
  const candidate = panel.getByRole('listitem').filter({ hasText: first.reference });
  await expect(candidate).toContainText('same mobile');
  page.once('dialog', (dialog) => void dialog.accept());
  await candidate.getByRole('button', { name: `Merge this into ${first.reference}` }).click();
  await expect(page.getByRole('status').getByText(`${second.reference} merged into ${first.reference}`)).toBeVisible();
  await expect(panel.getByText(`This record is merged into ${first.reference}.`)).toBeVisible();
  await expect(secondRow.getByText(/Possible duplicate of/)).toHaveCount(0);

  // The kept enquiry shows the merged one's timeline.
  await panel.getByRole('link', { name: `Open ${first.reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/contacts/${first.id}$`));
  const keptPanel = page.getByRole('region', { name: 'Duplicates and links' });
  await keptPanel.getByText(`Timeline of ${second.reference}`).click();
  await expect(keptPanel.getByText('Stage: New → Duplicate')).toBeVisible();
  await expect(keptPanel.getByText(`Merged into ${first.reference}`)).toBeVisible();

  // Start an application: what the parent wrote is there already.
  await keptPanel.getByRole('button', { name: 'Start an application' }).click();
  const dialog = page.getByRole('dialog', { name: `Start an application from ${first.reference}` });
  await expect(dialog.getByLabel('Contact Number')).toHaveValue(digits);
  await expect(dialog.getByLabel('Email Address')).toHaveValue(fields.email);
  await expect(dialog.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(fields.address);
  await expect(dialog.getByLabel('Class Applying For')).toHaveValue('class2');
  await dialog.getByLabel('Student Name').fill(`${marker} Child`);
  await dialog.getByLabel('Date of Birth').fill('2019-06-01');
  await dialog.getByLabel('Gender').selectOption('female');
  await dialog.getByRole('button', { name: "Use as father's name" }).click();
  await expect(dialog.getByLabel("Father's Name")).toHaveValue(`${marker} First`);
  await dialog.getByLabel("Mother's Name").fill('Sana First');
  await expectNoAxeViolations(page);

  // Without the parent's consent, nothing is created.
  await dialog.getByRole('button', { name: 'Create application' }).click();
  await expect(
    dialog.getByText('Please confirm that the parent or guardian consented before starting the application'),
  ).toBeVisible();
  await dialog.getByLabel(/The parent or guardian confirmed/).check();
  await dialog.getByRole('button', { name: 'Create application' }).click();
  await expect(dialog).toBeHidden();
  const started = page.getByRole('status').getByText(/^Application APP-\d{4}-\d{5} started$/);
  await expect(started).toBeVisible();
  const appReference = ((await started.textContent()) ?? '').split(' ')[1]!;

  const linked = keptPanel.getByRole('region', { name: 'Applications from this enquiry' });
  await expect(linked.getByRole('link', { name: appReference })).toBeVisible();
  await linked.getByRole('link', { name: appReference }).click();
  await expect(page).toHaveURL(/\/admin\/applications\/\d+$/);
  const linkPanel = page.getByRole('region', { name: 'Duplicates and links' });
  await expect(
    linkPanel.getByRole('region', { name: 'Enquiry this application continues' }).getByRole('link', {
      name: first.reference,
    }),
  ).toBeVisible();
});
