import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsCharset } from '../../src/server/http/security';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// A client build of our own (two assets, one pre-compressed, and the manifest the server reads), so
// these tests need no `npm run build` and do not depend on what dist/ holds at the moment.
const SCRIPT = 'export const answer = 42; // ünïcödé\n';
const STYLE = 'body { font-family: "Noto Sans"; } /* ünïcödé */\n';
let clientDir: string;
let t: TestApp;
let base: string;

function makeClientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-client-'));
  fs.mkdirSync(path.join(dir, 'assets', 'nested'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, 'assets', 'entry-x.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets', 'entry-x.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'assets', 'entry-x.css'), STYLE);
  fs.writeFileSync(path.join(dir, 'assets', 'nested', 'chunk-y.js'), SCRIPT);
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/client/entry-client.tsx': { file: 'assets/entry-x.js', css: ['assets/entry-x.css'], isEntry: true },
    }),
  );
  return dir;
}

/** A request sent byte for byte as written: no client-side normalising of `..` or `%2e`. */
function rawRequest(method: string, target: string): Promise<{ status: number; type: string; body: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      const type = /\r\ncontent-type: ([^\r]*)/i.exec(data)?.[1] ?? '';
      resolve({ status, type, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
  });
}

beforeAll(async () => {
  clientDir = makeClientDir();
  t = await makeTestApp({}, { clientDir });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('the assets folder answers 404, never 403', () => {
  it('serves a real asset (the set-up works)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/entry-x.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SCRIPT);
  });

  it.each([
    '/assets/',
    '/assets/nested/',
    '/assets/nested',
    '/assets/..%2f..%2fpackage.json',
    '/assets/..%2F..%2Fpackage.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/%2E%2E/%2E%2E/package.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/assets/nested/..%2fentry-x.js',
    '/assets//entry-x.js',
    '/assets/..%5c..%5cpackage.json',
    '/assets/no-such-file.js',
  ])('GET %s answers 404', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('"dependencies"');
    expect(res.body).not.toContain('answer = 42');
  });

  // app.inject resolves `.`, `..` and `%2e%2e` like a browser's URL parser before the app sees them;
  // a scanner sends them as they are.
  it.each([
    '/assets/',
    '/assets/../../package.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/assets/nested/%2e%2e/entry-x.js',
    '/assets/nested/../entry-x.js',
    '/assets/./entry-x.js',
    '/assets//entry-x.js',
  ])('GET %s over a real connection answers 404', async (target) => {
    const res = await rawRequest('GET', target);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('"dependencies"');
  });

  it('answers HEAD on the folder with 404 as well', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/' })).statusCode).toBe(404);
  });
});

describe('TRACE and TRACK', () => {
  it.each(['/', '/contact', '/assets/entry-x.js', '/trpc/health.version', '/healthz', '/no-such-page'])(
    'TRACE %s answers 405 without echoing the request',
    async (url) => {
      const res = await t.app.inject({ method: 'TRACE', url, headers: { cookie: 'sid=secret-session' } });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
      expect(res.body).not.toContain('secret-session');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    },
  );

  it('TRACE over a real connection answers 405', async () => {
    const res = await rawRequest('TRACE', '/');
    expect(res.status).toBe(405);
  });

  it('TRACK over a real connection is refused by the HTTP parser, never echoed', async () => {
    // Node's parser does not know TRACK, so it never reaches the app; a refusal is what matters.
    const res = await rawRequest('TRACK', '/');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('leaves the other methods alone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('text responses carry a charset', () => {
  const UTF8 = /;\s*charset=utf-8$/i;

  it.each([
    ['an HTML page', '/', 'text/html'],
    ['the HTML 404 page', '/no-such-page', 'text/html'],
    ['robots.txt', '/robots.txt', 'text/plain'],
    ['sitemap.xml', '/sitemap.xml', 'application/xml'],
    ['the favicon', '/favicon.svg', 'image/svg+xml'],
    ['a missing image', '/media/slides/0123456789abcdef0123456789abcdef-480.webp', 'text/plain'],
    ['a malformed image path', '/media/slides/not-a-key.webp', 'text/plain'],
    ['a script', '/assets/entry-x.js', 'javascript'],
    ['a nested script', '/assets/nested/chunk-y.js', 'javascript'],
    ['a stylesheet', '/assets/entry-x.css', 'text/css'],
  ])('%s (%s)', async (_name, url, type) => {
    const res = await t.app.inject({ method: 'GET', url });
    const header = String(res.headers['content-type']);
    expect(header).toContain(type);
    expect(header).toMatch(UTF8);
  });

  it('a pre-compressed script keeps its type and charset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/entry-x.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers['content-type'])).toMatch(/javascript; charset=utf-8$/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('a stylesheet compressed on the fly keeps its charset', async () => {
    const big = STYLE.repeat(100);
    fs.writeFileSync(path.join(clientDir, 'assets', 'big-z.css'), big);
    const res = await t.app.inject({ method: 'GET', url: '/assets/big-z.css', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it.each([
    ['an unknown route (Fastify’s 404)', 'POST', '/no-such-endpoint', undefined, 404],
    ['broken JSON to an unknown route (Fastify’s 400)', 'POST', '/no-such-endpoint', '{"broken', 400],
    ['a TRACE (405)', 'TRACE', '/', undefined, 405],
  ] as const)('%s answers JSON with a charset', async (_name, method, url, payload, status) => {
    const res = await t.app.inject({
      method,
      url,
      headers: payload ? { 'content-type': 'application/json' } : {},
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    expect(res.headers['content-type']).toMatch(UTF8);
  });

  it('whoever sets a text type without one (a route added later, a plugin)', async () => {
    const other = await makeTestApp({}, { clientDir });
    try {
      other.app.get('/plain-probe', async (_req, reply) => reply.type('text/plain').send('ünïcödé'));
      other.app.get('/css-probe', async (_req, reply) => reply.header('Content-Type', 'text/css').send('a{}'));
      other.app.get('/png-probe', async (_req, reply) => reply.type('image/png').send(Buffer.alloc(8)));
      const plain = await other.app.inject({ method: 'GET', url: '/plain-probe' });
      expect(plain.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(plain.body).toBe('ünïcödé');
      const css = await other.app.inject({ method: 'GET', url: '/css-probe' });
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
      const png = await other.app.inject({ method: 'GET', url: '/png-probe' });
      expect(png.headers['content-type']).toBe('image/png');
    } finally {
      await other.close();
    }
  });

  it('over a real connection too (what a browser sees)', async () => {
    for (const url of ['/', '/robots.txt', '/assets/entry-x.js', '/assets/entry-x.css', '/favicon.svg']) {
      const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
        http.get(`${base}${url}`, resolve).on('error', reject);
      });
      res.resume();
      expect(String(res.headers['content-type']), url).toMatch(UTF8);
    }
  });
});

describe('needsCharset', () => {
  it.each([
    ['text/plain', true],
    ['text/html', true],
    ['application/xml', true],
    ['application/javascript', true],
    ['image/svg+xml', true],
    ['application/manifest+json', true],
    // JSON is UTF-8 by definition (RFC 8259 defines no charset); Fastify adds one anyway, tRPC does not.
    ['application/json', false],
    ['text/plain; charset=utf-8', false],
    ['text/html;charset=UTF-8', false],
    ['image/webp', false],
    ['application/pdf', false],
    ['application/octet-stream', false],
  ])('%s: %s', (type, expected) => {
    expect(needsCharset(type)).toBe(expected);
  });
});
