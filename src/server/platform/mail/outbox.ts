import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { type Tx, write } from '../../db/write';
import { NotFoundError } from '../../lib/errors';

// The durable outbox of the office's notifications (docs/decisions/016-mail-outbox.md): rows are
// inserted inside the transaction that stores what they announce, and the sender (sender.ts) keeps
// its retry state here, so a restart or a dead mail server loses nothing.

/** Minutes to wait after the 1st, 2nd, 3rd... failed attempt; the last value repeats. */
export const BACKOFF_MINUTES = [1, 5, 15, 60] as const;
/** Attempts before a mail is marked failed (about 8 hours of trying with the backoff above). */
export const MAX_ATTEMPTS = 12;

/**
 * What a mail is: the office's notification of an enquiry or application, the test e-mail, a mail to
 * staff (an invitation, a password reset, the morning digest), the parent's acknowledgment, and the
 * desk's reply to a parent (the privacy tools find the last two by their recipient).
 */
export type MailKind = 'enquiry' | 'application' | 'test' | 'staff' | 'acknowledgment' | 'reply' | 'receipt';

/** The kinds of mail sent to a parent (they name no dashboard link): the privacy tools find them by recipient. */
export const PARENT_MAIL_KINDS: readonly MailKind[] = ['acknowledgment', 'reply', 'receipt'];
export const isParentMail = (kind: string) => (PARENT_MAIL_KINDS as readonly string[]).includes(kind);

/**
 * Where a mail's single-use link goes in its text. The row holds this, never the link: the sender
 * makes the link when it hands the mail to the mail server (docs/decisions/046-no-live-link-at-rest.md).
 */
export const MAIL_LINK_PLACEHOLDER = '{link}';

/** What a mail's link is for: a purpose a feature makes links for ('invitation') and its row's id. */
export interface MailLinkFor {
  purpose: string;
  id: number;
}

export interface OutgoingMail {
  kind: MailKind;
  recipients: string[];
  subject: string;
  text: string;
  replyTo?: string;
  /** The link to make at delivery in place of MAIL_LINK_PLACEHOLDER in the text. */
  linkFor?: MailLinkFor;
  /** The file to make at delivery and attach (a receipt's PDF): the row holds only this. */
  attachFor?: MailLinkFor;
}

const linkForText = (link: MailLinkFor) => `${link.purpose}:${link.id}`;

function parseLinkFor(value: string | null): MailLinkFor | undefined {
  const m = value ? /^([a-z-]+):(\d+)$/.exec(value) : null;
  return m ? { purpose: m[1] as string, id: Number(m[2]) } : undefined;
}

/** The wait before the next attempt after `attempts` failed ones. */
export function backoffMs(attempts: number): number {
  const minutes = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1] ?? BACKOFF_MINUTES[0];
  return minutes * 60_000;
}

/** Queues a mail inside the caller's write() transaction: it exists exactly when what it announces does. */
export function queueMail(tx: Tx, mail: OutgoingMail, now: Date): void {
  tx.insert(mailOutbox)
    .values({
      kind: mail.kind,
      recipients: JSON.stringify(mail.recipients),
      subject: mail.subject,
      textBody: mail.text,
      replyTo: mail.replyTo ?? null,
      linkFor: mail.linkFor ? linkForText(mail.linkFor) : null,
      attachFor: mail.attachFor ? linkForText(mail.attachFor) : null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
    })
    .run();
}

export interface QueuedMail extends OutgoingMail {
  id: number;
  attempts: number;
}

/** Pending mails whose time has come, oldest first. */
export function dueMails(db: Db, now: Date, limit = 20): QueuedMail[] {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .all()
    .map((r) => ({
      id: r.id,
      kind: r.kind as MailKind,
      recipients: JSON.parse(r.recipients) as string[],
      subject: r.subject,
      text: r.textBody,
      replyTo: r.replyTo ?? undefined,
      linkFor: parseLinkFor(r.linkFor),
      attachFor: parseLinkFor(r.attachFor),
      attempts: r.attempts,
    }));
}

/**
 * Records a delivered mail, and in the same transaction `activate` (the write that makes the link
 * just delivered work), only while the row still waits: a mail withdrawn during its delivery (its
 * invitation resent or revoked) leaves its link dead.
 */
export function markSent(db: Db, id: number, now: Date, activate?: (tx: Tx) => void): void {
  write(db, (tx) => {
    const { changes } = tx
      .update(mailOutbox)
      // A mail to staff has nothing left to do once delivered (its link was never stored: see
      // MAIL_LINK_PLACEHOLDER), so its text, names and all, is not kept.
      .set({
        status: 'sent',
        attempts: 0,
        sentAt: now,
        lastError: null,
        textBody: sql`case when ${mailOutbox.kind} = 'staff' then '' else ${mailOutbox.textBody} end`,
      })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
      .run();
    if (changes > 0) activate?.(tx);
  });
}

/** Takes back waiting or failed mails whose link is for this (an invitation resent or revoked, a reset replaced). */
export function withdrawMails(tx: Tx, link: MailLinkFor): void {
  tx.delete(mailOutbox)
    .where(and(eq(mailOutbox.linkFor, linkForText(link)), inArray(mailOutbox.status, ['pending', 'failed'])))
    .run();
}

/** Takes back one mail whose link is no longer wanted (what it was for was used, revoked or removed). */
export function withdrawMail(db: Db, id: number): void {
  write(db, (tx) => tx.delete(mailOutbox).where(eq(mailOutbox.id, id)).run());
}

/** Records a failed attempt: pending again after the backoff, or failed after MAX_ATTEMPTS. */
export function markAttemptFailed(
  db: Db,
  mail: Pick<QueuedMail, 'id' | 'attempts'>,
  error: string,
  now: Date,
  maxAttempts = MAX_ATTEMPTS,
): 'pending' | 'failed' {
  const attempts = mail.attempts + 1;
  const status = attempts >= maxAttempts ? 'failed' : 'pending';
  write(db, (tx) =>
    tx
      .update(mailOutbox)
      .set({
        status,
        attempts,
        lastError: error.slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
      })
      .where(eq(mailOutbox.id, mail.id))
      .run(),
  );
  return status;
}

export interface MailProblem {
  id: number;
  kind: string;
  subject: string;
  status: 'pending' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
}

/** How many mails wait and have failed, and the latest 50 of them with their errors (the dashboard's panel). */
export function outboxStatus(db: Db): { pending: number; failed: number; items: MailProblem[] } {
  const counts = db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'failed']))
    .groupBy(mailOutbox.status)
    .all();
  const items = db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'failed']))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(50)
    .all()
    .map((r) => ({
      id: r.id,
      kind: r.kind,
      subject: r.subject,
      status: r.status as 'pending' | 'failed',
      attempts: r.attempts,
      lastError: r.lastError,
      nextAttemptAt: r.nextAttemptAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
    }));
  const n = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
  return { pending: n('pending'), failed: n('failed'), items };
}

/** Puts a failed or waiting mail back to be sent now, with a fresh count of attempts. */
export function retryMail(db: Db, id: number, now: Date): void {
  const { changes } = write(db, (tx) =>
    tx
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
      .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['pending', 'failed'])))
      .run(),
  );
  if (changes === 0) throw new NotFoundError();
}
