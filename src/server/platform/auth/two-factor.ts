import crypto from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import type { ServiceContext } from '../../context';
import { admins, recoveryCodes } from '../../db/schema';
import { write } from '../../db/write';
import { getSettings } from '../settings';

// Two-factor sign-in (docs/decisions/036-staff-accounts-and-roles.md): time-based one-time codes
// (RFC 6238) and one-time recovery codes. SHA-1, 6 digits and 30 seconds are what every authenticator
// app reads from a QR code; other choices are ignored by some apps and give wrong codes.

export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** A code of the step before or after the current one is taken too: phones' clocks drift. */
const TOTP_WINDOW_STEPS = 1;
/** 160 bits, the size RFC 4226 recommends. */
const SECRET_BYTES = 20;

export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without look-alikes (0/o, 1/l/i), as people copy them from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_CHARS = 12;

function totpFor(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export const stepAt = (now: number) => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

/** A one-time code is six digits; anything else typed in the code field is taken as a recovery code. */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** The time step a code belongs to (within the window), or null when it matches none. */
export function stepOfCode(secret: string, code: string, now: number): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret).validate({ token, timestamp: now, window: TOTP_WINDOW_STEPS });
  return delta === null ? null : stepAt(now) + delta;
}

/** The current code of a secret at a time (for tests and the command line's checks). */
export function codeAt(secret: string, now: number): string {
  return totpFor(secret).generate({ timestamp: now });
}

/**
 * Checks a one-time code of an account with two-factor sign-in. A code's step is taken once: the
 * update only succeeds when the stored last step is lower, so the same code sent twice (or at once
 * from two places) signs in at most once.
 */
export function acceptTotp(svc: ServiceContext, adminId: number, code: string, now = Date.now()): boolean {
  const row = svc.db.select({ secret: admins.totpSecret }).from(admins).where(eq(admins.id, adminId)).get();
  if (!row?.secret) return false;
  const step = stepOfCode(row.secret, code, now);
  if (step === null) return false;
  const result = write(svc.db, (tx) =>
    tx
      .update(admins)
      .set({ totpLastStep: step })
      .where(and(eq(admins.id, adminId), lt(admins.totpLastStep, step)))
      .run(),
  );
  return result.changes === 1;
}

/** A recovery code as stored: lower case, without the dashes and spaces people type or copy with it. */
export function normaliseRecoveryCode(code: string): string | null {
  const bare = code.toLowerCase().replace(/[\s-]/g, '');
  return bare.length === RECOVERY_CODE_CHARS && [...bare].every((c) => RECOVERY_ALPHABET.includes(c)) ? bare : null;
}

const hashCode = (bare: string) => crypto.createHash('sha256').update(bare).digest('hex');

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: RECOVERY_CODE_CHARS },
    () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
  );
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** Uses a recovery code once: only an unused code of this account is marked, in one update. */
export function acceptRecoveryCode(svc: ServiceContext, adminId: number, code: string, now = Date.now()): boolean {
  const bare = normaliseRecoveryCode(code);
  if (!bare) return false;
  const result = write(svc.db, (tx) =>
    tx
      .update(recoveryCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(recoveryCodes.adminId, adminId),
          eq(recoveryCodes.codeHash, hashCode(bare)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .run(),
  );
  return result.changes === 1;
}

/** A second factor typed at sign-in: a one-time code, else a recovery code; null when neither is right. */
export function acceptSecondFactor(
  svc: ServiceContext,
  adminId: number,
  code: string,
  now = Date.now(),
): 'totp' | 'recovery' | null {
  if (looksLikeTotp(code)) return acceptTotp(svc, adminId, code, now) ? 'totp' : null;
  return acceptRecoveryCode(svc, adminId, code, now) ? 'recovery' : null;
}

/** Ten new recovery codes, replacing every earlier one; the codes themselves are only in the answer. */
export function replaceRecoveryCodes(svc: ServiceContext, adminId: number): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  write(svc.db, (tx) => {
    tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId)).run();
    tx.insert(recoveryCodes)
      .values(codes.map((c) => ({ adminId, codeHash: hashCode(normaliseRecoveryCode(c) ?? c) })))
      .run();
  });
  return codes;
}

