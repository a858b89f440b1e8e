import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE } from '../../src/server/ssr/cache-policy';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The fonts of the languages with their own script (docs/architecture.md, "Languages"): a page in
// Marathi or Hindi carries Noto Sans Devanagari's faces, a page in Urdu Noto Naskh Arabic's, each in a
// <style> named in the page's CSP, with the one file its first screen needs preloaded; the files are
// the build's, under /assets/, cached for good. An English page carries no face and names no font
// file. Needs the client build (npm run build).

let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });

/** The page's HTML (inject decodes nothing: ask without compression) and its CSP. */
async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return { html: res.body, csp: String(res.headers['content-security-policy']) };
}

const styleElements = (html: string) => [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1] as string);
const cspHash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const fontFaces = (css: string) => [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map((m) => m[0]);
const fontFiles = (text: string) => [...new Set([...text.matchAll(/\/assets\/[^"')\s]+\.woff2/g)].map((m) => m[0]))];
/** Whether a @font-face's unicode-range holds the code point (`U+900-97F`, `U+20B9`, `U+4??`). */
function covers(face: string, codePoint: number): boolean {
  const ranges = /unicode-range:\s*([^;}]*)/.exec(face)?.[1]?.split(',') ?? [];
  return ranges.some((range) => {
    const [from = '', to] = range.trim().replace(/^U\+/i, '').split('-');
    const low = Number.parseInt(from.replace(/\?/g, '0'), 16);
    const high = Number.parseInt((to ?? from).replace(/^U\+/i, '').replace(/\?/g, 'F'), 16);
    return codePoint >= low && codePoint <= high;
  });
}
const fontPreloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*as="font"[^>]*>/g)].map((m) => m[0]);

describe('an English page', () => {
  it('/fees carries no font face, preloads no font and names no font file', async () => {
    const { html } = await page('/fees');
    expect(html).not.toContain('@font-face');
    expect(fontPreloads(html)).toEqual([]);
    expect(html).not.toContain('.woff2');
  });
});

describe.each([
  { url: '/mr/fees', family: 'Noto Sans Devanagari', subset: 'devanagari', other: 'Noto Naskh Arabic', lang: 'mr' },
  { url: '/hi/fees', family: 'Noto Sans Devanagari', subset: 'devanagari', other: 'Noto Naskh Arabic', lang: 'hi' },
  { url: '/ur/fees', family: 'Noto Naskh Arabic', subset: 'arabic', other: 'Noto Sans Devanagari', lang: 'ur' },
])('$url', ({ url, family, subset, other, lang }) => {
  it(`has ${family}'s faces, its script's subset only, at 400 and 600, swapped in`, async () => {
    const { html } = await page(url);
    const head = html.slice(0, html.indexOf('</head>'));
    const fontCss = styleElements(head).filter((css) => css.includes('@font-face'));
    expect(fontCss).toHaveLength(1);
    const faces = fontFaces(fontCss[0] as string);
    expect(faces.map((f) => /font-weight:\s*(\d+)/.exec(f)?.[1]).sort()).toEqual(['400', '600']);
    for (const face of faces) {
      expect(face).toContain(family);
      expect(face).toMatch(/font-display:\s*swap/);
      expect(face).toMatch(/unicode-range:/);
      // Latin letters keep the system's fonts: the face's range has no 'A', the script's first letter does.
      expect(covers(face, 0x41)).toBe(false);
      expect(covers(face, subset === 'devanagari' ? 0x905 : 0x627)).toBe(true);
      const files = fontFiles(face);
      expect(files).toHaveLength(1);
      expect(files[0]).toContain(`-${subset}-`);
    }
    expect(html).not.toContain(other);
    // The script's font goes in front of the system's fonts, for this language's text.
    expect(fontCss[0]).toMatch(
      new RegExp(`:lang\\(${lang}\\)[^{]*\\{[^}]*--font-sans:\\s*"${family}",\\s*var\\(--font-system\\)`),
    );
  });

  it('preloads the one file its first screen needs, a file its faces name', async () => {
    const { html } = await page(url);
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = fontPreloads(head);
    expect(preloads).toHaveLength(1);
    const preload = preloads[0] as string;
    expect(preload).toContain('type="font/woff2"');
    expect(preload).toMatch(/\scrossorigin[\s>]/);
    const [href] = fontFiles(preload);
    const faces = fontFaces(styleElements(head).join(''));
    expect(faces.find((f) => f.includes(href as string))).toMatch(/font-weight:\s*600/);
  });

  it('its font files answer 200 as font/woff2, cached for good, sent as they are', async () => {
    const { html } = await page(url);
    const files = fontFiles(html);
    expect(files).toHaveLength(2);
    for (const file of files) {
      const res = await get(file);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toBe('font/woff2');
      expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      // woff2 is compressed already: no .br or .gz of it is made or sent.
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('every style element is named in the CSP, which allows fonts from this site', async () => {
    const { html, csp } = await page(url);
    const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    const styles = styleElements(html);
    expect(styles.length).toBeGreaterThanOrEqual(2);
    for (const css of styles) expect(styleSrc).toContain(cspHash(css));
    expect(csp).toMatch(/(^|;)\s*font-src 'self'(;|$)/);
  });
});
