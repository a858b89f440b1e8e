import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, staffTokens } from '../../src/server/db/schema';
import { createAdmin } from '../../src/server/platform/auth/session';
import { STAFF_WORDS } from '../../src/shared/content/staff-words';
import { RESET_REQUESTS_PER_ACCOUNT, RESET_TTL_MS } from '../../src/shared/staff';
import { login, me } from '../fixtures/admin-http';
import { TestSmtpServer } from '../helpers/smtp';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// "Forgot password?" (docs/decisions/036-staff-accounts-and-roles.md): one answer whether or not an
// account matches, limited like sign-in; a reset link works once, for 1 hour, and ends every session.

const PASSWORD = 'Reset test old password 1';
const NEW_PASSWORD = 'Reset test brand new password 2';

let t: TestApp;
let smtp: TestSmtpServer;
let clock = new Date('2026-11-01T09:00:00Z');
beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
  t = await makeTestApp({
    BACKUP_HOUR: 'off',
    SITE_URL: 'http://school.example',
    SMTP_URL: smtp.url(),
    MAIL_FROM: 'Website <website@school.example>',
  });
  t.app.svc.now = () => clock;
  await createAdmin(t.app.svc, 'clerk', PASSWORD, { role: 'editor', name: 'Clerk', email: 'clerk@school.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const forgot = (account: string, clientIp = '198.51.100.1') => t.caller({ clientIp }).staffAccess.forgot({ account });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.caller().staffAccess.reset({ token, password, confirmPassword: password });

/**
 * Asks for a reset and returns the token from its mail. The link is made when the mail is handed to
 * the server and works once its row is marked sent (docs/decisions/046-no-live-link-at-rest.md): the
 * mail whose link matches the hash stored then is this request's.
 */
async function resetToken(account = 'clerk@school.example', ip?: string): Promise<string> {
  await forgot(account, ip);
  const mailId = t.app.svc.db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).get()!.id;
  const status = () => t.app.svc.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId)).get()?.status;
  // The loop runs in the background too: a pass already under way may have begun before this mail.
  for (let pass = 0; pass < 5 && status() !== 'sent'; pass++) await t.app.svc.mail.runOnce();
  expect(status()).toBe('sent');
  const live = t.app.svc.db.select().from(staffTokens).where(eq(staffTokens.kind, 'reset')).all();
  expect(live).toHaveLength(1);
  const hash = live[0]!.tokenHash;
  const mail = smtp.mails.find(
    (m) =>
      crypto
        .createHash('sha256')
        .update(/\/admin\/reset-password\/([A-Za-z0-9_-]{43})/.exec(m.text ?? '')?.[1] ?? '')
        .digest('hex') === hash,
  );
  expect(mail?.to).toMatchObject({ text: 'clerk@school.example' });
  return /\/admin\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')![1]!;
}

describe('forgot password', () => {
  it('answers a known and an unknown account the same, and mails only the known one', async () => {
    const outbox = () => t.app.svc.db.select().from(mailOutbox).all().length;
    const before = outbox();
    const known = await forgot('clerk@school.example', '198.51.100.2');
    expect(outbox()).toBe(before + 1);
    const unknown = await forgot('nobody@school.example', '198.51.100.2');
    const unknownName = await forgot('nobody', '198.51.100.2');
    expect(unknown).toEqual(known);
    expect(unknownName).toEqual(known);
    expect(known).toEqual({ message: STAFF_WORDS.forgotAnswer });
    expect(outbox()).toBe(before + 1);
    // The no-JavaScript form answers the same page either way.
    const post = (account: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/forgot-password',
        remoteAddress: '198.51.100.3',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ account }).toString(),
      });
    const [a, b] = [await post('clerk'), await post('someone-else')];
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.body).toContain('If an account matches');
    expect(b.body).not.toContain('someone-else');
  });

  it('is limited per account from any address, unknown accounts included', async () => {
    for (let i = 0; i < RESET_REQUESTS_PER_ACCOUNT; i++) await forgot('limit@school.example', `203.0.113.${i + 1}`);
    await expect(forgot('limit@school.example', '203.0.113.99')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe('reset link', () => {
  it('sets a new password once, ends every session, and then never works again', async () => {
    const before = await login(t, 'clerk', PASSWORD, { ip: '192.0.2.10' });
    expect(await me(t, before.cookie)).toMatchObject({ username: 'clerk' });
    const token = await resetToken();
    expect(await t.caller().staffAccess.resetValid({ token })).toBe(true);
    await reset(token);
    expect(await me(t, before.cookie)).toBeNull();
    expect((await login(t, 'clerk', NEW_PASSWORD, { ip: '192.0.2.11' })).status).toBe(200);
    await expect(reset(token, 'Yet another password 33')).rejects.toMatchObject({ message: STAFF_WORDS.invalidReset });
    expect((await login(t, 'clerk', NEW_PASSWORD, { ip: '192.0.2.11' })).status).toBe(200);
  });

  it('expires after 1 hour, and a tampered link changes nothing', async () => {
    const token = await resetToken('clerk', '198.51.100.50');
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    await expect(reset(tampered, 'Tampered password here 9')).rejects.toMatchObject({
      message: STAFF_WORDS.invalidReset,
    });
    const saved = clock;
    clock = new Date(saved.getTime() + RESET_TTL_MS + 1);
    try {
      await expect(reset(token, 'Too late password here 9')).rejects.toMatchObject({
        message: STAFF_WORDS.invalidReset,
      });
    } finally {
      clock = saved;
    }
    expect((await login(t, 'clerk', NEW_PASSWORD, { ip: '192.0.2.12' })).status).toBe(200);
  });
});
