import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import { SESSION_IDLE_MS, SESSION_TOUCH_MS, SESSION_TTL_MS } from '../../../shared/constants';
import { type Role, roleRequiresTwoFactor } from '../../../shared/roles';
import type { ServiceContext } from '../../context';
import { admins, sessions } from '../../db/schema';
import { write } from '../../db/write';
import { getSettings } from '../settings';
import { passwordProblem } from './password-policy';
import { acceptSecondFactor } from './two-factor';

// Sign-in, sessions and passwords (docs/decisions/003-sign-in-and-sessions.md).

export interface AdminSession {
  adminId: number;
  username: string;
  /** What this person may do (src/shared/roles.ts); read from the account at every request. */
  role: Role;
  /** Whether the account has two-factor sign-in set up. */
  twoFactor: boolean;
}

/** Whether this person must have two-factor sign-in set up before any other work (Owners always). */
export function twoFactorRequired(svc: ServiceContext, role: Role): boolean {
  return roleRequiresTwoFactor(role) || getSettings(svc).twoFactorForEveryone;
}

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1 (the library's defaults, spelled
// out so a dependency update cannot weaken them; the default algorithm of @node-rs/argon2 is argon2id).
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const INVALID_CREDENTIALS = 'Invalid username or password';

// argon2 is imported on the first sign-in or new password, not at start; the module system keeps it
// after that (docs/decisions/024-memory-budget.md).
export async function hashPassword(password: string): Promise<string> {
  const { hash } = await import('@node-rs/argon2');
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await import('@node-rs/argon2');
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the username is unknown makes a miss cost the same time as a wrong
// password, so response times do not reveal which usernames exist.
let dummyHash: Promise<string> | null = null;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(24).toString('base64url'));
  return dummyHash;
}

