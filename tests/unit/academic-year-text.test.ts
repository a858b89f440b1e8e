import { describe, expect, it } from 'vitest';
import { textOfNextYear } from '../../src/shared/content/academic-year';

// The texts "Start the next academic year" copies (fee heads' due dates, the fee structure's rules)
// name the next year; other numbers in them are left as they are.
describe('a text of the year moved to the next', () => {
  it('moves the year’s label and its two calendar years on by one', () => {
    expect(textOfNextYear('At admission (June 2026)', 2026)).toBe('At admission (June 2027)');
    expect(textOfNextYear('10 October 2026', 2026)).toBe('10 October 2027');
    expect(textOfNextYear('Pay by 10 January 2027 for 2026-27.', 2026)).toBe('Pay by 10 January 2028 for 2027-28.');
    expect(textOfNextYear('2026-2027', 2026)).toBe('2027-2028');
  });

  it('leaves amounts, other years and other labels alone', () => {
    expect(textOfNextYear('A late fee of ₹1000 after 2 days; since 2010.', 2026)).toBe(
      'A late fee of ₹1000 after 2 days; since 2010.',
    );
    expect(textOfNextYear('Approved for 2025-26 and 20265 forms', 2026)).toBe('Approved for 2025-26 and 20265 forms');
    expect(textOfNextYear('', 2026)).toBe('');
  });
});
