import { describe, expect, it } from 'vitest';
import { formatPaise, MAX_PAISE_IN_WORDS, rupeesInWords } from '../../src/server/lib/rupees-in-words';

const rupees = (n: number) => rupeesInWords(n * 100);

describe('rupeesInWords', () => {
  it('writes the examples of a receipt', () => {
    expect(rupeesInWords(2000_00)).toBe('Rupees Two Thousand Only');
    expect(rupeesInWords(125050_00)).toBe('Rupees One Lakh Twenty-Five Thousand Fifty Only');
    expect(rupeesInWords(1_50)).toBe('Rupees One and Fifty Paise Only');
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
  });

  it('writes the numbers below a hundred, hyphenating the compound tens', () => {
    expect(rupees(1)).toBe('Rupees One Only');
    expect(rupees(10)).toBe('Rupees Ten Only');
    expect(rupees(11)).toBe('Rupees Eleven Only');
    expect(rupees(15)).toBe('Rupees Fifteen Only');
    expect(rupees(19)).toBe('Rupees Nineteen Only');
    expect(rupees(20)).toBe('Rupees Twenty Only');
    expect(rupees(21)).toBe('Rupees Twenty-One Only');
    expect(rupees(40)).toBe('Rupees Forty Only');
    expect(rupees(99)).toBe('Rupees Ninety-Nine Only');
  });

  it('writes hundreds without "and", which a receipt keeps for the paise', () => {
    expect(rupees(100)).toBe('Rupees One Hundred Only');
    expect(rupees(101)).toBe('Rupees One Hundred One Only');
    expect(rupees(110)).toBe('Rupees One Hundred Ten Only');
    expect(rupees(999)).toBe('Rupees Nine Hundred Ninety-Nine Only');
  });

  it('groups thousands, lakhs and crores the Indian way', () => {
    expect(rupees(1000)).toBe('Rupees One Thousand Only');
    expect(rupees(1001)).toBe('Rupees One Thousand One Only');
    expect(rupees(12_345)).toBe('Rupees Twelve Thousand Three Hundred Forty-Five Only');
    expect(rupees(99_999)).toBe('Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only');
    expect(rupees(1_00_000)).toBe('Rupees One Lakh Only');
    expect(rupees(1_00_001)).toBe('Rupees One Lakh One Only');
    expect(rupees(10_00_000)).toBe('Rupees Ten Lakh Only');
    expect(rupees(1_25_000)).toBe('Rupees One Lakh Twenty-Five Thousand Only');
    expect(rupees(1_00_00_000)).toBe('Rupees One Crore Only');
    expect(rupees(2_05_00_000)).toBe('Rupees Two Crore Five Lakh Only');
    expect(rupees(10_00_00_000)).toBe('Rupees Ten Crore Only');
    expect(rupees(12_34_56_789)).toBe(
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only',
    );
  });

  it('writes the paise after the rupees', () => {
    expect(rupeesInWords(1)).toBe('Rupees Zero and One Paise Only');
    expect(rupeesInWords(99)).toBe('Rupees Zero and Ninety-Nine Paise Only');
    expect(rupeesInWords(2000_05)).toBe('Rupees Two Thousand and Five Paise Only');
    expect(rupeesInWords(1_00_000_75)).toBe('Rupees One Lakh and Seventy-Five Paise Only');
  });

  it('writes up to 99,99,99,999 rupees and refuses more', () => {
    expect(rupeesInWords(MAX_PAISE_IN_WORDS)).toBe(
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    );
    expect(() => rupeesInWords(MAX_PAISE_IN_WORDS + 1)).toThrow(RangeError);
    expect(() => rupees(1_00_00_00_000)).toThrow(RangeError);
  });

  it('refuses a negative amount and a fraction of a paisa', () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(-100_00)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
    expect(() => rupeesInWords(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesInWords(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatPaise', () => {
  it('writes rupees with Indian grouping and two decimals', () => {
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(2000_00)).toBe('₹2,000.00');
    expect(formatPaise(125000_00)).toBe('₹1,25,000.00');
    expect(formatPaise(1_25_00_000_50)).toBe('₹1,25,00,000.50');
  });

  it('refuses what rupeesInWords refuses', () => {
    expect(() => formatPaise(-1)).toThrow(RangeError);
    expect(() => formatPaise(0.5)).toThrow(RangeError);
  });
});
