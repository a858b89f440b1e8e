import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_FILENAME } from '../../src/server/db/client';
import { findAdmin } from '../../src/server/platform/auth/session';
import { STAFF_WORDS } from '../../src/shared/content/staff-words';
import { allRows } from '../factories/rows';
import { TestSmtpServer } from '../helpers/smtp';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// No live link at rest (docs/decisions/046-no-live-link-at-rest.md): an invitation or a password reset
// waiting in the outbox holds no link that works, in its row or anywhere in the database file and its
// write-ahead log; the link is made when the mail is handed to a real SMTP server, and only the last
// one delivered works.

const OWNER = 'principal';
const PASSWORD = 'Mail links test password 1';
const NEW_PASSWORD = 'The new Owner chose this one 2';
const SITE = 'http://school.example';
const start = new Date('2026-11-02T09:00:00Z');

let clock = start;
const tick = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  clock = start;
});

/** A real SMTP server; `down` leaves its port closed until it is started again. */
async function smtpServer(down = false): Promise<TestSmtpServer> {
  const server = await new TestSmtpServer().start();
  if (down) await server.stop();
  cleanups.push(() => server.stop());
  return server;
}

async function app(smtp: TestSmtpServer): Promise<TestApp> {
  const t = await makeTestApp(
    {
      ADMIN_USERNAME: OWNER,
      ADMIN_PASSWORD: PASSWORD,
      BACKUP_HOUR: 'off',
      SITE_URL: SITE,
      SMTP_URL: smtp.url(),
      MAIL_FROM: 'Website <website@school.example>',
    },
    { now: () => clock, mail: { now: () => clock, autoStart: false } },
  );
  cleanups.push(() => t.close());
  return t;
}

const ownerOf = (t: TestApp) =>
  t.caller({
    session: { adminId: findAdmin(t.app.svc, OWNER)!.id, username: OWNER, role: 'owner', twoFactor: true },
  });

const TOKEN = /[A-Za-z0-9_-]{43}/;
const linkIn = (text: string | undefined, kind: 'invitation' | 'reset-password') =>
  new RegExp(`${SITE}/admin/${kind}/(${TOKEN.source})`).exec(text ?? '')?.[1];

/**
 * Every string shaped like a link's token in the bytes of the database file and its write-ahead log:
 * each 43-character window of each run of the token alphabet.
 */
function tokenShapedStrings(t: TestApp): Set<string> {
  const found = new Set<string>();
  for (const name of [DB_FILENAME, `${DB_FILENAME}-wal`]) {
    const file = path.join(t.dataDir, name);
    if (!fs.existsSync(file)) continue;
    for (const run of fs
      .readFileSync(file)
      .toString('latin1')
      .match(/[A-Za-z0-9_-]{43,}/g) ?? [])
      for (let i = 0; i + 43 <= run.length; i++) found.add(run.slice(i, i + 43));
  }
  return found;
}

/** The candidates that open an invitation or a password reset: none, while nothing was delivered. */
async function workingLinks(t: TestApp, candidates: Iterable<string>): Promise<string[]> {
  const works: string[] = [];
  for (const token of candidates) {
    if (
      (await t.caller().staffAccess.invitation({ token })) !== null ||
      (await t.caller().staffAccess.resetValid({ token }))
    )
      works.push(token);
  }
  return works;
}

const accept = (t: TestApp, token: string, username: string) =>
  t.caller().staffAccess.accept({ token, username, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });

