import { and, eq, max, sum } from 'drizzle-orm';
import { academicYearLabel } from '../../../shared/content/academic-year';
import type { LanguageCode } from '../../../shared/paths';
import type { FeeLine, MarkReceivedInput } from '../../../shared/schemas/payments';
import { readUtr } from '../../../shared/upi';
import { fill } from '../../../shared/words/fill';
import { formsWordsFor } from '../../../shared/words/forms';
import type { ServiceContext } from '../../context';
import { applications, payments, receipts, refunds } from '../../db/schema';
import { type Tx, write } from '../../db/write';
import { ConflictError, InvalidFieldError, NotFoundError } from '../../lib/errors';
import { queueMail } from '../../platform/mail/outbox';
import { schoolClock } from '../../platform/school-time';
import { getSettings } from '../../platform/settings';
import { recordDeskEvent } from '../desk/timeline';
import { parseLines } from './dues';

// Receiving a payment (docs/decisions/052-upi-fees.md): the payment becomes received and its receipt
// is numbered in the same transaction, without gaps or repeats per financial year (April to March),
// with the desk's timeline entry and the parent's e-mail (its PDF made when the mail is sent). The
// receipt is never changed afterwards; a refund is recorded against it.

export const RECEIPT_MESSAGES = {
  utr: 'A UPI payment needs its 12-digit UTR',
  utrTaken: (reference: string) => `This UTR was already received for ${reference}`,
  alreadyReceived: (receipt: string) => `This payment was already received: receipt ${receipt}`,
  missing: 'This payment no longer exists.',
  refundTooLarge: 'The refunds would be more than the receipt',
  refundDate: 'A refund cannot be dated before its receipt',
} as const;

/** The financial year of a school day: '2026-27' from 1 April 2026 to 31 March 2027. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return academicYearLabel(month >= 4 ? year : year - 1);
}

/** The instant a payment received on a school day is recorded at: now for today, else that day's noon in India. */
function receivedInstant(day: string, now: Date): Date {
  return schoolClock(now).day === day ? now : new Date(`${day}T12:00:00+05:30`);
}

/** The receipt's lines: each fee head, and what was paid short or over on a line of its own. */
function receiptLines(lines: FeeLine[], due: number, received: number): FeeLine[] {
  if (received === due) return lines;
  const head = received < due ? 'Less: paid short' : 'Add: paid over';
  return [...lines, { head, amountPaise: received - due }];
}

export interface Receiving extends Omit<MarkReceivedInput, 'id'> {
  payerVpa?: string | null;
}

/**
 * Marks payment `id` received inside `tx` and issues its receipt; returns the receipt's number.
 * Refuses a payment already received (two people at once: one receipt), and a UPI credit whose UTR
 * is not 12 digits or was already received for another payment.
 */
export function receiveIn(svc: ServiceContext, tx: Tx, id: number, input: Receiving, actor: string): string {
  // The payment and its family in one read: a statement receives hundreds in one write.
  const found = tx
    .select({
      payment: payments,
      studentName: applications.studentName,
      classApplying: applications.classApplying,
      email: applications.email,
    })
    .from(payments)
    .leftJoin(applications, eq(applications.id, payments.applicationId))
    .where(eq(payments.id, id))
    .get();
  if (!found) throw new NotFoundError(RECEIPT_MESSAGES.missing);
  const { payment, ...family } = found;
  if (payment.status === 'received') {
    const number = payment.receiptId
      ? tx.select({ number: receipts.number }).from(receipts).where(eq(receipts.id, payment.receiptId)).get()?.number
      : undefined;
    throw new ConflictError(RECEIPT_MESSAGES.alreadyReceived(number ?? ''));
  }
  let modeReference = input.modeReference.trim();
  if (input.mode === 'upi') {
    const utr = readUtr(modeReference);
    if (!utr) throw new InvalidFieldError('modeReference', RECEIPT_MESSAGES.utr);
    modeReference = utr;
    const taken = tx
      .select({ reference: payments.reference })
      .from(payments)
      .where(and(eq(payments.mode, 'upi'), eq(payments.modeReference, utr)))
      .get();
    if (taken) throw new InvalidFieldError('modeReference', RECEIPT_MESSAGES.utrTaken(taken.reference));
  }
  const now = svc.now();
  const issuedOn = schoolClock(now).day;
  const financialYear = financialYearOf(issuedOn);
  // The next number of the year, read and taken in this write: writes are one at a time, so two
  // receipts never share a number, and a failed write takes none.
  const seq =
    (tx
      .select({ n: max(receipts.seq) })
      .from(receipts)
      .where(eq(receipts.financialYear, financialYear))
      .get()?.n ?? 0) + 1;
  const number = `RCT/${financialYear}/${String(seq).padStart(5, '0')}`;
  const lines = receiptLines(parseLines(payment.lines), payment.amountPaise, input.amountPaise);
  const payerName = input.payerName || payment.claimPayerName || '';
  const { lastInsertRowid } = tx
    .insert(receipts)
    .values({
      number,
      financialYear,
      seq,
      issuedAt: now,
      paymentId: payment.id,
      reference: payment.reference,
      studentName: family.studentName ?? '',
      className: family.classApplying ?? '',
      payerName,
      lines: JSON.stringify(lines),
      totalPaise: input.amountPaise,
      mode: input.mode,
      modeReference,
      issuedBy: actor,
      language: payment.language,
    })
    .run();
  const receiptId = Number(lastInsertRowid);
  tx.update(payments)
    .set({
      status: 'received',
      receivedAt: receivedInstant(input.receivedOn, now),
      receivedPaise: input.amountPaise,
      mode: input.mode,
      modeReference,
      payerName,
      payerVpa: input.payerVpa ?? null,
      receivedBy: actor,
      receiptId,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id))
    .run();
  recordDeskEvent(tx, {
    kind: 'application',
    recordId: payment.applicationId,
    actor,
    type: 'payment',
    detail: { action: 'received', amountPaise: input.amountPaise, receipt: number, mode: input.mode },
    at: now,
  });
  queueReceiptMail(svc, tx, { receiptId, number, email: family.email ?? '', language: payment.language });
  return number;
}

