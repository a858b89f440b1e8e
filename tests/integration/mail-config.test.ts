import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, smtpDisplay } from '../../src/server/config';
import { retryMail } from '../../src/server/platform/mail/outbox';
import { MailSender } from '../../src/server/platform/mail/sender';
import { saveSettings } from '../../src/server/platform/settings';
import { makeEnquiryInput } from '../factories/inputs';
import { TestSmtpServer } from '../helpers/smtp';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// SMTP_URL and MAIL_FROM (docs/decisions/016-mail-outbox.md), and what the sender logs: never the
// SMTP password, never what a parent typed.

describe('mail configuration', () => {
  it('takes smtp:// and smtps:// addresses and refuses others without echoing them', () => {
    expect(parseConfig({ SMTP_URL: 'smtp://u:p@mail.example:587' }).smtpUrl).toBe('smtp://u:p@mail.example:587');
    expect(parseConfig({ SMTP_URL: 'smtps://mail.example' }).smtpUrl).toBe('smtps://mail.example');
    expect(parseConfig({}).smtpUrl).toBeUndefined();
    for (const bad of ['http://u:hunter2@mail.example', 'not a url hunter2']) {
      expect(() => parseConfig({ SMTP_URL: bad })).toThrow(ConfigError);
      expect(() => parseConfig({ SMTP_URL: bad })).toThrow(/^Invalid SMTP_URL: /);
      expect(() => parseConfig({ SMTP_URL: bad })).not.toThrow(/hunter2/);
    }
  });

  it('shows the server without its password', () => {
    expect(smtpDisplay('smtp://office%40school:hunter2@mail.example:587')).toBe(
      'smtp://office@school@mail.example:587',
    );
    expect(smtpDisplay('smtps://mail.example')).toBe('smtps://mail.example');
  });

  it('sends from MAIL_FROM, by default website@ the site host', () => {
    expect(parseConfig({ SITE_URL: 'https://almahmood.example' }).mailFrom).toBe('website@almahmood.example');
    expect(parseConfig({ MAIL_FROM: 'School <office@school.example>' }).mailFrom).toBe(
      'School <office@school.example>',
    );
    expect(() => parseConfig({ MAIL_FROM: 'nobody' })).toThrow(/^Invalid MAIL_FROM/);
  });
});

describe('what the sender logs', () => {
  let t: TestApp;
  let server: TestSmtpServer;
  beforeAll(async () => {
    server = await new TestSmtpServer('office', 'hunter2-secret').start();
    t = await makeTestApp({ SMTP_URL: server.url() }, { mail: { autoStart: false } });
    saveSettings(t.app.svc, { notificationEmails: ['office@school.example'] });
  });
  afterAll(async () => {
    await t.close();
    await server.stop();
  });

  it('logs ids and codes only, whether the mail is refused or sent', async () => {
    const logged: unknown[] = [];
    const record = (...args: unknown[]) => {
      logged.push(args);
    };
    const sender = new MailSender({
      db: t.app.svc.db,
      smtpUrl: server.url(),
      from: 'website@school.example',
      log: { info: record, warn: record, error: record },
    });
    const marker = 'Zzmarkerqq';
    await t.caller({ clientIp: '10.7.0.1' }).enquiries.create({
      ...makeEnquiryInput({ firstName: marker, email: 'zzmarker@example.com', address: `${marker} street` }),
      website: '',
    });
    server.refuse = { at: 'rcpt', message: `Refused zzmarker@example.com ${marker}` };
    // The office's notification and the parent's acknowledgment (to the marked address).
    expect(await sender.runOnce()).toMatchObject({ retrying: 2 });
    server.refuse = null;
    for (const waiting of t.app.svc.mail.status().items) retryMail(t.app.svc.db, waiting.id, new Date());
    expect(await sender.runOnce()).toMatchObject({ sent: 2 });
    expect(server.mails.some((m) => (m.text ?? '').includes(marker))).toBe(true);
    await sender.stop();

    const text = JSON.stringify(logged);
    expect(logged.length).toBeGreaterThan(0);
    expect(text).not.toContain(marker);
    expect(text).not.toContain('zzmarker');
    expect(text).not.toContain('hunter2');
  });
});
