import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditLog, staffTokens } from '../../src/server/db/schema';
import { type AdminSession, createAdmin, createSession, findAdmin } from '../../src/server/platform/auth/session';
import { STAFF_WORDS } from '../../src/shared/content/staff-words';
import { INVITATION_TTL_MS } from '../../src/shared/staff';
import { call, login, me } from '../fixtures/admin-http';
import { TestSmtpServer } from '../helpers/smtp';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Staff accounts (docs/decisions/036-staff-accounts-and-roles.md): invitations by single-use links,
// roles, deactivation, the last Owner, and each person's sessions.

const OWNER = 'principal';
const PASSWORD = 'Staff accounts test password 1';
const NEW_PASSWORD = 'A fresh password for the clerk 7';

let t: TestApp;
let clock = new Date('2026-11-01T09:00:00Z');
let owner: AdminSession;
beforeAll(async () => {
  t = await makeTestApp({
    ADMIN_USERNAME: OWNER,
    ADMIN_PASSWORD: PASSWORD,
    BACKUP_HOUR: 'off',
    SITE_URL: 'http://school.example',
  });
  t.app.svc.now = () => clock;
  owner = { adminId: findAdmin(t.app.svc, OWNER)!.id, username: OWNER, role: 'owner', twoFactor: true };
});
afterAll(async () => {
  await t.close();
});

const asOwner = () => t.caller({ session: owner });
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
let seq = 0;
const invite = async (role: 'owner' | 'admissions' | 'editor' = 'editor') => {
  seq += 1;
  const email = `person${seq}@school.example`;
  const sent = await asOwner().admin.staffAccounts.invite({ name: `Person ${seq}`, email, role });
  return { ...sent, email, token: tokenOf(sent.link!) };
};
const accept = (token: string, username: string, password = NEW_PASSWORD) =>
  t.caller().staffAccess.accept({ token, username, password, confirmPassword: password });
const adminCount = () => t.app.svc.db.select().from(admins).all().length;

