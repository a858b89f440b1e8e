import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The home page's first round trip carries its first screen: the head, the header and the hero, with
// the CSS they need, within the first 14 KB the server sends, headers included; the rest of the page
// (its other sections, their CSS, the islands' data) follows in the same response
// (docs/decisions/048-home-in-one-round-trip.md). Needs the client build (npm run build).

/** What a first round trip carries: ten TCP segments are about 14 KB (RFC 6928). */
const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const home = (encoding: 'br' | 'gzip') =>
  t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': encoding } });

const decoded = (body: Buffer, encoding: 'br' | 'gzip') =>
  (encoding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body)).toString('utf8');

/** The bytes of the status line and headers as they go on the wire. */
function headerBytes(headers: Record<string, unknown>): number {
  let n = 'HTTP/1.1 200 OK\r\n'.length + 2;
  for (const [name, value] of Object.entries(headers)) {
    for (const v of Array.isArray(value) ? value : [value]) n += Buffer.byteLength(`${name}: ${String(v)}\r\n`);
  }
  return n;
}

/** All a browser can decode from the first `n` bytes of a compressed body. */
function decodePrefix(body: Buffer, n: number, encoding: 'br' | 'gzip'): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const decoder = encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
    decoder.on('data', (c: Buffer) => chunks.push(c));
    decoder.on('error', reject);
    decoder.write(body.subarray(0, n));
    decoder.flush(() => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** The hero section, from its opening tag to its closing one. */
function heroOf(html: string): string {
  const start = html.indexOf('<section class="home-hero"');
  const end = html.indexOf('</section>', start);
  return start < 0 || end < 0 ? '' : html.slice(start, end + '</section>'.length);
}

const styleElements = (html: string) => [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1] as string);
const cspHash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('the home page inside one round trip', () => {
  it.each(['br', 'gzip'] as const)(
    'the first 14 KB sent (%s) hold the head, the header, the hero and their CSS',
    async (encoding) => {
      const res = await home(encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      const html = decoded(res.rawPayload, encoding);
      const hero = heroOf(html);
      expect(hero).toContain('<h1');
      const bodyBudget = FIRST_ROUND_TRIP_BYTES - headerBytes(res.headers);
      const first = await decodePrefix(res.rawPayload, bodyBudget, encoding);
      expect(first).toContain('<header class="site-header"');
      expect(first).toContain(hero);
      // The head's CSS is the first screen's: the hero's own rules are in it.
      const headCss = styleElements(first.slice(0, first.indexOf('</head>')))[0] ?? '';
      expect(headCss).toContain('.home-hero{');
    },
  );

  it('the head holds only the first screen’s CSS; the whole CSS follows the hero', async () => {
    const html = decoded((await home('br')).rawPayload, 'br');
    const headEnd = html.indexOf('</head>');
    const [headCss = ''] = styleElements(html.slice(0, headEnd));
    const afterHero = html.slice(html.indexOf(heroOf(html)) + heroOf(html).length);
    const [wholeCss = ''] = styleElements(afterHero);
    expect(afterHero.startsWith(`<style>${wholeCss}</style>`)).toBe(true);
    // A rule of a lower section (the carousels' arrows) is not in the head, and is in the whole CSS.
    expect(headCss).not.toContain('.carousel-arrow');
    expect(wholeCss).toContain('.carousel-arrow');
    expect(headCss.length).toBeLessThan(wholeCss.length / 2);
    // The mark the page put there is gone.
    expect(html).not.toContain('data-fold=');
  });

  it('every inline style element is named in the page’s Content-Security-Policy', async () => {
    const res = await home('br');
    const styleSrc = /style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ') ?? [];
    const styles = styleElements(decoded(res.rawPayload, 'br'));
    expect(styles.length).toBeGreaterThanOrEqual(2);
    for (const css of styles) expect(styleSrc).toContain(cspHash(css));
  });
});
