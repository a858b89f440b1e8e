import { describe, expect, it } from 'vitest';
import { FOOTER_QUICK_LINKS, LANGUAGES, NAV } from '../../src/shared/paths';
import { CATALOGUES, type Words } from '../../src/shared/words';
import { EN } from '../../src/shared/words/en';
import { placeholdersOf } from '../../src/shared/words/fill';

// The interface words in four languages (docs/architecture.md, "Words in four languages"). The type
// check already refuses a catalogue without a word of English's; this walks them as the site reads
// them, so a word added, lost or given other `{name}`s in one language fails here too.

type Leaf = { path: string; value: unknown };

function leaves(node: unknown, path = ''): Leaf[] {
  if (typeof node === 'object' && node !== null) {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  }
  return [{ path, value: node }];
}

const english = new Map(leaves(EN).map((l) => [l.path, l.value]));

describe('the interface words catalogues', () => {
  it('has a catalogue for every language of the site', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  for (const { code } of LANGUAGES) {
    const catalogue: Words = CATALOGUES[code];

    it(`${code}: has exactly English's words, none missing and none extra`, () => {
      expect(
        leaves(catalogue)
          .map((l) => l.path)
          .sort(),
      ).toEqual([...english.keys()].sort());
    });

    it(`${code}: keeps every word's {placeholders} and every function's arguments`, () => {
      for (const { path, value } of leaves(catalogue)) {
        const source = english.get(path);
        if (typeof source === 'string') {
          expect(typeof value, path).toBe('string');
          expect(placeholdersOf(value as string).sort(), path).toEqual(placeholdersOf(source).sort());
        } else {
          expect(typeof value, path).toBe('function');
          const fn = value as (...args: string[]) => string;
          const sourceFn = source as (...args: string[]) => string;
          expect(fn.length, path).toBe(sourceFn.length);
          // A function's words carry what it is given: the label it names.
          const args = Array.from({ length: fn.length }, (_, i) => `«arg${i}»`);
          for (const arg of args) expect(fn(...args), path).toContain(arg);
        }
      }
    });

    it(`${code}: writes every word, none empty nor left in English`, () => {
      for (const { path, value } of leaves(catalogue)) {
        if (typeof value !== 'string') continue;
        expect(value.trim(), path).not.toBe('');
        if (code !== 'en') expect(value, path).not.toBe(english.get(path));
      }
    });
  }

  it('English is the menus’ and the footer’s words as they are in paths.ts', () => {
    for (const item of NAV) {
      expect(EN.nav[item.key], item.path).toBe(item.label);
      if (item.shortLabel) expect(EN.navShort[item.key as keyof typeof EN.navShort], item.path).toBe(item.shortLabel);
      for (const child of item.children ?? []) expect(EN.nav[child.key], child.path).toBe(child.label);
    }
    for (const link of FOOTER_QUICK_LINKS) expect(EN.footer.quickLinks[link.key], link.path).toBe(link.label);
  });

  it('finds a placeholder changed in a translation', () => {
    expect(placeholdersOf('{short} का?')).toEqual(['short']);
    expect(placeholdersOf('{शाळेचेनाव} का?')).not.toEqual(placeholdersOf('Why {short}'));
  });
});
