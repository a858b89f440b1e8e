import { and, eq, ne, or } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/paths';
import { formatPaise } from '../../../shared/rupees';
import type { ClaimInput, PaymentBox } from '../../../shared/schemas/payments';
import { readUtr } from '../../../shared/upi';
import { fill } from '../../../shared/words/fill';
import { formsWordsFor } from '../../../shared/words/forms';
import type { ServiceContext } from '../../context';
import { payments, receipts } from '../../db/schema';
import { write } from '../../db/write';
import { InvalidFieldError, SubmissionRefusedError } from '../../lib/errors';
import { qrSvgPath, upiLink } from '../../lib/upi';
import { getSettings } from '../../platform/settings';
import { readTranslations } from '../../platform/translations';
import { recordDeskEvent } from '../desk/timeline';
import { feeHeads, parseLines, takesUpi } from './dues';

// The parent's side of a payment (docs/decisions/052-upi-fees.md): what is due, with the upi://pay
// link, its QR code, the UPI ID and the amount, and the "I have paid" claim with the UTR. Shown after
// applying and on /admission-status after its check; the claim carries the payment's random token, so
// nothing personal is sent back and a reference that owes nothing cannot be told from a wrong one.

type PaymentRow = typeof payments.$inferSelect;

/** The fee heads' names in `lang`, as the Fees page states them (the office's translations of the heads). */
function headNamesIn(svc: ServiceContext, lang: LanguageCode): (english: string) => string {
  if (lang === 'en') return (name) => name;
  const heads = feeHeads(svc.db, getSettings(svc).academicYear);
  const texts = readTranslations(svc.db, 'feeItems', lang);
  const names = new Map(heads.map((h) => [h.name, texts.get(h.id)?.name || h.name]));
  return (name) => names.get(name) ?? name;
}

/** One payment as the parent's box shows it, in `lang`. */
function boxOf(svc: ServiceContext, row: PaymentRow, nameIn: (english: string) => string): PaymentBox {
  const settings = getSettings(svc);
  const lines = parseLines(row.lines);
  const fee = lines.map((l) => nameIn(l.head)).join(' + ');
  const open = row.status !== 'received';
  const link = open
    ? upiLink({
        upiId: settings.upiId,
        payeeName: settings.upiPayeeName,
        amountPaise: row.amountPaise,
        reference: row.reference,
        // The note is read by the payer's app and bank: the English heads, which are plain letters.
        note: `${lines.map((l) => l.head).join(' + ')} ${row.reference}`,
        merchantCode: settings.upiMerchantCode || null,
      })
    : '';
  const receiptNumber =
    row.receiptId !== null
      ? (svc.db.select({ number: receipts.number }).from(receipts).where(eq(receipts.id, row.receiptId)).get()
          ?.number ?? null)
      : null;
  return {
    status: row.status,
    fee,
    amountPaise: row.amountPaise,
    amountText: formatPaise(row.amountPaise),
    reference: row.reference,
    upiId: settings.upiId,
    payeeName: settings.upiPayeeName,
    link,
    qr: open ? qrSvgPath(link) : null,
    token: open ? row.token : '',
    notFoundMessage: row.status === 'not-found' ? row.notFoundMessage : '',
    receiptNumber,
    claimedUtr: row.status === 'claimed' ? row.claimUtr : null,
  };
}

/**
 * The payment boxes of an application, in `lang`: each fee asked of it, while the school takes UPI.
 * Empty when nothing is asked.
 */
export function paymentBoxes(svc: ServiceContext, applicationId: number, lang: LanguageCode): PaymentBox[] {
  if (!takesUpi(getSettings(svc))) return [];
  const rows = svc.db
    .select()
    .from(payments)
    .where(eq(payments.applicationId, applicationId))
    .orderBy(payments.id)
    .all();
  if (rows.length === 0) return [];
  const nameIn = headNamesIn(svc, lang);
  return rows.map((row) => boxOf(svc, row, nameIn));
}

