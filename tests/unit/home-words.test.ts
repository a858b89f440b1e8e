import { describe, expect, it } from 'vitest';
import { ART_WORDS, CAROUSEL_WORDS } from '../../src/shared/content/carousel-words';
import { LANGUAGES } from '../../src/shared/paths';
import { fill, placeholdersOf } from '../../src/shared/words/fill';
import { HOME_CATALOGUES } from '../../src/shared/words/pages/home';
import { EN_HOME } from '../../src/shared/words/pages/home/en';

// The home page's and the information pages' own words (docs/architecture.md, "Languages", "The home
// page's and information pages' words"): every language has English's words, plain strings (an island
// takes them as JSON) with the same {placeholders}, Latin digits.

type Leaf = { path: string; value: unknown };
const leaves = (node: unknown, path = ''): Leaf[] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k))
    : [{ path, value: node }];
const english = new Map(leaves(EN_HOME).map((l) => [l.path, l.value]));

describe('the home page’s catalogues', () => {
  for (const { code } of LANGUAGES) {
    it(`${code}: has English's words as strings with the same placeholders`, () => {
      const words = leaves(HOME_CATALOGUES[code]);
      expect(words.map((l) => l.path).sort()).toEqual([...english.keys()].sort());
      for (const { path, value } of words) {
        expect(typeof value, path).toBe('string');
        expect(placeholdersOf(value as string).sort(), path).toEqual(
          placeholdersOf(english.get(path) as string).sort(),
        );
        expect((value as string).trim(), path).not.toBe('');
        expect(value as string, path).not.toMatch(/[०-९۰-۹٠-٩]/);
      }
    });
  }

  it("fills English's templates to the sentences the carousels always said", () => {
    expect(fill(CAROUSEL_WORDS.current, { n: 2, count: 5, title: 'Sports Day' })).toBe('Slide 2 of 5: Sports Day');
    expect(fill(CAROUSEL_WORDS.goTo, { n: 3 })).toBe('Go to slide 3');
    expect(fill(ART_WORDS.alt, { title: 'Sunrise', artist: 'Aisha' })).toBe('Sunrise by Aisha');
    expect(fill(HOME_CATALOGUES.ur.carousel.position, { n: 1, count: 4 })).toBe('4 میں سے 1');
  });
});
