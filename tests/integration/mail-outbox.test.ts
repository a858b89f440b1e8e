import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { parseConfig } from '../../src/server/config';
import { BACKOFF_MINUTES } from '../../src/server/platform/mail/outbox';
import { saveSettings, setAcknowledgeParents } from '../../src/server/platform/settings';
import { makeApplicationInput, makeEnquiryInput } from '../factories/inputs';
import { allRows, countRows, latestRow } from '../factories/rows';
import { TestSmtpServer } from '../helpers/smtp';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The office's notifications through the outbox (docs/decisions/016-mail-outbox.md), against a real
// SMTP server on a local port. The sender's clock is the test's; a pass is run with runOnce().

const OFFICE = ['office@school.example', 'head@school.example'];
const SITE = 'https://school.example';
const start = new Date('2026-03-02T09:00:00Z');

let clock = start;
const tick = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  clock = start;
});

async function smtp(): Promise<TestSmtpServer> {
  const server = await new TestSmtpServer().start();
  cleanups.push(() => server.stop());
  return server;
}

/** A port nothing listens on: a mail server that is down. */
async function downServer(): Promise<TestSmtpServer> {
  const server = await new TestSmtpServer().start();
  await server.stop();
  cleanups.push(() => server.stop());
  return server;
}

async function app(smtpUrl: string | null, maxAttempts?: number): Promise<TestApp> {
  const t = await makeTestApp(
    { ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}), SITE_URL: SITE, MAIL_FROM: 'Website <website@school.example>' },
    { mail: { now: () => clock, autoStart: false, maxAttempts } },
  );
  cleanups.push(() => t.close());
  saveSettings(t.app.svc, { notificationEmails: OFFICE });
  // These tests count the office's notifications; parents' acknowledgments: admissions-desk.test.ts.
  setAcknowledgeParents(t.app.svc, false);
  return t;
}

let ip = 0;
/** An enquiry as a browser sends it; the parent's answer. */
function postEnquiry(t: TestApp, overrides = {}, host = 'evil.example') {
  return t.app.inject({
    method: 'POST',
    url: '/trpc/enquiries.create?batch=1',
    headers: { 'content-type': 'application/json', host },
    payload: JSON.stringify({ 0: { ...makeEnquiryInput(overrides), website: '' } }),
    remoteAddress: `10.9.0.${++ip}`,
  });
}

const admin = (t: TestApp) =>
  t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
const outbox = (t: TestApp) => allRows(t.app.svc, 'mailOutbox');

