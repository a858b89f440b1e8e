import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_MODULES, qrSvgPath, upiLink, upiNote } from '../../src/server/lib/upi';
import { formatPaise } from '../../src/shared/rupees';
import { isMerchantCode, isPayeeName, isUpiId, readUtr } from '../../src/shared/upi';

// The UPI rules Settings checks, the UTR a parent types, the upi://pay link and its QR code.

const base = {
  upiId: 'almahmood.school@okhdfcbank',
  payeeName: 'Al Mahmood School',
  amountPaise: 200_000,
  reference: 'APP-2026-00045',
  note: 'Admission form fee',
};

describe('upiLink', () => {
  it('writes every value percent-encoded, spaces as %20, the amount with two decimals', () => {
    expect(upiLink(base)).toBe(
      'upi://pay?pa=almahmood.school@okhdfcbank&pn=Al%20Mahmood%20School&am=2000.00&cu=INR&tr=APP-2026-00045&tn=Admission%20form%20fee',
    );
  });

  it('writes paise as two decimals', () => {
    expect(upiLink({ ...base, amountPaise: 200_050 })).toContain('&am=2000.50&');
    expect(upiLink({ ...base, amountPaise: 5 })).toContain('&am=0.05&');
    expect(upiLink({ ...base, amountPaise: 12_500_000 })).toContain('&am=125000.00&');
  });

  it("encodes the marks a payee name may hold, never '+'", () => {
    const link = upiLink({ ...base, payeeName: "St. Mary's (Girls) & Co-Ed" });
    expect(link).toContain('&pn=St.%20Mary%27s%20%28Girls%29%20%26%20Co-Ed&');
    expect(link).not.toContain('+');
  });

  it('adds the merchant code only when one is given', () => {
    expect(upiLink({ ...base, merchantCode: '8211' })).toMatch(/&tn=Admission%20form%20fee&mc=8211$/);
    expect(upiLink({ ...base, merchantCode: null })).not.toContain('mc=');
    expect(upiLink({ ...base, merchantCode: '' })).not.toContain('mc=');
    expect(() => upiLink({ ...base, merchantCode: '82110' })).toThrow(/merchant/);
  });

  it('refuses a transaction reference apps cannot take', () => {
    for (const reference of ['APP 2026', 'APP/2026/1', 'फीस-1', '', 'A'.repeat(35)]) {
      expect(() => upiLink({ ...base, reference }), reference).toThrow(/transaction reference/);
    }
    expect(upiLink({ ...base, reference: 'A_b-9'.padEnd(34, 'x') })).toContain(`&tr=${'A_b-9'.padEnd(34, 'x')}&`);
  });

  it('refuses a bad UPI ID, payee name or amount', () => {
    expect(() => upiLink({ ...base, upiId: 'school' })).toThrow(/UPI ID/);
    expect(() => upiLink({ ...base, payeeName: 'अल महमूद' })).toThrow(/payee/);
    expect(() => upiLink({ ...base, amountPaise: 0 })).toThrow(/amount/);
    expect(() => upiLink({ ...base, amountPaise: 20.5 })).toThrow(/amount/);
  });

  it('keeps the note to plain ASCII letters, digits, spaces, - and _, cut at 50 characters', () => {
    expect(upiNote('Fee: Ayaan — Class 1 (2026-27) ₹2,000 🎒')).toBe('Fee Ayaan Class 1 2026-27 2000');
    const long = upiNote(`Admission form fee for ${'Muhammad Ibrahim Abdul Rahman '.repeat(3)}`);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toBe('Admission form fee for Muhammad Ibrahim Abdul Rahm');
    expect(upiLink({ ...base, note: 'फीस' })).not.toContain('tn=');
  });
});

