// An amount as a receipt writes it, in figures and in words, with Indian grouping: lakhs and crores,
// ₹1,25,000.00 and "Rupees One Lakh Twenty-Five Thousand Only". Amounts are whole paise (integers),
// never fractions of a rupee, so no sum of fees is ever off by a rounding.

/** The largest amount written: ₹99,99,99,999.99 (99 crore and the rest), in paise. */
export const MAX_PAISE_IN_WORDS = 99_99_99_999_99;

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99: 'Nineteen', 'Twenty', 'Twenty-Five'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const ones = n % 10;
  const tens = TENS[Math.floor(n / 10)] as string;
  return ones === 0 ? tens : `${tens}-${ONES[ones]}`;
}

/** 1 to 999: 'One Hundred One', 'Nine Hundred Ninety-Nine' (no "and": a receipt keeps it for the paise). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
}

/** Whole rupees, 0 to 99,99,99,999: crores, lakhs, thousands, then the last three digits. */
function wholeRupees(n: number): string {
  if (n === 0) return ONES[0] as string;
  const crores = Math.floor(n / 1_00_00_000);
  const lakhs = Math.floor(n / 1_00_000) % 100;
  const thousands = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  const words: string[] = [];
  if (crores > 0) words.push(`${belowHundred(crores)} Crore`);
  if (lakhs > 0) words.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) words.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) words.push(belowThousand(rest));
  return words.join(' ');
}

function checkPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`An amount must be whole paise, not ${paise}`);
  if (paise < 0) throw new RangeError(`An amount cannot be negative: ${paise} paise`);
  if (paise > MAX_PAISE_IN_WORDS)
    throw new RangeError(`An amount above ₹99,99,99,999.99 is not written: ${paise} paise`);
}

/**
 * An amount of paise in words, as a receipt writes it: 2000_00 → 'Rupees Two Thousand Only',
 * 125050_00 → 'Rupees One Lakh Twenty-Five Thousand Fifty Only', 1_50 → 'Rupees One and Fifty Paise
 * Only', 0 → 'Rupees Zero Only'. A RangeError for a negative amount, a fraction of a paisa, or more
 * than ₹99,99,99,999.99.
 */
export function rupeesInWords(paise: number): string {
  checkPaise(paise);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = rest > 0 ? `${wholeRupees(rupees)} and ${belowHundred(rest)} Paise` : wholeRupees(rupees);
  return `Rupees ${words} Only`;
}

/**
 * An amount of paise in figures with Indian grouping and two decimals: 125000_00 → '₹1,25,000.00'.
 * The rupees and the paise are written apart, so no amount goes through a fraction.
 */
export function formatPaise(paise: number): string {
  checkPaise(paise);
  const rupees = Math.floor(paise / 100);
  return `₹${rupees.toLocaleString('en-IN')}.${String(paise % 100).padStart(2, '0')}`;
}
