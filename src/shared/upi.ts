// The UPI payment link's values (docs/decisions/052-upi-fees.md): what Settings accepts for the
// school's UPI ID, payee name and merchant code, and a parent's UTR as typed.

export const isUpiId = (v: string) => /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/.test(v);
export const isPayeeName = (v: string) => /^[A-Za-z0-9 .&'()-]{1,50}$/.test(v);
export const isMerchantCode = (v: string) => /^\d{4}$/.test(v);

export const UPI_MESSAGES = {
  upiId: 'Enter the UPI ID like schoolname@bankname',
  payeeName: 'Enter the payee name in English letters, as the bank registered it (at most 50 characters)',
  merchantCode: 'The merchant code is the 4 digits your bank gave, or leave it empty',
} as const;

const DIGIT_BASES = [0x966, 0x660, 0x6f0];

/** The 12-digit UTR as typed (other scripts' digits read as 0-9, spaces and dashes dropped); null otherwise. */
export function readUtr(typed: string): string | null {
  let out = '';
  for (const ch of typed) {
    const code = ch.codePointAt(0) ?? 0;
    const base = DIGIT_BASES.find((b) => code >= b && code <= b + 9);
    if (base !== undefined) out += String(code - base);
    else if (/[0-9]/.test(ch)) out += ch;
    else if (!/[\s.-]/.test(ch)) return null;
  }
  return /^\d{12}$/.test(out) ? out : null;
}
