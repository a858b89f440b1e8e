import type { PageDocument, Section } from '../../../shared/page-content/document';
import { fillFields, type PageField } from '../../../shared/page-content/fields';
import { EDITABLE_PAGES, type EditablePageKey } from '../../../shared/page-content/pages';
import { sectionTitle } from '../../../shared/page-content/structure';
import { sectionKeys, type TranslationDocument, translatedDocument } from '../../../shared/page-content/translation';
import { type LanguageCode, PAGES } from '../../../shared/paths';
import { fieldValues } from '../../content/field-values';
import type { ServiceContext } from '../../context';
import { markdownText } from '../../lib/markdown';
import { insertEntries, removeEntries, writeEntries } from '../../platform/search/entries';
import type { SearchDoc, SearchSource } from '../../platform/search/sources';
import { TRANSLATED_LANGUAGES } from '../../platform/translations';
import { publishedDocument, wordsOf } from './documents';
import { publishedTranslation } from './translations';

// The information pages in site search (docs/decisions/051-site-search.md): each published page, one
// passage per section (a tab is a passage of its own), linked to the section's heading or the tab's
// address, with its head and hero as the page's own passage. Written when a page or a translation is
// published (never a draft); a translation's passages are the sections it translates, the others are
// found in English as the page shows them.

export const PAGES_SOURCE = 'pages';

type Values = Readonly<Record<PageField, string>>;

/** The words of a part of a document as visitors read them: Markdown as text, fields filled. */
const textOf = (value: unknown, values: Values) => fillFields(markdownText(wordsOf(value), { tables: true }), values);

/** A section without the title its passage is named by. */
function withoutTitle(section: Section): unknown {
  const { title: _title, label: _label, tabs: _tabs, ...rest } = section as Record<string, unknown>;
  return rest;
}

function sectionDocs(section: Section, key: string, path: string, heading: string, values: Values): SearchDoc[] {
  const title = fillFields(sectionTitle(section), values) || heading;
  const own: SearchDoc = {
    part: key,
    kind: 'page',
    title,
    body: textOf(withoutTitle(section), values),
    link: 'id' in section && section.id ? `${path}#${section.id}` : path,
  };
  if (section.kind !== 'tabs') return [own];
  return [
    own,
    ...section.tabs.map((tab) => ({
      part: `${key}~${tab.id}`,
      kind: 'page' as const,
      title: `${fillFields(tab.label, values)} · ${heading}`,
      body: textOf(tab.blocks, values),
      link: `${path}?tab=${tab.id}`,
    })),
  ];
}

/** The page's passages: its head and hero, then each section (only the translated ones when `which` says). */
function pageDocs(
  page: EditablePageKey,
  doc: PageDocument,
  values: Values,
  which: { settings: boolean; sections: (index: number) => boolean },
): SearchDoc[] {
  const path = PAGES[page].path;
  const heading = fillFields(doc.settings.heading, values);
  const keys = sectionKeys(doc.sections);
  const { title: _t, heading: _h, ...rest } = doc.settings as Record<string, unknown>;
  const head: SearchDoc[] = which.settings
    ? [{ part: 'page', kind: 'page', title: heading, body: textOf(rest, values), link: path }]
    : [];
  return [
    ...head,
    ...doc.sections.flatMap((section, i) =>
      which.sections(i) ? sectionDocs(section, keys[i] ?? String(i), path, heading, values) : [],
    ),
  ];
}

/** A page's passages in each language: English's whole, a translation's own sections. */
function pageEntries(svc: ServiceContext, page: EditablePageKey): { lang: LanguageCode; docs: SearchDoc[] }[] {
  const english = publishedDocument(svc, page);
  const out = [
    {
      lang: 'en' as LanguageCode,
      docs: pageDocs(page, english, fieldValues(svc), { settings: true, sections: () => true }),
    },
  ];
  for (const lang of TRANSLATED_LANGUAGES) {
    const translation: TranslationDocument | null = publishedTranslation(svc, page, lang);
    if (!translation) continue;
    const laid = translatedDocument(english, translation);
    const docs = pageDocs(page, laid.document, fieldValues(svc, lang), {
      settings: laid.settingsTranslated,
      sections: (i) => Boolean(laid.sectionsTranslated[i]),
    });
    out.push({ lang, docs });
  }
  return out;
}

/** Writes a page's passages again in every language (inside the write that publishes it). */
export function indexPage(svc: ServiceContext, page: EditablePageKey): void {
  removeEntries(svc.db, PAGES_SOURCE, page);
  for (const { lang, docs } of pageEntries(svc, page)) writeEntries(svc.db, PAGES_SOURCE, page, lang, docs);
}

export const pagesSearchSource: SearchSource = {
  name: PAGES_SOURCE,
  readsSettings: true,
  // Only published versions are written: every passage may be shown.
  reindex: (svc) => {
    for (const page of EDITABLE_PAGES)
      for (const { lang, docs } of pageEntries(svc, page)) insertEntries(svc.db, PAGES_SOURCE, page, lang, docs);
  },
};
