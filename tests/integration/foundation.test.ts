import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/shared/content/default-settings';
import { PAGES, PATHS, pageTitle } from '../../src/shared/paths';
import { makeTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('public routes', () => {
  it.each(Object.values(PAGES))('$path answers 200 with its title and heading in the server HTML', async (page) => {
    const res = await t.app.inject({ method: 'GET', url: page.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // The Important Dates page names the academic year of its events (2026-27), whatever today is.
    const year = page.path === PATHS.importantDates ? ` ${(await t.caller().events.importantDates()).year}` : '';
    const title = pageTitle({ title: `${page.title}${year}` }, DEFAULT_SETTINGS);
    expect(title).not.toMatch(/[{}]/);
    expect(res.body).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
    expect(res.body).toMatch(/<h1[^>]*>/);
    expect(res.body).toContain('Contact Us');
  });

  it('redirects the misspelt Why path permanently', async () => {
    const res = await t.app.inject({ method: 'GET', url: PATHS.whyMisspelt });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(PATHS.why);
  });

  it('points /admission-process canonical at /admissions', async () => {
    const res = await t.app.inject({ method: 'GET', url: PATHS.admissionProcess });
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/admissions">');
  });

  it('answers unknown paths with a friendly 404 page with header and footer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found');
    expect(res.body).toContain('Quick Links');
  });

  it.each([
    '/.env',
    '/package.json',
    '/data/school.db',
    '/src/server/main.ts',
    '/drizzle/0000_init.sql',
    '/assets/../package.json',
  ])('does not serve %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('"dependencies"');
  });

  it('keeps the admin pages out of the index', async () => {
    const res = await t.app.inject({ method: 'GET', url: PATHS.adminLogin });
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.headers['cache-control']).toBe('no-store');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>http://localhost:3000/fees</loc>');
    expect(sitemap.body).not.toContain('/admin');
  });
});

describe('security headers', () => {
  it('sets a strict CSP and companions on HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
  });

  it('answers a cached page with the same headers as the render that cached it, and every response with the security headers', async () => {
    const paths = ['/fees', '/about'];
    for (const url of paths) {
      // The first answer may be rendered; the later ones come from the page cache's first hook.
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } }));
      const [first, ...cached] = answers.map((r) => {
        const { date: _date, ...headers } = r.headers;
        return { status: r.statusCode, headers, bytes: r.rawPayload.length };
      });
      for (const again of cached) expect(again).toEqual(first);
    }
    const page = await t.app.inject({ method: 'GET', url: '/fees' });
    const api = await t.app.inject({ method: 'GET', url: '/trpc/site.settings' });
    for (const res of [page, api]) {
      expect(res.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-frame-options': 'SAMEORIGIN',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    }
    // The page's policy names its inline CSS; an API answer allows no inline style at all.
    expect(String(page.headers['content-security-policy'])).toMatch(/style-src 'self' 'sha256-/);
    expect(String(api.headers['content-security-policy'])).toContain("style-src 'self';");
  });

  it('answers a cached page on a real socket (in front of Fastify) with the headers and bytes of its render, a HEAD without a body, and a 304 for a current ETag', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const get = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const req = http.request(
          `${address}${url}`,
          { method, headers: { 'accept-encoding': 'br', ...headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    const withoutDate = ({ date: _date, ...rest }: http.IncomingHttpHeaders) => rest;
    for (const url of ['/notices', '/leadership']) {
      t.app.pageCache.clear();
      const rendered = await get(url);
      const cached = await get(url);
      expect(rendered.status).toBe(200);
      expect(rendered.headers['content-encoding']).toBe('br');
      expect({ status: cached.status, headers: withoutDate(cached.headers) }).toEqual({
        status: 200,
        headers: withoutDate(rendered.headers),
      });
      expect(cached.body.equals(rendered.body)).toBe(true);
      const head = await get(url, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(rendered.headers['content-length']);
      expect(head.body.length).toBe(0);
      const notModified = await get(url, 'GET', { 'if-none-match': String(rendered.headers.etag) });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers['content-security-policy']).toBe(rendered.headers['content-security-policy']);
    }
  });

  it('serves compressed HTML and answers 304 to a matching ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Each encoding has its own validator: the brotli ETag does not validate the plain page.
    const plain = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).not.toBe(res.headers.etag);
  });

  it('marks tRPC responses no-store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/health.version' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().result.data).toMatchObject({ ok: true });
  });

  it('refuses a cross-site POST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/health.version',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a POST the browser marks cross-site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/health.version',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('files', () => {
  it('serves a real PDF brochure as a download', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/brochure.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('%%EOF');
  });

  it('answers /healthz with JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves seeded image variants with long caching', async () => {
    const journeys = await t.caller().journeys.list();
    const url = journeys[0]?.imageUrl;
    expect(url).toMatch(/^\/media\/journeys\/[a-f0-9]{32}-960\.webp$/);
    const res = await t.app.inject({ method: 'GET', url: String(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('refuses media paths outside the store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/..%2F..%2Fschool.db' });
    expect(res.statusCode).toBe(404);
  });
});
