// The school's UPI details as Settings keeps them, and what a parent types back after paying
// (docs/decisions/052-upi-fees.md). Shared: the settings schema checks the same rules in the browser.
// Each rule keeps to what travels unchanged in a upi://pay link and what the banks register.

/** 'schoolname@okhdfcbank': a handle, '@', the payment app's handle (which starts with a letter). */
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;
/** The name as registered with the bank: Latin letters, digits and a few marks, up to 50 characters. */
const PAYEE_NAME = /^[A-Za-z0-9 .&'()-]{1,50}$/;

export function isUpiId(v: string): boolean {
  return UPI_ID.test(v);
}

export function isPayeeName(v: string): boolean {
  return PAYEE_NAME.test(v) && /[A-Za-z0-9]/.test(v) && v.trim() === v;
}

/** The merchant category code ('mc'): four digits, such as 8211 for schools. */
export function isMerchantCode(v: string): boolean {
  return /^\d{4}$/.test(v);
}

export const UPI_MESSAGES = {
  upiId:
    'Enter the UPI ID like schoolname@bankname: letters, digits, dots, dashes or underscores, then @ and the bank or app handle, with no spaces',
  payeeName:
    "Enter the name exactly as registered with the bank, up to 50 characters: English letters, digits, spaces and . & ' - ( ) only",
  merchantCode: 'Enter the merchant category code as 4 digits, like 8211, or leave it empty',
  utr: 'Enter the 12-digit UPI transaction ID (UTR) shown in your payment app after paying',
} as const;

/** Digits of other scripts a parent's phone keyboard may type, read as 0-9. */
const DIGIT_ZEROS = [0x0966 /* Devanagari */, 0x0660 /* Arabic-Indic */, 0x06f0 /* Extended Arabic-Indic (Urdu) */];

function asciiDigit(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  for (const zero of DIGIT_ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
  return ch;
}

/**
 * The 12-digit UPI transaction reference (UTR) as a parent types it: other scripts' digits are read as
 * 0-9, spaces, dashes and dots are dropped; anything else, or not exactly 12 digits, gives null.
 */
export function readUtr(typed: string): string | null {
  const digits = Array.from(typed.replace(/[\s.\-\u2010-\u2015\u2212]/g, ''), asciiDigit).join('');
  return /^[0-9]{12}$/.test(digits) ? digits : null;
}
