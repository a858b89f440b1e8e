import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '../../src/server/db/seed-data/faq';
import { FAQ_CATEGORIES, filterFaq } from '../../src/shared/content/faq';
import { ADMISSION_FORM_FEE_TEXT } from '../../src/shared/content/school-facts';

describe('FAQ content', () => {
  it('has questions in every category and unique ids', () => {
    for (const c of FAQ_CATEGORIES.filter((c) => c.id !== 'all')) {
      expect(FAQ_ITEMS.some((item) => item.category === c.id)).toBe(true);
    }
    expect(new Set(FAQ_ITEMS.map((i) => i.key)).size).toBe(FAQ_ITEMS.length);
  });

  it('states the admission form fee as the field that follows the fee head, never typed out', () => {
    expect(FAQ_ITEMS.find((i) => i.key === 'admission-fee')?.answer).toContain('{admissionFee}');
    expect(FAQ_ITEMS.some((i) => i.answer.includes(ADMISSION_FORM_FEE_TEXT))).toBe(false);
  });
});

describe('filterFaq', () => {
  it('sorts by popularity, most popular first', () => {
    const all = filterFaq(FAQ_ITEMS, 'all', '');
    expect(all).toHaveLength(FAQ_ITEMS.length);
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.popularity).toBeGreaterThanOrEqual(all[i]!.popularity);
  });

  it('filters by category', () => {
    const fees = filterFaq(FAQ_ITEMS, 'fees', '');
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((i) => i.category === 'fees')).toBe(true);
  });

  it('searches question and answer, case-insensitively, combined with the category', () => {
    expect(filterFaq(FAQ_ITEMS, 'all', 'HIFZ').map((i) => i.key)).toContain('academic-hifz');
    // 'cheques' appears only in an answer.
    expect(filterFaq(FAQ_ITEMS, 'all', 'cheques').map((i) => i.key)).toEqual(['fees-payment']);
    expect(filterFaq(FAQ_ITEMS, 'fees', '  cheques ').map((i) => i.key)).toEqual(['fees-payment']);
    expect(filterFaq(FAQ_ITEMS, 'academic', 'cheques')).toEqual([]);
  });
});
