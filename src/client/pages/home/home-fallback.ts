import { ADMISSION_FORM_FEE_TEXT } from '../../../shared/content/school-facts';
import type { PageDocument } from '../../../shared/page-content/document';
import { pageFieldValues } from '../../../shared/page-content/field-values';
import { fillFields, type PageField } from '../../../shared/page-content/fields';
import { HOME_SEED } from '../../../shared/page-content/home-seed';
import { MARKDOWN_BLOCK_KEYS, MARKDOWN_INLINE_KEYS } from '../../../shared/page-content/markdown-keys';
import type { PublicSiteSettings } from '../../../shared/schemas/settings';

// What the home page shows when its document cannot be loaded: a visitor navigated to it in the
// browser while the server did not answer. Like the carousels' fallbacks (content/fallbacks.ts) it is
// the built-in content: the home page's seed, its fields filled from the settings the page already
// has. Its Markdown is made HTML here, for the little the seed uses (paragraphs, line breaks, bold),
// so the Markdown renderer stays on the server; tests/unit/home-fallback.test.ts holds it to the
// server's rendering of the same seed.

const BLOCK_KEYS = new Set<string>(MARKDOWN_BLOCK_KEYS);
const INLINE_KEYS = new Set<string>(MARKDOWN_INLINE_KEYS);

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

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

function fill(value: Json, key: string, fields: Record<PageField, string>): Json {
  if (typeof value === 'string') {
    const filled = fillFields(value, fields);
    if (BLOCK_KEYS.has(key)) return blocks(filled);
    if (INLINE_KEYS.has(key)) return inline(filled);
    return filled;
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, key, fields));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, k, fields)]));
  }
  return value;
}

/** The home page's seed as the server would render it, with these field values. */
export function renderHomeFallback(fields: Record<PageField, string>): PageDocument {
  return fill(HOME_SEED as unknown as Json, '', fields) as unknown as PageDocument;
}

/** The home page's built-in document, from the settings the page has. */
export function homeFallback(settings: PublicSiteSettings): PageDocument {
  return renderHomeFallback(pageFieldValues(settings, ADMISSION_FORM_FEE_TEXT));
}
