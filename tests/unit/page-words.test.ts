import { describe, expect, it } from 'vitest';
import { arrowStep, swipeStep } from '../../src/client/lib/direction';
import { tabMove } from '../../src/client/site/tabs';
import { dateRange, longDate, monthYear, recurrenceText, shortMonthYear, timeOfDay } from '../../src/shared/calendar';
import { dayMonthYear } from '../../src/shared/day-month-year';
import { formatDate } from '../../src/shared/format';
import { LANGUAGES } from '../../src/shared/paths';
import { placeholdersOf } from '../../src/shared/words/fill';
import { PAGE_CATALOGUES } from '../../src/shared/words/pages';
import { EN_PAGES } from '../../src/shared/words/pages/en';
import { fillParts } from '../../src/shared/words/pages/fill-parts';

// The pages' own words (docs/architecture.md, "Languages", "The pages' words"): every language has
// English's words with the same {placeholders}; dates in a language's names with Latin digits; the
// arrows of a right-to-left row.

type Leaf = { path: string; value: unknown };
const leaves = (node: unknown, path = ''): Leaf[] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k))
    : [{ path, value: node }];
const english = new Map(leaves(EN_PAGES).map((l) => [l.path, l.value]));

describe('the pages’ catalogues', () => {
  for (const { code } of LANGUAGES) {
    it(`${code}: has English's words with the same placeholders, none empty where English says something`, () => {
      const words = leaves(PAGE_CATALOGUES[code]);
      expect(words.map((l) => l.path).sort()).toEqual([...english.keys()].sort());
      for (const { path, value } of words) {
        const source = english.get(path) as string;
        expect(typeof value, path).toBe('string');
        expect(placeholdersOf(value as string).sort(), path).toEqual(placeholdersOf(source).sort());
        if (source !== '') expect((value as string).trim(), path).not.toBe('');
        expect(value as string, path).not.toMatch(/[०-९۰-۹٠-٩]/);
      }
    });
  }
});

describe('dates in a language', () => {
  const mr = PAGE_CATALOGUES.mr.dates;
  const ur = PAGE_CATALOGUES.ur.dates;
  it('writes month and weekday names from the catalogue with Latin digits, English as before', () => {
    expect(dayMonthYear('2026-01-12', mr)).toBe('12 जानेवारी 2026');
    expect(dayMonthYear('2026-01-12')).toBe('12 January 2026');
    expect(monthYear('2026-12', mr)).toBe('डिसेंबर 2026');
    expect(shortMonthYear('2026-11')).toBe('Nov 2026');
    expect(longDate('2025-08-15', ur)).toBe('جمعہ، 15 اگست 2025');
    expect(longDate('2025-08-15')).toBe('Friday, 15 August 2025');
    expect(dateRange('2025-10-20', '2025-10-24')).toBe('Monday, 20 October to Friday, 24 October 2025');
    expect(dateRange('2025-10-20', '2025-10-24', mr)).toBe('सोमवार, 20 ऑक्टोबर ते शुक्रवार, 24 ऑक्टोबर 2025');
    expect(timeOfDay('14:05')).toBe('2:05 PM');
    expect(timeOfDay('14:05', mr)).toBe('2:05 म.उ.');
    const event = {
      startDate: '2026-06-20',
      endDate: '2026-06-20',
      recurrence: 'monthly-weekday',
      repeatUntil: '2027-03-20',
    } as const;
    expect(recurrenceText(event)).toBe('Third Saturday of every month until 20 March 2027');
    expect(recurrenceText(event, mr)).toBe('दर महिन्याचा तिसरा शनिवार, 20 मार्च 2027 पर्यंत');
    expect(formatDate('2026-01-12T06:00:00Z', mr)).toBe('12 जानेवारी 2026');
    expect(formatDate('2026-01-12T06:00:00Z')).toBe('12 Jan 2026');
  });

  it('fills a word into the text nodes a page used to write', () => {
    expect(fillParts('Events in {month}, by day', { month: 'June 2026' })).toEqual([
      'Events in ',
      'June 2026',
      ', by day',
    ]);
    expect(fillParts('Page {page} of {pages}', { page: 2, pages: 3 })).toEqual(['Page ', 2, ' of ', 3]);
  });
});

describe('arrows on a right-to-left row', () => {
  it('moves tabs and slides the way the line runs', () => {
    expect(arrowStep('ArrowRight', false)).toBe(1);
    expect(arrowStep('ArrowRight', true)).toBe(-1);
    expect(arrowStep('ArrowLeft', true)).toBe(1);
    expect(arrowStep('Enter', true)).toBe(0);
    expect(swipeStep(-80, false)).toBe(1);
    expect(swipeStep(80, true)).toBe(1);
    expect(swipeStep(-80, true)).toBe(-1);
    expect(tabMove('ArrowRight', 0, 3, false)).toBe(1);
    expect(tabMove('ArrowRight', 0, 3, true)).toBe(2);
    expect(tabMove('ArrowLeft', 2, 3, true)).toBe(0);
    expect(tabMove('End', 0, 3, true)).toBe(2);
    expect(tabMove('x', 0, 3, true)).toBeNull();
  });
});
