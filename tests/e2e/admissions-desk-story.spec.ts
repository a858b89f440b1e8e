import type { Locator, Page } from '@playwright/test';
import { ADMISSION_STATUS_WORDS, STAGE_FOR_PARENTS } from '../../src/shared/content/admission-words';
import { REPLY_WORDS } from '../../src/shared/content/desk-replies-words';
import { fileDate } from '../../src/shared/format';
import type { ServerProcess } from '../helpers/server-process';
import type { TestSmtpServer } from '../helpers/smtp';
import { expect, test, waitForHydration } from './fixtures';
import { signInWithCode, startMailSite, stopMailSite } from './mail-site';

// The admissions desk from end to end, as a school with mail set up lives it: a parent enquires from a
// campaign link and keeps the reference; the office assigns the enquiry, logs a call, sets a follow-up,
// replies from a template by e-mail (received by a real SMTP server) and opens the WhatsApp reply; the
// parent checks the status and reads "Contacted"; the same mobile enquires again (a sibling) and is
// marked as a possible duplicate and merged; an application is started from the enquiry; the funnel
// counts the family once, at Applied.

const OWNER = 'story-owner';
const OWNER_PASSWORD = 'the story owner has a long password';
const MOBILE = '9876512345';
const CAMPAIGN = '/contact?utm_source=newsletter&utm_medium=email&utm_campaign=admissions-2027';

let smtp: TestSmtpServer;
let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  ({ server, smtp, dataDir } = await startMailSite('desk-story', { username: OWNER, password: OWNER_PASSWORD }));
});

test.afterAll(async () => {
  await stopMailSite({ server, smtp, dataDir });
});

async function enquire(page: Page, firstName: string, email: string): Promise<string> {
  await page.goto(`${server.url}${CAMPAIGN}`);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Enquiry Form' });
  await form.getByLabel('School').selectOption('Pachmori');
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill('Storyline');
  await form.getByLabel('Grade').selectOption('Grade 2');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile').fill(MOBILE);
  await form.getByLabel('Address').fill('7 Ganga Nagar, Akola');
  const acknowledged = smtp.nextMail();
  await form.getByRole('button', { name: 'Submit Enquiry' }).click();
  const sentence = page.getByText(/^Your reference number is ENQ-\d{4}-\d{5}\./);
  await expect(sentence).toBeVisible();
  const reference = /ENQ-\d{4}-\d{5}/.exec((await sentence.textContent()) ?? '')![0];
  // The acknowledgment quotes the same reference.
  expect((await acknowledged).text).toContain(reference);
  return reference;
}

async function checkStatus(page: Page, reference: string): Promise<Locator> {
  await page.goto(`${server.url}/admission-status`);
  await waitForHydration(page);
  await page.getByLabel(ADMISSION_STATUS_WORDS.referenceLabel).fill(reference);
  await page.getByLabel(ADMISSION_STATUS_WORDS.mobileLast4Label).fill(MOBILE.slice(-4));
  await page.getByRole('button', { name: ADMISSION_STATUS_WORDS.submit }).click();
  return page.getByRole('main');
}

async function openContact(office: Page, name: string): Promise<Locator> {
  await office.goto(`${server.url}/admin/contacts`);
  await office.getByLabel('Search by name, email or mobile').fill(name);
  const row = office.getByRole('listitem').filter({ has: office.getByRole('heading', { name }) });
  await row.getByRole('button', { name: `Open ${name}` }).click();
  return office.getByRole('region', { name: 'Opened enquiry' });
}

