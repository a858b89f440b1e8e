import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, lte } from 'drizzle-orm';
import { MIN_PASSWORD_LENGTH, SESSION_TTL_MS } from '../../shared/constants';
import { admins, sessions } from '../db/schema';
import type { ServiceContext } from './context';

export interface AdminSession {
  adminId: number;
  username: string;
}

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1 (the library's defaults, spelled
// out so a dependency update cannot weaken them; the default algorithm of @node-rs/argon2 is argon2id).
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const INVALID_CREDENTIALS = 'Invalid username or password';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
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

export function isPasswordAcceptable(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && password.length <= 200;
}

/** Checks a username and password; same answer and about the same time whether or not the user exists. */
export async function checkCredentials(
  svc: ServiceContext,
  username: string,
  password: string,
): Promise<AdminSession | null> {
  const admin = svc.db
    .select({ id: admins.id, username: admins.username, passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.username, username))
    .get();
  if (!admin) {
    await verifyPassword(await getDummyHash(), password);
    return null;
  }
  // Passwords are used exactly as typed: no trimming, no case folding.
  return (await verifyPassword(admin.passwordHash, password)) ? { adminId: admin.id, username: admin.username } : null;
}

/** Creates a new session (a fresh random token at every sign-in) and returns the cookie token. */
export function createSession(
  svc: ServiceContext,
  adminId: number,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + SESSION_TTL_MS);
  // Expired rows of anyone go at each sign-in, so the table never grows without bound.
  svc.db
    .delete(sessions)
    .where(lte(sessions.expiresAt, new Date(now)))
    .run();
  svc.db
    .insert(sessions)
    .values({ id: sessionIdFor(token), adminId, expiresAt })
    .run();
  return { token, expiresAt };
}

/** The administrator behind a cookie token, or null when the token is unknown or expired. */
export function readSession(svc: ServiceContext, token: string): AdminSession | null {
  if (!token || token.length > 200) return null;
  const row = svc.db
    .select({ adminId: admins.id, username: admins.username })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(and(eq(sessions.id, sessionIdFor(token)), gt(sessions.expiresAt, new Date())))
    .get();
  return row ?? null;
}

export function deleteSession(svc: ServiceContext, token: string): void {
  svc.db
    .delete(sessions)
    .where(eq(sessions.id, sessionIdFor(token)))
    .run();
}

export function deleteAllSessions(svc: ServiceContext, adminId: number): void {
  svc.db.delete(sessions).where(eq(sessions.adminId, adminId)).run();
}

/** Sets a new password and signs the administrator out everywhere (every session row goes). */
export async function setPassword(svc: ServiceContext, adminId: number, password: string): Promise<void> {
  if (!isPasswordAcceptable(password)) throw new Error(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  const passwordHash = await hashPassword(password);
  svc.db.transaction((tx) => {
    tx.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, adminId)).run();
    tx.delete(sessions).where(eq(sessions.adminId, adminId)).run();
  });
}

export function findAdmin(svc: ServiceContext, username: string): { id: number; username: string } | undefined {
  return svc.db
    .select({ id: admins.id, username: admins.username })
    .from(admins)
    .where(eq(admins.username, username))
    .get();
}

export async function createAdmin(svc: ServiceContext, username: string, password: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  const row = svc.db.insert(admins).values({ username, passwordHash }).returning({ id: admins.id }).get();
  return row.id;
}

/**
 * DECISIONS.md 'Administration': when no administrator exists, the first comes from ADMIN_USERNAME /
 * ADMIN_PASSWORD; without them, `admin` with a random password printed once in the log.
 */
export async function ensureFirstAdmin(
  svc: ServiceContext,
  log: { info: (msg: string) => void; warn: (msg: string) => void },
): Promise<void> {
  const existing = svc.db.select({ id: admins.id }).from(admins).limit(1).get();
  if (existing) return;
  const { adminUsername, adminPassword } = svc.config;
  if (adminUsername && adminPassword) {
    await createAdmin(svc, adminUsername, adminPassword);
    log.info(`Created administrator '${adminUsername}' from ADMIN_USERNAME / ADMIN_PASSWORD.`);
    return;
  }
  const username = adminUsername ?? 'admin';
  const password = crypto.randomBytes(18).toString('base64url');
  await createAdmin(svc, username, password);
  // Printed once, on purpose: this is the only way to learn the first password without the variables.
  log.warn(
    `Created administrator '${username}' with the one-time password: ${password}  ` +
      '(change it in Settings, or run: npm run admin -- reset-password <username>)',
  );
}
