/** An amount of whole rupees as printed on the site, with Indian digit grouping: ₹1,20,000. Empty for no amount. */
export function formatRupees(amount: unknown): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? `₹${amount.toLocaleString('en-IN')}` : '';
}

/**
 * An amount in paise as printed ('₹2,000', '₹1,25,000.50', '-₹500'): paise shown only when there are
 * some; '' for what is not a whole number of paise.
 */
export function formatPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) return '';
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rest = abs % 100;
  return `${sign}${formatRupees(Math.floor(abs / 100))}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/**
 * Rupees as the office types them ('2000', '2,000.50', '₹1,25,000') in whole paise; null for anything
 * else (letters, a minus sign, more than two decimals). Commas anywhere, so Indian and Western
 * grouping both read.
 */
export function paiseFromRupees(typed: string): number | null {
  const text = typed.trim().replace(/^₹\s*/, '').replaceAll(',', '');
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