describe('notifications to the school office', () => {
  it('sends exactly one mail per enquiry, Reply-To the parent, with the dashboard link', async () => {
    const server = await smtp();
    const t = await app(server.url());
    const res = await postEnquiry(t, { firstName: 'Amina', lastName: 'Shaikh', email: 'amina.parent@example.com' });
    expect(res.statusCode).toBe(200);
    const enquiry = latestRow(t.app.svc, 'enquiries');
    expect(outbox(t)).toMatchObject([{ kind: 'enquiry', status: 'pending', attempts: 0 }]);

    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(server.mails).toHaveLength(1);
    const mail = server.mails[0];
    expect(mail?.replyTo?.value).toEqual([{ address: 'amina.parent@example.com', name: '' }]);
    expect(mail?.from?.value).toEqual([{ address: 'website@school.example', name: 'Website' }]);
    expect((Array.isArray(mail?.to) ? mail.to : [mail?.to]).flatMap((a) => a?.value.map((v) => v.address))).toEqual(
      OFFICE,
    );
    expect(mail?.subject).toBe('New enquiry from Amina Shaikh');
    expect(mail?.text).toContain(`${SITE}/admin/contacts/${enquiry?.id}`);
    expect(mail?.text).toContain('Mobile: 9876543210');
    expect(outbox(t)).toMatchObject([{ status: 'sent', sentAt: clock }]);
  });

  it('sends one mail per application with its dashboard link', async () => {
    const server = await smtp();
    const t = await app(server.url());
    const { reference } = await t.caller({ clientIp: '10.8.0.1' }).applications.create(makeApplicationInput());
    await t.app.svc.mail.runOnce();
    expect(server.mails).toHaveLength(1);
    expect(server.mails[0]?.replyTo?.value[0]?.address).toBe('sana.parent@example.com');
    expect(server.mails[0]?.text).toContain(`${SITE}/admin/applications/${latestRow(t.app.svc, 'applications')!.id}`);
    expect(server.mails[0]?.subject).toBe(`New application for Zainab Qureshi (LKG), reference ${reference}`);
  });

  it('queues the mail of a form posted without JavaScript too, linking to SITE_URL whatever the Host header', async () => {
    const server = await smtp();
    const t = await app(server.url());
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'school.example',
        origin: SITE,
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams({ ...makeEnquiryInput({ firstName: 'Nojs' }), website: '' }).toString(),
      remoteAddress: '10.9.1.1',
    });
    expect(res.statusCode).toBe(200);
    // A visitor chooses the Host header: a link built from it could send the office to another site.
    expect((await postEnquiry(t, { firstName: 'Spoof' })).statusCode).toBe(200);
    expect(await t.app.svc.mail.runOnce()).toMatchObject({ sent: 2 });
    expect(server.mails.map((m) => m.subject)).toEqual([
      'New enquiry from Nojs Shaikh',
      'New enquiry from Spoof Shaikh',
    ]);
    for (const m of server.mails)
      expect(m.text).toMatch(new RegExp(`^Open it in the dashboard: ${SITE}/admin/contacts/\\d+$`, 'm'));
  });

  it('keeps a refused mail pending with backoff, then marks it failed with the error; retry sends it', async () => {
    const server = await smtp();
    server.refuse = { at: 'rcpt', message: 'Mailbox unavailable' };
    const t = await app(server.url(), 4);
    const res = await postEnquiry(t);
    expect(res.statusCode).toBe(200);
    expect(countRows(t.app.svc, 'enquiries')).toBeGreaterThan(0);
    const stored = latestRow(t.app.svc, 'enquiries');
    expect(stored?.email).toBe('amina.parent@example.com');

    // Attempts 1-3 wait 1, 5 and 15 minutes; before its time a mail is not tried again.
    for (const [i, minutes] of BACKOFF_MINUTES.slice(0, 3).entries()) {
      expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const row = outbox(t)[0];
      expect(row).toMatchObject({ status: 'pending', attempts: i + 1 });
      expect(row?.lastError).toContain('550 Mailbox unavailable');
      expect((row?.nextAttemptAt.getTime() ?? 0) - clock.getTime()).toBe(minutes * 60_000);
      const tried = server.recipientsTried;
      tick(minutes - 0.5);
      expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(server.recipientsTried).toBe(tried);
      tick(0.5);
    }
    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(outbox(t)[0]).toMatchObject({ status: 'failed', attempts: 4 });

    // The dashboard shows it with its error, and a retry after the server recovers sends it.
    const status = await admin(t).admin.mail.list();
    expect(status).toMatchObject({ configured: true, pending: 0, failed: 1 });
    expect(status.items[0]).toMatchObject({ status: 'failed', attempts: 4, kind: 'enquiry' });
    expect(status.items[0]?.lastError).toContain('550 Mailbox unavailable');
    expect(server.mails).toHaveLength(0);

    server.refuse = null;
    const after = await admin(t).admin.mail.retry({ id: status.items[0]?.id ?? 0 });
    expect(after).toMatchObject({ pending: 0, failed: 0, items: [] });
    expect(server.mails).toHaveLength(1);
    expect(outbox(t)[0]).toMatchObject({ status: 'sent' });
  });

  it('treats a message refused after DATA the same way', async () => {
    const server = await smtp();
    server.refuse = { at: 'data', message: 'Message rejected as spam' };
    const t = await app(server.url(), 2);
    expect((await postEnquiry(t)).statusCode).toBe(200);
    await t.app.svc.mail.runOnce();
    tick(1);
    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(outbox(t)[0]?.lastError).toContain('Message rejected as spam');
  });

  it('keeps mails for a server that is down, then sends them when it is back', async () => {
    const server = await downServer();
    const t = await app(server.url(), 3);
    expect((await postEnquiry(t)).statusCode).toBe(200);
    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(outbox(t)[0]?.lastError).toMatch(/ECONNREFUSED/);
    tick(1);
    await t.app.svc.mail.runOnce();
    tick(5);
    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(outbox(t)[0]).toMatchObject({ status: 'failed', attempts: 3 });

    await server.start(server.port);
    const id = outbox(t)[0]?.id ?? 0;
    await admin(t).admin.mail.retry({ id });
    expect(server.mails).toHaveLength(1);
    expect(outbox(t)[0]).toMatchObject({ status: 'sent' });
  });

  it('does not knock on a server once per mail when it refuses the session itself (a wrong password)', async () => {
    const server = await smtp();
    const t = await app(server.url().replace(':secret@', ':wrong@'));
    for (const firstName of ['One', 'Two', 'Three']) expect((await postEnquiry(t, { firstName })).statusCode).toBe(200);
    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 0, retrying: 3, failed: 0 });
    expect(server.signInsTried).toBe(1);
    expect(outbox(t).map((r) => [r.attempts, r.lastError])).toEqual(
      Array.from({ length: 3 }, () => [1, expect.stringContaining('Invalid username or password')]),
    );
  });

  it('still tries each mail when the server refuses one recipient (a refusal is about that mail)', async () => {
    const server = await smtp();
    server.refuse = { at: 'rcpt', message: 'Mailbox unavailable' };
    const t = await app(server.url());
    for (const firstName of ['One', 'Two']) expect((await postEnquiry(t, { firstName })).statusCode).toBe(200);
    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    // Each mail has two recipients: both were asked for, for each mail.
    expect(server.recipientsTried).toBe(4);
  });

  it('keeps waiting mails across a restart: the next server sends them when due', async () => {
    const server = await downServer();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-mail-'));
    fs.cpSync(process.env.TEST_TEMPLATE_DATA_DIR ?? '', dataDir, { recursive: true });
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SMTP_URL: server.url(),
      SITE_URL: SITE,
    });
    const options = { logger: false, mail: { now: () => clock, autoStart: false } } as const;

    const first = await buildApp(config, options);
    saveSettings(first.svc, { notificationEmails: OFFICE });
    setAcknowledgeParents(first.svc, false);
    const res = await first.inject({
      method: 'POST',
      url: '/trpc/enquiries.create?batch=1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: { ...makeEnquiryInput(), website: '' } }),
    });
    expect(res.statusCode).toBe(200);
    await first.svc.mail.runOnce();
    await first.close();

    await server.start(server.port);
    const second = await buildApp(config, options);
    cleanups.push(() => second.close());
    expect(allRows(second.svc, 'mailOutbox')).toMatchObject([{ status: 'pending', attempts: 1 }]);
    // Not due yet: the backoff is in the table, not in the process that was stopped.
    expect(await second.svc.mail.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    tick(1);
    expect(await second.svc.mail.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(server.mails).toHaveLength(1);
  });

  it('sends on its own once started: a new enquiry wakes the loop', async () => {
    const server = await smtp();
    const t = await makeTestApp({ SMTP_URL: server.url(), SITE_URL: SITE });
    cleanups.push(() => t.close());
    saveSettings(t.app.svc, { notificationEmails: OFFICE });
    const arrived = server.nextMail();
    expect((await postEnquiry(t, { firstName: 'Loop' })).statusCode).toBe(200);
    expect((await arrived).subject).toBe('New enquiry from Loop Shaikh');
  });

  it('sends nothing without SMTP_URL, and the dashboard says so', async () => {
    const server = await smtp();
    const t = await app(null);
    expect((await postEnquiry(t)).statusCode).toBe(200);
    expect(outbox(t)).toEqual([]);
    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await admin(t).admin.mail.list()).toMatchObject({ configured: false, pending: 0, failed: 0 });
    expect(await admin(t).admin.mail.sendTest()).toEqual({
      ok: false,
      error: expect.stringContaining('SMTP_URL'),
    });
    expect(server.recipientsTried).toBe(0);
  });

  it('queues nothing while no notification address is set', async () => {
    const server = await smtp();
    const t = await app(server.url());
    saveSettings(t.app.svc, { notificationEmails: [] });
    expect((await postEnquiry(t)).statusCode).toBe(200);
    expect(outbox(t)).toEqual([]);
  });
});

describe('the test e-mail and the recipients setting', () => {
  it('sends a test e-mail to the addresses, or says what the server answered', async () => {
    const server = await smtp();
    const t = await app(server.url());
    expect(await admin(t).admin.mail.sendTest()).toEqual({ ok: true });
    expect(server.mails[0]?.subject).toBe('Test e-mail from the Al Mahmood School website');
    server.refuse = { at: 'rcpt', message: 'No such user here' };
    const refused = await admin(t).admin.mail.sendTest();
    expect(refused).toEqual({ ok: false, error: expect.stringContaining('550 No such user here') });
    // A test mail is not queued: it is answered at once.
    expect(outbox(t)).toEqual([]);
  });

  it('validates the addresses and never shows them to visitors', async () => {
    const t = await app(null);
    await expect(admin(t).admin.settings.save({ notificationEmails: ['not an address'] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const saved = await admin(t).admin.settings.save({
      notificationEmails: ['Office@School.example', 'office@school.example'],
    });
    expect(saved.notificationEmails).toEqual(['office@school.example']);
    expect(await t.caller().site.settings()).not.toHaveProperty('notificationEmails');
    const page = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(page.body).not.toContain('office@school.example');
  });
});
