import { type SQL, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/paths';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/write';
import { normaliseText } from './normalise';
import type { SearchDoc, SearchSource } from './sources';

// Writing and removing search entries (docs/decisions/051-site-search.md). Callers run these inside the
// write that changes the item (better-sqlite3 has one connection: the same transaction), so a save
// returns only once search finds what it saved, and a failed save leaves the index as it was.
// `search_entries` holds each passage as visitors read it; `search_index` (FTS5, contentless) only its
// words, normalised (normalise.ts), under the entry's id.

type Writer = Tx | Db;

/** Removes an item's entries: all of them, or one language's, or one passage's (in every language). */
export function removeEntries(
  db: Writer,
  source: string,
  itemId: string | number,
  only: { lang?: LanguageCode; part?: string } = {},
): void {
  const id = String(itemId);
  const lang = only.lang ? sql` AND lang = ${only.lang}` : sql``;
  const part = only.part !== undefined ? sql` AND part = ${only.part}` : sql``;
  deleteEntries(db, sql`source = ${source} AND item_id = ${id}${lang}${part}`);
}

/** Deletes the entries `where` names, their words from the index first (it is keyed by their ids). */
function deleteEntries(db: Writer, where: SQL): void {
  db.run(sql`DELETE FROM search_index WHERE rowid IN (SELECT id FROM search_entries WHERE ${where})`);
  db.run(sql`DELETE FROM search_entries WHERE ${where}`);
}

/** Writes one language's entries of an item in place of what it had in that language. */
export function writeEntries(
  db: Writer,
  source: string,
  itemId: string | number,
  lang: LanguageCode,
  docs: readonly SearchDoc[],
): void {
  removeEntries(db, source, itemId, { lang });
  insertEntries(db, source, itemId, lang, docs);
}

/** Adds entries (the item has none in this language yet: a rebuild, or after removeEntries). */
export function insertEntries(
  db: Writer,
  source: string,
  itemId: string | number,
  lang: LanguageCode,
  docs: readonly SearchDoc[],
): void {
  const id = String(itemId);
  for (const doc of docs) {
    const words = doc.body ?? doc.indexText ?? '';
    if (doc.title.trim() === '' && words.trim() === '') continue;
    const { lastInsertRowid } = db.run(
      sql`INSERT INTO search_entries (source, item_id, part, lang, kind, title, body, link)
          VALUES (${source}, ${id}, ${doc.part ?? ''}, ${lang}, ${doc.kind}, ${doc.title}, ${doc.body}, ${doc.link})`,
    );
    db.run(
      sql`INSERT INTO search_index (rowid, title, body) VALUES (${Number(lastInsertRowid)}, ${normaliseText(doc.title)}, ${normaliseText(words)})`,
    );
  }
}

/** Writes again every source whose passages read the settings (inside the write that saved them). */
export function refreshSettingsSources(svc: ServiceContext): void {
  for (const source of svc.searchSources) if (source.readsSettings) reindexSource(svc, source);
}

/** Writes a source's entries anew: its old ones removed, then all it has (inside the caller's write). */
export function reindexSource(svc: ServiceContext, source: SearchSource): void {
  deleteEntries(svc.db, sql`source = ${source.name}`);
  source.reindex(svc);
}