/** The parent's receipt e-mail, its PDF made at delivery from the ledger (Feature.mailAttachments). */
function queueReceiptMail(
  svc: ServiceContext,
  tx: Tx,
  receipt: { receiptId: number; number: string; email: string; language: string },
): void {
  const to = receipt.email.trim();
  if (!svc.mail.configured || !to) return;
  const settings = getSettings(svc);
  const words = formsWordsFor(receipt.language as LanguageCode).payment.mail;
  queueMail(
    tx,
    {
      kind: 'receipt',
      recipients: [to],
      subject: fill(words.subject, { school: settings.schoolName, receipt: receipt.number }),
      text: [words.dear, '', fill(words.body, { receipt: receipt.number }), '', words.reply].join('\n'),
      ...(settings.email ? { replyTo: settings.email } : {}),
      attachFor: { purpose: 'receipt', id: receipt.receiptId },
    },
    svc.mail.now(),
  );
}

/** Marks a payment received (the office, by hand or from a statement); returns the receipt's number. */
export function markReceived(svc: ServiceContext, input: MarkReceivedInput, actor: string): string {
  const number = write(svc.db, (tx) => receiveIn(svc, tx, input.id, input, actor));
  svc.mail.wake();
  return number;
}

/** The office could not find a claimed payment in the bank: the parent reads `message` on /admission-status. */
export function markNotFound(svc: ServiceContext, id: number, message: string, actor: string): void {
  write(svc.db, (tx) => {
    const payment = tx.select().from(payments).where(eq(payments.id, id)).get();
    if (!payment) throw new NotFoundError(RECEIPT_MESSAGES.missing);
    if (payment.status === 'received') throw new ConflictError(RECEIPT_MESSAGES.alreadyReceived(''));
    const now = svc.now();
    tx.update(payments)
      .set({ status: 'not-found', notFoundMessage: message, updatedAt: now })
      .where(eq(payments.id, id))
      .run();
    recordDeskEvent(tx, {
      kind: 'application',
      recordId: payment.applicationId,
      actor,
      type: 'payment',
      detail: { action: 'not-found' },
      note: message,
      at: now,
    });
  });
}

/**
 * Records a refund against a receipt (never more than it, never before it); the receipt is not
 * changed. Returns the receipt's payment (null when the family was erased).
 */
export function recordRefund(
  svc: ServiceContext,
  input: { receiptId: number; amountPaise: number; refundedOn: string; utr: string; reason: string },
  actor: string,
): number | null {
  return write(svc.db, (tx) => {
    const receipt = tx.select().from(receipts).where(eq(receipts.id, input.receiptId)).get();
    if (!receipt) throw new NotFoundError(RECEIPT_MESSAGES.missing);
    const refunded = Number(
      tx
        .select({ total: sum(refunds.amountPaise) })
        .from(refunds)
        .where(eq(refunds.receiptId, receipt.id))
        .get()?.total ?? 0,
    );
    if (refunded + input.amountPaise > receipt.totalPaise)
      throw new InvalidFieldError('amountPaise', RECEIPT_MESSAGES.refundTooLarge);
    if (input.refundedOn < schoolClock(receipt.issuedAt).day)
      throw new InvalidFieldError('refundedOn', RECEIPT_MESSAGES.refundDate);
    const now = svc.now();
    tx.insert(refunds)
      .values({ ...input, recordedBy: actor, createdAt: now, updatedAt: now })
      .run();
    const applicationId = receipt.paymentId
      ? tx.select({ id: payments.applicationId }).from(payments).where(eq(payments.id, receipt.paymentId)).get()?.id
      : undefined;
    if (applicationId)
      recordDeskEvent(tx, {
        kind: 'application',
        recordId: applicationId,
        actor,
        type: 'payment',
        detail: { action: 'refund', amountPaise: input.amountPaise, receipt: receipt.number },
        at: now,
      });
    return receipt.paymentId;
  });
}

/** A receipt as the ledger holds it, with its refunds; null when there is none (or it was deleted by retention). */
export function readReceipt(svc: ServiceContext, id: number) {
  const receipt = svc.db.select().from(receipts).where(eq(receipts.id, id)).get();
  if (!receipt) return null;
  const refundRows = svc.db
    .select()
    .from(refunds)
    .where(eq(refunds.receiptId, id))
    .orderBy(refunds.refundedOn, refunds.id)
    .all();
  return { ...receipt, lines: parseLines(receipt.lines), refunds: refundRows };
}
