import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, type LanguageCode, PREFIXED_LANGUAGES } from '../../shared/paths';
import type { ServiceContext } from '../context';
import type { Db } from '../db/client';
import { translations } from '../db/schema';
import { type Tx, write } from '../db/write';
import { InvalidFieldError } from '../lib/errors';

// The office's translations of the texts it writes (docs/architecture.md, "Languages"): English stays
// in its own column, each other language's text of a field is a row here, made from the English that
// is in `source`. A page reads a subject's rows in one language in one indexed query (the table's key
// starts with subject and language) and lays them over the English items; a field without a
// translation stays English, and the item says which fields did, so the page marks them `lang="en"`.

/** Whose texts: a content type's name, or one of the features' subjects. */
export type TranslationSubject = string;

export type TranslatedLanguage = Exclude<LanguageCode, 'en'>;
/** The languages a text is translated into: every language but English. */
export const TRANSLATED_LANGUAGES = PREFIXED_LANGUAGES as [TranslatedLanguage, ...TranslatedLanguage[]];

export const isTranslatedLanguage = (lang: LanguageCode | undefined): lang is TranslatedLanguage =>
  lang !== undefined && lang !== DEFAULT_LANGUAGE;

/** One language's texts of one item, as the dashboard's language tab sends them. */
export const TranslateInputSchema = z.object({
  // 0 for a subject that is one thing (the site alert, the settings).
  id: z.number().int().min(0),
  lang: z.enum(TRANSLATED_LANGUAGES),
  values: z.record(z.string().max(40), z.string().max(20_000)),
});

/** An item as a page in another language reads it: the fields that stayed English are named. */
export type Translated<T> = T & { untranslated?: string[] };

/** A subject's translations in one language: item id → field → text. */
export type TranslationMap = Map<number, Record<string, string>>;

/** One query: every translated text of a subject in one language. */
export function readTranslations(db: Db, subject: TranslationSubject, lang: LanguageCode): TranslationMap {
  const map: TranslationMap = new Map();
  if (!isTranslatedLanguage(lang)) return map;
  const rows = db
    .select({ itemId: translations.itemId, field: translations.field, value: translations.value })
    .from(translations)
    .where(and(eq(translations.subject, subject), eq(translations.lang, lang)))
    .all();
  for (const row of rows) {
    const fields = map.get(row.itemId) ?? {};
    fields[row.field] = row.value;
    map.set(row.itemId, fields);
  }
  return map;
}

/**
 * One item in a language: each declared field's translation over its English, `untranslated` naming
 * the fields with English text that have none (an empty English field has nothing to translate).
 */
export function overlayItem<T extends object>(
  item: T,
  fields: readonly string[],
  texts: Record<string, string> | undefined,
): Translated<T> {
  const out: Record<string, unknown> = { ...(item as Record<string, unknown>) };
  const untranslated: string[] = [];
  for (const field of fields) {
    const english = out[field];
    const text = texts?.[field];
    if (text) out[field] = text;
    else if (typeof english === 'string' && english.trim() !== '') untranslated.push(field);
  }
  out.untranslated = untranslated;
  return out as Translated<T>;
}

/**
 * A list in the page's language. English returns the items as they are (no marker, so an English
 * page's data and HTML stay what they were); another language reads its texts once.
 */
export function translateItems<T extends { id: number }>(
  db: Db,
  subject: TranslationSubject,
  fields: readonly string[] | undefined,
  items: T[],
  lang: LanguageCode | undefined,
): Translated<T>[] {
  if (!isTranslatedLanguage(lang) || !fields?.length) return items;
  const map = readTranslations(db, subject, lang);
  return items.map((item) => overlayItem(item, fields, map.get(item.id)));
}

/** What the dashboard shows of one field's translation. */
export interface FieldTranslation {
  value: string;
  /** The English it was made from. */
  source: string;
  /** The English changed since: the translation says what the English used to. */
  needsTranslation: boolean;
  /** A draft the install brought, nobody has saved it yet. */
  seeded: boolean;
  updatedAt: string;
  updatedBy: string;
}

/** One item's translations in every language, with the English it has now. */
export type ItemTranslations = Record<TranslatedLanguage, Record<string, FieldTranslation>>;

