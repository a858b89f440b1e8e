import type { PageDocument } from '../../../shared/page-content/document';
import { renderDocumentTexts } from '../../../shared/page-content/document-texts';
import type { PageField } from '../../../shared/page-content/fields';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../shared/paths';
import { renderPageInline, renderPageMarkdown } from '../../lib/markdown';

// A page's document as visitors get it: fields filled, Markdown rendered to safe HTML on the server
// (markdown-it never reaches the browser), a photo without consent shown as its drawing. The page
// cache keeps the result, so this runs once per page after each change. The fields' values:
// src/server/content/field-values.ts.

/** A photo is shown only with consent on file; otherwise the drawing it replaced. */
const shownArt = (art: Record<string, unknown>, key: string): unknown =>
  key === 'art' && art.kind === 'photo' && !art.photoConsent ? art.illustration : art;

/**
 * The document with its fields filled and its Markdown as HTML. The result has the document's shape;
 * Markdown keys hold HTML the client puts in place as it is (rendered here, safe by construction), its
 * links to the site's pages in the language of the page that shows it.
 */
export function renderDocument(
  doc: PageDocument,
  fields: Record<PageField, string>,
  lang: LanguageCode = DEFAULT_LANGUAGE,
): PageDocument {
  return renderDocumentTexts(doc, {
    fields,
    block: (text) => renderPageMarkdown(text, lang),
    inline: (text) => renderPageInline(text, lang),
    shown: shownArt,
  });
}
