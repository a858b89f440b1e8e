import { type SQL, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/paths';
import { SEARCH_PAGE_SIZE } from '../../../shared/search';
import type { Db } from '../../db/client';
import { matchExpression } from './normalise';
import type { SearchSource } from './sources';

// One search over the index (docs/decisions/051-site-search.md): the words' matches in the page's
// language, or in English where an item has no passage in that language (as its page shows the
// English), each kept only where its source's rule lets visitors see it now; ranked by BM25 with a
// title weighing ten times its text; one page of ten and the total, in one statement.

export interface EntryRow {
  id: number;
  source: string;
  itemId: string;
  part: string;
  lang: string;
  kind: string;
  title: string;
  body: string | null;
  link: string;
  total: number;
}

/** How much more a word in a title counts than one in the text (BM25's column weights). */
const TITLE_WEIGHT = 10;

/** The rule of each source, as one CASE over the entry's source; an unknown source is never shown. */
function visibleWhere(sources: readonly SearchSource[], db: Db, now: Date): SQL {
  const itemId = sql`e.item_id`;
  const cases = sources.map(
    (source) => sql` WHEN ${source.name} THEN (${source.visible ? source.visible(now, db, itemId) : sql`1`})`,
  );
  return sql`(CASE e.source${sql.join(cases)} ELSE 0 END)`;
}

/**
 * An entry in the page's language, or in English where its item has no such passage in that language
 * (the page shows the English there).
 */
function inLanguage(lang: LanguageCode): SQL {
  if (lang === 'en') return sql`e.lang = 'en'`;
  return sql`(e.lang = ${lang} OR (e.lang = 'en' AND NOT EXISTS (SELECT 1 FROM search_entries t
    WHERE t.source = e.source AND t.item_id = e.item_id AND t.part = e.part AND t.lang = ${lang})))`;
}

/** One page of what `words` find in `lang`, best first; `total` on every row. */
export function searchIndex(
  db: Db,
  sources: readonly SearchSource[],
  input: { words: readonly string[]; lang: LanguageCode; page: number; now: Date; onlySources?: readonly string[] },
): EntryRow[] {
  if (input.words.length === 0) return [];
  const only = input.onlySources
    ? sql` AND e.source IN (${sql.join(
        input.onlySources.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql``;
  // The ranks are taken in a query of their own (MATERIALIZED): FTS5's bm25() cannot be read once the
  // window function's pass has begun. CROSS JOIN keeps the hits as the outer loop, each entry found by
  // its id: with a plain JOIN, SQLite scanned every entry, ran the language and visibility tests on
  // each, and only then looked it up among the hits (about 20 ms at 10,000 notices, for any query).
  return db.all<EntryRow>(sql`
    WITH hits AS MATERIALIZED (
      SELECT rowid AS id, bm25(search_index, ${TITLE_WEIGHT}, 1.0) AS rank FROM search_index
      WHERE search_index MATCH ${matchExpression(input.words)}
    )
    SELECT e.id AS id, e.source AS source, e.item_id AS itemId, e.part AS part, e.lang AS lang, e.kind AS kind,
      e.title AS title, e.body AS body, e.link AS link, count(*) OVER () AS total
    FROM hits CROSS JOIN search_entries e ON e.id = hits.id
    WHERE ${inLanguage(input.lang)}${only}
      AND ${visibleWhere(sources, db, input.now)}
    ORDER BY hits.rank, e.id
    LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(input.page - 1) * SEARCH_PAGE_SIZE}`);
}

/**
 * The ids of a source's items that `words` find in `lang` (with the same fallback to English), as a
 * subquery: a list with its own rule for what is shown (the notices) searches the same index.
 */
export function matchingItemIds(input: { words: readonly string[]; lang: LanguageCode; source: string }): SQL {
  return sql`SELECT e.item_id FROM search_index JOIN search_entries e ON e.id = search_index.rowid
    WHERE search_index MATCH ${matchExpression(input.words)} AND e.source = ${input.source}
      AND ${inLanguage(input.lang)}`;
}
