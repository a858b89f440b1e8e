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

export type MailKind = 'enquiry' | 'application' | 'test' | 'staff' | 'acknowledgment';

export interface OutgoingMail {
  kind: MailKind;
  recipients: string[];
  subject: string;
  text: string;
  replyTo?: string;
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
      attempts: r.attempts,
    }));
}

export function markSent(db: Db, id: number, now: Date): void {
  write(db, (tx) =>
    tx
      .update(mailOutbox)
      // A staff mail carries a single-use sign-in link (an invitation, a password reset): once it is
      // delivered the copy here is only a risk, so its body is emptied.
      .set({
        status: 'sent',
        attempts: 0,
        sentAt: now,
        lastError: null,
        textBody: sql`case when ${mailOutbox.kind} = 'staff' then '' else ${mailOutbox.textBody} end`,
      })
      .where(eq(mailOutbox.id, id))
      .run(),
  );
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
