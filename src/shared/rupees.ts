/** An amount of whole rupees as printed on the site, with Indian digit grouping: ₹1,20,000. Empty for no amount. */
export function formatRupees(amount: unknown): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? `₹${amount.toLocaleString('en-IN')}` : '';
}