describe('a link that waits in the outbox', () => {
  it('works nowhere while the mail server is down: not in the row, the database file or its log; once delivered, the mailed link works', async () => {
    const smtp = await smtpServer(true);
    const t = await app(smtp);
    const owner = ownerOf(t);
    const sent = await owner.admin.staffAccounts.invite({
      name: 'Farah',
      email: 'farah@school.example',
      role: 'owner',
    });
    expect(sent).toMatchObject({ mailed: true, link: null });
    // The Owner who forgot their password has an address to be mailed at.
    t.app.svc.db.$client.prepare('update admins set email = ? where username = ?').run('head@school.example', OWNER);
    await t.caller({ clientIp: '198.51.100.7' }).staffAccess.forgot({ account: OWNER });

    // Two attempts, both refused at the door.
    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    tick(1);
    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 0, retrying: 2, failed: 0 });

    const waiting = allRows(t.app.svc, 'mailOutbox').filter((m) => m.kind === 'staff');
    expect(waiting.map((m) => m.status)).toEqual(['pending', 'pending']);
    for (const mail of waiting) {
      expect(mail.textBody).toContain('{link}');
      expect(mail.textBody).not.toMatch(TOKEN);
    }
    expect(waiting.map((m) => m.linkFor)).toEqual([`invitation:${sent.id}`, expect.stringMatching(/^reset:\d+$/)]);
    // Every token-shaped string the files hold, tried against the invitation and the reset: none opens either.
    const candidates = tokenShapedStrings(t);
    expect(candidates.size).toBeGreaterThan(0);
    expect(await workingLinks(t, candidates)).toEqual([]);

    // The server comes up: the mails go, and their links are made now.
    await smtp.start();
    tick(5);
    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const invitation = smtp.mails.find((m) => m.subject?.includes('invitation'));
    const reset = smtp.mails.find((m) => m.subject?.includes('Reset your password'));
    const invitationToken = linkIn(invitation?.text, 'invitation');
    const resetToken = linkIn(reset?.text, 'reset-password');
    expect(invitationToken).toBeTruthy();
    expect(resetToken).toBeTruthy();
    expect(invitation?.text).not.toContain('{link}');
    // Delivered, neither link is in the files either (only its hash is kept).
    const after = tokenShapedStrings(t);
    expect(after.has(invitationToken!)).toBe(false);
    expect(after.has(resetToken!)).toBe(false);

    expect(await t.caller().staffAccess.resetValid({ token: resetToken! })).toBe(true);
    await accept(t, invitationToken!, 'farah');
    expect(findAdmin(t.app.svc, 'farah')).toMatchObject({ role: 'owner' });
  });

  it('is made again at each attempt: a refused attempt leaves no link that works, and only the last delivered link works', async () => {
    const smtp = await smtpServer();
    const t = await app(smtp);
    const owner = ownerOf(t);
    const sent = await owner.admin.staffAccounts.invite({ name: 'Asha', email: 'asha@school.example', role: 'editor' });

    // The server reads the whole message, then refuses it: that attempt's link never works.
    smtp.refuse = { at: 'data', message: '552 Mailbox full' };
    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const refusedToken = linkIn(smtp.refusedMails.at(-1)?.text, 'invitation');
    expect(refusedToken).toBeTruthy();
    expect(await t.caller().staffAccess.invitation({ token: refusedToken! })).toBeNull();

    // The retry: a new link, delivered, works; the refused one still does not.
    smtp.refuse = null;
    tick(1);
    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const firstToken = linkIn(smtp.mails.at(-1)?.text, 'invitation');
    expect(firstToken).toBeTruthy();
    expect(firstToken).not.toBe(refusedToken);
    expect(await t.caller().staffAccess.invitation({ token: firstToken! })).toMatchObject({ name: 'Asha' });
    expect(await t.caller().staffAccess.invitation({ token: refusedToken! })).toBeNull();

    // The Owner resends: the delivered link stops working at once, and only the newest works.
    await owner.admin.staffAccounts.resend({ id: sent.id });
    expect(await t.caller().staffAccess.invitation({ token: firstToken! })).toBeNull();
    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const lastToken = linkIn(smtp.mails.at(-1)?.text, 'invitation');
    expect(lastToken).toBeTruthy();
    for (const old of [refusedToken!, firstToken!])
      await expect(accept(t, old, 'asha-old')).rejects.toMatchObject({ message: STAFF_WORDS.invalidInvitation });
    await accept(t, lastToken!, 'asha');
    expect(findAdmin(t.app.svc, 'asha')).toMatchObject({ role: 'editor' });
  });

  it('is never made for an invitation revoked or resent while its mail waited: that mail is taken back', async () => {
    const smtp = await smtpServer(true);
    const t = await app(smtp);
    const owner = ownerOf(t);
    const revoked = await owner.admin.staffAccounts.invite({
      name: 'Ravi',
      email: 'ravi@school.example',
      role: 'editor',
    });
    const resent = await owner.admin.staffAccounts.invite({
      name: 'Meena',
      email: 'meena@school.example',
      role: 'editor',
    });
    await t.app.svc.mail.runOnce();
    await owner.admin.staffAccounts.revoke({ id: revoked.id });
    await owner.admin.staffAccounts.resend({ id: resent.id });
    const waiting = allRows(t.app.svc, 'mailOutbox').filter((m) => m.kind === 'staff');
    expect(waiting.map((m) => m.linkFor)).toEqual([`invitation:${resent.id}`]);

    await smtp.start();
    tick(5);
    expect(await t.app.svc.mail.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.mails.map((m) => m.to)).toEqual([expect.objectContaining({ text: 'meena@school.example' })]);
  });
});

describe('"Forgot password?" without SMTP_URL', () => {
  it('says only what happens, the IT person’s command, the same for every account, and makes no link', async () => {
    const t = await makeTestApp({
      ADMIN_USERNAME: OWNER,
      ADMIN_PASSWORD: PASSWORD,
      BACKUP_HOUR: 'off',
      SITE_URL: SITE,
    });
    cleanups.push(() => t.close());
    t.app.svc.db.$client.prepare('update admins set email = ? where username = ?').run('head@school.example', OWNER);
    // As React writes text into HTML.
    const escaped = (text: string) =>
      text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

    const page = await t.app.inject({ method: 'GET', url: '/admin/forgot-password' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(escaped(STAFF_WORDS.forgotWithoutMail));
    expect(page.body).toContain('npm run admin -- reset-password &lt;username&gt;');
    // No form that would promise a link.
    expect(page.body).not.toContain('Send reset link');
    expect(page.body).not.toContain(escaped(STAFF_WORDS.forgotLead));

    const answers = [];
    for (const account of [OWNER, 'head@school.example', 'nobody', 'nobody@school.example'])
      answers.push(await t.caller({ clientIp: '198.51.100.9' }).staffAccess.forgot({ account }));
    expect(answers).toEqual(Array(4).fill({ message: STAFF_WORDS.forgotWithoutMail }));

    // The form posted without JavaScript (an old page, a script) gets the same page for any account.
    const post = (account: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/forgot-password',
        remoteAddress: '198.51.100.10',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ account }).toString(),
      });
    for (const answer of [await post(OWNER), await post('someone-else')]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(escaped(STAFF_WORDS.forgotWithoutMail));
      expect(answer.body).not.toContain(escaped(STAFF_WORDS.forgotAnswer));
      expect(answer.body).not.toMatch(/sent a link|we have sent/i);
    }
    expect(allRows(t.app.svc, 'mailOutbox')).toEqual([]);
    expect(t.app.svc.db.$client.prepare("select count(*) as n from staff_tokens where kind = 'reset'").get()).toEqual({
      n: 0,
    });
  });
});
