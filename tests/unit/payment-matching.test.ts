import { describe, expect, it } from 'vitest';
import type { StatementLine } from '../../src/server/lib/bank-statement';
import { matchStatement, type OpenPayment } from '../../src/server/lib/payment-matching';

// Matching statement credits to open payments: the UTR the parent gave, then our reference in the
// narration, then a suggestion by amount, date and name; duplicates never match again.

let rowCounter = 0;
function line(over: Partial<StatementLine>): StatementLine {
  rowCounter++;
  return {
    row: rowCounter,
    date: '2026-04-10',
    narration: 'NEFT-SOMEONE',
    reference: '',
    utr: null,
    amountPaise: 200_000,
    payerName: null,
    payerVpaMasked: null,
    key: `k${rowCounter}`,
    ...over,
  };
}

function payment(id: number, over: Partial<OpenPayment> = {}): OpenPayment {
  return {
    id,
    reference: `APP-2026-${String(id).padStart(5, '0')}`,
    amountPaise: 200_000,
    claimUtr: null,
    claimPayerName: null,
    claimedOn: null,
    dueOn: '2026-04-10',
    familyNames: [],
    ...over,
  };
}

const none = { knownUtrs: new Set<string>() };
const outcomes = (lines: StatementLine[], open: OpenPayment[], options = none) =>
  matchStatement(lines, open, options).map((m) => m.outcome);