export function twoFactorStatus(svc: ServiceContext, adminId: number) {
  const row = svc.db
    .select({ secret: admins.totpSecret, enabledAt: admins.totpEnabledAt })
    .from(admins)
    .where(eq(admins.id, adminId))
    .get();
  const left =
    svc.db
      .select({ n: sql<number>`count(*)` })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.adminId, adminId), isNull(recoveryCodes.usedAt)))
      .get()?.n ?? 0;
  return {
    enabled: Boolean(row?.secret),
    enabledAt: row?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: row?.secret ? left : 0,
  };
}

/** The secret grouped in fours, as people type it into an app by hand. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Starts (or starts again) the set-up: a new pending secret, the otpauth:// address an app reads from
 * the QR code, and the QR code as SVG drawn here, so no outside image service ever sees the secret.
 */
export function beginTwoFactor(svc: ServiceContext, adminId: number, username: string) {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  write(svc.db, (tx) => tx.update(admins).set({ totpPendingSecret: secret }).where(eq(admins.id, adminId)).run());
  const issuer = getSettings(svc).schoolName.slice(0, 60) || 'School';
  const uri = totpFor(secret, username, issuer).toString();
  return { secret, secretGroups: groupSecret(secret), uri, svg: renderSVG(uri, { border: 2 }) };
}

/**
 * Confirms the set-up with a first code of the pending secret: the secret becomes the account's, that
 * code's step is taken, and ten recovery codes are made. Null when the code (or the pending secret) is
 * not right; nothing changes then.
 */
export function confirmTwoFactor(
  svc: ServiceContext,
  adminId: number,
  code: string,
  now = Date.now(),
): string[] | null {
  const row = svc.db
    .select({ pending: admins.totpPendingSecret, secret: admins.totpSecret })
    .from(admins)
    .where(eq(admins.id, adminId))
    .get();
  if (!row?.pending || row.secret) return null;
  const step = stepOfCode(row.pending, code, now);
  if (step === null) return null;
  const pending = row.pending;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const done = write(svc.db, (tx) => {
    const result = tx
      .update(admins)
      .set({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: new Date(now), totpLastStep: step })
      .where(and(eq(admins.id, adminId), eq(admins.totpPendingSecret, pending), isNull(admins.totpSecret)))
      .run();
    if (result.changes !== 1) return false;
    tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId)).run();
    tx.insert(recoveryCodes)
      .values(codes.map((c) => ({ adminId, codeHash: hashCode(normaliseRecoveryCode(c) ?? c) })))
      .run();
    return true;
  });
  return done ? codes : null;
}

/**
 * Moving two-factor sign-in to a new phone, once the person has shown a current code or a recovery code:
 * a new pending secret beside the one in force, which keeps working until `confirmMove` gets a code of
 * the new one. A second start replaces the pending secret of the first. Null without two-factor sign-in.
 */
export function beginMove(svc: ServiceContext, adminId: number, username: string) {
  const row = svc.db.select({ secret: admins.totpSecret }).from(admins).where(eq(admins.id, adminId)).get();
  if (!row?.secret) return null;
  return beginTwoFactor(svc, adminId, username);
}

/**
 * Finishes the move with a code of the pending secret from the new phone: it replaces the secret in
 * force in one update (the old phone's codes stop working from then), that code's step is taken, and
 * the recovery codes stay as they are (they are on paper, not on the phone). False when the code (or
 * the pending move) is not right; nothing changes then.
 */
export function confirmMove(svc: ServiceContext, adminId: number, code: string, now: Date): boolean {
  const row = svc.db
    .select({ pending: admins.totpPendingSecret, secret: admins.totpSecret })
    .from(admins)
    .where(eq(admins.id, adminId))
    .get();
  if (!row?.pending || !row.secret) return false;
  const step = stepOfCode(row.pending, code, now.getTime());
  if (step === null) return false;
  const { pending, secret } = row;
  const result = write(svc.db, (tx) =>
    tx
      .update(admins)
      .set({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step })
      // Only the move that was read: a second start or another confirmation in between wins.
      .where(and(eq(admins.id, adminId), eq(admins.totpPendingSecret, pending), eq(admins.totpSecret, secret)))
      .run(),
  );
  return result.changes === 1;
}

/** Clears two-factor sign-in: secret, pending secret, last step and recovery codes. */
export function clearTwoFactor(svc: ServiceContext, adminId: number): void {
  write(svc.db, (tx) => {
    tx.update(admins)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: 0 })
      .where(eq(admins.id, adminId))
      .run();
    tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId)).run();
  });
}