/** The claim's answer: the box as it now is, and the sentence to tell the parent. */
export interface ClaimAnswer {
  box: PaymentBox | null;
  message: string;
}

/**
 * "I have paid": the parent's UTR and the payer's name for the payment whose token the box carried.
 * Limited per client address (the limit counts first); a UTR of other than 12 digits is refused beside
 * its field; a UTR already recorded for any payment is kept, flagged for the office, and the parent is
 * told the office will check it. A token of no payment, or of one received, answers as unknown.
 */
export function claimPayment(
  svc: ServiceContext,
  input: ClaimInput,
  clientIp: string,
  lang: LanguageCode,
): ClaimAnswer {
  const words = formsWordsFor(lang).payment;
  const waitSeconds = svc.limits.paymentClaim.hit(clientIp);
  if (waitSeconds > 0) throw new SubmissionRefusedError('rateLimited', words.rateLimited, waitSeconds);
  const utr = readUtr(input.utr);
  if (!utr) throw new InvalidFieldError('utr', words.utrInvalid);
  if (!takesUpi(getSettings(svc))) return { box: null, message: words.unknown };
  const now = svc.now();
  const claimed = write(svc.db, (tx) => {
    const row = tx.select().from(payments).where(eq(payments.token, input.token)).get();
    if (!row || row.status === 'received') return null;
    const seen = tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          ne(payments.id, row.id),
          or(eq(payments.claimUtr, utr), and(eq(payments.mode, 'upi'), eq(payments.modeReference, utr))),
        ),
      )
      .get();
    const flagged = seen !== undefined;
    tx.update(payments)
      .set({
        status: 'claimed',
        claimUtr: utr,
        claimPayerName: input.payerName,
        claimedAt: now,
        claimFlag: flagged ? 'duplicate-utr' : null,
        notFoundMessage: '',
        updatedAt: now,
      })
      .where(eq(payments.id, row.id))
      .run();
    recordDeskEvent(tx, {
      kind: 'application',
      recordId: row.applicationId,
      actor: '',
      type: 'payment',
      detail: { action: 'claimed', amountPaise: row.amountPaise, flagged },
      at: now,
    });
    return { id: row.id, flagged };
  });
  if (!claimed) return { box: null, message: words.unknown };
  const row = svc.db.select().from(payments).where(eq(payments.id, claimed.id)).get();
  const box = row ? boxOf(svc, row, headNamesIn(svc, lang)) : null;
  return { box, message: claimed.flagged ? words.flagged : fill(words.claimed, { utr }) };
}

/** The box of the payment whose token a claim form carried, in `lang`; null when there is none open. */
export function boxOfToken(svc: ServiceContext, token: string, lang: LanguageCode): PaymentBox | null {
  if (!token || !takesUpi(getSettings(svc))) return null;
  const row = svc.db.select().from(payments).where(eq(payments.token, token)).get();
  if (!row || row.status === 'received') return null;
  return boxOf(svc, row, headNamesIn(svc, lang));
}

/**
 * The acknowledgment e-mail's sentence of what is due (its fee, amount and reference, the UPI ID and
 * where to pay and give the UTR), in `lang`; '' when nothing is asked.
 */
export function dueSentence(
  svc: ServiceContext,
  paymentId: number | null,
  lang: LanguageCode,
  statusUrl: string,
): string {
  if (paymentId === null) return '';
  const row = svc.db.select().from(payments).where(eq(payments.id, paymentId)).get();
  if (!row) return '';
  const settings = getSettings(svc);
  const nameIn = headNamesIn(svc, lang);
  return fill(formsWordsFor(lang).payment.mail.due, {
    fee: parseLines(row.lines)
      .map((l) => nameIn(l.head))
      .join(' + '),
    amount: formatPaise(row.amountPaise),
    reference: row.reference,
    upiId: settings.upiId,
    payee: settings.upiPayeeName,
    url: statusUrl,
  });
}
