import { FIRST_SCREEN_END } from '../../shared/constants';
import { escapeHtml } from '../lib/escape';
import { cspHash, HEAD_SCRIPT, LOADER_SCRIPT, type PageAssets, type PageFonts } from './client-assets';
import { firstScreenCss } from './first-screen-css';

/** What src/client/components/layout/first-screen-end.tsx renders: where a page's first screen ends. */
const FIRST_SCREEN_MARK = `<template data-fold="${FIRST_SCREEN_END}"></template>`;

/** JSON inside <script type="application/json">: `<` escaped so no `</script>` can close it. */
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

/** One language version of the page, for `<link rel="alternate" hreflang>` (or `x-default`). */
export interface HreflangLink {
  hreflang: string;
  href: string;
}

export interface DocumentParts {
  /** The page's language ('en', 'mr', ...) and direction, on <html>. */
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  canonicalUrl: string | null;
  /** The page's versions in every language and x-default; none for a page that is not indexed. */
  hreflang: HreflangLink[];
  noindex: boolean;
  /** The splash's sentence in the page's language (src/shared/words/), or null for no splash. */
  splash: string | null;
  appHtml: string;
  state: unknown;
  /** The id of the element holding `state`: the dashboard's query cache, or a public page's data. */
  stateId: '__QUERY_STATE__' | '__PAGE_DATA__';
  assets: PageAssets;
  /** The fonts of the page's language (Marathi, Hindi, Urdu); null for English and the dashboard. */
  fonts: PageFonts | null;
  /** The school's palette (theme-style.ts): CSS text, '' for none. */
  themeCss: string;
  themeColour: string;
  /**
   * The active site alert's id, on <html> so the head script can hide an alert this device dismissed
   * before first paint (client-assets.ts HEAD_SCRIPT); null when there is none.
   */
  alertId: string | null;
  /** The favicon: the school's logo when one is uploaded, else the built-in mark. */
  icon: { href: string; type: string };
  /** Open Graph tags, for a page that is shared (a notice). */
  og?: { type: string; title: string; description: string; url: string; siteName: string; image?: string };
  /** A feed of the page's items. */
  alternate?: { type: string; title: string; href: string };
}

export interface RenderedDocument {
  html: string;
  /** The CSP sources naming each inline style element the document holds (security.ts pageCsp). */
  styleHashes: string[];
}

