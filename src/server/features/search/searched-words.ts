import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/paths';
import { instantToZoned } from '../../../shared/time-zone';
import type { ServiceContext } from '../../context';
import { searchWords } from '../../db/schema';
import { write } from '../../db/write';
import { readSettings } from '../../platform/settings';

// The words searched most lately, to suggest on an empty search page (docs/decisions/051-site-search.md).
// Counted as the visits are: in memory, per day and language and word, written once a minute by the
// feature's job, 30 days kept. Nothing says who searched, when in the day, or what else they typed:
// only a searched word that found something, of letters alone (never a phone number or a
// reference), at most 30 characters, is counted; a suggestion has been searched at least 5 times.

export const SUGGESTION_DAYS = 30;
export const SUGGESTION_MIN_COUNT = 5;
export const SUGGESTIONS_SHOWN = 8;
const MAX_WORD_CHARS = 30;
/** The most distinct words held between two writes: made-up words cannot grow the process. */
const MAX_PENDING = 5000;
/** Letters (and their marks) only: no digit, no sign. */
const LETTERS = /^\p{L}[\p{L}\p{M}]*$/u;

/** Whether a searched word may be counted for the suggestions. */
export const countableWord = (word: string): boolean => Array.from(word).length <= MAX_WORD_CHARS && LETTERS.test(word);

const dayBefore = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

export class SearchedWords {
  private pending = new Map<string, { day: string; lang: LanguageCode; word: string; count: number }>();

  constructor(private readonly svc: ServiceContext) {}

  /** Today in the school's time zone. */
  private today(): string {
    return instantToZoned(this.svc.now(), readSettings(this.svc.db).timeZone).slice(0, 10);
  }

  /** Counts the words of a search that found something (in memory; never writes). */
  count(lang: LanguageCode, words: readonly string[]): void {
    const day = this.today();
    for (const word of words) {
      if (!countableWord(word)) continue;
      const key = `${day}\n${lang}\n${word}`;
      const row = this.pending.get(key);
      if (row) row.count += 1;
      else if (this.pending.size < MAX_PENDING) this.pending.set(key, { day, lang, word, count: 1 });
    }
  }

  /** Writes the pending counts in one transaction; on failure they are kept for the next try. */
  flush(): void {
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    try {
      write(this.svc.db, (tx) => {
        for (const row of rows)
          tx.insert(searchWords)
            .values(row)
            .onConflictDoUpdate({
              target: [searchWords.day, searchWords.lang, searchWords.word],
              set: { count: sql`${searchWords.count} + excluded.count` },
            })
            .run();
      });
    } catch (error) {
      for (const row of rows) this.pending.set(`${row.day}\n${row.lang}\n${row.word}`, row);
      this.svc.log.error(
        { err: { message: (error as Error).message } },
        'search: could not write the searched words; kept for the next try',
      );
    }
  }

  /** Deletes the days past the 30 kept; returns how many rows. */
  prune(): number {
    const cutoff = dayBefore(this.today(), SUGGESTION_DAYS - 1);
    return write(this.svc.db, (tx) => tx.delete(searchWords).where(lt(searchWords.day, cutoff)).run().changes);
  }

  /** The words searched most in the last 30 days in `lang`, each at least 5 times. */
  suggestions(lang: LanguageCode): string[] {
    const since = dayBefore(this.today(), SUGGESTION_DAYS - 1);
    const total = sql<number>`sum(${searchWords.count})`;
    return this.svc.db
      .select({ word: searchWords.word, total })
      .from(searchWords)
      .where(and(eq(searchWords.lang, lang), gte(searchWords.day, since)))
      .groupBy(searchWords.word)
      .having(gte(total, SUGGESTION_MIN_COUNT))
      .orderBy(desc(total), searchWords.word)
      .limit(SUGGESTIONS_SHOWN)
      .all()
      .map((row) => row.word);
  }
}

/** One counter per running app (its services), shared by the procedure and the job. */
const counters = new WeakMap<ServiceContext, SearchedWords>();
export function searchedWords(svc: ServiceContext): SearchedWords {
  let counter = counters.get(svc);
  if (!counter) {
    counter = new SearchedWords(svc);
    counters.set(svc, counter);
  }
  return counter;
}
