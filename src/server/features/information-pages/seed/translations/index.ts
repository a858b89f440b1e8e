import type { EditablePageKey } from '../../../../../shared/page-content/pages';
import { HI } from './hi';
import { MR } from './mr';
import { UR } from './ur';

// The first Marathi, Hindi and Urdu words of the most visited pages that are data (the home page,
// Admissions, Fees, Eligibility, Important Dates), by their English text. Imported only when an
// install has not had them yet (translations-seed.ts), so a start reads none of it.

export const TRANSLATED_SEED_PAGES: readonly EditablePageKey[] = [
  'home',
  'admissions',
  'fees',
  'eligibility',
  'importantDates',
];

export const SEED_WORDS = { mr: MR, hi: HI, ur: UR } as const;
