import crypto from 'node:crypto';
import { and, count, desc, eq, gt, isNull, max, ne, or, sql } from 'drizzle-orm';
import { INVITATION_MAIL, RESET_MAIL, STAFF_WORDS } from '../../../shared/content/staff-words';
import { invitationPath, resetPasswordPath } from '../../../shared/paths';
import { ROLE_LABELS, type Role } from '../../../shared/roles';
import {
  describeUserAgent,
  INVITATION_TTL_MS,
  type InviteInput,
  isTokenShaped,
  RESET_TTL_MS,
  STAFF_TOKEN_BYTES,
} from '../../../shared/staff';
import type { ServiceContext } from '../../context';
import { admins, auditLog, sessions, staffTokens } from '../../db/schema';
import { type Tx, write } from '../../db/write';
import { ConflictError, InvalidFieldError, NotFoundError } from '../../lib/errors';
import { passwordProblem } from '../../platform/auth/password-policy';
import { hashPassword, PasswordRejectedError, sessionIdFor, setPassword } from '../../platform/auth/session';
import { MAIL_LINK_PLACEHOLDER, queueMail, withdrawMails } from '../../platform/mail/outbox';
import type { MailLinkMaker } from '../../platform/mail/sender';
import { getSettings } from '../../platform/settings';

// Staff accounts (docs/decisions/036-staff-accounts-and-roles.md): invitations and password resets
// by single-use links, roles, deactivation, and each person's sessions. A link's token is 32 random
// bytes; only its SHA-256 is stored, so a copy of the database opens no account. A link that goes by
// mail is made when the mail is handed to the mail server (staffMailLinks), never while it waits in
// the outbox (docs/decisions/046-no-live-link-at-rest.md).

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const newToken = () => crypto.randomBytes(STAFF_TOKEN_BYTES).toString('base64url');
/** The hash of a token nobody holds: a row whose link waits for its mail opens nothing meanwhile. */
const unusableHash = () => hashToken(newToken());

/** Thrown for any invitation or reset link that does not work: one message, whatever the reason. */
export class InvalidLinkError extends Error {}

export interface StaffMember {
  id: number;
  name: string;
  username: string;
  email: string | null;
  role: Role;
  twoFactor: boolean;
  active: boolean;
  lastSeenAt: string | null;
}

export interface PendingInvitation {
  id: number;
  name: string;
  email: string;
  role: Role;
  invitedBy: string;
  expiresAt: string;
}

/** Everyone on the staff and the invitations still waiting, for the Owner's Staff section. */
export function listStaff(svc: ServiceContext): { people: StaffMember[]; invitations: PendingInvitation[] } {
  const lastSession = svc.db
    .select({ adminId: sessions.adminId, at: max(sessions.lastSeenAt).as('at') })
    .from(sessions)
    .groupBy(sessions.adminId)
    .as('last_session');
  const rows = svc.db
    .select({
      id: admins.id,
      name: admins.name,
      username: admins.username,
      email: admins.email,
      role: admins.role,
      totpSecret: admins.totpSecret,
      deactivatedAt: admins.deactivatedAt,
      lastSession: lastSession.at,
    })
    .from(admins)
    .leftJoin(lastSession, eq(lastSession.adminId, admins.id))
    .orderBy(admins.name, admins.username)
    .all();
  // Without a live session, the last sign-in the audit log holds says when the person was last seen.
  const lastSignIn = (username: string) =>
    svc.db
      .select({ at: auditLog.at })
      .from(auditLog)
      .where(and(eq(auditLog.actor, username), eq(auditLog.action, 'sign-in')))
      .orderBy(desc(auditLog.at))
      .limit(1)
      .get()?.at ?? null;
  const people = rows.map((r) => {
    const seen = r.lastSession ? new Date(Number(r.lastSession)) : lastSignIn(r.username);
    return {
      id: r.id,
      name: r.name,
      username: r.username,
      email: r.email,
      role: r.role,
      twoFactor: r.totpSecret !== null,
      active: r.deactivatedAt === null,
      lastSeenAt: seen ? seen.toISOString() : null,
    };
  });
  const now = svc.now();
  const invitations = svc.db
    .select()
    .from(staffTokens)
    .where(
      and(
        eq(staffTokens.kind, 'invitation'),
        isNull(staffTokens.usedAt),
        isNull(staffTokens.revokedAt),
        gt(staffTokens.expiresAt, now),
      ),
    )
    .orderBy(staffTokens.expiresAt)
    .all()
    .map((t) => ({
      id: t.id,
      name: t.name,
      email: t.email,
      role: t.role,
      invitedBy: t.createdBy,
      expiresAt: t.expiresAt.toISOString(),
    }));
  return { people, invitations };
}

