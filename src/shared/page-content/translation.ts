import type { PageDocument, Section } from './document';

// A page's words in another language (docs/architecture.md, "Languages", "Pages in four languages"):
// a document of the same shape as the English one, stored beside it under the key 'about@mr', whose
// texts are laid over the English document. The layout (kinds, order, pictures, tones, tab ids, links'
// targets) is always English's: a section added in English shows in English until it is translated,
// and one removed in English is gone in every language. Without zod, so the dashboard can use it.

/** What a translation stores besides the document's texts. */
export interface TranslationExtras {
  /**
   * For each section (by `sectionKeys`), the English version that was live when its words were last
   * translated: the section needs translating again once English publishes other words for it.
   */
  madeFrom?: Record<string, number>;
  /** The words were written for a new install, not by the office: the editor asks to review them. */
  seeded?: boolean;
}

/**
 * A stored translation: the English document's shape with texts in the language, an empty text where
 * it has none (the English shows there). Its layout values are English's at the time, and never read.
 */
export type TranslationDocument = PageDocument & TranslationExtras;

/**
 * A page as a visitor of a language other than English gets it, when some of its texts are
 * translated: which sections still show English (their indexes) and whether the hero's words do. A
 * page with no translated text carries no mark: the whole page is English (`<main lang="en">`).
 */
export interface RenderedPage extends PageDocument {
  translated?: { englishSections: number[]; englishSettings: boolean };
}

/** The `lang` (and on a right-to-left page `dir`) of an element whose words are still English's. */
export const englishMark = (rtl: boolean) => ({ lang: 'en', dir: rtl ? ('ltr' as const) : undefined });

/** The stored key of a page's translation ('about@mr'). */
export const translationKey = (page: string, lang: string) => `${page}@${lang}`;

/** Whether a stored key names a translation rather than a page. */
export const isTranslationKey = (key: string) => key.includes('@');

/** Values that are layout, never words: always taken from English. */
const LAYOUT_KEYS = new Set([
  'kind',
  'id',
  'source',
  'illustration',
  'icon',
  'image',
  'shareImage',
  'style',
  'button',
  'link',
]);

/** Whether a text under `key` is layout (a link's target, an id), which a translation never changes. */
export const isLayoutKey = (key: string) => LAYOUT_KEYS.has(key);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Each section's key, by which a translation's section is matched to English's: its `id`; a home
 * page part by its list; any other section by its kind and place among the sections of that kind
 * without an id ('cta:0').
 */
export function sectionKeys(sections: readonly Section[]): string[] {
  const seen = new Map<string, number>();
  return sections.map((section) => {
    if ('id' in section && section.id) return section.id;
    if (section.kind === 'part') return `part:${section.source}`;
    const n = seen.get(section.kind) ?? 0;
    seen.set(section.kind, n + 1);
    return `${section.kind}:${n}`;
  });
}

/** The translation's item matching English's item `i` of a list: a tab by id, a block by its place among its kind, else by place. */
function partner(english: readonly unknown[], translated: readonly unknown[], i: number, key: string): unknown {
  const item = english[i];
  if (key === 'tabs' && isRecord(item)) return translated.find((t) => isRecord(t) && t.id === item.id);
  if (isRecord(item) && typeof item.kind === 'string') {
    const n = english.slice(0, i).filter((x) => isRecord(x) && x.kind === item.kind).length;
    return translated.filter((x) => isRecord(x) && x.kind === item.kind)[n];
  }
  return translated[i];
}

/**
 * English's value with the translation's texts laid over it. Where the translation has no text,
 * `untranslated` gives what stands there (English's text, or '' for the editor). `hits` counts the
 * texts taken from the translation.
 */
function overlay(
  english: unknown,
  translated: unknown,
  key: string,
  untranslated: (text: string) => string,
  hits: { n: number },
): unknown {
  if (typeof english === 'string') {
    if (LAYOUT_KEYS.has(key)) return english;
    if (typeof translated === 'string' && translated.trim() !== '') {
      hits.n += 1;
      return translated;
    }
    return untranslated(english);
  }
  if (Array.isArray(english)) {
    const list = Array.isArray(translated) ? translated : [];
    return english.map((item, i) => overlay(item, partner(english, list, i, key), key, untranslated, hits));
  }
  if (isRecord(english)) {
    const other = isRecord(translated) ? translated : {};
    return Object.fromEntries(
      Object.entries(english).map(([k, v]) => [k, overlay(v, other[k], k, untranslated, hits)]),
    );
  }
  return english;
}

/** The translation's section matching each English section (by `sectionKeys`), or undefined. */
export function matchingSections(english: readonly Section[], translated: readonly unknown[]): unknown[] {
  const list = translated.filter(isRecord) as unknown as Section[];
  const keys = sectionKeys(list);
  return sectionKeys(english).map((key) => {
    const at = keys.indexOf(key);
    return at >= 0 ? list[at] : undefined;
  });
}

export interface LaidOver {
  document: PageDocument;
  /** Whether any text of the page's settings (title, heading, description...) is translated. */
  settingsTranslated: boolean;
  /** For each section of the document: whether any of its texts is translated. */
  sectionsTranslated: boolean[];
}

function layOver(
  english: PageDocument,
  translation: Partial<TranslationDocument> | null,
  untranslated: (text: string) => string,
): LaidOver {
  const settingsHits = { n: 0 };
  const settings = overlay(english.settings, translation?.settings, 'settings', untranslated, settingsHits);
  const partners = matchingSections(english.sections, Array.isArray(translation?.sections) ? translation.sections : []);
  const sectionsTranslated: boolean[] = [];
  const sections = english.sections.map((section, i) => {
    const hits = { n: 0 };
    const laid = overlay(section, partners[i], '', untranslated, hits);
    sectionsTranslated.push(hits.n > 0);
    return laid;
  });
  return {
    document: { settings, sections } as PageDocument,
    settingsTranslated: settingsHits.n > 0,
    sectionsTranslated,
  };
}

/** The page as visitors of the language read it: English with the translated texts laid over it. */
export const translatedDocument = (english: PageDocument, translation: Partial<TranslationDocument> | null) =>
  layOver(english, translation, (text) => text);

/**
 * The translation in English's shape (what the editor edits beside the English): each text the
 * translation's, or '' where it has none.
 */
export const alignedTranslation = (english: PageDocument, translation: Partial<TranslationDocument> | null) =>
  layOver(english, translation, () => '');

/** A document whose every text is `translate(text)` ('' for none), its layout as it is: a seed's translation. */
export function translateTexts(english: PageDocument, translate: (text: string) => string): PageDocument {
  return overlay(english, null, '', translate, { n: 0 }) as PageDocument;
}