/** An item's translations for the dashboard: each language's fields, "needs translation" against `english`. */
export function itemTranslations(
  db: Db,
  subject: TranslationSubject,
  itemId: number,
  english: Record<string, string>,
): ItemTranslations {
  const out = Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, {}])) as ItemTranslations;
  const rows = db
    .select()
    .from(translations)
    .where(and(eq(translations.subject, subject), eq(translations.itemId, itemId)))
    .all();
  for (const row of rows) {
    if (!isTranslatedLanguage(row.lang as LanguageCode) || !(row.field in english)) continue;
    const fields: Record<string, FieldTranslation> = out[row.lang as TranslatedLanguage];
    fields[row.field] = {
      value: row.value,
      source: row.source,
      needsTranslation: (english[row.field] ?? '') !== row.source,
      seeded: row.seeded,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    };
  }
  return out;
}

/** Checks one field's translation as its English is checked; returns the text to store, or throws beside it. */
export type FieldCheck = (field: string, value: string) => string;

/**
 * The usual check: each field by its English field's own rule (length, links), refused beside the
 * field; `also` adds what a rule cannot say (a text's `{field}` names). A field without a rule passes.
 */
export function byEnglishRules(
  rules: Readonly<Record<string, z.ZodType | undefined>>,
  also?: (field: string, value: string) => void,
): FieldCheck {
  return (field, value) => {
    const parsed = rules[field]?.safeParse(value);
    if (parsed && !parsed.success)
      throw new InvalidFieldError(field, parsed.error.issues[0]?.message ?? 'Please check this text');
    also?.(field, value);
    return parsed && typeof parsed.data === 'string' ? parsed.data : value;
  };
}

/**
 * Saves one language's texts of one item: a field left empty loses its translation (the page shows
 * the English again); each other is checked as the English field is (`check` throws an
 * InvalidFieldError beside the field, and nothing is stored), and stored with the English it
 * translates, by `by`, at the service's time.
 */
export function saveTranslations(
  svc: ServiceContext,
  input: {
    subject: TranslationSubject;
    itemId: number;
    lang: LanguageCode;
    values: Record<string, string>;
    english: Record<string, string>;
    check: FieldCheck;
    by: string;
    /** More of the same write, after the texts are stored (the item's search entries). */
    inside?: () => void;
  },
): void {
  const { subject, itemId, lang, english } = input;
  if (!isTranslatedLanguage(lang)) throw new InvalidFieldError('lang', 'Choose a language to translate into');
  const texts: [string, string | null][] = [];
  for (const [field, raw] of Object.entries(input.values)) {
    if (!(field in english)) throw new InvalidFieldError(field, 'This text cannot be translated');
    const value = raw.trim();
    texts.push([field, value === '' ? null : input.check(field, value)]);
  }
  const at = svc.now();
  write(svc.db, (tx) => {
    for (const [field, value] of texts) {
      const key = and(
        eq(translations.subject, subject),
        eq(translations.lang, lang),
        eq(translations.itemId, itemId),
        eq(translations.field, field),
      );
      if (value === null) {
        tx.delete(translations).where(key).run();
        continue;
      }
      const row = { value, source: english[field] ?? '', seeded: false, updatedAt: at, updatedBy: input.by };
      tx.insert(translations)
        .values({ subject, itemId, lang, field, ...row })
        .onConflictDoUpdate({
          target: [translations.subject, translations.lang, translations.itemId, translations.field],
          set: row,
        })
        .run();
    }
    input.inside?.();
  });
}

/** A deleted item's translations go with it (inside the write that deletes it). */
export function removeTranslations(tx: Tx | Db, subject: TranslationSubject, itemIds: number | number[]): void {
  const ids = Array.isArray(itemIds) ? itemIds : [itemIds];
  if (ids.length === 0) return;
  tx.delete(translations)
    .where(and(eq(translations.subject, subject), inArray(translations.itemId, ids)))
    .run();
}

/** A draft translation an install brings (seeds): written only where nothing is stored yet. */
export interface SeedTranslation {
  subject: TranslationSubject;
  itemId: number;
  lang: TranslatedLanguage;
  field: string;
  value: string;
  source: string;
}

/** Inserts seeded drafts, never over what is stored (a translation the office saved stays). */
export function insertSeedTranslations(tx: Tx | Db, rows: SeedTranslation[], at: Date): void {
  for (const row of rows)
    tx.insert(translations)
      .values({ ...row, seeded: true, updatedAt: at, updatedBy: 'install' })
      .onConflictDoNothing()
      .run();
}
