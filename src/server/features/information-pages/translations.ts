import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { type PageDocument, PageDocumentSchema } from '../../../shared/page-content/document';
import type { EditablePageKey } from '../../../shared/page-content/pages';
import {
  alignedTranslation,
  matchingSections,
  type RenderedPage,
  sectionKeys,
  type TranslationDocument,
  translatedDocument,
  translationKey,
} from '../../../shared/page-content/translation';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../shared/paths';
import { fieldValues } from '../../content/field-values';
import type { ServiceContext } from '../../context';
import { pageDocuments, pageVersions } from '../../db/schema';
import { write } from '../../db/write';
import { NotFoundError } from '../../lib/errors';
import { draftConflict, editorState, publishedDocument, pageVersion as storedVersion, wordsOf } from './documents';
import { renderDocument } from './render';

// A page's words in Marathi, Hindi or Urdu (docs/architecture.md, "Languages", "Pages in four
// languages"): a document stored in the same tables as the page under the key 'about@mr', with the
// same draft, revision check, publish, versions, History and restore. Its texts are laid over the
// English document (src/shared/page-content/translation.ts); English decides the layout.

/** A language other than English. */
export type OtherLanguage = Exclude<LanguageCode, 'en'>;

function translationRow(svc: ServiceContext, page: EditablePageKey, lang: LanguageCode) {
  return svc.db
    .select()
    .from(pageDocuments)
    .where(eq(pageDocuments.page, translationKey(page, lang)))
    .get();
}

/** A stored translation as it was saved (its empty texts are not a valid page on their own). */
const parseTranslation = (json: string): TranslationDocument => JSON.parse(json) as TranslationDocument;

/**
 * The page as a visitor of `lang` gets it: fields filled, Markdown rendered, English's document
 * (its draft in an editor's preview) with the translation's texts (its draft in a preview) laid over
 * it, marked with the sections that still show English.
 */
export function renderedInLanguage(
  svc: ServiceContext,
  page: EditablePageKey,
  lang: LanguageCode,
  preview: boolean,
): RenderedPage {
  const english = preview ? editorState(svc, page).document : publishedDocument(svc, page);
  const fields = fieldValues(svc);
  if (lang === DEFAULT_LANGUAGE) return renderDocument(english, fields, lang);
  const row = translationRow(svc, page, lang);
  const json = row ? (preview ? (row.draft ?? row.published) : row.published) : null;
  const laid = translatedDocument(english, json ? parseTranslation(json) : null);
  if (!laid.settingsTranslated && !laid.sectionsTranslated.some(Boolean))
    return renderDocument(laid.document, fields, lang);
  // A translated text states the facts in words ({curriculum}, {schoolStages}) in its own language; a
  // section still in English keeps English's, so one sentence never mixes two languages.
  const rendered = renderDocument(laid.document, fieldValues(svc, lang), lang);
  const inEnglish = laid.sectionsTranslated.some((done) => !done) ? renderDocument(laid.document, fields, lang) : null;
  if (inEnglish)
    rendered.sections = rendered.sections.map((section, i) =>
      laid.sectionsTranslated[i] ? section : (inEnglish.sections[i] ?? section),
    );
  if (!laid.settingsTranslated && inEnglish) rendered.settings = inEnglish.settings;
  return {
    ...rendered,
    translated: {
      englishSections: laid.sectionsTranslated.flatMap((done, i) => (done ? [] : [i])),
      englishSettings: !laid.settingsTranslated,
    },
  };
}

/** The translation visitors of `lang` read (as renderedInLanguage lays it over English), or null. */
export function publishedTranslation(
  svc: ServiceContext,
  page: EditablePageKey,
  lang: LanguageCode,
): TranslationDocument | null {
  const row = translationRow(svc, page, lang);
  return row ? parseTranslation(row.published) : null;
}