/** Whether the outbox can send: without SMTP_URL the link is shown once to copy instead. */
export const canSendMail = (svc: ServiceContext) => Boolean(svc.config.smtpUrl);

function emailInUse(tx: Tx | ServiceContext['db'], email: string, now: Date, exceptInvitation?: number): boolean {
  const account = tx.select({ id: admins.id }).from(admins).where(eq(admins.email, email)).get();
  if (account) return true;
  const invited = tx
    .select({ id: staffTokens.id })
    .from(staffTokens)
    .where(
      and(
        eq(staffTokens.kind, 'invitation'),
        eq(staffTokens.email, email),
        isNull(staffTokens.usedAt),
        isNull(staffTokens.revokedAt),
        gt(staffTokens.expiresAt, now),
        exceptInvitation ? ne(staffTokens.id, exceptInvitation) : undefined,
      ),
    )
    .get();
  return Boolean(invited);
}

/** The invitation's mail, holding the placeholder where the sender puts a fresh link at delivery. */
function invitationMail(svc: ServiceContext, t: { id: number; name: string; email: string; role: Role }, by: string) {
  const school = getSettings(svc).schoolName;
  return {
    kind: 'staff' as const,
    recipients: [t.email],
    subject: INVITATION_MAIL.subject(school),
    text: INVITATION_MAIL.text({
      name: t.name,
      school,
      role: ROLE_LABELS[t.role],
      link: MAIL_LINK_PLACEHOLDER,
      invitedBy: by,
    }),
    linkFor: { purpose: 'invitation', id: t.id },
  };
}

export interface InvitationSent {
  id: number;
  /** The link, only when no mail could carry it: shown once to the Owner to copy. */
  link: string | null;
  mailed: boolean;
}

/**
 * Invites a person: mailed when SMTP is set up (the link is made at delivery), otherwise a new
 * single-use link handed back once for the Owner to pass on.
 */
export function inviteStaff(svc: ServiceContext, by: string, input: InviteInput): InvitationSent {
  const token = newToken();
  const now = svc.now();
  const mailed = canSendMail(svc);
  const id = write(svc.db, (tx) => {
    if (emailInUse(tx, input.email, now)) throw new InvalidFieldError('email', STAFF_WORDS.emailTaken);
    const inserted = Number(
      tx
        .insert(staffTokens)
        .values({
          kind: 'invitation',
          tokenHash: mailed ? unusableHash() : hashToken(token),
          name: input.name,
          email: input.email,
          role: input.role,
          createdBy: by,
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        })
        .run().lastInsertRowid,
    );
    if (mailed) queueMail(tx, invitationMail(svc, { ...input, id: inserted }, by), svc.mail.now());
    return inserted;
  });
  if (mailed) svc.mail.wake();
  return { id, mailed, link: mailed ? null : `${svc.config.siteUrl}${invitationPath(token)}` };
}

function pendingInvitation(tx: Tx, id: number) {
  const row = tx
    .select()
    .from(staffTokens)
    .where(
      and(
        eq(staffTokens.id, id),
        eq(staffTokens.kind, 'invitation'),
        isNull(staffTokens.usedAt),
        isNull(staffTokens.revokedAt),
      ),
    )
    .get();
  if (!row) throw new NotFoundError('This invitation was accepted or revoked already.');
  return row;
}

/**
 * A new link for a pending (or expired) invitation: the old link stops working at once, the 7 days
 * start again; a mail of it still waiting is taken back, and the new one gets its link at delivery.
 */
export function resendInvitation(svc: ServiceContext, by: string, id: number): InvitationSent {
  const token = newToken();
  const now = svc.now();
  const mailed = canSendMail(svc);
  write(svc.db, (tx) => {
    const row = pendingInvitation(tx, id);
    tx.update(staffTokens)
      .set({
        tokenHash: mailed ? unusableHash() : hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      })
      .where(eq(staffTokens.id, id))
      .run();
    withdrawMails(tx, { purpose: 'invitation', id });
    if (mailed) queueMail(tx, invitationMail(svc, row, by), svc.mail.now());
  });
  if (mailed) svc.mail.wake();
  return { id, mailed, link: mailed ? null : `${svc.config.siteUrl}${invitationPath(token)}` };
}

