import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceContext } from '../../src/server/context';
import { admins, auditLog, recoveryCodes, sessions } from '../../src/server/db/schema';
import { createAdmin, findAdmin } from '../../src/server/platform/auth/session';
import { codeAt, TOTP_PERIOD_SECONDS } from '../../src/server/platform/auth/two-factor';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../../src/shared/constants';
import { TWO_FACTOR_WORDS } from '../../src/shared/content/two-factor-words';
import { call, login, me } from '../fixtures/admin-http';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// Two-factor sign-in through the real app: admin.login's second step, admin.twoFactor.*, the Owner gate,
// ADMIN_TOTP_SECRET and the command line.

const OWNER = 'principal';
const PASSWORD = 'Correct horse battery staple';
/** The base32 secret an automated install sets in ADMIN_TOTP_SECRET. */
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ ADMIN_USERNAME: OWNER, ADMIN_PASSWORD: PASSWORD, ADMIN_TOTP_SECRET: SECRET });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.app.svc.limits = createServiceContext(t.app.svc.config, t.app.svc.db, { log: t.app.svc.log }).limits;
});

let ipCounter = 10;
const freshIp = () => `10.1.0.${ipCounter++}`;

/**
 * A code of a step not used yet: a step once accepted is refused, so each sign-in of the same account
 * takes the next of the three steps the window accepts (the previous, the current, the next).
 */
function codeOf(username: string, secret: string): string {
  const row = t.app.svc.db.select().from(admins).where(eq(admins.username, username)).get()!;
  const now = Date.now();
  const current = Math.floor(now / STEP_MS);
  const step = Math.max(current - 1, row.totpLastStep + 1);
  if (step > current + 1) throw new Error('no unused step left in the window; reset totp_last_step');
  return codeAt(secret, step * STEP_MS + 1);
}

/** A fresh account of its own with two-factor sign-in on (so one test's used steps touch no other). */
let n = 0;
async function enrolled(role: 'owner' | 'editor' = 'owner') {
  const username = `staff-${++n}`;
  const secret = new Secret({ size: 20 }).base32;
  await createAdmin(t.app.svc, username, PASSWORD, { role, totpSecret: secret });
  return { username, secret };
}

function auditOf(actor: string) {
  return t.app.svc.db.select().from(auditLog).where(eq(auditLog.actor, actor)).all();
}