describe('matchStatement', () => {
  it('matches the UTR the parent gave, reporting a short or over amount', () => {
    const lines = [
      line({ utr: '612345678901' }),
      line({ utr: '612345678902', amountPaise: 150_000 }),
      line({ utr: '612345678903', amountPaise: 250_000 }),
    ];
    const open = [
      payment(1, { claimUtr: '612345678901' }),
      payment(2, { claimUtr: '612345678902' }),
      payment(3, { claimUtr: '612345678903' }),
    ];
    expect(outcomes(lines, open)).toEqual([
      { kind: 'utr', paymentId: 1, difference: null },
      { kind: 'utr', paymentId: 2, difference: 'short' },
      { kind: 'utr', paymentId: 3, difference: 'over' },
    ]);
  });

  it('marks a UTR already received, or seen earlier in the file, as a duplicate', () => {
    const lines = [line({ utr: '612345678901' }), line({ utr: '612345678902' }), line({ utr: '612345678902' })];
    const open = [payment(1, { claimUtr: '612345678901' }), payment(2, { claimUtr: '612345678902' })];
    expect(outcomes(lines, open, { knownUtrs: new Set(['612345678901']) })).toEqual([
      { kind: 'duplicate' },
      { kind: 'utr', paymentId: 2, difference: null },
      { kind: 'duplicate' },
    ]);
  });

  it('matches our reference in the narration or reference, ignoring case, spaces, dashes and slashes', () => {
    const lines = [
      line({ narration: 'UPI/P2M/612345678901/RAVI KUMAR/app 2026/00045/ICICI' }),
      line({ narration: 'NEFT-ABC TRUST', reference: 'APP202600046' }),
      line({ narration: 'UPI-X-x@ybl-Y-612345678903-App-2026-00047', amountPaise: 100_000 }),
    ];
    const open = [payment(45), payment(46), payment(47)];
    expect(outcomes(lines, open)).toEqual([
      { kind: 'reference', paymentId: 45 },
      { kind: 'reference', paymentId: 46 },
      // The amount differs: no match by reference (and no name for a suggestion).
      { kind: 'unmatched' },
    ]);
  });

  it('takes the longest reference a narration holds', () => {
    const open = [payment(1, { reference: 'APP-2026-0004' }), payment(2, { reference: 'APP-2026-00045' })];
    expect(outcomes([line({ narration: 'UPI/x/APP-2026-00045' })], open)).toEqual([
      { kind: 'reference', paymentId: 2 },
    ]);
  });

  it('suggests a payment by amount, a date within 3 days and a name in common', () => {
    const lines = [
      line({ date: '2026-04-13', payerName: 'RAVI KUMAR' }),
      line({ date: '2026-04-07', narration: 'UPI/612345678911/SHAIKH FATIMA/x' }),
      line({ date: '2026-04-14', payerName: 'IMRAN KHAN' }),
      line({ date: '2026-04-10', payerName: 'AL' }),
    ];
    const open = [
      payment(1, { claimPayerName: 'Ravi Kumar Sharma', claimedOn: '2026-04-10', claimUtr: '699999999999' }),
      payment(2, { familyNames: ['Fatima Shaikh', 'Ayaan Shaikh'], dueOn: '2026-04-10' }),
      payment(3, { familyNames: ['Imran Khan'], dueOn: '2026-04-10' }),
      payment(4, { familyNames: ['Al Noor'] }),
    ];
    const result = outcomes(lines, open);
    expect(result[0]).toMatchObject({ kind: 'suggestion', paymentId: 1 });
    expect(result[0]!.kind === 'suggestion' && result[0]!.reason).toBe(
      'Same amount, 3 days from the date the parent said they paid, and the name "ravi", "kumar" in common',
    );
    expect(result[1]).toMatchObject({ kind: 'suggestion', paymentId: 2 });
    expect(result[1]!.kind === 'suggestion' && result[1]!.reason).toContain('"fatima", "shaikh"');
    // 4 days from the due date, and a name of two letters: no suggestion.
    expect(result.slice(2)).toEqual([{ kind: 'unmatched' }, { kind: 'unmatched' }]);
  });

  it('suggests nothing for another amount or no name in common', () => {
    const open = [payment(1, { familyNames: ['Ravi Kumar'] })];
    expect(outcomes([line({ payerName: 'RAVI KUMAR', amountPaise: 200_100 })], open)).toEqual([{ kind: 'unmatched' }]);
    expect(outcomes([line({ payerName: 'ZAINAB ANSARI' })], open)).toEqual([{ kind: 'unmatched' }]);
  });

  it('prefers the nearest date, then more names in common, then the lowest id', () => {
    const open = [
      payment(5, { familyNames: ['Ravi'], dueOn: '2026-04-12' }),
      payment(4, { familyNames: ['Ravi'], dueOn: '2026-04-11' }),
      payment(3, { familyNames: ['Ravi Kumar'], dueOn: '2026-04-11' }),
      payment(2, { familyNames: ['Ravi Kumar'], dueOn: '2026-04-09' }),
    ];
    const lines = [line({ payerName: 'RAVI KUMAR' }), line({ payerName: 'RAVI KUMAR' }), line({ payerName: 'RAVI' })];
    expect(outcomes(lines, open).map((o) => o.kind === 'suggestion' && o.paymentId)).toEqual([2, 3, 4]);
  });

  it('does every UTR match first, then references, then suggestions, across the whole file', () => {
    // The first line could be a suggestion for payment 1 and a reference match for it; the last line is
    // its UTR. The UTR wins, the reference line then finds payment 1 taken.
    const open = [payment(1, { claimUtr: '612345678901', familyNames: ['Ravi Kumar'] }), payment(2)];
    const lines = [
      line({ payerName: 'RAVI KUMAR', narration: 'UPI/x/RAVI KUMAR/APP-2026-00001' }),
      line({ narration: 'UPI/x/APP-2026-00002' }),
      line({ utr: '612345678901', payerName: 'RAVI KUMAR' }),
    ];
    expect(outcomes(lines, open)).toEqual([
      { kind: 'unmatched' },
      { kind: 'reference', paymentId: 2 },
      { kind: 'utr', paymentId: 1, difference: null },
    ]);
  });

  it('matches a payment with one line at most and a line with one payment at most', () => {
    const open = [payment(1)];
    const lines = [line({ narration: 'APP-2026-00001' }), line({ narration: 'APP-2026-00001' })];
    expect(outcomes(lines, open)).toEqual([{ kind: 'reference', paymentId: 1 }, { kind: 'unmatched' }]);
    // Two payments claiming the same UTR: the one of the same amount.
    const twice = [
      payment(7, { claimUtr: '612345678901', amountPaise: 100_000 }),
      payment(8, { claimUtr: '612345678901' }),
    ];
    expect(outcomes([line({ utr: '612345678901' })], twice)).toEqual([{ kind: 'utr', paymentId: 8, difference: null }]);
  });

  it('gives the same result whatever the order of the open payments', () => {
    const open = Array.from({ length: 30 }, (_, i) => payment(i + 1, { familyNames: ['Ravi Kumar'] }));
    const lines = Array.from({ length: 20 }, () => line({ payerName: 'RAVI KUMAR' }));
    expect(outcomes(lines, [...open].reverse())).toEqual(outcomes(lines, open));
  });

  it('matches 10,000 lines against 2,000 open payments of the same amount', () => {
    const family = (i: number) =>
      `Parent${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + (Math.floor(i / 26) % 26))} Family`;
    const open = Array.from({ length: 2000 }, (_, i) =>
      payment(i + 1, {
        claimUtr: i % 3 === 0 ? String(600000000000 + i) : null,
        familyNames: [family(i)],
        dueOn: `2026-04-${String(1 + (i % 28)).padStart(2, '0')}`,
      }),
    );
    const lines = Array.from({ length: 10_000 }, (_, i) => {
      const id = (i % 2000) + 1;
      return line({
        date: `2026-04-${String(1 + (i % 28)).padStart(2, '0')}`,
        utr: i % 3 === 0 ? String(600000000000 + (i % 2000)) : String(700000000000 + i),
        narration: i % 3 === 1 && id <= 1000 ? `UPI/x/APP-2026-${String(id).padStart(5, '0')}` : `UPI/${i}/SOMEONE/x`,
        // Every family shares the word Family: each line's name meets hundreds of open payments.
        payerName: i % 3 === 2 ? family(i % 2000) : null,
      });
    });
    const started = performance.now();
    const result = matchStatement(lines, open, none);
    const ms = Math.round(performance.now() - started);
    const counts = result.reduce<Record<string, number>>((c, m) => {
      c[m.outcome.kind] = (c[m.outcome.kind] ?? 0) + 1;
      return c;
    }, {});
    console.log(`10,000 lines × 2,000 open payments matched in ${ms} ms`, counts);
    const ids = result.flatMap((m) => ('paymentId' in m.outcome ? [m.outcome.paymentId] : []));
    expect(new Set(ids).size).toBe(ids.length);
    expect(counts.utr).toBe(667);
    expect(counts.reference).toBeGreaterThan(0);
    expect(counts.suggestion).toBeGreaterThan(0);
    expect((counts.utr ?? 0) + (counts.reference ?? 0) + (counts.suggestion ?? 0)).toBeLessThanOrEqual(2000);
  });
});