describe('invitations', () => {
  it('without SMTP answers the link once; accepting makes the account with its role, and it signs in', async () => {
    const sent = await invite('editor');
    expect(sent.mailed).toBe(false);
    expect(sent.link).toMatch(/^http:\/\/school\.example\/admin\/invitation\/[A-Za-z0-9_-]{43}$/);
    // Only the SHA-256 is stored.
    const row = t.app.svc.db.select().from(staffTokens).where(eq(staffTokens.id, sent.id)).get()!;
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(sent.token);
    expect(await t.caller().staffAccess.invitation({ token: sent.token })).toEqual({
      name: 'Person 1',
      email: sent.email,
      role: 'editor',
    });
    // The list shows it pending, with no link.
    const list = await asOwner().admin.staffAccounts.list();
    expect(list.invitations).toEqual([expect.objectContaining({ id: sent.id, role: 'editor' })]);
    expect(JSON.stringify(list)).not.toContain(sent.token);

    await accept(sent.token, 'clerk');
    const made = t.app.svc.db.select().from(admins).where(eq(admins.username, 'clerk')).get()!;
    expect(made).toMatchObject({ role: 'editor', name: 'Person 1', email: sent.email });
    const res = await login(t, 'clerk', NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(await me(t, res.cookie)).toMatchObject({ username: 'clerk', role: 'editor', twoFactorRequired: false });
    // An Editor does content, not staff.
    expect((await call(t, 'admin.staffAccounts.list', undefined, res.cookie)).status).toBe(403);
    expect((await asOwner().admin.staffAccounts.list()).invitations).toEqual([]);
  });

  it('refuses a wrong, tampered, reused, revoked, replaced or expired link with one message and changes nothing', async () => {
    const used = await invite();
    await accept(used.token, 'used-one');
    const revoked = await invite();
    await asOwner().admin.staffAccounts.revoke({ id: revoked.id });
    const resent = await invite();
    const again = await asOwner().admin.staffAccounts.resend({ id: resent.id });
    expect(tokenOf(again.link!)).not.toBe(resent.token);
    const expiring = await invite();
    const tampered = `${expiring.token.slice(0, -1)}${expiring.token.endsWith('A') ? 'B' : 'A'}`;

    const before = adminCount();
    const tokens = ['not-a-token', '', tampered, used.token, revoked.token, resent.token];
    for (const token of tokens) {
      await expect(accept(token, `someone-${tokens.indexOf(token)}`)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: STAFF_WORDS.invalidInvitation,
      });
      expect(await t.caller().staffAccess.invitation({ token })).toBeNull();
    }
    const saved = clock;
    clock = new Date(saved.getTime() + INVITATION_TTL_MS + 1);
    try {
      await expect(accept(expiring.token, 'too-late')).rejects.toMatchObject({
        message: STAFF_WORDS.invalidInvitation,
      });
    } finally {
      clock = saved;
    }
    expect(adminCount()).toBe(before);
    // The resent link works; the expiring one still does before its 7 days.
    await accept(tokenOf(again.link!), 'resent-one');
    await accept(expiring.token, 'in-time');
    expect(adminCount()).toBe(before + 2);
  });

  it('refuses a weak password or a taken username beside the field, and the link still works after', async () => {
    const sent = await invite();
    await expect(accept(sent.token, 'ok-name', 'password1234')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(accept(sent.token, OWNER)).rejects.toMatchObject({ message: STAFF_WORDS.usernameTaken });
    await accept(sent.token, 'second-try');
    expect(findAdmin(t.app.svc, 'second-try')).toBeTruthy();
  });

  it('mails the link through a real SMTP server when SMTP_URL is set, and never answers it', async () => {
    const smtp = await new TestSmtpServer().start();
    const m = await makeTestApp({
      ADMIN_USERNAME: OWNER,
      ADMIN_PASSWORD: PASSWORD,
      BACKUP_HOUR: 'off',
      SITE_URL: 'http://school.example',
      SMTP_URL: smtp.url(),
      MAIL_FROM: 'Website <website@school.example>',
    });
    try {
      const session = {
        adminId: findAdmin(m.app.svc, OWNER)!.id,
        username: OWNER,
        role: 'owner' as const,
        twoFactor: true,
      };
      const sent = await m
        .caller({ session })
        .admin.staffAccounts.invite({ name: 'Asha', email: 'asha@school.example', role: 'admissions' });
      expect(sent).toMatchObject({ mailed: true, link: null });
      const arrived = smtp.nextMail();
      await m.app.svc.mail.runOnce();
      const mail = await arrived;
      expect(mail.to).toMatchObject({ text: 'asha@school.example' });
      const link = /http:\/\/school\.example\/admin\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
      expect(link).not.toBeNull();
      // Delivered, the outbox keeps no copy of the link.
      const kept = m.app.svc.db.$client.prepare("select text_body from mail_outbox where kind = 'staff'").all();
      expect(kept).toEqual([{ text_body: '' }]);
      await m.caller().staffAccess.accept({
        token: link![1]!,
        username: 'asha',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(findAdmin(m.app.svc, 'asha')).toMatchObject({ role: 'admissions' });
    } finally {
      await m.close();
      await smtp.stop();
    }
  });

  it('accepts the form posted without JavaScript, and never logs the token', async () => {
    const sent = await invite();
    const res = await t.app.inject({
      method: 'POST',
      url: `/admin/invitation/${sent.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: 'nojs',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(NEW_PASSWORD);
    expect(findAdmin(t.app.svc, 'nojs')).toMatchObject({ role: 'editor' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/admin/invitation/${sent.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: 'nojs2',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }).toString(),
    });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This invitation link is not valid');
    const { loggedUrl } = await import('../../src/server/app');
    expect(loggedUrl(`/admin/invitation/${sent.token}`)).toBe('/admin/invitation/:token');
    expect(loggedUrl(`/admin/reset-password/${sent.token}`)).toBe('/admin/reset-password/:token');
  });
});

describe('roles, deactivation and the last Owner', () => {
  it('a deactivated person is refused at the next request, with every session ended', async () => {
    const sent = await invite('admissions');
    await accept(sent.token, 'counsellor');
    const res = await login(t, 'counsellor', NEW_PASSWORD);
    expect(await me(t, res.cookie)).toMatchObject({ username: 'counsellor' });
    const id = findAdmin(t.app.svc, 'counsellor')!.id;
    await asOwner().admin.staffAccounts.deactivate({ id });
    expect(await me(t, res.cookie)).toBeNull();
    expect((await login(t, 'counsellor', NEW_PASSWORD)).status).toBe(401);
    const listed = (await asOwner().admin.staffAccounts.list()).people.find((p) => p.id === id);
    expect(listed).toMatchObject({ active: false, role: 'admissions' });
    await asOwner().admin.staffAccounts.reactivate({ id });
    expect((await login(t, 'counsellor', NEW_PASSWORD)).status).toBe(200);
    const entries = t.app.svc.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .all();
    expect(entries.map((e) => [e.actor, e.entity, e.detail])).toEqual(
      expect.arrayContaining([
        [OWNER, 'admins', 'deactivated'],
        [OWNER, 'admins', 'reactivated'],
      ]),
    );
    expect(JSON.stringify(t.app.svc.db.select().from(auditLog).all())).not.toContain('@school.example');
  });

  it('a changed role holds from the next request', async () => {
    const sent = await invite('editor');
    await accept(sent.token, 'changer');
    const res = await login(t, 'changer', NEW_PASSWORD);
    const id = findAdmin(t.app.svc, 'changer')!.id;
    expect((await call(t, 'admin.enquiries.list', { page: 1 }, res.cookie)).status).toBe(403);
    await asOwner().admin.staffAccounts.changeRole({ id, role: 'admissions' });
    expect(await me(t, res.cookie)).toMatchObject({ role: 'admissions' });
    expect((await call(t, 'admin.enquiries.list', { page: 1 }, res.cookie)).status).toBe(200);
  });

  it('the last active Owner cannot be demoted, deactivated or removed, even by two requests at once', async () => {
    const lastOwner = { message: STAFF_WORDS.lastOwner };
    await expect(asOwner().admin.staffAccounts.changeRole({ id: owner.adminId, role: 'editor' })).rejects.toMatchObject(
      lastOwner,
    );
    await expect(asOwner().admin.staffAccounts.deactivate({ id: owner.adminId })).rejects.toMatchObject(lastOwner);
    await expect(asOwner().admin.staffAccounts.remove({ id: owner.adminId })).rejects.toMatchObject(lastOwner);

    const second = await createAdmin(t.app.svc, 'deputy', PASSWORD, { role: 'owner' });
    const deputy = { adminId: second, username: 'deputy', role: 'owner' as const, twoFactor: true };
    // Each demotes the other at once: exactly one may pass.
    const outcomes = await Promise.allSettled([
      asOwner().admin.staffAccounts.changeRole({ id: second, role: 'editor' }),
      t.caller({ session: deputy }).admin.staffAccounts.changeRole({ id: owner.adminId, role: 'editor' }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const owners = t.app.svc.db.select().from(admins).where(eq(admins.role, 'owner')).all();
    expect(owners.filter((o) => o.deactivatedAt === null)).toHaveLength(1);
    // Put things back for the tests after.
    const demoted = outcomes[0]!.status === 'fulfilled' ? second : owner.adminId;
    t.app.svc.db.update(admins).set({ role: 'owner' }).where(eq(admins.id, demoted)).run();
    await asOwner().admin.staffAccounts.remove({ id: second });
    expect(findAdmin(t.app.svc, 'deputy')).toBeUndefined();
  });

  it('only an Owner reaches the staff procedures', async () => {
    const editor = { adminId: owner.adminId, username: 'x', role: 'editor' as const, twoFactor: true };
    await expect(t.caller({ session: editor }).admin.staffAccounts.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      t.caller({ session: editor }).admin.staffAccounts.changeRole({ id: owner.adminId, role: 'owner' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('sessions', () => {
  it('lists my own sessions in plain words, marks this browser, and ends another', async () => {
    const sent = await invite('editor');
    await accept(sent.token, 'traveller');
    const phone = await login(t, 'traveller', NEW_PASSWORD, {
      ip: '203.0.113.5',
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36' },
    });
    const laptop = await login(t, 'traveller', NEW_PASSWORD, {
      ip: '203.0.113.6',
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0' },
    });
    const listed = (await call(t, 'admin.sessions.list', undefined, laptop.cookie)).body.result.data as {
      id: number;
      browser: string;
      address: string;
      current: boolean;
    }[];
    expect(listed.map((s) => [s.browser, s.address, s.current]).sort()).toEqual([
      ['Chrome on Android', '203.0.113.5', false],
      ['Firefox on Windows', '203.0.113.6', true],
    ]);
    // Not the current one; and not another person's.
    const current = listed.find((s) => s.current)!;
    expect((await call(t, 'admin.sessions.end', { id: current.id }, laptop.cookie)).status).toBe(404);
    const ownerSession = createSession(t.app.svc, owner.adminId);
    const ownerRows = (await asOwner().admin.staffAccounts.sessions({ id: owner.adminId })).map((s) => s.id);
    expect((await call(t, 'admin.sessions.end', { id: ownerRows[0] }, laptop.cookie)).status).toBe(404);
    expect(await me(t, `sid=${ownerSession.token}`)).toMatchObject({ username: OWNER });
    const other = listed.find((s) => !s.current)!;
    expect((await call(t, 'admin.sessions.end', { id: other.id }, laptop.cookie)).status).toBe(200);
    expect(await me(t, phone.cookie)).toBeNull();
    expect(await me(t, laptop.cookie)).toMatchObject({ username: 'traveller' });
    // An Owner ends anyone's.
    const id = findAdmin(t.app.svc, 'traveller')!.id;
    expect(await asOwner().admin.staffAccounts.sessions({ id })).toHaveLength(1);
    await asOwner().admin.staffAccounts.endSessions({ id });
    expect(await me(t, laptop.cookie)).toBeNull();
  });
});
