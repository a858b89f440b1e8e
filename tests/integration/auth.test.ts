import { spawnSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServiceContext } from '../../src/server/context';
import { admins, sessions } from '../../src/server/db/schema';
import { ensureFirstAdmin, sessionIdFor, verifyPassword } from '../../src/server/platform/auth/session';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  SESSION_IDLE_MS,
  SESSION_TTL_MS,
} from '../../src/shared/constants';
import { call, login, me } from '../fixtures/admin-http';
import { makeTestApp, type TestApp } from '../helpers/test-app';

const USER = 'head-teacher';
const PASSWORD = 'Correct horse battery staple';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  // Each test starts with fresh sign-in limits: the account lock of one test must not touch another.
  t.app.svc.limits = createServiceContext(t.app.svc.config, t.app.svc.db, { log: t.app.svc.log }).limits;
});
afterEach(() => {
  vi.useRealTimers();
});

/** Each test signs in from its own address so the per-address limit of one does not touch another. */
let ipCounter = 10;
const freshIp = () => `10.0.0.${ipCounter++}`;

/**
 * What `me` says of an Owner made from ADMIN_USERNAME/ADMIN_PASSWORD without ADMIN_TOTP_SECRET: signed
 * in, and led to set up two-factor sign-in first (tests/integration/two-factor.test.ts covers the rest).
 */
const ownerWithoutTwoFactor = (username: string, mustChangePassword: boolean) => ({
  username,
  role: 'owner',
  mustChangePassword,
  twoFactor: false,
  twoFactorRequired: true,
});