/** The page's settings in `lang` (English where untranslated), for its head. */
export function settingsInLanguage(
  svc: ServiceContext,
  page: EditablePageKey,
  lang: LanguageCode,
  preview: boolean,
): PageDocument['settings'] {
  const english = preview ? editorState(svc, page).document : publishedDocument(svc, page);
  if (lang === DEFAULT_LANGUAGE) return english.settings;
  const row = translationRow(svc, page, lang);
  const json = row ? (preview ? (row.draft ?? row.published) : row.published) : null;
  return translatedDocument({ settings: english.settings, sections: [] }, json ? parseTranslation(json) : null).document
    .settings;
}

/** When the live translation was published, for "Last updated" (null: none published). */
export function translationPublishedAt(svc: ServiceContext, page: EditablePageKey, lang: LanguageCode): Date | null {
  const row = translationRow(svc, page, lang);
  return row && row.version > 0 ? row.publishedAt : null;
}

export interface TranslationState {
  page: EditablePageKey;
  lang: OtherLanguage;
  /** The live version of the translation (0: never published). */
  version: number;
  publishedAt: string | null;
  publishedBy: string | null;
  /** The English the translator translates: its draft, or its live document. */
  english: PageDocument;
  /** The translation in English's shape: each text translated, or '' where English shows. */
  document: PageDocument;
  hasDraft: boolean;
  draftRevision: number;
  draftSavedAt: string | null;
  draftSavedBy: string | null;
  /** For each section of `english`: its words are not translated, or English changed them since. */
  needsTranslation: boolean[];
  /** The words were written for a new install and nobody has saved them since. */
  seeded: boolean;
}

/** The English version's section matching `key`, as words; null when that version is no longer kept. */
function englishSectionWords(svc: ServiceContext, page: EditablePageKey, version: number, key: string): string | null {
  const kept = svc.db
    .select({ version: pageVersions.version })
    .from(pageVersions)
    .where(eq(pageVersions.page, page))
    .all()
    .some((v) => v.version === version);
  if (!kept) return null;
  const doc = storedVersion(svc, page, version);
  const at = sectionKeys(doc.sections).indexOf(key);
  return at >= 0 ? wordsOf(doc.sections[at]) : '';
}

/**
 * Which sections need translating: those with no translated words, and those whose English words
 * were published in a version after the one their translation was made from.
 */
function sectionsNeedingTranslation(
  svc: ServiceContext,
  page: EditablePageKey,
  english: PageDocument,
  translated: boolean[],
  madeFrom: Record<string, number>,
): boolean[] {
  const live = publishedDocument(svc, page);
  const liveKeys = sectionKeys(live.sections);
  const liveVersion = svc.db
    .select({ version: pageDocuments.version })
    .from(pageDocuments)
    .where(eq(pageDocuments.page, page))
    .get()?.version;
  return sectionKeys(english.sections).map((key, i) => {
    if (!translated[i]) return true;
    const from = madeFrom[key];
    if (from === undefined) return true;
    if (liveVersion === undefined || from >= liveVersion) return false;
    const at = liveKeys.indexOf(key);
    if (at < 0) return false; // Not yet published in English: nothing newer to translate.
    const before = englishSectionWords(svc, page, from, key);
    return before === null || before !== wordsOf(live.sections[at]);
  });
}

export function translationState(svc: ServiceContext, page: EditablePageKey, lang: OtherLanguage): TranslationState {
  const english = editorState(svc, page).document;
  const row = translationRow(svc, page, lang);
  const stored = row ? parseTranslation(row.draft ?? row.published) : null;
  const aligned = alignedTranslation(english, stored);
  return {
    page,
    lang,
    version: row?.version ?? 0,
    publishedAt: row && row.version > 0 ? row.publishedAt.toISOString() : null,
    publishedBy: row && row.version > 0 ? row.publishedBy : null,
    english,
    document: aligned.document,
    hasDraft: row?.draft != null,
    draftRevision: row?.draftRevision ?? 0,
    draftSavedAt: row?.draftSavedAt?.toISOString() ?? null,
    draftSavedBy: row?.draftSavedBy ?? null,
    needsTranslation: sectionsNeedingTranslation(
      svc,
      page,
      english,
      aligned.sectionsTranslated,
      stored?.madeFrom ?? {},
    ),
    seeded: stored?.seeded === true,
  };
}