describe('signing in with two-factor sign-in', () => {
  it('answers secondFactor required to the right password alone, with no session and no failure counted', async () => {
    const sessionsBefore = t.app.svc.db.select().from(sessions).all().length;
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT + 1; i++) {
      const res = await login(t, OWNER, PASSWORD, { ip: freshIp() });
      expect(res.status).toBe(200);
      expect(res.body.result?.data).toEqual({ secondFactor: 'required' });
      expect(res.cookie).toBeNull();
    }
    expect(t.app.svc.db.select().from(sessions).all().length).toBe(sessionsBefore);
    // Not locked: the right code still signs in.
    const ok = await login(t, OWNER, PASSWORD, { ip: freshIp(), code: codeOf(OWNER, SECRET) });
    expect(ok.status).toBe(200);
    expect(await me(t, ok.cookie)).toMatchObject({ username: OWNER, twoFactor: true, twoFactorRequired: true });
  });

  it('enrols the first Owner with ADMIN_TOTP_SECRET: no set-up step, every procedure open after a code', async () => {
    const res = await login(t, OWNER, PASSWORD, { ip: freshIp(), code: codeOf(OWNER, SECRET) });
    expect(res.status).toBe(200);
    expect(res.body.result?.data).toEqual({
      username: OWNER,
      role: 'owner',
      mustChangePassword: false,
      twoFactor: true,
      twoFactorRequired: true,
    });
    expect((await call(t, 'admin.settings.get', undefined, res.cookie)).status).toBe(200);
  });

  it('refuses a code used once (replay), and the same code twice at once signs in only once', async () => {
    const { username, secret } = await enrolled();
    const code = codeOf(username, secret);
    const first = await login(t, username, PASSWORD, { ip: freshIp(), code });
    expect(first.status).toBe(200);
    const again = await login(t, username, PASSWORD, { ip: freshIp(), code });
    expect(again.status).toBe(401);
    expect(again.body.error?.message).toBe(TWO_FACTOR_WORDS.codeWrong);
    expect(again.cookie).toBeNull();

    const next = codeOf(username, secret);
    const both = await Promise.all([
      login(t, username, PASSWORD, { ip: freshIp(), code: next }),
      login(t, username, PASSWORD, { ip: freshIp(), code: next }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('counts a wrong code as a failed sign-in: the account locks, the right code included, and the log never holds the code', async () => {
    const { username, secret } = await enrolled();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      const res = await login(t, username, PASSWORD, { ip: freshIp(), code: '000000' });
      expect(res.status).toBe(401);
      expect(res.body.error?.message).toBe(TWO_FACTOR_WORDS.codeWrong);
    }
    const locked = await login(t, username, PASSWORD, { ip: freshIp(), code: codeOf(username, secret) });
    expect(locked.status).toBe(429);
    const failed = auditOf(username).filter((e) => e.action === 'sign-in-failed');
    expect(failed.filter((e) => e.detail === 'wrong code')).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT);
    expect(JSON.stringify(failed)).not.toContain('000000');
  });

  it('takes a recovery code once, with or without dashes, in any case, and records it', async () => {
    const { username, secret } = await enrolled();
    const signedIn = await login(t, username, PASSWORD, { ip: freshIp(), code: codeOf(username, secret) });
    const made = await call(t, 'admin.twoFactor.newRecoveryCodes', { codeOrPassword: PASSWORD }, signedIn.cookie);
    expect(made.status).toBe(200);
    const codes = made.body.result.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    // Stored as hashes only.
    const stored = t.app.svc.db.select().from(recoveryCodes).all();
    for (const c of codes) expect(JSON.stringify(stored)).not.toContain(c.replace(/-/g, ''));

    const typed = ` ${codes[0]!.replace(/-/g, ' ').toUpperCase()} `;
    const ok = await login(t, username, PASSWORD, { ip: freshIp(), code: typed });
    expect(ok.status).toBe(200);
    expect(auditOf(username).some((e) => e.action === 'sign-in' && e.detail === 'recovery code used')).toBe(true);
    const reused = await login(t, username, PASSWORD, { ip: freshIp(), code: codes[0]! });
    expect(reused.status).toBe(401);
    expect(reused.body.error?.message).toBe(TWO_FACTOR_WORDS.codeWrong);
    const status = await call(t, 'admin.twoFactor.status', undefined, ok.cookie);
    expect(status.body.result.data).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('answers tampered, empty and overlong codes with the one message and changes nothing', async () => {
    const { username, secret } = await enrolled();
    const before = t.app.svc.db.select().from(admins).where(eq(admins.username, username)).get();
    const sessionsBefore = t.app.svc.db.select().from(sessions).all().length;
    for (const code of [
      '',
      '12345',
      '1234567',
      'abcd-efgh-ijk!',
      '<script>',
      'x'.repeat(41),
      '9'.repeat(1000),
      '１２３４５６',
    ]) {
      const res = await login(t, username, PASSWORD, { ip: freshIp(), code });
      expect(res.status, JSON.stringify(code)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error?.message).toBe(TWO_FACTOR_WORDS.codeWrong);
      expect(res.cookie).toBeNull();
      // Between attempts the lock is lifted, so each code is answered for itself.
      t.app.svc.limits = createServiceContext(t.app.svc.config, t.app.svc.db, { log: t.app.svc.log }).limits;
    }
    expect(t.app.svc.db.select().from(admins).where(eq(admins.username, username)).get()).toEqual(before);
    expect(t.app.svc.db.select().from(sessions).all().length).toBe(sessionsBefore);
    expect((await login(t, username, PASSWORD, { ip: freshIp(), code: codeOf(username, secret) })).status).toBe(200);
  });

  it('answers a wrong password with a code as any wrong password, never saying whether the code was right', async () => {
    const { username, secret } = await enrolled();
    const res = await login(t, username, 'not the password', { ip: freshIp(), code: codeOf(username, secret) });
    expect(res.status).toBe(401);
    expect(res.body.error?.message).toBe('Invalid username or password');
  });
});

describe('setting up two-factor sign-in', () => {
  it('refuses an Owner without it every other procedure, lets them set it up, then opens everything', async () => {
    const username = 'new-owner';
    await createAdmin(t.app.svc, username, PASSWORD, { role: 'owner' });
    const res = await login(t, username, PASSWORD, { ip: freshIp() });
    expect(res.status).toBe(200);
    expect(res.body.result?.data).toMatchObject({ twoFactor: false, twoFactorRequired: true });
    const cookie = res.cookie;

    const refused = await call(t, 'admin.settings.get', undefined, cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Set up two-factor sign-in before anything else.');
    expect((await call(t, 'admin.twoFactor.status', undefined, cookie)).body.result.data).toMatchObject({
      enabled: false,
      required: true,
    });
    // Turning off and new codes are not part of the set-up.
    expect((await call(t, 'admin.twoFactor.disable', { password: PASSWORD }, cookie)).status).toBe(403);

    const begun = await call(t, 'admin.twoFactor.begin', undefined, cookie);
    expect(begun.status).toBe(200);
    const { secret, secretGroups, uri, svg } = begun.body.result.data;
    expect(secretGroups.replace(/ /g, '')).toBe(secret);
    expect(secretGroups).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('algorithm=SHA1&digits=6&period=30');
    expect(svg).toMatch(/^<svg/);

    const wrong = await call(t, 'admin.twoFactor.confirm', { code: '000000' }, cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.data.fieldErrors).toEqual({ code: [TWO_FACTOR_WORDS.codeWrong] });
    expect((await call(t, 'admin.settings.get', undefined, cookie)).status).toBe(403);

    const confirmed = await call(t, 'admin.twoFactor.confirm', { code: codeAt(secret, Date.now()) }, cookie);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result.data.recoveryCodes).toHaveLength(10);
    expect((await call(t, 'admin.settings.get', undefined, cookie)).status).toBe(200);
    expect(await me(t, cookie)).toMatchObject({ twoFactor: true });
    // The code that confirmed the set-up cannot sign in again.
    const replay = await login(t, username, PASSWORD, { ip: freshIp(), code: codeAt(secret, Date.now()) });
    expect([401]).toContain(replay.status);
    // An Owner cannot turn it off.
    const off = await call(t, 'admin.twoFactor.disable', { password: PASSWORD }, cookie);
    expect(off.status).toBe(403);
    expect(off.body.error.message).toBe(TWO_FACTOR_WORDS.cannotTurnOff);
  });

  it('lets an Editor (not required) turn it off with the password only', async () => {
    const { username, secret } = await enrolled('editor');
    const res = await login(t, username, PASSWORD, { ip: freshIp(), code: codeOf(username, secret) });
    const wrong = await call(t, 'admin.twoFactor.disable', { password: 'not it' }, res.cookie);
    expect(wrong.status).toBe(400);
    const off = await call(t, 'admin.twoFactor.disable', { password: PASSWORD }, res.cookie);
    expect(off.status).toBe(200);
    const plain = await login(t, username, PASSWORD, { ip: freshIp() });
    expect(plain.body.result?.data).toMatchObject({ username, twoFactor: false, twoFactorRequired: false });
    // Recorded under the person, as a change of their two-factor sign-in.
    expect(
      auditOf(username)
        .filter((e) => e.action === 'two-factor-change')
        .map((e) => e.detail),
    ).toContain('two-factor sign-in turned off');
  });
});

describe('npm run admin -- add-user and reset-password --reset-2fa', () => {
  it('adds an Owner who must set up two-factor sign-in, and clears it with --reset-2fa', async () => {
    const run = (args: string[], env: Record<string, string> = {}) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
        env: { ...process.env, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...env },
        input: '',
        encoding: 'utf8',
      });
    const password = 'Added from the terminal 7';
    const added = run(
      ['add-user', 'it-person', '--role', 'owner', '--name', 'I. T. Person', '--email', 'IT@School.example'],
      {
        ADMIN_NEW_PASSWORD: password,
      },
    );
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    const row = t.app.svc.db.select().from(admins).where(eq(admins.username, 'it-person')).get()!;
    expect(row).toMatchObject({ role: 'owner', name: 'I. T. Person', email: 'it@school.example', totpSecret: null });
    const signedIn = await login(t, 'it-person', password, { ip: freshIp() });
    expect(signedIn.body.result?.data).toMatchObject({ twoFactor: false, twoFactorRequired: true });
    expect((await call(t, 'admin.settings.get', undefined, signedIn.cookie)).status).toBe(403);
    expect(auditOf('cli').some((e) => e.action === 'create' && e.entityId === String(row.id))).toBe(true);

    // Refusals: an unknown role, a taken name, no role.
    expect(run(['add-user', 'x', '--role', 'janitor'], { ADMIN_NEW_PASSWORD: password }).status).toBe(2);
    expect(run(['add-user', 'x'], { ADMIN_NEW_PASSWORD: password }).status).toBe(2);
    expect(run(['add-user', 'it-person', '--role', 'editor'], { ADMIN_NEW_PASSWORD: password }).status).toBe(1);

    const { username, secret } = await enrolled();
    const id = findAdmin(t.app.svc, username)!.id;
    const withCode = await login(t, username, PASSWORD, { ip: freshIp(), code: codeOf(username, secret) });
    await call(t, 'admin.twoFactor.newRecoveryCodes', { codeOrPassword: PASSWORD }, withCode.cookie);
    const reset = run(['reset-password', username, '--reset-2fa'], { ADMIN_NEW_PASSWORD: 'A fresh start password 9' });
    expect(reset.status).toBe(0);
    const after = t.app.svc.db.select().from(admins).where(eq(admins.id, id)).get()!;
    expect(after).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: 0 });
    expect(t.app.svc.db.select().from(recoveryCodes).where(eq(recoveryCodes.adminId, id)).all()).toEqual([]);
    const again = await login(t, username, 'A fresh start password 9', { ip: freshIp() });
    expect(again.body.result?.data).toMatchObject({ twoFactor: false, twoFactorRequired: true });
    expect(
      auditOf('cli').some(
        (e) => e.action === 'two-factor-change' && e.detail === `two-factor sign-in of ${username} cleared`,
      ),
    ).toBe(true);
  }, 90_000);
});

