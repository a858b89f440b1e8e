import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ALERT_DISMISSED_KEY, SPLASH_SESSION_KEY, THEME_STORAGE_KEY } from '../../shared/constants';
import type { LanguageCode } from '../../shared/paths';

// Reads Vite's two manifests once at start and answers which files a page needs
// (docs/architecture.md, "Islands"):
// - a public page gets the site script (and the address of the islands' runtime, which the site
//   script loads when the page's first island wakes), and its CSS inside the page (one <style>, named
//   by its hash in the page's Content-Security-Policy), so the first paint waits for nothing but the
//   HTML;
// - the dashboard gets the single-page app's entry and its stylesheets.
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const ADMIN_ENTRY = 'src/client/entry-client.tsx';
/** The public pages' shell: its CSS is every public page's (the browser never loads its script). */
const PUBLIC_SHELL = 'src/client/public/shell.ts';
const SITE_ENTRY = 'src/client/site/site.ts';
const ISLANDS_ENTRY = 'src/client/islands/runtime.tsx';

export interface PageAssets {
  scripts: string[];
  preloads: string[];
  /** Stylesheets to link (the dashboard). */
  styles: string[];
  /** A public page's CSS, to put in a <style> element; '' for none. */
  inlineCss: string;
  /** The CSP source naming `inlineCss` (`'sha256-…'`), or null. */
  inlineCssHash: string | null;
  /** The islands' runtime, which the site script imports when a public page's first island wakes. */
  islands: string | null;
  /** The stylesheets whose CSS is in `inlineCss`. */
  inlineCssFiles: string[];
}

/**
 * The fonts a page in a language with its own script adds to its head (docs/architecture.md,
 * "Languages"): its @font-face rules and the stack that puts the script's font first, in a <style>
 * named by its hash in the page's CSP, and the one file its first screen needs, to preload.
 */
export interface PageFonts {
  css: string;
  /** The CSP source naming `css`. */
  hash: string;
  /** The address of the woff2 file to preload, or null. */
  preload: string | null;
}

/**
 * Each language's font styles (entries of the public build: vite.config.ts SCRIPT_FONT_STYLES). A page
 * carries only its own language's; English keeps the system's fonts and loads no font file.
 */
const LANGUAGE_FONTS: Record<LanguageCode, string | null> = {
  en: null,
  mr: 'src/client/styles/fonts/devanagari.css',
  hi: 'src/client/styles/fonts/devanagari.css',
  ur: 'src/client/styles/fonts/arabic.css',
};

/**
 * The weight whose file is preloaded: the header's links, the current language's name and the page's
 * title, on every first screen, are 600 or bolder; body text's 400 is found as soon as the page's
 * inline CSS is applied.
 */
const PRELOADED_WEIGHT = '600';