/** Every text of a value, trimmed (the English schema trims its texts too). */
function trimmed<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimmed) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)])) as T;
  }
  return value;
}

/**
 * A translation checked by the English page's own rules (fields, links, lengths), each problem under
 * its path ('document.sections.1.body'): its empty texts stand for English's, so they are checked as
 * a one-letter text. Returns zod's error, or null when it passes.
 */
export function translationProblems(doc: unknown) {
  const filled = (value: unknown): unknown => {
    if (typeof value === 'string') return value.trim() === '' ? 'x' : value;
    if (Array.isArray(value)) return value.map(filled);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v)]));
    }
    return value;
  };
  const checked = z.object({ document: PageDocumentSchema }).safeParse({ document: filled(doc) });
  return checked.success ? null : checked.error;
}

/**
 * Saves the translation's draft, if nobody saved one since `draftRevision` (the first save creates
 * the translation, never published). The document must already pass `translationProblems`. Each
 * section whose words changed is marked as made from English's live version; a save by a person
 * ends the seeded words' "please review". Saved whatever English did meanwhile: its sections are
 * matched by key when shown.
 */
export function saveTranslation(
  svc: ServiceContext,
  input: { page: EditablePageKey; lang: OtherLanguage; document: PageDocument; draftRevision: number },
  actor: string,
): TranslationState {
  const key = translationKey(input.page, input.lang);
  const now = svc.now();
  const doc = trimmed(input.document);
  const englishVersion = svc.db
    .select({ version: pageDocuments.version })
    .from(pageDocuments)
    .where(eq(pageDocuments.page, input.page))
    .get()?.version;
  if (englishVersion === undefined) throw new NotFoundError(`No page ${input.page}`);
  write(svc.db, (tx) => {
    const row = tx.select().from(pageDocuments).where(eq(pageDocuments.page, key)).get();
    if ((row?.draftRevision ?? 0) !== input.draftRevision)
      throw draftConflict(row ?? { draftSavedBy: null, draftSavedAt: null });
    const before = row ? parseTranslation(row.draft ?? row.published) : null;
    const beforeSections = matchingSections(doc.sections, before?.sections ?? []);
    const madeFrom: Record<string, number> = {};
    sectionKeys(doc.sections).forEach((sectionKey, i) => {
      const same = wordsOf(beforeSections[i]) === wordsOf(doc.sections[i]);
      const earlier = before?.madeFrom?.[sectionKey];
      madeFrom[sectionKey] = same && earlier !== undefined ? earlier : englishVersion;
    });
    const json = JSON.stringify({ settings: doc.settings, sections: doc.sections, madeFrom });
    if (!row) {
      // Never published: an empty translation is live (visitors see English) until the first publish.
      tx.insert(pageDocuments)
        .values({
          page: key,
          published: JSON.stringify({ settings: {}, sections: [] }),
          version: 0,
          publishedAt: now,
          publishedBy: actor,
          draft: json,
          draftRevision: 1,
          draftSavedAt: now,
          draftSavedBy: actor,
        })
        .run();
      return;
    }
    tx.update(pageDocuments)
      .set({ draft: json, draftRevision: row.draftRevision + 1, draftSavedAt: now, draftSavedBy: actor })
      .where(eq(pageDocuments.page, key))
      .run();
  });
  return translationState(svc, input.page, input.lang);
}

/** A kept version of the translation, put back as its draft. */
export function restoreTranslation(
  svc: ServiceContext,
  input: { page: EditablePageKey; lang: OtherLanguage; version: number; draftRevision: number },
  actor: string,
): TranslationState {
  const document = storedVersion(svc, translationKey(input.page, input.lang), input.version);
  const aligned = alignedTranslation(translationState(svc, input.page, input.lang).english, document).document;
  return saveTranslation(svc, { ...input, document: aligned }, actor);
}
