import path from 'node:path';
import type { Cookie, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { DESK_SETTINGS_WORDS, REPLY_WORDS } from '../../src/shared/content/desk-replies-words';
import { makeEnquiryInput } from '../factories/inputs';
import type { ServerProcess } from '../helpers/server-process';
import type { TestSmtpServer } from '../helpers/smtp';
import { expect, expectNoAxeViolations, test, useTheme } from './fixtures';
import { signInWithCode, startMailSite, stopMailSite } from './mail-site';

// The office answers an enquiry from a template, as it happens at a school with mail set up: a server
// of its own with SMTP_URL (the shared e2e server has none) and a real SMTP server started here. The
// reply is sent by e-mail (received with Reply-To the school) and prepared for WhatsApp (the link opens
// wa.me with the text; wa.me itself is answered here, the test never leaves the machine).

const OWNER = 'replies-owner';
const OWNER_PASSWORD = 'the owner has a long password';
const PARENT = makeEnquiryInput({
  firstName: 'Mariam',
  lastName: 'Replytest',
  email: 'mariam.replytest@example.com',
  mobile: '9812345678',
  grade: 'Grade 2',
});

let smtp: TestSmtpServer;
let server: ServerProcess;
let dataDir: string;
let enquiryId = 0;
let session: Cookie[] = [];

test.beforeAll(async ({ request, browser }) => {
  test.setTimeout(60_000);
  ({ server, smtp, dataDir } = await startMailSite('replies', { username: OWNER, password: OWNER_PASSWORD }));
  // The parent enquires; their acknowledgment arrives first.
  const acknowledged = smtp.nextMail();
  const res = await request.post(`${server.url}/trpc/enquiries.create`, {
    headers: { origin: server.url },
    data: PARENT,
  });
  expect(res.ok()).toBe(true);
  const { reference } = (await res.json()).result.data as { reference: string };
  await acknowledged;
  // One sign-in per server, through the sign-in page with a code: a code's step is taken once, so each
  // test reuses this session rather than signing in again within the same 30 seconds.
  const context = await browser.newContext();
  await signInWithCode(await context.newPage(), server.url, { username: OWNER, password: OWNER_PASSWORD });
  session = await context.cookies();
  await context.close();
  const db = new Database(path.join(dataDir, 'school.db'), { readonly: true, fileMustExist: true });
  try {
    enquiryId = (db.prepare('select id from enquiries where reference = ?').get(reference) as { id: number }).id;
  } finally {
    db.close();
  }
});

test.afterAll(async () => {
  await stopMailSite({ server, smtp, dataDir });
});

async function signIn(page: Page) {
  await page.context().addCookies(session);
  await page.goto(`${server.url}/admin/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

const parentName = `${PARENT.firstName} ${PARENT.lastName}`;

async function openReply(page: Page, template: string) {
  await page.goto(`${server.url}/admin/contacts/${enquiryId}`);
  await page.getByRole('button', { name: REPLY_WORDS.replyButtonLabel(parentName) }).click();
  const dialog = page.getByRole('dialog', { name: REPLY_WORDS.dialogTitle });
  await dialog.getByLabel(REPLY_WORDS.templateLabel).selectOption({ label: template });
  return dialog;
}

test('the office sends a template reply by e-mail, edited, received with Reply-To the school, and opens the WhatsApp reply', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);

  // By e-mail: the visit invitation needs its date; the office adds a line before sending.
  let dialog = await openReply(page, 'Visit invitation');
  await expect(dialog.getByLabel(REPLY_WORDS.visitDateLabel)).toHaveAccessibleDescription(
    /Choose the visit date: this template uses \{visitDate\}/,
  );
  await dialog.getByLabel(REPLY_WORDS.visitDateLabel).fill('2026-12-03');
  const subject = dialog.getByLabel(REPLY_WORDS.subjectLabel);
  await expect(subject).toHaveValue('Al Mahmood School: your school visit on 3 Dec 2026');
  await expect(dialog.getByText(PARENT.email)).toBeVisible();
  const body = dialog.getByLabel(REPLY_WORDS.bodyLabel);
  await expect(body).toHaveValue(
    /^Dear Mariam Replytest,\n\nWe are pleased to invite you to visit Al Mahmood School on 3 Dec 2026\./,
  );
  await body.fill(`${await body.inputValue()}\nPlease bring the birth certificate.`);
  const arrived = smtp.nextMail();
  await dialog.getByRole('button', { name: REPLY_WORDS.sendEmail }).click();
  await expect(page.getByText(REPLY_WORDS.emailQueued)).toBeVisible();
  await expect(dialog).toBeHidden();
  const mail = await arrived;
  expect(mail.to).toMatchObject({ value: [{ address: PARENT.email }] });
  expect(mail.replyTo?.value[0]?.address).toBe('info@school.example');
  expect(mail.subject).toBe('Al Mahmood School: your school visit on 3 Dec 2026');
  expect(mail.text).toContain('admission to Grade 2');
  expect(mail.text).toContain('Please bring the birth certificate.');

  // By WhatsApp: prepared, then opened from its link in a new tab.
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  dialog = await openReply(page, 'Thank you for your enquiry');
  await expect(dialog.getByLabel(REPLY_WORDS.bodyLabel)).toHaveValue(/^Dear Mariam Replytest,/);
  await dialog.getByRole('button', { name: REPLY_WORDS.openWhatsapp }).click();
  const link = dialog.getByRole('link', { name: `${REPLY_WORDS.whatsappLink} ${REPLY_WORDS.whatsappNewTab}` });
  const popup = page.waitForEvent('popup');
  await link.click();
  const opened = new URL((await popup).url());
  expect(`${opened.origin}${opened.pathname}`).toBe('https://wa.me/919812345678');
  expect(opened.searchParams.get('text')).toMatch(
    /^Dear Mariam Replytest,\n\nThank you for your interest in Al Mahmood School for your child \(Grade 2\)\./,
  );
});

test('the Admissions desk panel switches the acknowledgment off and sets the digest to an hour or off', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto(`${server.url}/admin/settings`);
  const panel = page.getByRole('form', { name: DESK_SETTINGS_WORDS.title });
  const acknowledge = panel.getByRole('switch', { name: DESK_SETTINGS_WORDS.acknowledgeLabel });
  const hour = panel.getByLabel(DESK_SETTINGS_WORDS.digestLabel);
  await expect(acknowledge).toBeChecked();
  await expect(hour).toHaveValue('8');
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('desk-settings.png') });

  await acknowledge.uncheck();
  await hour.selectOption({ label: '07:00' });
  await panel.getByRole('button', { name: DESK_SETTINGS_WORDS.save }).click();
  await expect(page.getByText(DESK_SETTINGS_WORDS.saved)).toBeVisible();
  await page.reload();
  await expect(acknowledge).not.toBeChecked();
  await expect(hour).toHaveValue('7');

  await hour.selectOption({ label: DESK_SETTINGS_WORDS.digestOff });
  await acknowledge.check();
  await panel.getByRole('button', { name: DESK_SETTINGS_WORDS.save }).click();
  await expect(page.getByText(DESK_SETTINGS_WORDS.saved)).toBeVisible();
  await page.reload();
  await expect(acknowledge).toBeChecked();
  await expect(hour).toHaveValue('');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the reply dialog and the templates section read well and pass axe in the ${theme} theme, narrow and wide`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await useTheme(page, theme);
    await signIn(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/admin/reply-templates`);
      await expect(page.getByRole('heading', { level: 2, name: 'Visit invitation' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`templates-${theme}-${width}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Edit Visit invitation' }).click();
      await expect(page.getByRole('dialog', { name: REPLY_WORDS.editTitle })).toBeVisible();
      await page.getByText(REPLY_WORDS.fieldsTitle).click();
      await page.screenshot({ path: testInfo.outputPath(`template-dialog-${theme}-${width}.png`) });
      await page.getByRole('button', { name: 'Cancel' }).click();

      const dialog = await openReply(page, 'Visit invitation');
      await dialog.getByLabel(REPLY_WORDS.visitDateLabel).fill('2026-12-03');
      await expect(dialog.getByLabel(REPLY_WORDS.subjectLabel)).toHaveValue(/3 Dec 2026/);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`reply-dialog-${theme}-${width}.png`) });
    }
  });
}
