import { encode } from 'uqr';
import { isMerchantCode, isPayeeName, isUpiId } from '../../shared/upi';

// The upi://pay link a parent's payment app opens, and its QR code (docs/decisions/052-upi-fees.md).
// Payment apps differ in how they read the link, so it keeps to what all of them take: every value
// percent-encoded (a space as %20, never '+'), the amount with two decimals, a transaction reference
// of letters, digits, '_' and '-', and a short note of plain ASCII.

export type UpiLinkInput = {
  upiId: string;
  payeeName: string;
  amountPaise: number;
  /** Our reference of the payment, such as APP-2026-00045: comes back in the bank statement. */
  reference: string;
  note: string;
  merchantCode?: string | null;
};

const REFERENCE = /^[A-Za-z0-9_-]{1,34}$/;
const NOTE_MAX_CHARS = 50;

/**
 * Percent-encodes a value: all but letters, digits and - . _ ~ (RFC 3986's unreserved characters),
 * and '@', which the query allows as it is and which apps read in the UPI ID as written.
 */
function encodeValue(v: string): string {
  return encodeURIComponent(v)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%40/g, '@');
}

/** Paise as the link's amount: '2000.00'. */
function amountText(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** The note, kept to ASCII letters, digits, spaces, '-' and '_' (some apps refuse the rest), cut at 50. */
export function upiNote(note: string): string {
  return note
    .replace(/[^A-Za-z0-9 _-]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, NOTE_MAX_CHARS)
    .trim();
}

export function upiLink(input: UpiLinkInput): string {
  const { upiId, payeeName, amountPaise, reference, note, merchantCode } = input;
  if (!isUpiId(upiId)) throw new Error(`Not a UPI ID: ${JSON.stringify(upiId)}`);
  if (!isPayeeName(payeeName)) throw new Error(`Not a UPI payee name: ${JSON.stringify(payeeName)}`);
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new Error(`Not an amount: ${amountPaise}`);
  if (!REFERENCE.test(reference)) throw new Error(`Not a UPI transaction reference: ${JSON.stringify(reference)}`);
  if (merchantCode && !isMerchantCode(merchantCode)) {
    throw new Error(`Not a merchant category code: ${JSON.stringify(merchantCode)}`);
  }
  const params: [string, string][] = [
    ['pa', upiId],
    ['pn', payeeName],
    ['am', amountText(amountPaise)],
    ['cu', 'INR'],
    ['tr', reference],
  ];
  const tn = upiNote(note);
  if (tn) params.push(['tn', tn]);
  if (merchantCode) params.push(['mc', merchantCode]);
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeValue(v)}`).join('&')}`;
}

/** The quiet zone the QR standard asks for around the code, in modules. */
export const QR_QUIET_MODULES = 4;

/**
 * The QR code of a text (error correction M) as one SVG path of unit squares, each horizontal run of
 * dark modules one rectangle, with the quiet zone counted in size: a component draws it as
 * <svg viewBox="0 0 size size"><path d={path} /></svg>, without inserting markup.
 */
export function qrSvgPath(text: string): { size: number; path: string } {
  const { data, size } = encode(text, { ecc: 'M', border: QR_QUIET_MODULES });
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      const n = x - start;
      parts.push(`M${start} ${y}h${n}v1h-${n}z`);
    }
  });
  return { size, path: parts.join('') };
}
