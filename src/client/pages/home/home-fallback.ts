import type { PageDocument } from '../../../shared/page-content/document';
import { renderDocumentTexts } from '../../../shared/page-content/document-texts';
import { pageFieldValues } from '../../../shared/page-content/field-values';
import type { PageField } from '../../../shared/page-content/fields';
import { HOME_SEED } from '../../../shared/page-content/home-seed';
import type { PublicSiteSettings } from '../../../shared/schemas/settings';

// What the home page shows when its document cannot be loaded: a visitor navigated to it in the
// browser while the server did not answer. Like the carousels' fallbacks (content/fallbacks.ts) it is
// the built-in content: the home page's seed, its fields filled from the settings the page already
// has. Its Markdown is made HTML here, for the little the seed uses (paragraphs, line breaks, bold),
// so the Markdown renderer stays on the server; tests/unit/home-fallback.test.ts holds it to the
// server's rendering of the same seed.

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const inline = (text: string) =>
  escapeHtml(text)
    .replace(/\*\*(\S(?:.*?\S)?)\*\*/g, '<strong>$1</strong>')
    .replace(/\n/g, '<br>\n');

const blocks = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${inline(paragraph.trim())}</p>\n`)
    .join('');

/** The home page's seed as the server would render it, with these field values. */
export function renderHomeFallback(fields: Record<PageField, string>): PageDocument {
  return renderDocumentTexts(HOME_SEED, { fields, block: blocks, inline });
}

/** The home page's built-in document, from the settings the page has. */
export function homeFallback(settings: PublicSiteSettings): PageDocument {
  return renderHomeFallback(pageFieldValues(settings));
}