/** The cookie holds a random token; the table holds only its SHA-256, so a leaked database holds no live cookie. */
export function sessionIdFor(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Checks a username and password; same answer and about the same time whether or not the user exists. */
export async function checkCredentials(
  svc: ServiceContext,
  username: string,
  password: string,
): Promise<AdminSession | null> {
  const admin = svc.db
    .select({
      id: admins.id,
      username: admins.username,
      passwordHash: admins.passwordHash,
      role: admins.role,
      totpSecret: admins.totpSecret,
    })
    .from(admins)
    .where(and(eq(admins.username, username), isNull(admins.deactivatedAt)))
    .get();
  // A deactivated account answers as an unknown one, in the same time.
  if (!admin) {
    await verifyPassword(await getDummyHash(), password);
    return null;
  }
  // Passwords are used exactly as typed: no trimming, no case folding.
  return (await verifyPassword(admin.passwordHash, password))
    ? { adminId: admin.id, username: admin.username, role: admin.role, twoFactor: admin.totpSecret !== null }
    : null;
}

export type SignInOutcome =
  | { ok: true; session: AdminSession; via: 'password' | 'totp' | 'recovery' }
  | { ok: false; reason: 'second-factor' }
  | { ok: false; reason: 'invalid' | 'wrong-code' | 'locked' | 'busy'; retryAfterSeconds: number };

/** The log's view of a username: bounded, and never mistaken for structure (pino escapes it as JSON). */
const logName = (username: string) => username.slice(0, 100);

/**
 * One sign-in attempt under the limits: per client address and per account (counted before the
 * password is checked, so parallel or batched attempts cannot slip past), with the number of password
 * checks at once bounded. Every attempt is logged once with its outcome; never the password.
 *
 * An account with two-factor sign-in also needs `code` (a one-time or a recovery code): without one the
 * answer is 'second-factor' and nothing is counted either way (a right password must not clear the
 * failures, or guessing codes between right passwords would never lock); a wrong one is a failure like
 * a wrong password. `passwordOnly` checks just the password (changing it, turning two-factor off).
 */
export async function signIn(
  svc: ServiceContext,
  username: string,
  password: string,
  clientIp: string,
  options: { code?: string; passwordOnly?: boolean } = {},
): Promise<SignInOutcome> {
  const { loginByIp, loginByAccount, passwordChecks } = svc.limits;
  const accountKey = username.toLowerCase();
  const event = { event: 'sign-in', username: logName(username), ip: clientIp };
  const wait = Math.max(loginByIp.retryAfter(clientIp), loginByAccount.retryAfter(accountKey));
  if (wait > 0) {
    svc.log.warn({ ...event, outcome: 'refused-limit' }, 'sign-in refused: too many failed attempts');
    return { ok: false, reason: 'locked', retryAfterSeconds: wait };
  }
  loginByIp.begin(clientIp);
  loginByAccount.begin(accountKey);
  let session: AdminSession | null;
  try {
    const checked = await passwordChecks.run(() => checkCredentials(svc, username, password));
    if (!checked) {
      loginByIp.end(clientIp, false);
      loginByAccount.end(accountKey, false);
      svc.log.warn({ ...event, outcome: 'refused-busy' }, 'sign-in refused: too many password checks at once');
      return { ok: false, reason: 'busy', retryAfterSeconds: 5 };
    }
    session = checked.value;
  } catch (error) {
    loginByIp.end(clientIp, false);
    loginByAccount.end(accountKey, false);
    throw error;
  }
  if (!session) {
    loginByIp.fail(clientIp);
    const locked = loginByAccount.fail(accountKey);
    svc.log.warn({ ...event, outcome: 'failure' }, 'sign-in failed');
    if (locked)
      svc.log.warn(
        { event: 'account-locked', outcome: 'locked', username: logName(username), ip: clientIp },
        'account locked',
      );
    return { ok: false, reason: 'invalid', retryAfterSeconds: 0 };
  }
  let via: 'password' | 'totp' | 'recovery' = 'password';
  if (session.twoFactor && !options.passwordOnly) {
    if (options.code === undefined) {
      loginByIp.end(clientIp, false);
      loginByAccount.end(accountKey, false);
      svc.log.info({ ...event, outcome: 'second-factor' }, 'sign-in waits for the second factor');
      return { ok: false, reason: 'second-factor' };
    }
    const accepted = acceptSecondFactor(svc, session.adminId, options.code);
    if (!accepted) {
      loginByIp.fail(clientIp);
      const locked = loginByAccount.fail(accountKey);
      svc.log.warn({ ...event, outcome: 'failure-code' }, 'sign-in failed: wrong code');
      if (locked)
        svc.log.warn(
          { event: 'account-locked', outcome: 'locked', username: logName(username), ip: clientIp },
          'account locked',
        );
      return { ok: false, reason: 'wrong-code', retryAfterSeconds: 0 };
    }
    via = accepted;
  }
  loginByIp.end(clientIp, true);
  loginByAccount.end(accountKey, true);
  svc.log.info({ ...event, outcome: 'success' }, 'signed in');
  return { ok: true, session, via };
}

/** Enough of a User-Agent to name the browser and system in the list of sessions. */
const USER_AGENT_CHARS = 300;

/**
 * Creates a new session (a fresh random token at every sign-in) and returns the cookie token. Expired
 * and idle rows of anyone go at each sign-in, so the table never grows without bound.
 */
export function createSession(
  svc: ServiceContext,
  adminId: number,
  now = Date.now(),
  from: { userAgent?: string; clientIp?: string } = {},
): { token: string; expiresAt: Date } {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + SESSION_TTL_MS);
  write(svc.db, (tx) => {
    tx.delete(sessions)
      .where(or(lte(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))))
      .run();
    tx.insert(sessions)
      .values({
        id: sessionIdFor(token),
        adminId,
        expiresAt,
        lastSeenAt: new Date(now),
        userAgent: (from.userAgent ?? '').slice(0, USER_AGENT_CHARS),
        clientIp: (from.clientIp ?? '').slice(0, 64),
      })
      .run();
  });
  return { token, expiresAt };
}

/**
 * The person behind a cookie token, or null when the token is unknown, past its lifetime or idle too
 * long, or the account is deactivated (its cookie is refused at once, before its rows are gone). The
 * role is read here at every request, so a changed role holds from the next request. A live session's
 * last-seen time moves forward (written at most once a minute).
 */
export function readSession(svc: ServiceContext, token: string, now = Date.now()): AdminSession | null {
  if (!token || token.length > 200) return null;
  const id = sessionIdFor(token);
  const row = svc.db
    .select({
      adminId: admins.id,
      username: admins.username,
      role: admins.role,
      totpSecret: admins.totpSecret,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(
      and(
        eq(sessions.id, id),
        isNull(admins.deactivatedAt),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
      ),
    )
    .get();
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
    try {
      write(svc.db, (tx) =>
        tx
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, id))
          .run(),
      );
    } catch {
      // A full disk must not sign the administrator out: the session stays valid until its idle limit.
    }
  }
  return { adminId: row.adminId, username: row.username, role: row.role, twoFactor: row.totpSecret !== null };
}

export function deleteSession(svc: ServiceContext, token: string): void {
  write(svc.db, (tx) =>
    tx
      .delete(sessions)
      .where(eq(sessions.id, sessionIdFor(token)))
      .run(),
  );
}