describe('first administrator', () => {
  it('is created from ADMIN_USERNAME and ADMIN_PASSWORD with an argon2id hash (m >= 19 MiB, t >= 2)', () => {
    const rows = t.app.svc.db.select().from(admins).all();
    expect(rows.map((r) => r.username)).toEqual([USER]);
    const hash = rows[0]!.passwordHash;
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, m, tc] = /m=(\d+),t=(\d+)/.exec(hash)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(tc)).toBeGreaterThanOrEqual(2);
    expect(hash).not.toContain(PASSWORD);
  });

  it('without the variables is `admin` with a random password printed once in the log', async () => {
    const other = await makeTestApp();
    try {
      other.app.svc.db.delete(admins).run();
      const lines: string[] = [];
      const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: () => {} };
      const svc = { ...other.app.svc, log };
      await ensureFirstAdmin(svc);
      await ensureFirstAdmin(svc); // an existing administrator is left alone
      expect(lines).toHaveLength(1);
      const password = /one-time password: (\S+)/.exec(lines[0]!)?.[1];
      expect(password?.length).toBeGreaterThanOrEqual(12);
      const row = other.app.svc.db.select().from(admins).get();
      expect(row?.username).toBe('admin');
      expect(await verifyPassword(row!.passwordHash, password!)).toBe(true);
      expect((await login(other, 'admin', password!)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('one-time password', () => {
  it('marks the generated first password, and only a real password change clears the mark', async () => {
    const other = await makeTestApp();
    try {
      other.app.svc.db.delete(admins).run();
      const lines: string[] = [];
      const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: () => {} };
      await ensureFirstAdmin({ ...other.app.svc, log });
      const oneTime = /one-time password: (\S+)/.exec(lines[0]!)![1]!;

      const signedIn = await login(other, 'admin', oneTime);
      expect(signedIn.body.result?.data).toEqual(ownerWithoutTwoFactor('admin', true));
      expect(await me(other, signedIn.cookie)).toEqual(ownerWithoutTwoFactor('admin', true));

      // A refused change (wrong current password, then a weak new one) leaves the mark.
      const newPassword = 'Our own office passphrase 7';
      const wrong = await call(
        other,
        'admin.changePassword',
        { currentPassword: 'not the one-time one', newPassword, confirmPassword: newPassword },
        signedIn.cookie,
      );
      expect(wrong.status).toBe(400);
      const weak = await call(
        other,
        'admin.changePassword',
        { currentPassword: oneTime, newPassword: 'password1234', confirmPassword: 'password1234' },
        signedIn.cookie,
      );
      expect(weak.status).toBe(400);
      expect(await me(other, signedIn.cookie)).toEqual(ownerWithoutTwoFactor('admin', true));
      // No procedure takes the flag: it is not part of what settings.save or any other input accepts.
      const row = other.app.svc.db.select().from(admins).get();
      expect(row?.mustChangePassword).toBe(true);

      const ok = await call(
        other,
        'admin.changePassword',
        { currentPassword: oneTime, newPassword, confirmPassword: newPassword },
        signedIn.cookie,
      );
      expect(ok.status).toBe(200);
      const fresh = /sid=([^;]+)/.exec(String(ok.headers['set-cookie']))?.[1];
      expect(await me(other, `sid=${fresh}`)).toEqual(ownerWithoutTwoFactor('admin', false));
      expect((await login(other, 'admin', newPassword)).body.result?.data).toEqual(
        ownerWithoutTwoFactor('admin', false),
      );
    } finally {
      await other.close();
    }
  });

  it('is not set for a password the operator chose (ADMIN_PASSWORD)', async () => {
    const res = await login(t, USER, PASSWORD, { ip: freshIp() });
    expect(res.body.result?.data).toEqual(ownerWithoutTwoFactor(USER, false));
  });
});

describe('sign-in', () => {
  it('sets an HttpOnly SameSite=Lax session cookie (not Secure over http) and stores only its hash', async () => {
    const res = await login(t, USER, PASSWORD, { ip: freshIp() });
    expect(res.status).toBe(200);
    expect(res.body.result?.data).toEqual(ownerWithoutTwoFactor(USER, false));
    expect(res.setCookie).toMatch(/HttpOnly/);
    expect(res.setCookie).toMatch(/SameSite=Lax/);
    expect(res.setCookie).not.toMatch(/Secure/);
    expect(res.token!.length).toBeGreaterThanOrEqual(40);
    const ids = t.app.svc.db
      .select({ id: sessions.id })
      .from(sessions)
      .all()
      .map((r) => r.id);
    expect(ids).toContain(sessionIdFor(res.token!));
    expect(ids).not.toContain(res.token);
    expect(await me(t, res.cookie)).toEqual(ownerWithoutTwoFactor(USER, false));
    expect(await me(t)).toBeNull();
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const proxied = await makeTestApp({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: 'true' });
    try {
      const res = await login(proxied, USER, PASSWORD, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.status).toBe(200);
      expect(res.setCookie).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('answers a wrong password and an unknown user with the same message and status', async () => {
    const wrong = await login(t, USER, 'wrong password entirely', { ip: freshIp() });
    const unknown = await login(t, 'nobody-here', 'wrong password entirely', { ip: freshIp() });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error?.message).toBe('Invalid username or password');
    expect(unknown.body.error?.message).toBe('Invalid username or password');
    expect(wrong.cookie).toBeNull();
  });

  it('takes about as long for an unknown user as for a wrong password (a dummy hash is verified)', async () => {
    const time = async (username: string) => {
      const start = performance.now();
      await login(t, username, 'not the password at all', { ip: freshIp() });
      return performance.now() - start;
    };
    await time('warm-up-user');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await time(USER));
      unknown.push(await time(`ghost-${i}`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Without the dummy verification an unknown user answers in well under a millisecond.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('uses the password exactly as typed (no trimming, case-sensitive)', async () => {
    expect((await login(t, USER, ` ${PASSWORD}`, { ip: freshIp() })).status).toBe(401);
    expect((await login(t, USER, PASSWORD.toLowerCase(), { ip: freshIp() })).status).toBe(401);
  });

  it('issues a new session id at every sign-in and drops the one the browser had', async () => {
    const first = await login(t, USER, PASSWORD, { ip: freshIp() });
    const second = await login(t, USER, PASSWORD, { ip: freshIp(), cookie: first.cookie! });
    expect(second.token).not.toBe(first.token);
    expect(await me(t, first.cookie)).toBeNull();
    expect(await me(t, second.cookie)).toEqual(ownerWithoutTwoFactor(USER, false));
  });

  it('refuses a sign-in started by another site', async () => {
    const res = await login(t, USER, PASSWORD, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});

describe('rate limits', () => {
  it(`answers the ${LOGIN_FAILURES_PER_IP + 1}th failure from one address within 15 minutes with 429 and Retry-After`, async () => {
    const ip = freshIp();
    // Other usernames each time, so the per-account limit is not what stops it.
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i += 1) {
      expect((await login(t, `user-${i}`, `guess number ${i}!`, { ip })).status).toBe(401);
    }
    const blocked = await login(t, 'user-eleven', 'guess number eleven', { ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(blocked.body.error?.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    // Even the right password waits, and another address is not affected.
    expect((await login(t, USER, PASSWORD, { ip })).status).toBe(429);
    expect((await login(t, USER, PASSWORD, { ip: freshIp() })).status).toBe(200);
  });

  it('lets an address try again once the 15 minutes have passed', async () => {
    // The clock is faked before the app exists, so its rate limiters read the fake clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    const limited = await makeTestApp({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD });
    try {
      for (let i = 0; i <= LOGIN_FAILURES_PER_IP; i += 1) await login(limited, `user-${i}`, `guess ${i} wrong`);
      expect((await login(limited, USER, PASSWORD)).status).toBe(429);
      vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000);
      expect((await login(limited, USER, PASSWORD)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it(`locks an account after ${LOGIN_FAILURES_PER_ACCOUNT} failures from any addresses, the right password included`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limited = await makeTestApp({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD });
    try {
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i += 1) {
        expect((await login(limited, USER, `spray guess ${i}`, { ip: `192.168.1.${i + 1}` })).status).toBe(401);
      }
      const locked = await login(limited, USER.toUpperCase(), PASSWORD, { ip: '192.168.2.1' });
      expect(locked.status).toBe(429);
      expect(locked.body.error?.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
      expect((await login(limited, USER, PASSWORD, { ip: '192.168.2.2' })).status).toBe(429);
      // Another account is not locked.
      expect((await login(limited, 'someone-else', 'spray guess y', { ip: '192.168.2.3' })).status).toBe(401);
      vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000);
      expect((await login(limited, USER, PASSWORD, { ip: '192.168.2.4' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts parallel attempts before checking them: of 50 at once, at most the limit are checked', async () => {
    const limited = await makeTestApp({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD });
    try {
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => login(limited, USER, `parallel guess ${i}`, { ip: '172.16.0.9' })),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(50 - LOGIN_FAILURES_PER_ACCOUNT);
      // The account is locked now, even for its password from a new address.
      expect((await login(limited, USER, PASSWORD, { ip: '172.16.0.10' })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('refuses a sign-in sharing a batch with other calls, and batches of more than 10 calls', async () => {
    const batch = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: `/trpc/${Array.from({ length: n }, () => 'admin.login').join(',')}?batch=1`,
        remoteAddress: freshIp(),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(
          Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { username: USER, password: PASSWORD }])),
        ),
      });
    const two = await batch(2);
    const body = two.json() as Array<{ error?: { message: string } }>;
    expect(body).toHaveLength(2);
    for (const item of body) expect(item.error?.message).toBe('Sign in with one request at a time.');
    expect(String(two.headers['set-cookie'] ?? '')).toBe('');
    expect((await batch(200)).statusCode).toBe(400);
    // A batch of one (how a batching client sends a lone call) is a single attempt and is allowed.
    const one = await batch(1);
    expect(one.statusCode).toBe(200);
    expect(String(one.headers['set-cookie'])).toMatch(/^sid=/);
  });

  it('behind a trusted proxy, a client cannot choose its own address with X-Forwarded-For', async () => {
    const proxied = await makeTestApp({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: 'true' });
    try {
      // nginx (on 127.0.0.1) appends the address it saw to whatever the client sent.
      const viaProxy = (i: number, password: string) =>
        login(proxied, `user-${i}`, password, {
          ip: '127.0.0.1',
          headers: { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.7` },
        });
      for (let i = 0; i < LOGIN_FAILURES_PER_IP; i += 1) expect((await viaProxy(i, 'wrong guess')).status).toBe(401);
      expect((await viaProxy(99, 'wrong guess')).status).toBe(429);
      // A client connecting directly (not the proxy) is not believed either.
      const direct = await login(proxied, USER, PASSWORD, {
        ip: '198.51.100.4',
        headers: { 'x-forwarded-for': '203.0.113.99' },
      });
      expect(direct.status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('logs one structured event per attempt, lock, sign-out and password change, never the password', async () => {
    const app4 = await makeTestApp({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD });
    const events: Array<Record<string, unknown>> = [];
    const record = (obj: unknown) => {
      if (typeof obj === 'object' && obj) events.push(obj as Record<string, unknown>);
    };
    app4.app.svc.log = { info: record, warn: record, error: record };
    try {
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i += 1)
        await login(app4, USER, `secret-guess-${i}`, { ip: '10.1.1.1' });
      await login(app4, USER, PASSWORD, { ip: '10.1.1.2' });
      expect(events.filter((e) => e.event === 'sign-in' && e.outcome === 'failure')).toHaveLength(
        LOGIN_FAILURES_PER_ACCOUNT,
      );
      expect(events.filter((e) => e.event === 'account-locked')).toHaveLength(1);
      expect(events.at(-1)).toMatchObject({
        event: 'sign-in',
        outcome: 'refused-limit',
        username: USER,
        ip: '10.1.1.2',
      });
      expect(JSON.stringify(events)).not.toContain('secret-guess');
      expect(JSON.stringify(events)).not.toContain(PASSWORD);
    } finally {
      await app4.close();
    }
  });
});

describe('sessions', () => {
  it('expire after the session lifetime, however active', async () => {
    const res = await login(t, USER, PASSWORD, { ip: freshIp() });
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    // Active every hour, so never idle.
    for (let at = 60 * 60_000; at < SESSION_TTL_MS - 60_000; at += 60 * 60_000) {
      vi.setSystemTime(start + at);
      expect(await me(t, res.cookie)).toEqual(ownerWithoutTwoFactor(USER, false));
    }
    vi.setSystemTime(start + SESSION_TTL_MS + 60_000);
    expect(await me(t, res.cookie)).toBeNull();
    expect((await call(t, 'admin.stats', undefined, res.cookie)).status).toBe(401);
  });

  it(`end after ${SESSION_IDLE_MS / 3_600_000} hours without a request`, async () => {
    const res = await login(t, USER, PASSWORD, { ip: freshIp() });
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start + SESSION_IDLE_MS - 60_000);
    expect(await me(t, res.cookie)).toEqual(ownerWithoutTwoFactor(USER, false));
    // That request moved the idle clock on.
    vi.setSystemTime(start + 2 * SESSION_IDLE_MS - 120_000);
    expect(await me(t, res.cookie)).toEqual(ownerWithoutTwoFactor(USER, false));
    vi.setSystemTime(start + 3 * SESSION_IDLE_MS);
    expect(await me(t, res.cookie)).toBeNull();
  });

  it('over https the cookie is __Host-sid, Secure, and a plain `sid` is not read', async () => {
    const secure = await makeTestApp({
      ADMIN_USERNAME: USER,
      ADMIN_PASSWORD: PASSWORD,
      SITE_URL: 'https://school.example',
    });
    try {
      const res = await login(secure, USER, PASSWORD);
      expect(res.setCookie).toMatch(/^__Host-sid=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
      const token = /__Host-sid=([^;]+)/.exec(res.setCookie)?.[1];
      expect(await me(secure, `__Host-sid=${token}`)).toEqual(ownerWithoutTwoFactor(USER, false));
      expect(await me(secure, `sid=${token}`)).toBeNull();
    } finally {
      await secure.close();
    }
  });

  it('logout deletes the session on the server and clears the cookie', async () => {
    const res = await login(t, USER, PASSWORD, { ip: freshIp() });
    const out = await call(t, 'admin.logout', undefined, res.cookie);
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
    const ids = t.app.svc.db
      .select({ id: sessions.id })
      .from(sessions)
      .all()
      .map((r) => r.id);
    expect(ids).not.toContain(sessionIdFor(res.token!));
    expect(await me(t, res.cookie)).toBeNull();
  });

  it('ignores a forged or unknown cookie', async () => {
    expect(await me(t, 'sid=forged-token-value')).toBeNull();
    expect((await call(t, 'admin.stats', undefined, 'sid=forged-token-value')).status).toBe(401);
  });
});

describe('password change', () => {
  it('needs the current password, then signs out everywhere and keeps this browser signed in', async () => {
    const app2 = await makeTestApp({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD });
    try {
      const laptop = await login(app2, USER, PASSWORD);
      const phone = await login(app2, USER, PASSWORD);
      const newPassword = 'A brand new passphrase 2025';

      const wrong = await call(
        app2,
        'admin.changePassword',
        { currentPassword: 'not it at all', newPassword, confirmPassword: newPassword },
        laptop.cookie,
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.data.fieldErrors).toEqual({ currentPassword: ['Current password is incorrect'] });

      const short = await call(
        app2,
        'admin.changePassword',
        { currentPassword: PASSWORD, newPassword: 'short', confirmPassword: 'short' },
        laptop.cookie,
      );
      expect(short.status).toBe(400);
      expect(short.body.error.data.fieldErrors.newPassword).toEqual(['New password must be at least 12 characters']);

      for (const common of ['password1234', 'qwerty123456', '1qaz2wsx3edc', 'iloveyou1234']) {
        const weak = await call(
          app2,
          'admin.changePassword',
          { currentPassword: PASSWORD, newPassword: common, confirmPassword: common },
          laptop.cookie,
        );
        expect(weak.status).toBe(400);
        expect(weak.body.error.data.fieldErrors.newPassword).toEqual([
          'This password is too common or too easy to guess. Choose a longer phrase of unrelated words.',
        ]);
      }

      const ok = await call(
        app2,
        'admin.changePassword',
        { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
        laptop.cookie,
      );
      expect(ok.status).toBe(200);
      const fresh = /sid=([^;]+)/.exec(String(ok.headers['set-cookie']))?.[1];
      expect(await me(app2, phone.cookie)).toBeNull();
      expect(await me(app2, laptop.cookie)).toBeNull();
      expect(await me(app2, `sid=${fresh}`)).toEqual(ownerWithoutTwoFactor(USER, false));
      expect((await login(app2, USER, PASSWORD)).status).toBe(401);
      expect((await login(app2, USER, newPassword)).status).toBe(200);
    } finally {
      await app2.close();
    }
  });
});

describe('npm run admin -- reset-password', () => {
  it('sets a new password from the environment and signs the administrator out', async () => {
    const app3 = await makeTestApp({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD });
    try {
      const before = await login(app3, USER, PASSWORD);
      const run = (args: string[], env: Record<string, string>, input?: string) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
          env: { ...process.env, DATA_DIR: app3.dataDir, LOG_LEVEL: 'silent', ...env },
          input: input ?? '',
          encoding: 'utf8',
        });
      // A password the operator sets on the command line is not a one-time one: it clears the mark.
      app3.app.svc.db.update(admins).set({ mustChangePassword: true }).run();
      const result = run(['reset-password', USER], { ADMIN_NEW_PASSWORD: 'Reset from the terminal 1' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(app3.app.svc.db.select().from(admins).get()?.mustChangePassword).toBe(false);
      expect(await me(app3, before.cookie)).toBeNull();
      expect((await login(app3, USER, 'Reset from the terminal 1')).status).toBe(200);

      const piped = run(['reset-password', USER], {}, 'Piped in on standard input\n');
      expect(piped.status).toBe(0);
      expect((await login(app3, USER, 'Piped in on standard input')).status).toBe(200);

      expect(run(['reset-password', 'nobody'], { ADMIN_NEW_PASSWORD: 'Long enough password' }).status).toBe(1);
      expect(run(['reset-password', USER], { ADMIN_NEW_PASSWORD: 'too short' }).status).toBe(1);
      const common = run(['reset-password', USER], { ADMIN_NEW_PASSWORD: 'password1234' });
      expect(common.status).toBe(1);
      expect(common.stderr).toContain('too common');
      expect(run([], {}).status).toBe(2);
    } finally {
      await app3.close();
    }
    // Six runs of the command, each starting Node with TypeScript: slower than one request.
  }, 90_000);
});
