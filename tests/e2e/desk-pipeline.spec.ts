import { E2E_ADMIN_USERNAME } from '../../playwright.config';
import { createEnquiry } from '../../src/server/features/enquiries/service';
import { fileDate } from '../../src/shared/format';
import { EnquiryFieldsSchema } from '../../src/shared/schemas/enquiry';
import { makeEnquiryInput } from '../factories/inputs';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The admissions desk as the office uses it: on an opened contact, assign it, log a call, set a
// follow-up for today and find it in "Due today", move its stage and read the timeline; and record
// a walk-in or phone enquiry from Contacts.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('the admissions desk', () => {
  test('assign, log a call, follow up today, see it due, change the stage, read the timeline', async ({
    page,
    signIn,
    serverServices,
  }) => {
    const lastName = `Desk${unique()}`;
    const enquiry = createEnquiry(
      serverServices,
      EnquiryFieldsSchema.parse(makeEnquiryInput({ firstName: 'Nisha', lastName })),
    );
    await signIn(page);
    await page.goto(`/admin/contacts/${enquiry.id}`);
    const opened = page.getByRole('region', { name: 'Opened enquiry' });
    const desk = opened.getByRole('region', { name: 'Desk' });
    const timeline = desk.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
    await expect(desk.getByText(enquiry.reference)).toBeVisible();
    await expect(desk.getByText('Nothing recorded yet.')).toBeVisible();

    await desk.getByLabel('Assigned to').selectOption({ label: E2E_ADMIN_USERNAME });
    await expect(timeline.first()).toContainText(`Assigned to ${E2E_ADMIN_USERNAME}`);
    await expect(desk.getByLabel('Assigned to')).toHaveValue(/\d+/);

    await desk.getByLabel('How').selectOption('call');
    await desk.getByLabel('Note', { exact: true }).fill('Called the father; they will visit on Monday.');
    await desk.getByRole('button', { name: 'Add note' }).click();
    await expect(timeline.first()).toContainText('Note: Call');
    await expect(timeline.first()).toContainText('Called the father; they will visit on Monday.');
    await expect(desk.getByLabel('Note', { exact: true })).toHaveValue('');

    const today = fileDate(new Date());
    await desk.getByLabel('Follow-up date').fill(today);
    await desk.getByLabel('Follow-up note').fill('Confirm the visit');
    await desk.getByRole('button', { name: 'Set follow-up' }).click();
    await expect(timeline.first()).toContainText('Follow-up set for');

    const queue = page.getByRole('region', { name: 'Due today / Overdue' });
    const dueToday = queue.getByRole('region', { name: /Due today/ });
    // An Owner sees everyone's first; the follow-up is also theirs.
    await expect(queue.getByRole('button', { name: 'Everyone' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dueToday.getByRole('link', { name: new RegExp(`Nisha ${lastName}`) })).toBeVisible();
    await queue.getByRole('button', { name: 'Mine' }).click();
    await expect(dueToday.getByRole('link', { name: new RegExp(`Nisha ${lastName}`) })).toContainText(
      'Confirm the visit',
    );

    await desk.getByLabel('Stage').selectOption({ label: 'Visit scheduled' });
    await expect(timeline.first()).toContainText('Stage: New → Visit scheduled');
    await expect(opened.locator('.status-badge')).toHaveText('In progress');
    await expect(timeline).toHaveCount(4);
    await expect(timeline.nth(0)).toContainText(E2E_ADMIN_USERNAME);
    await expectNoAxeViolations(page);

    // The overview's queue links to the contact.
    await page.goto('/admin/dashboard');
    const overviewQueue = page.getByRole('region', { name: 'Due today / Overdue' });
    await overviewQueue.getByRole('link', { name: new RegExp(`Nisha ${lastName}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/contacts/${enquiry.id}$`));
    await expect(
      page.getByRole('region', { name: 'Opened enquiry' }).getByRole('heading', { name: `Nisha ${lastName}` }),
    ).toBeVisible();
  });

  test('records a phone enquiry from Contacts: a wrong mobile is explained, then the new contact opens', async ({
    page,
    signIn,
  }) => {
    const name = `Walk In ${unique()}`;
    await signIn(page);
    await page.goto('/admin/contacts');
    await page.getByRole('button', { name: 'Record a walk-in or phone enquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a walk-in or phone enquiry' });
    await dialog.getByRole('radio', { name: 'Phone' }).check();
    await dialog.getByLabel("Parent's name").fill(name);
    await dialog.getByLabel('Mobile').fill('12345');
    await dialog.getByLabel('Grade').selectOption('Grade 2');
    await dialog.getByLabel('How did you hear about us? (optional)').selectOption({ label: 'Newspaper or hoarding' });
    await dialog.getByRole('button', { name: 'Record enquiry' }).click();
    await expect(
      dialog.getByText('Please enter a 10-digit Indian mobile number (it may start with +91 or 0)'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Mobile')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Mobile').fill('+91 98765 01234');
    await dialog.getByLabel('Note (optional)').fill('Asked about the bus route.');
    await dialog.getByRole('button', { name: 'Record enquiry' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/contacts\/\d+$/);
    const opened = page.getByRole('region', { name: 'Opened enquiry' });
    await expect(opened.getByRole('heading', { name })).toBeVisible();
    const desk = opened.getByRole('region', { name: 'Desk' });
    await expect(desk.getByText(/ENQ-\d{4}-\d{5}/)).toBeVisible();
    await expect(desk.getByText('office / phone')).toBeVisible();
    await expect(desk.getByText('Newspaper or hoarding')).toBeVisible();
    const timeline = desk.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Recorded by the office (phone)')).toBeVisible();
    await expect(timeline.getByText('Asked about the bus route.')).toBeVisible();
  });
});