/** Thrown when a new password breaks the policy; the message says why. */
export class PasswordRejectedError extends Error {}

/**
 * Sets a new password and signs the administrator out everywhere (every session row goes). The password
 * is now one the administrator (or the operator, from the command line) chose, so a one-time password's
 * mark goes with it: this is the only place that clears it.
 */
export async function setPassword(svc: ServiceContext, adminId: number, password: string): Promise<void> {
  const problem = await passwordProblem(password);
  if (problem) throw new PasswordRejectedError(problem);
  const passwordHash = await hashPassword(password);
  write(svc.db, (tx) => {
    tx.update(admins)
      .set({ passwordHash, mustChangePassword: false, updatedAt: svc.now() })
      .where(eq(admins.id, adminId))
      .run();
    tx.delete(sessions).where(eq(sessions.adminId, adminId)).run();
  });
  svc.log.info(
    { event: 'password-changed', outcome: 'success', adminId },
    'password changed; every session signed out',
  );
}

export function findAdmin(
  svc: ServiceContext,
  username: string,
): { id: number; username: string; role: Role } | undefined {
  return svc.db
    .select({ id: admins.id, username: admins.username, role: admins.role })
    .from(admins)
    .where(eq(admins.username, username))
    .get();
}

/**
 * Adds a member of staff (an Owner unless told). `oneTime` marks a generated password that was printed
 * rather than chosen: the dashboard then leads to changing it (see mustChangePassword) until
 * setPassword is called. `totpSecret` enrols two-factor sign-in with a secret the operator holds.
 */
export async function createAdmin(
  svc: ServiceContext,
  username: string,
  password: string,
  options: { oneTime?: boolean; role?: Role; name?: string; email?: string | null; totpSecret?: string } = {},
): Promise<number> {
  const passwordHash = await hashPassword(password);
  const mustChangePassword = options.oneTime ?? false;
  return write(svc.db, (tx) =>
    Number(
      tx
        .insert(admins)
        .values({
          username,
          passwordHash,
          mustChangePassword,
          role: options.role ?? 'owner',
          name: options.name ?? '',
          email: options.email ? options.email.toLowerCase() : null,
          ...(options.totpSecret ? { totpSecret: options.totpSecret, totpEnabledAt: svc.now() } : {}),
        })
        .run().lastInsertRowid,
    ),
  );
}

/** Whether this administrator still signs in with a one-time password and is to choose a new one. */
export function mustChangePassword(svc: ServiceContext, adminId: number): boolean {
  return (
    svc.db.select({ flag: admins.mustChangePassword }).from(admins).where(eq(admins.id, adminId)).get()?.flag ?? false
  );
}

/** The first administrator's generated name and password, for main.ts to show once in a terminal. */
export interface OneTimeAdmin {
  username: string;
  password: string;
}

/**
 * When no administrator exists, the first comes from ADMIN_USERNAME / ADMIN_PASSWORD; without them,
 * `admin` with a random password, shown once: handed to `announce` when given (main.ts prints it as
 * plain lines in a terminal), otherwise written in the log.
 */
export async function ensureFirstAdmin(
  svc: ServiceContext,
  options: { announce?: (admin: OneTimeAdmin) => void } = {},
): Promise<void> {
  const existing = svc.db.select({ id: admins.id }).from(admins).limit(1).get();
  if (existing) return;
  const { adminUsername, adminPassword } = svc.config;
  if (adminUsername && adminPassword) {
    await createAdmin(svc, adminUsername, adminPassword, {
      role: 'owner',
      ...(svc.config.adminTotpSecret ? { totpSecret: svc.config.adminTotpSecret } : {}),
    });
    svc.log.info(`Created administrator '${adminUsername}' from ADMIN_USERNAME / ADMIN_PASSWORD.`);
    // The operator chose it; it is kept, but a guessable one is called out until it is changed.
    const problem = await passwordProblem(adminPassword);
    if (problem) svc.log.warn(`ADMIN_PASSWORD is weak: ${problem} Change it in Settings.`);
    return;
  }
  const username = adminUsername ?? 'admin';
  const password = crypto.randomBytes(18).toString('base64url');
  await createAdmin(svc, username, password, { oneTime: true });
  if (options.announce) {
    svc.log.info(`Created administrator '${username}' with a one-time password.`);
    options.announce({ username, password });
    return;
  }
  // Printed once, on purpose: this is the only way to learn the first password without the variables.
  svc.log.warn(
    `Created administrator '${username}' with the one-time password: ${password}  ` +
      '(change it in Settings, or run: npm run admin -- reset-password <username>)',
  );
}