export function revokeInvitation(svc: ServiceContext, id: number): { id: number } {
  const now = svc.now();
  write(svc.db, (tx) => {
    pendingInvitation(tx, id);
    tx.update(staffTokens).set({ revokedAt: now }).where(eq(staffTokens.id, id)).run();
    withdrawMails(tx, { purpose: 'invitation', id });
  });
  return { id };
}

/** A token's live row of this kind, or null (unknown, malformed, used, revoked or expired). */
function liveToken(db: Tx | ServiceContext['db'], kind: 'invitation' | 'reset', token: string, now: Date) {
  if (!isTokenShaped(token)) return null;
  return (
    db
      .select()
      .from(staffTokens)
      .where(
        and(
          eq(staffTokens.tokenHash, hashToken(token)),
          eq(staffTokens.kind, kind),
          isNull(staffTokens.usedAt),
          isNull(staffTokens.revokedAt),
          gt(staffTokens.expiresAt, now),
        ),
      )
      .get() ?? null
  );
}

/** What the invitation page greets the person with, or null when the link does not work. */
export function checkInvitation(svc: ServiceContext, token: string) {
  const row = liveToken(svc.db, 'invitation', token, svc.now());
  return row ? { name: row.name, email: row.email, role: row.role } : null;
}

/**
 * Accepts an invitation: the account is made with the invited name, e-mail and role, and the link is
 * used up, in one transaction that checks the link again (two tabs cannot both use it).
 */
export async function acceptInvitation(
  svc: ServiceContext,
  input: { token: string; username: string; password: string },
): Promise<{ id: number; username: string; role: Role }> {
  if (!liveToken(svc.db, 'invitation', input.token, svc.now())) throw new InvalidLinkError();
  const problem = await passwordProblem(input.password);
  if (problem) throw new InvalidFieldError('password', problem);
  const passwordHash = await hashPassword(input.password);
  const now = svc.now();
  return write(svc.db, (tx) => {
    const row = liveToken(tx, 'invitation', input.token, now);
    if (!row) throw new InvalidLinkError();
    const taken = tx
      .select({ id: admins.id })
      .from(admins)
      .where(sql`lower(${admins.username}) = ${input.username.toLowerCase()}`)
      .get();
    if (taken) throw new InvalidFieldError('username', STAFF_WORDS.usernameTaken);
    if (tx.select({ id: admins.id }).from(admins).where(eq(admins.email, row.email)).get())
      throw new InvalidFieldError('username', STAFF_WORDS.emailTaken);
    tx.update(staffTokens).set({ usedAt: now }).where(eq(staffTokens.id, row.id)).run();
    const id = Number(
      tx
        .insert(admins)
        .values({ username: input.username, passwordHash, role: row.role, name: row.name, email: row.email })
        .run().lastInsertRowid,
    );
    return { id, username: input.username, role: row.role };
  });
}

function personOf(tx: Tx, id: number) {
  const person = tx
    .select({ id: admins.id, role: admins.role, deactivatedAt: admins.deactivatedAt, username: admins.username })
    .from(admins)
    .where(eq(admins.id, id))
    .get();
  if (!person) throw new NotFoundError('This person no longer has an account.');
  return person;
}

/**
 * The school always keeps one active Owner. Checked inside the write's transaction (SQLite runs one
 * writer at a time), so two Owners demoting each other at once cannot both pass.
 */
function keepAnOwner(tx: Tx, person: { id: number; role: Role; deactivatedAt: Date | null }) {
  if (person.role !== 'owner' || person.deactivatedAt !== null) return;
  const others =
    tx
      .select({ n: count() })
      .from(admins)
      .where(and(eq(admins.role, 'owner'), isNull(admins.deactivatedAt), ne(admins.id, person.id)))
      .get()?.n ?? 0;
  if (others === 0) throw new ConflictError(STAFF_WORDS.lastOwner);
}

export function changeRole(svc: ServiceContext, id: number, role: Role): { id: number; from: Role; to: Role } {
  return write(svc.db, (tx) => {
    const person = personOf(tx, id);
    if (role !== 'owner') keepAnOwner(tx, person);
    tx.update(admins).set({ role, updatedAt: svc.now() }).where(eq(admins.id, id)).run();
    return { id, from: person.role, to: role };
  });
}

