import fs from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { matchExpression, normaliseText, readQuery } from '../../src/server/platform/search/normalise';
import { passageOf, wordMatcher } from '../../src/server/platform/search/passage';
import { SEARCH_INDEX_DDL } from '../../src/server/platform/search/rebuild';

// The words of search (docs/decisions/051-site-search.md): one normalisation for text and query, the
// tokenizer's rules, a query that can never be an FTS5 expression, and the passage's marks. Each
// case is run through a real FTS5 table made by the same statement as the migration's.

function index(texts: string[]) {
  const db = new Database(':memory:');
  db.exec(SEARCH_INDEX_DDL.replaceAll('`', ''));
  const insert = db.prepare('INSERT INTO search_index (rowid, title, body) VALUES (?, ?, ?)');
  for (const [i, text] of texts.entries()) insert.run(i + 1, '', normaliseText(text));
  return (q: string) =>
    (
      db
        .prepare('SELECT rowid FROM search_index WHERE search_index MATCH ?')
        .all(matchExpression(readQuery(q).words)) as {
        rowid: number;
      }[]
    ).map((r) => r.rowid);
}

describe('normalisation and the tokenizer', () => {
  it('is the migration’s table', () => {
    const migration = fs.readFileSync('drizzle/0019_site_search.sql', 'utf8');
    expect(migration).toContain(`${SEARCH_INDEX_DDL};`);
  });

  it('finds a Marathi word written with a joiner inside it, whole, either way', () => {
    const find = index(['दर्\u200Dयापूर येथे शाळा']);
    expect(find('दर्यापूर')).toEqual([1]);
    expect(find('दर्\u200Dयापूर')).toEqual([1]);
  });

  it('keeps Devanagari words whole: a vowel sign does not split a word', () => {
    const find = index(['प्रवेश शुल्क भरावे']);
    expect(find('शुल्क')).toEqual([1]);
    expect(find('ल्क')).toEqual([]);
  });

  it('matches each word as a prefix', () => {
    const find = index(['प्रवेशासाठी अर्ज करा', 'Hifz programme']);
    expect(find('प्रवेश')).toEqual([1]);
    expect(find('progr')).toEqual([2]);
  });

  it('stems English: "fees" finds "fee", and a stemmed word is not a prefix ("bus" is not "build")', () => {
    const find = index(['The admission fee is due.', 'School buses run daily.', 'We build a bus shelter.']);
    expect(find('fees')).toEqual([1]);
    expect(find('fee')).toEqual([1]);
    expect(find('bus')).toEqual([3]);
    expect(find('buses')).toEqual([2]);
  });

  it('removes Urdu’s short vowels and folds Arabic letter forms to Urdu’s', () => {
    const find = index(['اُردو میڈیم', 'كتاب', 'ہفتہ']);
    expect(find('اردو')).toEqual([1]);
    expect(find('کتاب')).toEqual([2]);
    // An Arabic keyboard's yeh and heh are Urdu's.
    expect(normaliseText('\u064A\u0647')).toBe('\u06CC\u06C1');
    expect(find('هفته')).toEqual([3]);
  });

  it('reads other digits as 0-9, and NFC', () => {
    expect(normaliseText('२०२६ ٢٠٢٦ ۲۰۲۶')).toBe('2026 2026 2026');
    expect(normaliseText('e\u0301')).toBe('é');
  });

  it('never lets a query be an operator: quotes, NEAR, *, -, ^, AND, emoji are words or nothing', () => {
    const find = index(['near and or not the fees']);
    expect(() => find('"NEAR(fees) * ^fees -fees AND OR 😀 (')).not.toThrow();
    expect(find('NEAR AND')).toEqual([1]);
    expect(readQuery('"fees" AND *').words).toEqual(['fees', 'and']);
    expect(readQuery('😀 ⚽').words).toEqual([]);
  });

  it('cuts a query to its first 100 characters and 8 words, and says so', () => {
    expect(readQuery('a b c d e f g h i j')).toMatchObject({
      words: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
      shortened: true,
    });
    const long = readQuery('x'.repeat(150));
    expect(long.q).toHaveLength(100);
    expect(long.shortened).toBe(true);
    expect(readQuery('fees')).toMatchObject({ q: 'fees', shortened: false });
  });
});

describe('the passage', () => {
  it('marks the words the index matched, in the text as written', () => {
    const pieces = passageOf('Fees & the admission fee are paid <here>.', wordMatcher(['fees']));
    expect(pieces).toEqual([
      { text: 'Fees', mark: true },
      { text: ' & the admission ' },
      { text: 'fee', mark: true },
      { text: ' are paid <here>.' },
    ]);
    const marathi = passageOf('दर्\u200Dयापूर येथे', wordMatcher(['दर्यापूर']));
    expect(marathi[0]).toEqual({ text: 'दर्\u200Dयापूर', mark: true });
  });

  it('starts a little before the first match in a long text, with ellipses where it was cut', () => {
    const words = Array.from({ length: 100 }, (_, i) => `w${i}`);
    words[60] = 'uniform';
    const pieces = passageOf(words.join(' '), wordMatcher(['uniform']));
    expect(pieces[0]?.text.startsWith('… w52')).toBe(true);
    expect(pieces.find((p) => p.mark)?.text).toBe('uniform');
    expect(pieces[pieces.length - 1]?.text.endsWith(' …')).toBe(true);
  });
});
