import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_MAX_BYTES, PageCache } from '../../src/server/ssr/page-cache';

const html = (n: number) =>
  `<!doctype html><html><body><h1>Page ${n}</h1>${'<p>Admissions are open.</p>'.repeat(500)}</body></html>`;

describe('page cache', () => {
  it('answers a stored page in every form, the uncompressed one byte for byte', () => {
    const cache = new PageCache();
    cache.clear();
    const made = cache.set('/about', 200, html(1), cache.version);
    const hit = cache.get('/about');
    expect(hit?.html.toString()).toBe(html(1));
    expect(zlib.brotliDecompressSync(hit!.br).toString()).toBe(html(1));
    expect(zlib.gunzipSync(hit!.gzip).toString()).toBe(html(1));
    expect(hit?.etags).toEqual(made.etags);
  });

  it('drops the oldest pages when crafted addresses would fill it past its size', () => {
    const cache = new PageCache();
    cache.clear();
    // Pages that hardly compress (random text), about 100 kB each in both forms: 12 MB hold about 120.
    const pages = Array.from({ length: 150 }, (_, n) => `<p>${n}</p>${crypto.randomBytes(50_000).toString('base64')}`);
    for (const [n, page] of pages.entries()) cache.set(`/awards?tab=t${n}`, 200, page, cache.version);
    expect(cache.get('/awards?tab=t149')?.html.toString()).toBe(pages[149]);
    expect(cache.get('/awards?tab=t0')).toBeUndefined();
    const kept = pages.map((_, n) => cache.get(`/awards?tab=t${n}`)).filter((p) => p !== undefined);
    const bytes = kept.reduce((sum, p) => sum + p.br.length + p.gzip.length, 0);
    expect(kept.length).toBeGreaterThan(80);
    expect(kept.length).toBeLessThan(150);
    expect(bytes).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
  });
});