/** Deactivates a person: no sign-in, and every one of their sessions ends in the same transaction. */
export function deactivateStaff(svc: ServiceContext, id: number): { id: number } {
  return write(svc.db, (tx) => {
    const person = personOf(tx, id);
    keepAnOwner(tx, person);
    tx.update(admins).set({ deactivatedAt: svc.now(), updatedAt: svc.now() }).where(eq(admins.id, id)).run();
    tx.delete(sessions).where(eq(sessions.adminId, id)).run();
    tx.delete(staffTokens)
      .where(and(eq(staffTokens.kind, 'reset'), eq(staffTokens.adminId, id)))
      .run();
    return { id };
  });
}

export function reactivateStaff(svc: ServiceContext, id: number): { id: number } {
  return write(svc.db, (tx) => {
    personOf(tx, id);
    tx.update(admins).set({ deactivatedAt: null, updatedAt: svc.now() }).where(eq(admins.id, id)).run();
    return { id };
  });
}

/** Removes an account (its sessions, recovery codes and reset links go with it); the audit log keeps its entries. */
export function removeStaff(svc: ServiceContext, id: number): { id: number } {
  return write(svc.db, (tx) => {
    const person = personOf(tx, id);
    keepAnOwner(tx, person);
    tx.delete(admins).where(eq(admins.id, id)).run();
    return { id };
  });
}

export type ForgotOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * A reset link for the account whose e-mail address or username was typed, mailed to that account's
 * address. The answer is the same whether or not an account matches, and both paths do the same work
 * up to the write, so neither the answer nor its time says which usernames or addresses exist.
 */
export function requestPasswordReset(svc: ServiceContext, typed: string, clientIp: string): ForgotOutcome {
  const key = typed.trim().toLowerCase();
  const wait = Math.max(svc.limits.resetByIp.hit(clientIp), svc.limits.resetByAccount.hit(key));
  if (wait > 0) {
    svc.log.warn({ event: 'password-reset', outcome: 'refused-limit', ip: clientIp }, 'password reset refused: limit');
    return { ok: false, retryAfterSeconds: wait };
  }
  // Made as the mailed path would make its row's hash, so both paths do the same work.
  const tokenHash = unusableHash();
  const person = svc.db
    .select({ id: admins.id, username: admins.username, email: admins.email })
    .from(admins)
    .where(and(isNull(admins.deactivatedAt), or(eq(admins.email, key), sql`lower(${admins.username}) = ${key}`)))
    .get();
  if (!person?.email || !canSendMail(svc)) {
    svc.log.info({ event: 'password-reset', outcome: 'no-mail', ip: clientIp }, 'password reset asked');
    return { ok: true };
  }
  const now = svc.now();
  const school = getSettings(svc).schoolName;
  const email = person.email;
  write(svc.db, (tx) => {
    // One live reset link per person: a new request replaces the last, and its mail if still waiting.
    const replaced = tx
      .select({ id: staffTokens.id })
      .from(staffTokens)
      .where(and(eq(staffTokens.kind, 'reset'), eq(staffTokens.adminId, person.id)))
      .all();
    for (const r of replaced) withdrawMails(tx, { purpose: 'reset', id: r.id });
    tx.delete(staffTokens)
      .where(and(eq(staffTokens.kind, 'reset'), eq(staffTokens.adminId, person.id)))
      .run();
    const id = Number(
      tx
        .insert(staffTokens)
        .values({
          kind: 'reset',
          tokenHash,
          adminId: person.id,
          email,
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESET_TTL_MS),
        })
        .run().lastInsertRowid,
    );
    // The link is made when the mail is handed over (staffMailLinks), never stored in the outbox.
    queueMail(
      tx,
      {
        kind: 'staff',
        recipients: [email],
        subject: RESET_MAIL.subject(school),
        text: RESET_MAIL.text({ school, username: person.username, link: MAIL_LINK_PLACEHOLDER }),
        linkFor: { purpose: 'reset', id },
      },
      svc.mail.now(),
    );
  });
  svc.mail.wake();
  svc.log.info({ event: 'password-reset', outcome: 'sent', adminId: person.id, ip: clientIp }, 'password reset sent');
  return { ok: true };
}

/**
 * The links of the staff's mails, made by the sender at delivery (docs/decisions/046-no-live-link-at-rest.md):
 * a fresh token for the invitation or reset still live, whose hash is stored, with a new expiry
 * counted from then, only once the mail server has taken the mail. Null when the invitation was
 * accepted or revoked, or the reset used, replaced or its person deactivated: the mail is withdrawn.
 */