test('from a campaign enquiry to an application, the office and the parent each see their part', async ({
  page: office,
  browser,
}) => {
  test.setTimeout(180_000);
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();

  // The parent enquires from the newsletter's link and keeps the reference.
  const reference = await enquire(parent, 'Amina', 'amina.storyline@example.com');

  // The office takes it up.
  await signInWithCode(office, server.url, { username: OWNER, password: OWNER_PASSWORD });
  let opened = await openContact(office, 'Amina Storyline');
  const desk = opened.getByRole('region', { name: 'Desk' });
  await expect(desk.getByText(reference)).toBeVisible();
  await expect(desk.getByText(/newsletter/)).toBeVisible();
  const timeline = desk.getByRole('region', { name: 'Timeline' }).getByRole('listitem');
  await desk.getByLabel('Assigned to').selectOption({ label: OWNER });
  await expect(timeline.first()).toContainText(`Assigned to ${OWNER}`);
  await desk.getByLabel('How').selectOption('call');
  await desk.getByLabel('Note', { exact: true }).fill('Called the mother; she asked about the bus.');
  await desk.getByRole('button', { name: 'Add note' }).click();
  await expect(timeline.first()).toContainText('Called the mother; she asked about the bus.');
  await desk.getByLabel('Stage').selectOption({ label: 'Contacted' });
  await expect(timeline.first()).toContainText('Stage: New → Contacted');
  await desk.getByLabel('Follow-up date').fill(fileDate(new Date()));
  await desk.getByLabel('Follow-up note').fill('Send the fee structure');
  await desk.getByRole('button', { name: 'Set follow-up' }).click();
  await expect(timeline.first()).toContainText('Follow-up set for');
  const queue = office.getByRole('region', { name: 'Due today / Overdue' });
  await expect(queue.getByRole('link', { name: /Amina Storyline/ })).toContainText('Send the fee structure');

  // A template reply by e-mail, received with Reply-To the school.
  await opened.getByRole('button', { name: REPLY_WORDS.replyButtonLabel('Amina Storyline') }).click();
  let dialog = office.getByRole('dialog', { name: REPLY_WORDS.dialogTitle });
  await dialog.getByLabel(REPLY_WORDS.templateLabel).selectOption({ label: 'Thank you for your enquiry' });
  await expect(dialog.getByLabel(REPLY_WORDS.bodyLabel)).toHaveValue(/^Dear Amina Storyline,/);
  const replied = smtp.nextMail();
  await dialog.getByRole('button', { name: REPLY_WORDS.sendEmail }).click();
  await expect(dialog).toBeHidden();
  const mail = await replied;
  expect(mail.to).toMatchObject({ value: [{ address: 'amina.storyline@example.com' }] });
  expect(mail.replyTo?.value[0]?.address).toBeTruthy();
  expect(mail.text).toContain('Dear Amina Storyline,');

  // The WhatsApp reply opens wa.me with the text (answered here: the test never leaves the machine).
  await office
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await opened.getByRole('button', { name: REPLY_WORDS.replyButtonLabel('Amina Storyline') }).click();
  dialog = office.getByRole('dialog', { name: REPLY_WORDS.dialogTitle });
  await dialog.getByLabel(REPLY_WORDS.templateLabel).selectOption({ label: 'Thank you for your enquiry' });
  await dialog.getByRole('button', { name: REPLY_WORDS.openWhatsapp }).click();
  const popup = office.waitForEvent('popup');
  await dialog.getByRole('link', { name: `${REPLY_WORDS.whatsappLink} ${REPLY_WORDS.whatsappNewTab}` }).click();
  const whatsapp = new URL((await popup).url());
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/91${MOBILE}`);
  expect(whatsapp.searchParams.get('text')).toMatch(/^Dear Amina Storyline,/);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  // Both replies are on the timeline.
  await expect(timeline.filter({ hasText: 'Reply sent by e-mail' })).toHaveCount(1);
  await expect(timeline.filter({ hasText: 'Reply prepared for WhatsApp' })).toHaveCount(1);

  // The parent checks the status: Contacted, and nothing else about them.
  const answer = await checkStatus(parent, reference);
  await expect(answer.getByText(STAGE_FOR_PARENTS.contacted)).toBeVisible();
  await expect(answer.getByText('Amina')).toHaveCount(0);

  // A sibling's enquiry from the same mobile: taken, and marked for the office.
  const second = await enquire(parent, 'Bilal', 'bilal.storyline@example.com');
  expect(second).not.toBe(reference);
  await office.goto(`${server.url}/admin/contacts`);
  await office.getByLabel('Search by name, email or mobile').fill('Bilal Storyline');
  const secondRow = office
    .getByRole('listitem')
    .filter({ has: office.getByRole('heading', { name: 'Bilal Storyline' }) });
  await expect(secondRow.getByText(`Possible duplicate of ${reference}`)).toBeVisible();
  await secondRow.getByRole('button', { name: 'Open Bilal Storyline' }).click();
  const duplicates = office.getByRole('region', { name: 'Duplicates and links' });
  office.once('dialog', (confirm) => void confirm.accept());
  await duplicates.getByRole('button', { name: `Merge this into ${reference}` }).click();
  await expect(duplicates.getByText(`This record is merged into ${reference}.`)).toBeVisible();

  // An application started from the first enquiry, with what the parent already typed.
  opened = await openContact(office, 'Amina Storyline');
  const kept = opened.getByRole('region', { name: 'Duplicates and links' });
  await kept.getByRole('button', { name: 'Start an application' }).click();
  const start = office.getByRole('dialog', { name: `Start an application from ${reference}` });
  await expect(start.getByLabel('Contact Number')).toHaveValue(MOBILE);
  await expect(start.getByLabel('Email Address')).toHaveValue('amina.storyline@example.com');
  await start.getByLabel('Student Name').fill('Zara Storyline');
  await start.getByLabel('Date of Birth').fill('2019-06-01');
  await start.getByLabel('Gender').selectOption('female');
  await start.getByLabel("Father's Name").fill('Yusuf Storyline');
  await start.getByRole('button', { name: "Use as mother's name" }).click();
  await start.getByLabel(/The parent or guardian confirmed/).check();
  await start.getByRole('button', { name: 'Create application' }).click();
  await expect(start).toBeHidden();
  await expect(kept.getByRole('region', { name: 'Applications from this enquiry' }).getByRole('link')).toHaveText(
    /^APP-\d{4}-\d{5}$/,
  );

  // The funnel counts the family once (the sibling's enquiry was merged into it), at Applied.
  await office.goto(`${server.url}/admin/admissions-report`);
  await office.getByRole('combobox', { name: 'Source', exact: true }).selectOption('newsletter');
  const table = office.getByRole('table', { name: /^Families at each stage/ });
  await expect(table.getByRole('row', { name: 'New (Reached) 1' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Contacted (Reached) 1' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Applied (Reached) 1' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Admitted (Reached) 0' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Duplicate (Closed) 0' })).toBeVisible();

  await parentContext.close();
});