describe('moving two-factor sign-in to a new phone', () => {
  /**
   * As if the next minute had come: every step the window accepts is free again, so a code refused
   * afterwards is refused for its secret, not because its step was taken.
   */
  function aMinuteLater(username: string) {
    const freeFrom = Math.floor(Date.now() / STEP_MS) - 2;
    t.app.svc.db.update(admins).set({ totpLastStep: freeFrom }).where(eq(admins.username, username)).run();
  }
  const secretOf = (username: string) => t.app.svc.db.select().from(admins).where(eq(admins.username, username)).get()!;

  it.each(['owner', 'admissions', 'editor'] as const)(
    'as %s, confirmed with a current code: the old phone signs in until the new one confirms, then only the new one',
    async (role) => {
      const { username, secret: oldSecret } = await enrolled(role as 'owner');
      const session = await login(t, username, PASSWORD, { ip: freshIp(), code: codeOf(username, oldSecret) });
      expect(session.status).toBe(200);
      // Recovery codes made before the move, to see they are kept.
      const codes = await call(t, 'admin.twoFactor.newRecoveryCodes', { codeOrPassword: PASSWORD }, session.cookie);
      expect(codes.status).toBe(200);

      const begun = await call(t, 'admin.twoFactor.beginMove', { code: codeOf(username, oldSecret) }, session.cookie);
      expect(begun.status).toBe(200);
      const newSecret: string = begun.body.result.data.secret;
      expect(newSecret).not.toBe(oldSecret);
      expect(begun.body.result.data.svg).toContain('<svg');
      expect(secretOf(username).totpSecret).toBe(oldSecret);

      // Half-way: the old phone still signs in, the new one not yet.
      aMinuteLater(username);
      const notYet = await login(t, username, PASSWORD, { ip: freshIp(), code: codeOf(username, newSecret) });
      expect(notYet.status).toBe(401);
      const stillOld = await login(t, username, PASSWORD, { ip: freshIp(), code: codeOf(username, oldSecret) });
      expect(stillOld.status).toBe(200);

      // A code of the old phone does not confirm the new one.
      aMinuteLater(username);
      const wrong = await call(t, 'admin.twoFactor.confirmMove', { code: codeOf(username, oldSecret) }, session.cookie);
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.message).toBe(TWO_FACTOR_WORDS.codeWrong);
      expect(secretOf(username).totpSecret).toBe(oldSecret);

      const confirmed = await call(
        t,
        'admin.twoFactor.confirmMove',
        { code: codeOf(username, newSecret) },
        session.cookie,
      );
      expect(confirmed.status).toBe(200);
      expect(secretOf(username)).toMatchObject({ totpSecret: newSecret, totpPendingSecret: null });

      aMinuteLater(username);
      const oldRefused = await login(t, username, PASSWORD, { ip: freshIp(), code: codeOf(username, oldSecret) });
      expect(oldRefused.status).toBe(401);
      const newSignsIn = await login(t, username, PASSWORD, { ip: freshIp(), code: codeOf(username, newSecret) });
      expect(newSignsIn.status).toBe(200);
      // The recovery codes on paper still work.
      const recovery = await login(t, username, PASSWORD, {
        ip: freshIp(),
        code: codes.body.result.data.recoveryCodes[0],
      });
      expect(recovery.status).toBe(200);

      const changes = auditOf(username)
        .filter((e) => e.action === 'two-factor-change')
        .map((e) => e.detail);
      expect(changes).toContain('moving two-factor sign-in to a new phone (confirmed with a current code)');
      expect(changes).toContain('two-factor sign-in moved to a new phone');
    },
    30_000,
  );

  it('takes a recovery code when the old phone is lost, once; a wrong one changes nothing and counts towards the lock', async () => {
    const { username, secret: oldSecret } = await enrolled('editor');
    const session = await login(t, username, PASSWORD, { ip: freshIp(), code: codeOf(username, oldSecret) });
    const codes = (await call(t, 'admin.twoFactor.newRecoveryCodes', { codeOrPassword: PASSWORD }, session.cookie)).body
      .result.data.recoveryCodes as string[];

    const refused = await call(t, 'admin.twoFactor.beginMove', { code: 'aaaa-bbbb-cccc' }, session.cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(TWO_FACTOR_WORDS.codeOrRecoveryCodeWrong);
    expect(secretOf(username).totpPendingSecret).toBeNull();
    const empty = await call(t, 'admin.twoFactor.beginMove', { code: '' }, session.cookie);
    expect(empty.status).toBe(400);
    expect(secretOf(username).totpPendingSecret).toBeNull();

    const begun = await call(t, 'admin.twoFactor.beginMove', { code: codes[0] }, session.cookie);
    expect(begun.status).toBe(200);
    const reused = await call(t, 'admin.twoFactor.beginMove', { code: codes[0] }, session.cookie);
    expect(reused.status).toBe(400);
    // A second start replaces the first start's secret: only the latest one confirms.
    const again = await call(t, 'admin.twoFactor.beginMove', { code: codes[1] }, session.cookie);
    const firstSecret: string = begun.body.result.data.secret;
    const latestSecret: string = again.body.result.data.secret;
    aMinuteLater(username);
    const stale = await call(t, 'admin.twoFactor.confirmMove', { code: codeOf(username, firstSecret) }, session.cookie);
    expect(stale.status).toBe(400);
    const ok = await call(t, 'admin.twoFactor.confirmMove', { code: codeOf(username, latestSecret) }, session.cookie);
    expect(ok.status).toBe(200);
    expect(secretOf(username).totpSecret).toBe(latestSecret);
    expect(auditOf(username).map((e) => e.detail)).toContain(
      'moving two-factor sign-in to a new phone (confirmed with a recovery code)',
    );

    // Wrong proofs lock the account as wrong codes at sign-in do.
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++)
      await call(t, 'admin.twoFactor.beginMove', { code: '000000' }, session.cookie);
    const locked = await call(t, 'admin.twoFactor.beginMove', { code: codes[2] }, session.cookie);
    expect(locked.status).toBe(429);
  });

  it('is refused without two-factor sign-in, and a confirmation without a move changes nothing', async () => {
    const username = `staff-${++n}`;
    await createAdmin(t.app.svc, username, PASSWORD, { role: 'editor' });
    const session = await login(t, username, PASSWORD, { ip: freshIp() });
    const begun = await call(t, 'admin.twoFactor.beginMove', { code: '123456' }, session.cookie);
    expect(begun.status).toBe(400);
    expect(begun.body.error.message).toBe(TWO_FACTOR_WORDS.statusOff);

    const { username: other, secret } = await enrolled('editor');
    const otherSession = await login(t, other, PASSWORD, { ip: freshIp(), code: codeOf(other, secret) });
    const confirmed = await call(
      t,
      'admin.twoFactor.confirmMove',
      { code: codeOf(other, secret) },
      otherSession.cookie,
    );
    expect(confirmed.status).toBe(400);
    expect(secretOf(other)).toMatchObject({ totpSecret: secret, totpPendingSecret: null });
  });
});
