import { count, eq, sql } from 'drizzle-orm';
import type { SQLiteInsertValue, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { fillFields, unknownFieldProblems } from '../../shared/page-content/fields';
import type { LanguageCode } from '../../shared/paths';
import { IMAGE_REQUIRED_MESSAGE } from '../../shared/schemas/admin-content';
import type { ServiceContext } from '../context';
import { noteRemoval } from '../db/changes';
import { type Tx, write, writeRefusing } from '../db/write';
import { InvalidFieldError, MissingFieldError, NotFoundError } from '../lib/errors';
import { insertEntries, reindexSource, removeEntries, writeEntries } from '../platform/search/entries';
import type { SearchSource } from '../platform/search/sources';
import {
  byEnglishRules,
  type ItemTranslations,
  itemTranslations,
  overlayItem,
  readTranslations,
  removeTranslations,
  saveTranslations,
  TRANSLATED_LANGUAGES,
  type Translated,
  translateItems,
} from '../platform/translations';
import { type ContentTable, type ContentType, publicWhereOf } from './define';
import { fieldValues } from './field-values';

/** An uploaded file's bytes; null or empty means 'no new image' (only a non-empty file replaces one). */
export type ImageUpload = Buffer | null;

const hasBytes = (file: ImageUpload): file is Buffer => Boolean(file && file.length > 0);

/**
 * Create, read, update and delete for any content type, derived from its definition. Image files are
 * written before the row points to them and removed again if the save fails; a replaced or deleted
 * item's files go after the row changed. The page cache is cleared by the dashboard procedures that call these (src/server/trpc/trpc.ts).
 */
export function contentService<TTable extends ContentTable, TFields extends z.ZodObject, TItem extends { id: number }>(
  type: ContentType<TTable, TFields, TItem>,
) {
  const { table } = type;

  function list(svc: ServiceContext): TItem[] {
    return type.list(svc.db);
  }

  /**
   * What the site shows: the list without what the type keeps from visitors, in the page's language
   * (its translations over the English, `untranslated` naming what stayed English), its fields filled.
   */
  function listPublic(svc: ServiceContext, lang?: LanguageCode): Translated<TItem>[] {
    const where = publicWhereOf(type, svc.now(), svc.db);
    return filled(svc, translateItems(svc.db, type.name, type.translatable, type.list(svc.db, where), lang), lang);
  }

  /** Items with the pages' fields in their texts filled in the language, as visitors read them. */
  function filled<T extends TItem>(svc: ServiceContext, items: T[], lang?: LanguageCode): T[] {
    const texts = type.fieldTexts;
    const textOf = (item: TItem, key: string) => (item as Record<string, unknown>)[key];
    const hasField = (item: TItem) => texts?.some((key) => String(textOf(item, key) ?? '').includes('{'));
    if (!texts?.length || !items.some(hasField)) return items;
    const values = fieldValues(svc, lang);
    return items.map((item) => {
      const out: Record<string, unknown> = { ...item };
      for (const key of texts) {
        const text = textOf(item, key);
        if (typeof text === 'string') out[key] = fillFields(text, values);
      }
      return out as T;
    });
  }

  /**
   * Writes an item's search entries again in every language (docs/decisions/051-site-search.md): its
   * English, and its text in each language it has a translation in (the others show the English, and
   * search falls back to it). Called inside the write that changed the item.
   */
  function indexItem(svc: ServiceContext, id: number): void {
    const search = type.search;
    if (!search) return;
    const [item] = type.list(svc.db, eq(table.id, id));
    if (!item) {
      removeEntries(svc.db, type.name, id);
      return;
    }
    const [english] = filled(svc, [item], 'en');
    if (english) writeEntries(svc.db, type.name, id, 'en', [search(english, 'en')]);
    for (const lang of TRANSLATED_LANGUAGES) {
      const texts = readTranslations(svc.db, type.name, lang).get(id);
      if (!texts) removeEntries(svc.db, type.name, id, { lang });
      else {
        const [text] = filled(svc, [overlayItem(item, type.translatable ?? [], texts)], lang);
        if (text) writeEntries(svc.db, type.name, id, lang, [search(text, lang)]);
      }
    }
  }

  /** Writes all its search entries again (after a write that added rows in bulk: the next year's). */
  function reindexAll(svc: ServiceContext): void {
    if (searchSource) reindexSource(svc, searchSource);
  }

  /** What search needs of the type: its rule for what visitors see, and all its entries at once. */
  const searchSource: SearchSource | undefined = type.search && {
    name: type.name,
    readsSettings: Boolean(type.fieldTexts?.length),
    visible: (now, db, itemId) => {
      const where = publicWhereOf(type, now, db);
      return sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table.id} = ${itemId}${where ? sql` AND ${where}` : sql``})`;
    },
    reindex: (svc) => {
      const search = type.search;
      if (!search) return;
      const items = type.list(svc.db);
      for (const item of filled(svc, items, 'en'))
        insertEntries(svc.db, type.name, item.id, 'en', [search(item, 'en')]);
      for (const lang of TRANSLATED_LANGUAGES) {
        const map = readTranslations(svc.db, type.name, lang);
        const translated = items.flatMap((item) => {
          const texts = map.get(item.id);
          return texts ? [overlayItem(item, type.translatable ?? [], texts)] : [];
        });
        for (const item of filled(svc, translated, lang))
          insertEntries(svc.db, type.name, item.id, lang, [search(item, lang)]);
      }
    },
  };

  /** One item, or NotFoundError. */
  function byId(svc: ServiceContext, id: number): TItem {
    const [item] = type.list(svc.db, eq(table.id, id));
    if (!item) throw new NotFoundError();
    return item;
  }

  function currentImage(svc: ServiceContext, id: number): string | null {
    const column = table.image;
    if (!column) return null;
    const row = svc.db.select({ image: column }).from(table).where(eq(table.id, id)).get();
    if (!row) throw new NotFoundError();
    return typeof row.image === 'string' ? row.image : null;
  }

  /** Stores a new image (if any), runs the save, and removes the new files again if the save fails. */
  async function saveWithImage<T>(svc: ServiceContext, file: ImageUpload, save: (key: string | undefined) => T) {
    const key = type.mediaFolder && hasBytes(file) ? await svc.media.storeUpload(type.mediaFolder, file) : undefined;
    try {
      return save(key);
    } catch (error) {
      if (key) await svc.media.remove(key);
      throw error;
    }
  }

  /** A write that refuses a duplicate of the type's unique field beside that field, not as a crash. */
  function uniqueWrite<T>(svc: ServiceContext, fn: (tx: Tx) => T): T {
    return writeRefusing(svc.db, { unique: type.unique }, fn);
  }

  /**
   * A text that visitors read with its fields filled is refused, beside it, when it names a field that
   * does not exist, as the page editor refuses one: otherwise '{fee}' would reach parents as typed.
   */
  function checkFieldTexts(fields: z.output<TFields>): void {
    for (const key of type.fieldTexts ?? []) {
      const text = (fields as Record<string, unknown>)[key];
      const [problem] = typeof text === 'string' ? unknownFieldProblems(text) : [];
      if (problem) throw new InvalidFieldError(key, problem);
    }
  }

  /** The English of an item's translatable fields, as text ('' for an empty one). */
  function englishOf(item: TItem): Record<string, string> {
    const record = item as Record<string, unknown>;
    return Object.fromEntries((type.translatable ?? []).map((key) => [key, String(record[key] ?? '')]));
  }

  /** An item's English and its translations in every language, with "needs translation" per field. */
  function translations(
    svc: ServiceContext,
    id: number,
  ): { english: Record<string, string> } & {
    languages: ItemTranslations;
  } {
    const english = englishOf(byId(svc, id));
    return { english, languages: itemTranslations(svc.db, type.name, id, english) };
  }

  /**
   * Saves one language's texts of one item, each checked by its English field's own rule (length,
   * links) and, for a text visitors read filled, its fields' names: a refusal is beside that field.
   */
  function translate(
    svc: ServiceContext,
    input: { id: number; lang: LanguageCode; values: Record<string, string> },
    by: string,
  ) {
    const english = englishOf(byId(svc, input.id));
    const shape = (type.shared.fields as z.ZodObject).shape as Record<string, z.ZodType>;
    saveTranslations(svc, {
      subject: type.name,
      itemId: input.id,
      lang: input.lang,
      values: input.values,
      english,
      by,
      check: byEnglishRules(shape, (field, value) => {
        if (!type.fieldTexts?.includes(field)) return;
        const [problem] = unknownFieldProblems(value);
        if (problem) throw new InvalidFieldError(field, problem);
      }),
      // Search finds the translation from the moment it is saved.
      inside: () => indexItem(svc, input.id),
    });
    return translations(svc, input.id);
  }

  async function create(svc: ServiceContext, fields: z.output<TFields>, file: ImageUpload = null): Promise<TItem> {
    checkFieldTexts(fields);
    if (type.shared.image === 'required' && !hasBytes(file))
      throw new MissingFieldError('image', IMAGE_REQUIRED_MESSAGE);
    const id = await saveWithImage(svc, file, (key) => {
      // Stamped by the service's clock, as an update is, not by the column's default (the machine's).
      const at = svc.now();
      const row = { ...type.toRow(fields, key), createdAt: at, updatedAt: at } as SQLiteInsertValue<TTable>;
      return uniqueWrite(svc, (tx) => {
        const id = Number(tx.insert(table).values(row).run().lastInsertRowid);
        indexItem(svc, id);
        return id;
      });
    });
    return byId(svc, id);
  }

  async function update(
    svc: ServiceContext,
    id: number,
    fields: z.output<TFields>,
    file: ImageUpload = null,
  ): Promise<TItem> {
    checkFieldTexts(fields);
    const oldImage = currentImage(svc, id);
    await saveWithImage(svc, file, (key) => {
      const { changes } = uniqueWrite(svc, (tx) => {
        const result = tx
          .update(table)
          // Stamped by the app's clock, which the pages' "Last updated" reads (tests move it).
          .set({ ...type.toUpdate(fields, key), updatedAt: svc.now() } as SQLiteUpdateSetSource<TTable>)
          .where(eq(table.id, id))
          .run();
        indexItem(svc, id);
        return result;
      });
      if (changes === 0) throw new NotFoundError();
    });
    if (hasBytes(file)) await svc.media.remove(oldImage);
    return byId(svc, id);
  }

  async function remove(svc: ServiceContext, id: number): Promise<void> {
    const refusal = type.removeRefusal?.(svc.db, id);
    if (refusal) throw new InvalidFieldError('id', refusal);
    const oldImage = currentImage(svc, id);
    const { changes } = write(svc.db, (tx) => {
      const result = tx.delete(table).where(eq(table.id, id)).run();
      // A deleted row leaves no updatedAt: the removal is noted, so the page's "Last updated" moves.
      if (result.changes > 0) noteRemoval(tx, table, svc.now());
      removeTranslations(tx, type.name, id);
      removeEntries(tx, type.name, id);
      return result;
    });
    if (changes === 0) throw new NotFoundError();
    await svc.media.remove(oldImage);
  }

  function total(svc: ServiceContext): number {
    return svc.db.select({ n: count() }).from(table).get()?.n ?? 0;
  }

  return {
    type,
    list,
    listPublic,
    byId,
    create,
    update,
    remove,
    total,
    translations,
    translate,
    indexItem,
    reindexAll,
    searchSource,
  };
}
