import { describe, expect, test } from 'vitest';
import { formatPaise, paiseFromRupees } from '../../src/shared/rupees';

// The office types rupees in the Payments section's dialogs; the server takes whole paise.
describe('paiseFromRupees', () => {
  test('reads whole rupees, paise after a point, and either grouping', () => {
    expect(paiseFromRupees('2000')).toBe(200_000);
    expect(paiseFromRupees(' 2,000.50 ')).toBe(200_050);
    expect(paiseFromRupees('1,25,000')).toBe(12_500_000);
    expect(paiseFromRupees('₹ 1,999.5')).toBe(199_950);
    expect(paiseFromRupees('0.05')).toBe(5);
  });

  test('refuses what is not an amount', () => {
    for (const typed of ['', 'two thousand', '-500', '20.005', '1e3', '.50', '2000.'])
      expect(paiseFromRupees(typed), typed).toBeNull();
  });

  test('reads back what formatPaise prints', () => {
    for (const paise of [1, 99, 200_000, 200_050, 12_500_000]) expect(paiseFromRupees(formatPaise(paise))).toBe(paise);
  });
});