export function renderDocument(p: DocumentParts): RenderedDocument {
  const splash = p.splash
    ? `<div class="splash" aria-hidden="true"><div class="splash-inner"><span class="splash-logo"></span><p>${escapeHtml(p.splash)}</p></div></div>`
    : '';
  // A page that marks the end of its first screen gets in its head only the CSS that part uses, and
  // its whole CSS at the mark, so the first round trip carries the first screen and its styles
  // (docs/decisions/048-home-in-one-round-trip.md). The whole CSS comes again in its order, and the
  // school's colours after it, so once it is parsed the cascade is the usual one.
  const fold = p.assets.inlineCss ? p.appHtml.indexOf(FIRST_SCREEN_MARK) : -1;
  const headCss = fold < 0 ? p.assets.inlineCss : firstScreenCss(p.assets.inlineCss, splash + p.appHtml.slice(0, fold));
  const themeStyle = (id: string) => (p.themeCss ? `<style${id}>${p.themeCss}</style>` : '');
  const appHtml =
    fold < 0
      ? p.appHtml
      : p.appHtml.slice(0, fold) +
        `<style>${p.assets.inlineCss}</style>${themeStyle('')}` +
        p.appHtml.slice(fold + FIRST_SCREEN_MARK.length).replaceAll(FIRST_SCREEN_MARK, '');
  const styleHashes = [
    ...(fold < 0 ? [] : [cspHash(headCss)]),
    ...(p.assets.inlineCssHash ? [p.assets.inlineCssHash] : []),
    ...(p.themeCss ? [cspHash(p.themeCss)] : []),
    ...(p.fonts ? [p.fonts.hash] : []),
  ];
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(p.title)}</title>`,
    `<meta name="description" content="${escapeHtml(p.description)}">`,
    p.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(p.canonicalUrl)}">` : '',
    ...p.hreflang.map(
      (l) => `<link rel="alternate" hreflang="${escapeHtml(l.hreflang)}" href="${escapeHtml(l.href)}">`,
    ),
    p.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    ...(p.og
      ? [
          `<meta property="og:type" content="${escapeHtml(p.og.type)}">`,
          `<meta property="og:title" content="${escapeHtml(p.og.title)}">`,
          `<meta property="og:description" content="${escapeHtml(p.og.description)}">`,
          `<meta property="og:url" content="${escapeHtml(p.og.url)}">`,
          `<meta property="og:site_name" content="${escapeHtml(p.og.siteName)}">`,
          ...(p.og.image ? [`<meta property="og:image" content="${escapeHtml(p.og.image)}">`] : []),
        ]
      : []),
    p.alternate
      ? `<link rel="alternate" type="${escapeHtml(p.alternate.type)}" title="${escapeHtml(p.alternate.title)}" href="${escapeHtml(p.alternate.href)}">`
      : '',
    `<meta name="theme-color" content="${escapeHtml(p.themeColour)}">`,
    '<meta name="color-scheme" content="light dark">',
    `<link rel="icon" href="${escapeHtml(p.icon.href)}" type="${escapeHtml(p.icon.type)}">`,
    p.stateId === '__PAGE_DATA__' ? '<link rel="manifest" href="/manifest.webmanifest">' : '',
    // The one font file the first screen needs, asked for before the page's CSS is even parsed.
    p.fonts?.preload
      ? `<link rel="preload" href="${escapeHtml(p.fonts.preload)}" as="font" type="font/woff2" crossorigin>`
      : '',
    `<script>${HEAD_SCRIPT}</script>`,
    // A public page's CSS is in the page, so the first paint needs no other request; named by its
    // hash in the page's CSP. Built CSS only, no text from the settings.
    headCss ? `<style>${headCss}</style>` : '',
    // A page in a language with its own script: its font faces and the font stack that puts them
    // first (docs/architecture.md, "Languages"). An English page has none, and loads no font. Built
    // CSS only.
    p.fonts ? `<style>${p.fonts.css}</style>` : '',
    ...p.assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    // After the stylesheets, so the school's colours win over the designed defaults. The CSS is built
    // from a validated #rrggbb colour only (no text from the settings), so it cannot close the element.
    themeStyle(' id="school-colours"'),
  ].join('');
  // A public page's script starts after its first paint (client-assets.ts LOADER_SCRIPT), and names
  // the islands' runtime it loads when an island wakes; the dashboard's load at once. Built file names
  // only, no text from the settings.
  const scripts =
    p.stateId === '__PAGE_DATA__'
      ? `<script data-src="${p.assets.scripts[0] ?? ''}" data-preload="${p.assets.preloads.join(' ')}" data-islands="${p.assets.islands ?? ''}">${LOADER_SCRIPT}</script>`
      : [
          ...p.assets.scripts.map((src) => `<script type="module" src="${src}"></script>`),
          ...p.assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
        ].join('');
  return {
    html: `<!doctype html><html lang="${escapeHtml(p.lang)}"${p.dir === 'rtl' ? ' dir="rtl"' : ''}${p.splash ? ' data-splash="on"' : ''}${p.alertId ? ` data-alert="${escapeHtml(p.alertId)}"` : ''}><head>${head}</head><body>${splash}<div id="root">${appHtml}</div>${p.state === null ? '' : `<script type="application/json" id="${p.stateId}">${safeJson(p.state)}</script>`}${scripts}</body></html>`,
    styleHashes,
  };
}
