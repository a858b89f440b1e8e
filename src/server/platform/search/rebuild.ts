import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import { settings } from '../../db/schema';
import { write } from '../../db/write';
import { reindexSource } from './entries';
import type { SearchSource } from './sources';

// Filling the index from what the database holds (docs/decisions/051-site-search.md): at the first
// start after an upgrade that changes what is indexed or how, before the server answers, and by
// `npm run admin -- rebuild-search`. The whole rebuild is one transaction: it drops the index table,
// makes it anew, writes every source's entries and records the version, so readers (WAL) keep reading
// the old index until the commit, and a rebuild stopped halfway leaves the old one whole.

/**
 * The FTS5 table, as migration 0019 makes it (a test compares them). Words are cut by unicode61 with
 * marks inside words (Devanagari's vowel signs), Latin accents removed, English stemmed by porter.
 */
export const SEARCH_INDEX_DDL = `CREATE VIRTUAL TABLE \`search_index\` USING fts5(title, body, content='', contentless_delete=1, tokenize="porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'")`;

/**
 * Raised when what is indexed, or how, changes: an install whose index was made by another version
 * is rebuilt at its next start.
 */
export const SEARCH_INDEX_VERSION = '1';
const VERSION_KEY = 'search-index-version';

/** The version the index was built at, or null before its first build. */
export function searchIndexVersion(svc: ServiceContext): string | null {
  return (
    svc.db.select({ value: settings.value }).from(settings).where(eq(settings.key, VERSION_KEY)).get()?.value ?? null
  );
}

/** Rebuilds the whole index in one transaction; returns the entries written. */
export function rebuildSearchIndex(svc: ServiceContext, sources: readonly SearchSource[]): number {
  return write(svc.db, (tx) => {
    tx.run(sql`DROP TABLE IF EXISTS search_index`);
    tx.run(sql.raw(SEARCH_INDEX_DDL));
    tx.run(sql`DELETE FROM search_entries`);
    for (const source of sources) source.reindex(svc);
    const at = svc.now();
    tx.insert(settings)
      .values({ key: VERSION_KEY, value: SEARCH_INDEX_VERSION, updatedAt: at })
      .onConflictDoUpdate({ target: settings.key, set: { value: SEARCH_INDEX_VERSION, updatedAt: at } })
      .run();
    return tx.get<{ n: number }>(sql`SELECT count(*) AS n FROM search_entries`).n;
  });
}

/**
 * At each start, before the server answers: the whole index when it was built by another version (or
 * never), else only the sources that are rewritten at every start (the pages' fixed words, which come
 * with the release). True when it rebuilt all.
 */
export function prepareSearchIndex(svc: ServiceContext, sources: readonly SearchSource[]): boolean {
  if (searchIndexVersion(svc) !== SEARCH_INDEX_VERSION) {
    const started = performance.now();
    const entries = rebuildSearchIndex(svc, sources);
    svc.log.info(
      { entries, ms: Math.round(performance.now() - started) },
      'search: the index was built from the database',
    );
    return true;
  }
  const fresh = sources.filter((source) => source.atEveryStart);
  if (fresh.length > 0)
    write(svc.db, () => {
      for (const source of fresh) reindexSource(svc, source);
    });
  return false;
}
