import type { PageDocument } from './document';
import { fillFields, type PageField } from './fields';
import { MARKDOWN_BLOCK_KEYS, MARKDOWN_INLINE_KEYS } from './markdown-keys';

// A page's document with its texts as visitors read them: every field filled, every Markdown key made
// HTML. The server renders with markdown-it (features/information-pages/render.ts); the home page's
// built-in document with the little its seed uses (client/pages/home/home-fallback.ts). Without zod,
// so the home page can use it.

const BLOCK_KEYS = new Set<string>(MARKDOWN_BLOCK_KEYS);
const INLINE_KEYS = new Set<string>(MARKDOWN_INLINE_KEYS);

export interface TextRendering {
  fields: Readonly<Record<PageField, string>>;
  /** Markdown as blocks (paragraphs, lists, headings): the value of a MARKDOWN_BLOCK_KEYS key. */
  block: (markdown: string) => string;
  /** Markdown inside the design's own paragraph: the value of a MARKDOWN_INLINE_KEYS key (or each of its list). */
  inline: (markdown: string) => string;
  /** What an object under `key` is shown as, before its texts are rendered (the server's photo without consent). */
  shown?: (value: Record<string, unknown>, key: string) => unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` rendered; an object or list in place. A list's items are read as its key's. */
function renderIn(value: unknown, key: string, how: TextRendering): unknown {
  if (typeof value === 'string') {
    const filled = fillFields(value, how.fields);
    if (BLOCK_KEYS.has(key)) return how.block(filled);
    if (INLINE_KEYS.has(key)) return how.inline(filled);
    return filled;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      value[i] = renderIn(item, key, how);
    });
    return value;
  }
  if (isRecord(value)) {
    const shown = how.shown ? how.shown(value, key) : value;
    if (!isRecord(shown)) return shown;
    for (const [k, v] of Object.entries(shown)) shown[k] = renderIn(v, k, how);
    return shown;
  }
  return value;
}

/** A copy of the document with its texts rendered: the same shape, Markdown keys holding HTML. */
export function renderDocumentTexts(doc: PageDocument, how: TextRendering): PageDocument {
  const copy = structuredClone(doc);
  renderIn(copy, '', how);
  return copy;
}
