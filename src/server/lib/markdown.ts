import MarkdownIt from 'markdown-it';
import { DEFAULT_LANGUAGE, type LanguageCode, siteHref } from '../../shared/paths';

// A notice's body is Markdown the office writes; visitors receive the HTML rendered here, on the
// server (docs/decisions/019-notices.md), so markdown-it never reaches the browser bundle.
//
// Safety: `html: false` escapes any raw HTML (a <script> is shown as text, never run); markdown-it's
// validateLink refuses javascript:, vbscript:, file: and data: links (except some images), and we
// further keep only http(s), mailto, tel and site paths. External links get rel="noopener noreferrer".
//
// A link to a page of the site is written in the page's language ('/fees' on a Marathi page is
// '/mr/fees'), here, where every Markdown link is rendered: the office writes '/fees' in any language.

const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: true });

const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
const defaultValidate = md.validateLink.bind(md);
md.validateLink = (url: string) => defaultValidate(url) && SAFE_LINK.test(url.trim());

// Images in a body are not allowed (attachments carry images, re-encoded); an image is shown as its alt text.
md.disable(['image']);

/** What a render is given: the language of the page its links lead within. */
interface RenderEnv {
  lang?: LanguageCode;
}

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = token.attrGet('href') ?? '';
  if (/^https?:/i.test(href)) {
    token.attrSet('rel', 'noopener noreferrer');
    token.attrSet('target', '_blank');
  }
  const lang = (env as RenderEnv | undefined)?.lang ?? DEFAULT_LANGUAGE;
  if (lang !== DEFAULT_LANGUAGE) token.attrSet('href', siteHref(href, lang));
  return defaultLinkOpen(tokens, idx, options, env, self);
};

// Headings inside a notice start at h2 (the page's h1 is the notice's title).
md.renderer.rules.heading_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  const level = Math.min(6, Math.max(2, Number(token.tag.slice(1)) + 1));
  token.tag = `h${level}`;
  return self.renderToken(tokens, idx, options);
};
md.renderer.rules.heading_close = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  const level = Math.min(6, Math.max(2, Number(token.tag.slice(1)) + 1));
  token.tag = `h${level}`;
  return self.renderToken(tokens, idx, options);
};

/** The body as safe HTML, its links to the site's pages in `lang`. */
export function renderNoticeMarkdown(body: string, lang: LanguageCode = DEFAULT_LANGUAGE): string {
  return md.render(body, { lang } satisfies RenderEnv);
}

/**
 * Markdown as plain text, blocks separated by a space. Tables are dropped unless `tables` (an excerpt
 * does not read them as a sentence; search reads every cell).
 */
export function markdownText(body: string, opts: { tables?: boolean } = {}): string {
  const html = md.render(body);
  return (opts.tables ? html.replace(/<\/t[dh]>/g, ' ') : html.replace(/<table[\s\S]*?<\/table>/g, ' '))
    .replace(/<\/(p|li|h\d|td|th|blockquote|pre)>|<br\s*\/?>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The body as plain text (for an excerpt, the meta description and the feed), at most `max` characters. */
export function noticeExcerpt(body: string, max = 180): string {
  const text = markdownText(body);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** A page's Markdown blocks (a section's body) as safe HTML: the same renderer and rules as a notice's. */
export function renderPageMarkdown(text: string, lang: LanguageCode = DEFAULT_LANGUAGE): string {
  return md.render(text, { lang } satisfies RenderEnv);
}

/** Markdown inside one of the design's sentences (a lead, a card's text): bold, links, no blocks. */
export function renderPageInline(text: string, lang: LanguageCode = DEFAULT_LANGUAGE): string {
  return md.renderInline(text, { lang } satisfies RenderEnv);
}