export function staffMailLinks(svc: ServiceContext): Record<'invitation' | 'reset', MailLinkMaker> {
  const maker =
    (kind: 'invitation' | 'reset', ttlMs: number, pathOf: (token: string) => string): MailLinkMaker =>
    (id) => {
      const live = svc.db
        .select({ id: staffTokens.id })
        .from(staffTokens)
        .where(
          and(
            eq(staffTokens.id, id),
            eq(staffTokens.kind, kind),
            isNull(staffTokens.usedAt),
            isNull(staffTokens.revokedAt),
          ),
        )
        .get();
      if (!live) return null;
      const token = newToken();
      return {
        url: `${svc.config.siteUrl}${pathOf(token)}`,
        activate: (tx) => {
          tx.update(staffTokens)
            .set({ tokenHash: hashToken(token), expiresAt: new Date(svc.now().getTime() + ttlMs) })
            .where(and(eq(staffTokens.id, id), isNull(staffTokens.usedAt), isNull(staffTokens.revokedAt)))
            .run();
        },
      };
    };
  return {
    invitation: maker('invitation', INVITATION_TTL_MS, invitationPath),
    reset: maker('reset', RESET_TTL_MS, resetPasswordPath),
  };
}

/** Whether a reset link works (the page says so before the person types a password). */
export const checkReset = (svc: ServiceContext, token: string) => liveToken(svc.db, 'reset', token, svc.now()) !== null;

/**
 * Sets a new password by a reset link: the link is claimed first in its own transaction (used once,
 * even by two requests at once), then the password is set and every session of that person ends.
 */
export async function resetPassword(
  svc: ServiceContext,
  token: string,
  password: string,
): Promise<{ adminId: number; username: string }> {
  const found = liveToken(svc.db, 'reset', token, svc.now());
  if (!found?.adminId) throw new InvalidLinkError();
  const problem = await passwordProblem(password);
  if (problem) throw new InvalidFieldError('password', problem);
  const now = svc.now();
  const claimed = write(svc.db, (tx) => {
    const row = liveToken(tx, 'reset', token, now);
    if (!row?.adminId) return null;
    const person = tx
      .select({ id: admins.id, username: admins.username })
      .from(admins)
      .where(and(eq(admins.id, row.adminId), isNull(admins.deactivatedAt)))
      .get();
    if (!person) return null;
    tx.update(staffTokens).set({ usedAt: now }).where(eq(staffTokens.id, row.id)).run();
    return person;
  });
  if (!claimed) throw new InvalidLinkError();
  try {
    await setPassword(svc, claimed.id, password);
  } catch (error) {
    if (error instanceof PasswordRejectedError) throw new InvalidFieldError('password', error.message);
    throw error;
  }
  return { adminId: claimed.id, username: claimed.username };
}

export interface SessionRow {
  id: number;
  browser: string;
  address: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** A person's live sessions, newest first; `currentToken` marks this browser's. */
export function listSessions(svc: ServiceContext, adminId: number, currentToken: string | null): SessionRow[] {
  const current = currentToken ? sessionIdFor(currentToken) : null;
  const now = svc.now();
  return svc.db
    .select({
      rowid: sql<number>`${sessions}.rowid`,
      id: sessions.id,
      userAgent: sessions.userAgent,
      clientIp: sessions.clientIp,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
    .all()
    .map((s) => ({
      id: s.rowid,
      browser: describeUserAgent(s.userAgent),
      address: s.clientIp,
      signedInAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.id === current,
    }));
}

/** Ends one session; `ownerOf` limits it to one person's (null: anyone's, for an Owner). */
export function endSession(
  svc: ServiceContext,
  sessionRowId: number,
  opts: { ownerOf: number | null; keepToken: string | null },
): { id: number } {
  const keep = opts.keepToken ? sessionIdFor(opts.keepToken) : null;
  const ended = write(
    svc.db,
    (tx) =>
      tx
        .delete(sessions)
        .where(
          and(
            sql`${sessions}.rowid = ${sessionRowId}`,
            opts.ownerOf === null ? undefined : eq(sessions.adminId, opts.ownerOf),
            keep ? ne(sessions.id, keep) : undefined,
          ),
        )
        .run().changes,
  );
  if (ended === 0) throw new NotFoundError('This session has ended already.');
  return { id: sessionRowId };
}

/** Ends every session of a person but the one kept (none when keepToken is null); returns how many. */
export function endSessionsOf(svc: ServiceContext, adminId: number, keepToken: string | null): number {
  const keep = keepToken ? sessionIdFor(keepToken) : null;
  return write(
    svc.db,
    (tx) =>
      tx
        .delete(sessions)
        .where(and(eq(sessions.adminId, adminId), keep ? ne(sessions.id, keep) : undefined))
        .run().changes,
  );
}
