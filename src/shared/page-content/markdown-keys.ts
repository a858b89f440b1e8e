// Which keys of a page's document hold Markdown (document.ts), apart from its schema so the home page's
// built-in document (client/pages/home/home-fallback.ts) can read them without loading zod.

/** Keys whose value is Markdown rendered as blocks (paragraphs, lists, headings). */
export const MARKDOWN_BLOCK_KEYS = ['body'] as const;
/** Keys whose value (or each value of a list) is Markdown rendered inline, inside the design's own paragraph. */
export const MARKDOWN_INLINE_KEYS = ['lead', 'intro', 'text', 'items', 'value', 'note'] as const;
