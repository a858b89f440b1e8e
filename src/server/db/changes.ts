import { eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';
import { settings } from './schema';
import { type Tx, write } from './write';

// When a table's content last changed, for the "Last updated" line of the pages that show it
// (docs/decisions/033-last-updated.md). A row's updatedAt says when it last changed; a deleted row
// leaves nothing behind, so a removal is noted in a marker row of `settings` (`removed:<table>`).

/** A table whose rows carry updatedAt, and a publish window when visitors see them only within it. */
export type TrackedTable = SQLiteTable & {
  updatedAt: AnySQLiteColumn;
  publishAt?: AnySQLiteColumn;
  expireAt?: AnySQLiteColumn;
};

const removedKey = (table: SQLiteTable) => `removed:${getTableName(table)}`;

/** Notes that rows of `table` were removed at `at`, inside the write that removes them. */
export function noteRemoval(tx: Tx, table: SQLiteTable, at: Date): void {
  tx.insert(settings)
    .values({ key: removedKey(table), value: 'null', updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { updatedAt: at } })
    .run();
}

/**
 * The latest change to what `table` shows, by `now`: a row changed, a row removed, or an item whose
 * publish window opened or closed (it appeared or disappeared by itself). One query; null for a table
 * that never had a row.
 */
export function lastChangeOf(db: Db, table: TrackedTable, now: Date): Date | null {
  const at = now.getTime();
  const parts: SQL[] = [sql`select max(${table.updatedAt}) as at from ${table}`];
  for (const column of [table.publishAt, table.expireAt]) {
    if (column) parts.push(sql`select max(${column}) from ${table} where ${column} <= ${at}`);
  }
  parts.push(sql`select ${settings.updatedAt} from ${settings} where ${eq(settings.key, removedKey(table))}`);
  const row = db.get<{ at: number | null }>(sql`select max(at) as at from (${sql.join(parts, sql` union all `)})`);
  return row?.at == null ? null : new Date(row.at);
}

/** The latest of some dates, or null when there is none. */
export function latestOf(dates: (Date | null | undefined)[]): Date | null {
  let out: Date | null = null;
  for (const d of dates) if (d && (!out || d > out)) out = d;
  return out;
}

const PAGE_WORDS_KEY = 'page-words';

/**
 * Notes the first start of a revision of the words the pages carry in code (their headings, the
 * statements): the marker's updatedAt is when this revision was installed, which is when those words
 * last changed on this site. A start with the same revision changes nothing.
 */
export function recordPageWords(db: Db, revision: number, now: Date): void {
  const value = JSON.stringify(revision);
  const row = db.select({ value: settings.value }).from(settings).where(eq(settings.key, PAGE_WORDS_KEY)).get();
  if (row?.value === value) return;
  write(db, (tx) =>
    tx
      .insert(settings)
      .values({ key: PAGE_WORDS_KEY, value, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } })
      .run(),
  );
}

/** When this revision of the pages' words was installed, or null on a database never started with one. */
export function pageWordsInstalledAt(db: Db): Date | null {
  return db.select({ at: settings.updatedAt }).from(settings).where(eq(settings.key, PAGE_WORDS_KEY)).get()?.at ?? null;
}