describe('qrSvgPath', () => {
  /** The dark modules the path draws, read back from its rectangles. */
  function drawn(size: number, path: string): boolean[][] {
    const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
    const re = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/g;
    let consumed = 0;
    for (const m of path.matchAll(re)) {
      const [x, y, n, back] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
      expect(back).toBe(n);
      for (let i = 0; i < n; i++) {
        expect(grid[y]![x + i], `module ${x + i},${y} drawn twice`).toBe(false);
        grid[y]![x + i] = true;
      }
      consumed += m[0].length;
    }
    expect(consumed).toBe(path.length);
    return grid;
  }

  it('draws exactly the modules of the QR code (level M), with a quiet zone of 4', () => {
    const text = upiLink({ ...base, merchantCode: '8211' });
    const { size, path } = qrSvgPath(text);
    const expected = encode(text, { ecc: 'M', border: QR_QUIET_MODULES });
    expect(size).toBe(expected.size);
    expect(drawn(size, path)).toEqual(expected.data);
    // Level M: the same text at level L is a different code.
    expect(encode(text, { ecc: 'L', border: QR_QUIET_MODULES }).data).not.toEqual(expected.data);
  });

  it('leaves the quiet zone empty and draws the finder patterns inside it', () => {
    const { size, path } = qrSvgPath('upi://pay?pa=a@b');
    const grid = drawn(size, path);
    for (let i = 0; i < size; i++) {
      for (let q = 0; q < QR_QUIET_MODULES; q++) {
        expect(grid[q]![i]).toBe(false);
        expect(grid[size - 1 - q]![i]).toBe(false);
        expect(grid[i]![q]).toBe(false);
        expect(grid[i]![size - 1 - q]).toBe(false);
      }
    }
    // The top-left finder: a 7-module dark ring at the quiet zone's corner.
    expect(grid[QR_QUIET_MODULES]!.slice(QR_QUIET_MODULES, QR_QUIET_MODULES + 7)).toEqual(Array(7).fill(true));
    // One rectangle per horizontal run: no rectangle starts where the one before it on its row ends.
    const rects = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(
      (m) => m.slice(1).map(Number) as [number, number, number],
    );
    rects.forEach(([x, y], i) => {
      const [px, py, pn] = rects[i - 1] ?? [-9, -9, 0];
      if (py === y) expect(x).toBeGreaterThan(px + pn);
    });
  });

  it('merges each horizontal run into one rectangle', () => {
    const { path } = qrSvgPath('x');
    // The finder's top row and the timing gap: the first row of the code starts with a run of 7.
    expect(path.startsWith(`M${QR_QUIET_MODULES} ${QR_QUIET_MODULES}h7v1h-7z`)).toBe(true);
  });
});

describe('readUtr', () => {
  it('reads the 12 digits as typed in any script', () => {
    expect(readUtr('612345678901')).toBe('612345678901');
    expect(readUtr('६१२३४५६७८९०१')).toBe('612345678901');
    expect(readUtr('۶۱۲۳۴۵۶۷۸۹۰۱')).toBe('612345678901');
    expect(readUtr('٦١٢٣٤٥٦٧٨٩٠١')).toBe('612345678901');
    expect(readUtr('6123 4567 8901')).toBe('612345678901');
    expect(readUtr(' 6123-4567-8901 ')).toBe('612345678901');
    expect(readUtr('6123.4567.89०१')).toBe('612345678901');
  });

  it('refuses letters and a wrong count of digits', () => {
    expect(readUtr('61234567890')).toBeNull();
    expect(readUtr('6123456789012')).toBeNull();
    expect(readUtr('61234567890A')).toBeNull();
    expect(readUtr('UTR612345678901')).toBeNull();
    expect(readUtr('6123/4567/8901')).toBeNull();
    expect(readUtr('')).toBeNull();
    // Other scripts' digits that are not Devanagari or Arabic (Bengali) are not read.
    expect(readUtr('৬১২৩৪৫৬৭৮৯০১')).toBeNull();
  });
});

describe('UPI settings rules', () => {
  it('takes UPI IDs as name@bank', () => {
    for (const v of [
      'school@okhdfcbank',
      'al.mahmood-school_1@icici',
      '9876543210@ybl',
      'ab@sbi',
      'school@ok-axis.bank',
    ]) {
      expect(isUpiId(v), v).toBe(true);
    }
    for (const v of [
      'school',
      'a@okhdfc',
      'school@',
      '@okhdfc',
      'school@1bank',
      'school name@okhdfc',
      'school@ok hdfc',
      'school@@okhdfc',
      'school@okhdfc@x',
      'स्कूल@okhdfc',
      'school+fees@okhdfc',
      `${'a'.repeat(257)}@okhdfc`,
      `school@${'b'.repeat(65)}`,
    ]) {
      expect(isUpiId(v), v).toBe(false);
    }
  });

  it('takes payee names in Latin letters, digits and a few marks, up to 50', () => {
    for (const v of ['Al Mahmood School', "St. Mary's School (Girls) & Co-Ed", 'A', 'X'.repeat(50)]) {
      expect(isPayeeName(v), v).toBe(true);
    }
    for (const v of [
      '',
      ' ',
      ' School',
      'School ',
      'अल महमूद स्कूल',
      'School, Pune',
      'School/Fees',
      'X'.repeat(51),
      'Schöol',
    ]) {
      expect(isPayeeName(v), v).toBe(false);
    }
  });

  it('takes a merchant code of exactly 4 digits', () => {
    expect(isMerchantCode('8211')).toBe(true);
    for (const v of ['821', '82111', '82a1', '', '८२११']) expect(isMerchantCode(v), v).toBe(false);
  });
});

describe('formatPaise', () => {
  it('prints rupees with Indian grouping and paise only when not zero', () => {
    expect(formatPaise(200_000)).toBe('₹2,000');
    expect(formatPaise(12_500_000)).toBe('₹1,25,000');
    expect(formatPaise(200_050)).toBe('₹2,000.50');
    expect(formatPaise(200_005)).toBe('₹2,000.05');
    expect(formatPaise(99)).toBe('₹0.99');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatPaise(-50_000)).toBe('-₹500');
    expect(formatPaise(1.5)).toBe('');
  });
});
