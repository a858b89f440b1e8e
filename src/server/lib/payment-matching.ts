import type { StatementLine } from './bank-statement';

// Matching a bank statement's credits to the fees due (docs/decisions/052-upi-fees.md). Three rules,
// strongest first, each applied to the whole file before the next, so a weaker rule never takes a
// payment a stronger one would have matched further down the file:
// 1. the credit's UTR is the one the parent gave (the amount may differ: short or over is reported);
// 2. the amount is the fee's and the narration or reference holds the payment's reference;
// 3. the amount is the fee's, the date is near the claim (or the due date) and the payer's name shares a
//    word with the name the parent gave or the family's names: only a suggestion the office confirms.
// A UTR already recorded on a payment is a duplicate (a statement imported twice matches nothing twice).
// Every lookup goes through an index (UTR, reference, amount and day), so a year's statement against
// every open payment takes no pairwise scan.

export type OpenPayment = {
  id: number;
  reference: string;
  amountPaise: number;
  claimUtr: string | null;
  claimPayerName: string | null;
  /** YYYY-MM-DD. */
  claimedOn: string | null;
  /** YYYY-MM-DD. */
  dueOn: string;
  familyNames: string[];
};

export type MatchOutcome =
  | { kind: 'utr'; paymentId: number; difference: 'short' | 'over' | null }
  | { kind: 'reference'; paymentId: number }
  | { kind: 'suggestion'; paymentId: number; reason: string }
  | { kind: 'duplicate' }
  | { kind: 'unmatched' };

export type LineMatch = { line: StatementLine; outcome: MatchOutcome };

export type MatchOptions = {
  /** UTRs already recorded as received on any payment. */
  knownUtrs: Set<string>;
  /** How many days a suggestion's date may be from the claim or due date (3 unless given). */
  windowDays?: number;
};

const DEFAULT_WINDOW_DAYS = 3;
const MIN_NAME_TOKEN = 3;
/** Words of narrations that are no one's name. */
const NOT_NAMES = new Set(['upi', 'neft', 'imps', 'rtgs', 'transfer', 'payment', 'from']);

/** A reference as compared: upper case, letters and digits only ('APP-2026-00045' → 'APP202600045'). */
export const compactReference = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The words of a name of three letters or more, in lower case. */
export function nameTokens(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((t) => t.length >= MIN_NAME_TOKEN && !NOT_NAMES.has(t));
}

const dayNumber = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number);
  return Math.round(Date.UTC(y!, (m ?? 1) - 1, d ?? 1) / 86_400_000);
};

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function matchStatement(lines: StatementLine[], open: OpenPayment[], options: MatchOptions): LineMatch[] {
  const windowDays = options.windowDays ?? DEFAULT_WINDOW_DAYS;
  const outcomes: (MatchOutcome | null)[] = lines.map(() => null);
  const taken = new Set<number>();
  // Payments in id order, so every choice between equals is the same on every run.
  const payments = [...open].sort((a, b) => a.id - b.id);

  // A UTR recorded before, or on an earlier line of this file, is never matched again.
  const utrsSeen = new Set(options.knownUtrs);
  lines.forEach((line, i) => {
    if (!line.utr) return;
    if (utrsSeen.has(line.utr)) outcomes[i] = { kind: 'duplicate' };
    utrsSeen.add(line.utr);
  });

  // 1. The UTR the parent gave.
  const byClaimUtr = new Map<string, OpenPayment[]>();
  for (const p of payments) if (p.claimUtr) pushTo(byClaimUtr, p.claimUtr, p);
  lines.forEach((line, i) => {
    if (outcomes[i] || !line.utr) return;
    const candidates = (byClaimUtr.get(line.utr) ?? []).filter((p) => !taken.has(p.id));
    const p = candidates.find((c) => c.amountPaise === line.amountPaise) ?? candidates[0];
    if (!p) return;
    taken.add(p.id);
    const difference = line.amountPaise < p.amountPaise ? 'short' : line.amountPaise > p.amountPaise ? 'over' : null;
    outcomes[i] = { kind: 'utr', paymentId: p.id, difference };
  });

  // 2. The amount, and the payment's reference in the narration or the reference column. References
  // are looked up by each stretch of the line's text of a reference's length, not one by one.
  const byReference = new Map<string, OpenPayment[]>();
  for (const p of payments) {
    const ref = compactReference(p.reference);
    if (ref.length >= 4) pushTo(byReference, `${p.amountPaise}|${ref}`, p);
  }
  const lengths = [...new Set(payments.map((p) => compactReference(p.reference).length))]
    .filter((n) => n >= 4)
    .sort((a, b) => b - a);
  lines.forEach((line, i) => {
    if (outcomes[i]) return;
    const text = compactReference(`${line.narration} ${line.reference}`);
    // The longest reference found wins (APP-2026-0004 is inside APP-2026-00045), then the lowest id.
    for (const n of lengths) {
      for (let at = 0; at + n <= text.length; at++) {
        const p = byReference.get(`${line.amountPaise}|${text.slice(at, at + n)}`)?.find((c) => !taken.has(c.id));
        if (p) {
          taken.add(p.id);
          outcomes[i] = { kind: 'reference', paymentId: p.id };
          return;
        }
      }
    }
  });

  // 3. The amount, a date near the claim or due date, and a name in common: a suggestion.
  const byAmountDay = new Map<string, { payment: OpenPayment; day: number; names: Set<string> }[]>();
  for (const p of payments) {
    if (taken.has(p.id)) continue;
    const day = dayNumber(p.claimedOn ?? p.dueOn);
    const names = new Set([p.claimPayerName ?? '', ...p.familyNames].flatMap(nameTokens));
    if (names.size > 0) pushTo(byAmountDay, `${p.amountPaise}|${day}`, { payment: p, day, names });
  }
  lines.forEach((line, i) => {
    if (outcomes[i]) return;
    const day = dayNumber(line.date);
    const words = new Set(nameTokens(line.payerName ?? line.narration));
    let chosen: { payment: OpenPayment; shared: string[]; days: number } | null = null;
    for (let d = day - windowDays; d <= day + windowDays; d++) {
      for (const c of byAmountDay.get(`${line.amountPaise}|${d}`) ?? []) {
        if (taken.has(c.payment.id)) continue;
        const shared = [...c.names].filter((n) => words.has(n));
        if (shared.length === 0) continue;
        const days = Math.abs(d - day);
        const better =
          !chosen ||
          days < chosen.days ||
          (days === chosen.days && shared.length > chosen.shared.length) ||
          (days === chosen.days && shared.length === chosen.shared.length && c.payment.id < chosen.payment.id);
        if (better) chosen = { payment: c.payment, shared, days };
      }
    }
    if (!chosen) return;
    taken.add(chosen.payment.id);
    const when = chosen.payment.claimedOn ? 'the date the parent said they paid' : 'the due date';
    const dayWord = chosen.days === 1 ? 'day' : 'days';
    outcomes[i] = {
      kind: 'suggestion',
      paymentId: chosen.payment.id,
      reason: `Same amount, ${chosen.days === 0 ? 'on' : `${chosen.days} ${dayWord} from`} ${when}, and the name ${chosen.shared.map((s) => `"${s}"`).join(', ')} in common`,
    };
  });

  return lines.map((line, i) => ({ line, outcome: outcomes[i] ?? { kind: 'unmatched' } }));
}
