import { DEFAULT_LANGUAGE, type Language } from '../../../shared/paths';
import { formatRupees } from '../../../shared/rupees';
import type { CareersWords } from '../../../shared/words/careers';
import { fill } from '../../../shared/words/fill';

// Small pieces both careers pages share.

/** The marks of a text that stays English on a page in another language (a campus's name). */
export function englishText(language: Pick<Language, 'code' | 'dir'>): { lang?: string; dir?: 'ltr' } {
  if (language.code === DEFAULT_LANGUAGE) return {};
  return language.dir === 'rtl' ? { lang: DEFAULT_LANGUAGE, dir: 'ltr' } : { lang: DEFAULT_LANGUAGE };
}

/** A salary band a month: '₹30,000 – ₹40,000 a month', 'From ₹30,000 a month', 'Up to ₹40,000 a month'. */
export function salaryText(salary: { min: number | null; max: number | null }, w: CareersWords): string {
  const min = formatRupees(salary.min);
  const max = formatRupees(salary.max);
  if (min && max)
    return salary.min === salary.max ? fill(w.salaryExact, { amount: min }) : fill(w.salaryRange, { min, max });
  return min ? fill(w.salaryFrom, { min }) : fill(w.salaryUpTo, { max });
}