/** The file of the @font-face rule of `weight` in built CSS (`src:url(/assets/…woff2)`). */
function fontFileOf(css: string, weight: string): string | null {
  for (const [face] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    if (!new RegExp(`font-weight:\\s*${weight}\\s*[;}]`).test(face)) continue;
    const url = /url\(\s*["']?([^"')\s]+\.woff2)/.exec(face)?.[1];
    if (url) return url;
  }
  return null;
}

const EMPTY: PageAssets = {
  scripts: [],
  preloads: [],
  styles: [],
  inlineCss: '',
  inlineCssHash: null,
  islands: null,
  inlineCssFiles: [],
};

export class ClientAssets {
  private readonly cache = new Map<string, PageAssets>();

  constructor(
    private readonly admin: Manifest | null,
    private readonly pub: Manifest | null,
    private readonly clientDir = '',
  ) {}

  static load(clientDir: string): ClientAssets {
    const read = (name: string) => {
      const file = path.join(clientDir, '.vite', name);
      return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null;
    };
    return new ClientAssets(read('manifest.json'), read('public-manifest.json'), clientDir);
  }

  private readonly fonts = new Map<LanguageCode, PageFonts | null>();

  /** The fonts of a page in `lang`, read once from the build; null for English or an unbuilt client. */
  fontsFor(lang: LanguageCode): PageFonts | null {
    if (this.fonts.has(lang)) return this.fonts.get(lang) ?? null;
    const entry = LANGUAGE_FONTS[lang];
    const file = entry ? this.pub?.[entry]?.file : undefined;
    let fonts: PageFonts | null = null;
    if (file) {
      const css = fs.readFileSync(path.join(this.clientDir, file), 'utf8').trim();
      fonts = { css, hash: cspHash(css), preload: fontFileOf(css, PRELOADED_WEIGHT) };
    }
    this.fonts.set(lang, fonts);
    return fonts;
  }

  get isBuilt(): boolean {
    return this.admin !== null && this.pub !== null;
  }

  /** What a page made of these route modules needs: the dashboard's (`admin`) or a public page's. */
  forPage(moduleIds: string[], admin: boolean): PageAssets {
    const key = `${admin ? 'admin' : 'public'}:${moduleIds.join('|')}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const manifest = admin ? this.admin : this.pub;
    const entry = admin ? ADMIN_ENTRY : PUBLIC_SHELL;
    const entryChunk = manifest?.[admin ? ADMIN_ENTRY : SITE_ENTRY];
    if (!manifest || !entryChunk || !manifest[entry]) return EMPTY;
    const seen = new Set<string>();
    const styles = new Set<string>();
    const preloads = new Set<string>();
    const walk = (id: string, isRoot: boolean) => {
      if (seen.has(id)) return;
      seen.add(id);
      const chunk = manifest[id];
      if (!chunk) return;
      for (const css of chunk.css ?? []) styles.add(css);
      // The dashboard preloads its chunks; a public page's scripts are never loaded (only their CSS).
      if (!isRoot && admin) preloads.add(`/${chunk.file}`);
      for (const imp of chunk.imports ?? []) walk(imp, false);
    };
    walk(entry, true);
    for (const id of moduleIds) walk(id, false);
    let result: PageAssets;
    if (!admin) {
      // The site script and what it imports.
      const imports = (id: string): string[] =>
        (manifest[id]?.imports ?? []).flatMap((i) => [`/${manifest[i]?.file}`, ...imports(i)]);
      for (const file of imports(SITE_ENTRY)) preloads.add(file);
    }
    if (admin) {
      result = {
        ...EMPTY,
        scripts: [`/${entryChunk.file}`],
        preloads: [...preloads],
        styles: [...styles].map((f) => `/${f}`),
      };
    } else {
      const islands = manifest[ISLANDS_ENTRY]?.file;
      const inlineCss = [...styles].map((f) => fs.readFileSync(path.join(this.clientDir, f), 'utf8').trim()).join('\n');
      result = {
        ...EMPTY,
        scripts: [`/${entryChunk.file}`],
        preloads: [...preloads],
        inlineCss,
        inlineCssHash: inlineCss ? cspHash(inlineCss) : null,
        islands: islands ? `/${islands}` : null,
        inlineCssFiles: [...styles].map((f) => `/${f}`),
      };
    }
    this.cache.set(key, result);
    return result;
  }
}

/** The CSP source that allows an inline element with exactly this text. */
export function cspHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
}

// Runs before first paint, so the page never flashes the wrong theme: the theme class (saved choice,
// else the system's), the once-per-session splash, and a site alert this device dismissed stays hidden. Allowed by its hash in the CSP, so no inline
// script runs without being named (docs/decisions/007-content-security-policy.md).
export const HEAD_SCRIPT = `(function(){var d=document.documentElement;try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.classList.add(t);var a=d.getAttribute('data-alert');if(a&&localStorage.getItem('${ALERT_DISMISSED_KEY}')===a)d.classList.add('alert-dismissed');if(d.getAttribute('data-splash')==='on'&&!sessionStorage.getItem('${SPLASH_SESSION_KEY}')){sessionStorage.setItem('${SPLASH_SESSION_KEY}','1');d.classList.add('show-splash')}}catch(e){d.classList.add('light')}})();`;

export const HEAD_SCRIPT_HASH = cspHash(HEAD_SCRIPT);

// Starts a public page's scripts once the page has painted its content (docs/decisions/026-public-runtime.md):
// their requests never compete with what that paint needs, and the browser's preload scanner cannot
// start them early, because no tag names them. The moment is the browser's first-contentful-paint
// entry, not a timer, so it holds with a test's fake clock too. Not the first paint of any kind: a
// long page paints its empty background first, and not the load event, which a page whose images
// load lazily reaches before its text is on screen (Lighthouse then counts the scripts as work its
// largest paint waited for). The load event is the fallback only where paint entries are not
// reported; a page opened in, or sent to, a background tab paints nothing and starts at once. The
// addresses are the script element's data attributes, so this text, and its hash in the CSP, are
// the same on every page.
export const LOADER_SCRIPT = `(function(){var d=document.currentScript.dataset,s=0;function go(){if(s)return;s=1;var h=document.head;(d.preload||'').split(' ').forEach(function(u){if(!u)return;var l=document.createElement('link');l.rel='modulepreload';l.href=u;h.appendChild(l)});var e=document.createElement('script');e.type='module';e.src=d.src;document.body.appendChild(e)}if(document.visibilityState==='hidden')return go();addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')go()});var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(!t||t.indexOf('paint')<0)return addEventListener('load',go);new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})})();`;

export const LOADER_SCRIPT_HASH = cspHash(LOADER_SCRIPT);
