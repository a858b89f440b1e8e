import type { SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteInsertValue, SQLiteTable, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { ContentTypeName, SharedContentType } from '../../shared/content-types';
import type { LanguageCode } from '../../shared/paths';
import type { Db } from '../db/client';
import type { SeedContext } from '../feature';
import type { MediaFolder } from '../lib/images/media-store';
import type { SearchDoc } from '../platform/search/sources';

/**
 * A table a content type can live in: an integer id, when each row was made and last changed (the
 * pages' "Last updated", src/server/db/changes.ts), and an image key column when it has images.
 */
export type ContentTable = SQLiteTable & {
  id: AnySQLiteColumn;
  createdAt: AnySQLiteColumn;
  updatedAt: AnySQLiteColumn;
  image?: AnySQLiteColumn;
};

/**
 * One content type, defined once (docs/architecture.md 'Adding a content type'): the shared part
 * (labels, fields, image rule) plus where it lives and how it reads. Its service
 * (src/server/content/service.ts), its public and admin procedures (src/server/content/router.ts) and
 * its dashboard section are derived from this.
 */
export interface ContentType<
  TTable extends ContentTable = ContentTable,
  TFields extends z.ZodObject = z.ZodObject,
  TItem extends { id: number } = { id: number },
> {
  name: ContentTypeName;
  shared: SharedContentType<TFields>;
  table: TTable;
  /** Where its images live under DATA_DIR/media (omitted when it has none). */
  mediaFolder?: MediaFolder;
  /**
   * The row for validated fields and, when one was uploaded, the new image key. Its times are not
   * the type's: the service stamps `createdAt` and `updatedAt` with its clock (`svc.now()`).
   */
  toRow: (fields: z.output<TFields>, image: string | undefined) => SQLiteInsertValue<TTable>;
  toUpdate: (fields: z.output<TFields>, image: string | undefined) => SQLiteUpdateSetSource<TTable>;
  /** The one read both the public pages and the dashboard use, newest (or most relevant) first. */
  list: (db: Db, where?: SQL) => TItem[];
  /**
   * What visitors may see, when the dashboard lists more (hidden people, for instance); a function
   * when it depends on the time (a publish window, src/server/content/schedule.ts) or on a setting
   * (the academic year of the fees).
   */
  publicWhere?: SQL | ((now: Date, db: Db) => SQL);
  /**
   * For a type whose visibility changes with time: the next instant after `now` at which it does,
   * so the page cache expires then (null: no change ahead).
   */
  nextChange?: (db: Db, now: Date) => Date | null;
  /**
   * Its first content on a new install, and on an install that predates the type: run at every start
   * as its feature's seed, it checks a marker of its own in `settings`, so what the office deletes
   * stays deleted (as db/seed-school-content.ts does for the types that came first).
   */
  seed?: (ctx: SeedContext) => unknown;
  /** A field whose value is unique in the table: a duplicate is refused beside that field with `message`. */
  unique?: { field: keyof z.output<TFields> & string; message: string };
  /**
   * Texts in which the office may write the pages' fields ({admissionFee}, {schoolName}: src/shared/
   * page-content/fields.ts): visitors read them filled, the dashboard as written, so a fee changed in
   * Fees reaches every sentence that states it (docs/decisions/038-pages-as-data.md).
   */
  fieldTexts?: readonly string[];
  /**
   * The fields the office translates into the site's other languages (docs/architecture.md,
   * "Languages"): each is checked as its English is, and a page in that language shows the
   * translation, or the English marked as English where there is none.
   */
  translatable?: readonly (keyof z.output<TFields> & string)[];
  /**
   * Its items in site search (docs/decisions/051-site-search.md): an item, in a language and with its
   * fields filled as its page shows it, as the passage a result shows. The service writes it with
   * every save, delete and translation; `publicWhere` decides at each search whether it is shown.
   */
  search?: (item: NoInfer<TItem>, lang: LanguageCode) => SearchDoc;
  /** Why an item may not be deleted now (other records depend on it), or null when it may. */
  removeRefusal?: (db: Db, id: number) => string | null;
}

/** Infers a definition's exact types (the identity, for the compiler's sake). */
export function defineContentType<
  TTable extends ContentTable,
  TFields extends z.ZodObject,
  TItem extends { id: number },
>(type: ContentType<TTable, TFields, TItem>): ContentType<TTable, TFields, TItem> {
  return type;
}

/** What visitors of a content type may see now: its publicWhere, resolved at this instant (none: all). */
export function publicWhereOf(
  type: { publicWhere?: SQL | ((now: Date, db: Db) => SQL) },
  now: Date,
  db: Db,
): SQL | undefined {
  return typeof type.publicWhere === 'function' ? type.publicWhere(now, db) : type.publicWhere;
}
