import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIT_REPORT_BATCH_MS } from '../../src/server/platform/visits/reported-views';
import { MAX_BROCHURE_BYTES } from '../../src/shared/constants';
import { PDF_REJECTED_MESSAGE } from '../../src/shared/schemas/admin-content';
import { ENQUIRY_MESSAGES } from '../../src/shared/schemas/enquiry';
import { makeEnquiryForm, makeEnquiryInput } from '../factories/inputs';
import { readRowsOffline } from '../factories/rows';
import { TEST_TOTP_SECRET, totpCode } from '../fixtures/two-factor';
import {
  type Answer,
  findNginx,
  type NginxProcess,
  PROXY_SNIPPET,
  request,
  requestHeadOnly,
  startNginx,
  testTlsSite,
} from '../helpers/nginx';
import { type ServerProcess, startServer } from '../helpers/server-process';

// The deployment of docs/deploy.md, tested through a real nginx (Debian's package) configured with the
// shipped files: deploy/nginx/school-website-cache.conf (http level; only its upstream port and cache
// folder rewritten) and deploy/nginx/school-website-proxy.conf (only the port of its visit reports
// rewritten), in front of the built server started as in production behind a proxy (TRUST_PROXY=true,
// an https SITE_URL). TLS aside, this is what a visitor's request meets. The TLS site file itself is checked with `nginx -t`.

const ADMIN = { username: 'office', password: 'Proxy-Tested-Password-2026' };
/** Small, so the limit is reached in a few requests. */
const ENQUIRY_LIMIT = 3;
/** `s-maxage` of public pages (src/server/ssr/cache-policy.ts PUBLIC_PAGE_CACHE). */
const PUBLIC_PAGE_SECONDS = 30;
/** The largest upload (the brochure) plus the multipart envelope (MULTIPART_OVERHEAD_BYTES in trpc-gate.ts). */
const LARGEST_REQUEST_BYTES = MAX_BROCHURE_BYTES + 64 * 1024;

let dir: string;
let dataDir: string;
let server: ServerProcess;
let nginx: NginxProcess;
/** The administrator's session cookie, once signed in through nginx. */
let adminCookie = '';

beforeAll(async () => {
  // First, so that a machine without nginx fails here with the command that installs it.
  findNginx();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-nginx-'));
  dataDir = path.join(dir, 'data');
  fs.cpSync(process.env.TEST_TEMPLATE_DATA_DIR!, dataDir, { recursive: true });
  server = await startServer({
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    SITE_URL: 'https://school.example.org',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
    ENQUIRY_RATE_LIMIT: String(ENQUIRY_LIMIT),
    BACKUP_HOUR: 'off',
    LOG_LEVEL: 'info',
  });
  const nginxDir = path.join(dir, 'nginx');
  fs.mkdirSync(nginxDir);
  nginx = await startNginx(Number(new URL(server.url).port), nginxDir);
});

afterAll(async () => {
  await nginx?.stop();
  await server?.kill();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** What a browser on the site sends with a form or an API call. */
const sameOrigin = () => ({ origin: nginx.url, 'sec-fetch-site': 'same-origin' });

const get = (urlPath: string, headers: Record<string, string> = {}) =>
  request(nginx.url, 'GET', urlPath, { headers: { 'accept-encoding': 'gzip', ...headers } });

const postJson = (urlPath: string, input: unknown, headers: Record<string, string> = {}) =>
  request(nginx.url, 'POST', urlPath, {
    headers: { 'content-type': 'application/json', ...sameOrigin(), ...headers },
    body: JSON.stringify(input),
  });

const cacheStatus = (res: Answer) => res.headers['x-cache-status'];
const heroTitle = (html: string) => /<h1 id="home-hero-title">([^<]*)<\/h1>/.exec(html)?.[1];
/** A documentation address (RFC 5737) a visitor might claim to have. */
const spoofedAddress = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`;

/** Requests a public page until nginx answers it from its cache (at most three times). */
async function cachedCopy(urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  let res = await get(urlPath, headers);
  for (let i = 0; i < 2 && cacheStatus(res) !== 'HIT'; i++) res = await get(urlPath, headers);
  return res;
}

/** The server's complete JSON log lines so far. */
function serverLog(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  for (const line of server.log().split('\n')) {
    try {
      if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      // The line still being written.
    }
  }
  return lines;
}

/** The log lines matching, once `enough` says they are all there (the log arrives through a pipe, maybe after the answer). */
async function logLines(
  match: (line: Record<string, unknown>) => boolean,
  enough: (lines: Record<string, unknown>[]) => boolean,
): Promise<Record<string, unknown>[]> {
  const deadline = Date.now() + 5000;
  let lines = serverLog().filter(match);
  while (!enough(lines) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    lines = serverLog().filter(match);
  }
  return lines;
}

describe('the shipped nginx configuration', () => {
  it('passes nginx -t, the https site file included with a certificate in place of Let’s Encrypt’s', () => {
    const tlsDir = path.join(dir, 'nginx-tls');
    fs.mkdirSync(tlsDir);
    const { status, output } = testTlsSite(tlsDir);
    expect(output).toContain('syntax is ok');
    expect(output).toContain('test is successful');
    // No warning, but nginx 1.25.1 and later (not Debian 12's or Ubuntu 24.04's) calling
    // `listen ... http2` deprecated; docs/deploy.md says what to change there.
    const warnings = output.split('\n').filter((line) => /\[(warn|emerg|alert|crit)\]/.test(line));
    expect(warnings.filter((line) => !/"listen \.\.\. http2" directive is deprecated/.test(line))).toEqual([]);
    expect(status).toBe(0);
  });

  it('sets client_max_body_size to the largest request the site accepts', () => {
    const snippet = fs.readFileSync(PROXY_SNIPPET, 'utf8');
    const size = /^client_max_body_size (\d+)k;$/m.exec(snippet)?.[1];
    expect(Number(size) * 1024).toBe(LARGEST_REQUEST_BYTES);
  });
});

describe('public pages through nginx', () => {
  it('answers with the site’s page and security headers, then from the cache (HIT), headers included', async () => {
    const first = await get('/about');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.text).toContain('<title>About Us');
    expect(first.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${PUBLIC_PAGE_SECONDS}`);
    expect(cacheStatus(first)).toBe('MISS');

    const second = await get('/about');
    expect(cacheStatus(second)).toBe('HIT');
    expect(second.text).toBe(first.text);
    for (const res of [first, second]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      // nginx adds no security header of its own (a second copy would be a duplicate).
      expect(String(res.headers['x-content-type-options'])).not.toContain(',');
      expect(res.headers.server).toBe('nginx');
    }
  });

  it('keeps one copy per Accept-Encoding (the site’s Vary) and passes the header to the site', async () => {
    await cachedCopy('/contact');
    const brotli = await get('/contact', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(cacheStatus(brotli)).toBe('MISS');
    expect(cacheStatus(await get('/contact', { 'accept-encoding': 'br' }))).toBe('HIT');
    const plain = await cachedCopy('/contact', { 'accept-encoding': 'identity' });
    expect(cacheStatus(plain)).toBe('HIT');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text.startsWith('<!doctype html>')).toBe(true);
    const gzip = await get('/contact');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(cacheStatus(gzip)).toBe('HIT');
  });

  it('caches the hashed assets, which the site marks immutable', async () => {
    const home = await get('/');
    const asset = /\/assets\/[^"]+\.js/.exec(home.text)?.[0];
    expect(asset).toBeDefined();
    const first = await get(asset!);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(cacheStatus(await get(asset!))).toBe('HIT');
  });

  it('never keeps the offline worker: a new release reaches the visitors at once (docs/decisions/040-offline.md)', async () => {
    const answers = [await get('/sw.js'), await get('/sw.js'), await get('/sw.js')];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(cacheStatus(res)).not.toBe('HIT');
    }
  });

  it('never answers the dashboard, the API or /healthz from the cache', async () => {
    for (const urlPath of ['/admin/login', '/admin', '/trpc/site.settings', '/healthz']) {
      const answers = [await get(urlPath), await get(urlPath), await get(urlPath, { 'accept-encoding': 'br' })];
      for (const res of answers) {
        expect(res.status, urlPath).toBeLessThan(400);
        expect(cacheStatus(res), urlPath).not.toBe('HIT');
        if (res.status === 200) expect(res.headers['cache-control'], urlPath).toBe('no-store');
      }
      // The dashboard and the API are not even looked up.
      if (urlPath !== '/healthz') expect(answers.map(cacheStatus), urlPath).toEqual(['BYPASS', 'BYPASS', 'BYPASS']);
    }
    expect(JSON.parse((await get('/healthz')).text)).toEqual({ status: 'ok' });
    // Everything under /admin (the dashboard's file downloads too), whatever the answer.
    expect(cacheStatus(await get('/admin-files/backups/none.tar.gz'))).toBe('BYPASS');
  });
});

describe('enquiries and sign-in through nginx', () => {
  it('stores an enquiry posted without JavaScript and one sent to the API, and acknowledges both', async () => {
    const form = await request(nginx.url, 'POST', '/contact', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...sameOrigin() },
      body: new URLSearchParams(makeEnquiryForm({ email: 'form.via.nginx@example.com' })).toString(),
    });
    expect(form.status).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.text).toContain('Your enquiry has been submitted successfully');
    expect(cacheStatus(form)).toBeUndefined();

    const api = await postJson('/trpc/enquiry.create', makeEnquiryInput({ email: 'api.via.nginx@example.com' }));
    expect(api.status).toBe(200);
    expect(JSON.parse(api.text)).toEqual({
      result: { data: { ok: true, reference: expect.stringMatching(/^ENQ-\d{4}-\d{5}$/) } },
    });
    // POSTs are never looked up in the cache.
    expect(cacheStatus(api)).toBeUndefined();

    const stored = readRowsOffline(dataDir, 'enquiries').map((row) => row.email);
    expect(stored).toEqual(expect.arrayContaining(['form.via.nginx@example.com', 'api.via.nginx@example.com']));
  });

  it('signs the administrator in (a __Host- cookie, as over https) and keeps the session', async () => {
    const login = await postJson(
      '/trpc/admin.login',
      { ...ADMIN, code: totpCode() },
      { 'x-forwarded-for': spoofedAddress() },
    );
    expect(login.status).toBe(200);
    const setCookie = String(login.headers['set-cookie'] ?? '');
    expect(setCookie).toMatch(/^__Host-sid=[^;]+;.*HttpOnly/);
    expect(setCookie).toContain('Secure');
    adminCookie = setCookie.split(';')[0]!;

    const me = await get('/trpc/admin.me', { cookie: adminCookie });
    expect(JSON.parse(me.text).result.data).toMatchObject({ username: ADMIN.username });
    // The dashboard sends its queries as POSTs (method override).
    const list = await postJson('/trpc/admin.enquiries.list', { search: 'via.nginx' }, { cookie: adminCookie });
    expect(list.status).toBe(200);
    expect(JSON.parse(list.text).result.data.pagination.total).toBe(2);
    // The audit line names the real client (nginx's address here), not the address the request claimed.
    const signIns = await logLines(
      (line) => line.event === 'sign-in' && line.username === ADMIN.username,
      (lines) => lines.length > 0,
    );
    expect(signIns).toHaveLength(1);
    expect(signIns[0]).toMatchObject({ ip: '127.0.0.1' });
  });

  it('sends a signed-in administrator’s page requests to the site and stores none of them', async () => {
    expect(adminCookie).not.toBe('');
    expect(cacheStatus(await cachedCopy('/about'))).toBe('HIT');
    const admin = await get('/about', { cookie: adminCookie });
    expect(admin.status).toBe(200);
    expect(cacheStatus(admin)).toBe('BYPASS');
    // Either cookie name (plain http uses `sid`), beside other cookies, bypasses the cache.
    expect(cacheStatus(await get('/about', { cookie: 'theme=dark; sid=anything' }))).toBe('BYPASS');
    expect(cacheStatus(await get('/about', { cookie: 'a=1;__Host-sid=x' }))).toBe('BYPASS');
    // A cookie that only ends in `sid` does not.
    expect(cacheStatus(await get('/about', { cookie: 'xsid=1' }))).toBe('HIT');
    // The visitors' copy is still the one cached before.
    expect(cacheStatus(await get('/about'))).toBe('HIT');
  });

  it('counts the enquiry limit per real client: a made-up X-Forwarded-For does not give a fresh limit', async () => {
    const spoofed: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i <= ENQUIRY_LIMIT && !statuses.includes(429); i++) {
      const claimed = spoofedAddress();
      spoofed.push(claimed);
      const res = await postJson('/trpc/enquiry.create', makeEnquiryInput({ firstName: `Spoof${i}` }), {
        'x-forwarded-for': claimed,
      });
      statuses.push(res.status);
    }
    // Every address claimed was new; had the site believed them, all would have been accepted. It
    // counted them with the two enquiries of the test above, all from 127.0.0.1.
    expect(statuses).toEqual([...Array(ENQUIRY_LIMIT - 2).fill(200), 429]);
    const refused = await postJson('/trpc/enquiry.create', makeEnquiryInput(), {
      'x-forwarded-for': `${spoofedAddress()}, ${spoofedAddress()}`,
    });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.text).error.message).toBe(ENQUIRY_MESSAGES.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The site saw (and logged) nginx's address for every one of them, never a claimed one.
    // This test's requests, the refused one, and the enquiry test's one to the API.
    const sent = statuses.length + 2;
    const posts = await logLines(
      (line) => (line.req as { url?: string } | undefined)?.url === '/trpc/enquiry.create',
      (lines) => lines.length >= sent,
    );
    expect(posts.length).toBe(sent);
    for (const line of posts) expect((line.req as { remoteAddress: string }).remoteAddress).toBe('127.0.0.1');
    for (const claimed of spoofed) expect(server.log()).not.toContain(`"${claimed}"`);
  });
});

describe('visit counts through nginx', () => {
  it('counts every view of a page, those answered from nginx’s cache too, and each once', async () => {
    expect(adminCookie).not.toBe('');
    // A page no other test asks for, with a campaign of its own; a browser's user agent (robots are not counted).
    const page = '/eligibility';
    const url = `${page}?utm_source=nginx-cache-test&utm_campaign=mirror`;
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' };
    const statuses: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await get(url, browser);
      expect(res.status).toBe(200);
      statuses.push(cacheStatus(res));
    }
    // Two of the three never reached the site: nginx reported them (a datagram each, gathered by the
    // site for VISIT_REPORT_BATCH_MS), as it did the first, which the site answered without counting.
    expect(statuses).toEqual(['MISS', 'HIT', 'HIT']);
    type Summary = {
      pages: { path: string; visits: number }[];
      campaigns: { source: string; campaign: string; visits: number }[];
    };
    const summary = async (): Promise<Summary> => {
      const res = await postJson('/trpc/admin.visits.summary', null, { cookie: adminCookie });
      expect(res.status).toBe(200);
      return JSON.parse(res.text).result.data as Summary;
    };
    const deadline = Date.now() + VISIT_REPORT_BATCH_MS + 4000;
    let data = await summary();
    while (!data.pages.some((p) => p.path === page && p.visits >= 3) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      data = await summary();
    }
    expect(data.pages).toContainEqual({ path: page, visits: 3 });
    expect(data.campaigns).toContainEqual({ source: 'nginx-cache-test', medium: '', campaign: 'mirror', visits: 3 });
  });

  it('reports no view of a file to the site', async () => {
    const home = await get('/');
    const asset = /\/assets\/site-[^"]+\.js/.exec(home.text)?.[0];
    expect(asset).toBeDefined();
    await get(asset!);
    await get(asset!);
    await get('/robots.txt');
    // A page's report is sent after theirs, and the site asks itself for the reported page (a second
    // line in its log): once that is there, theirs would be too.
    await get('/admission-process', { 'user-agent': 'Mozilla/5.0 Firefox/140.0' });
    await logLines(
      (line) => (line.req as { url?: string } | undefined)?.url === '/admission-process',
      (found) => found.length >= 2,
    );
    const lines = serverLog().filter((line) => {
      const url = (line.req as { url?: string } | undefined)?.url;
      return url === asset || url === '/robots.txt';
    });
    // The asset once (then nginx's cache), robots.txt once: no reports.
    expect(lines.map((line) => (line.req as { url: string }).url).sort()).toEqual([asset, '/robots.txt'].sort());
  });
});

describe('request size through nginx', () => {
  it('refuses a body one byte over client_max_body_size in nginx, as the site itself would', async () => {
    const head = (port: number, length: number, cookie = '') =>
      `POST /trpc/admin.settings.uploadBrochure HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${length}\r\n` +
      `${cookie ? `Cookie: ${cookie}\r\n` : ''}Connection: close\r\n\r\n`;

    const byNginx = await requestHeadOnly(nginx.port, head(nginx.port, LARGEST_REQUEST_BYTES + 1, adminCookie));
    expect(byNginx).toMatch(/^HTTP\/1\.1 413 /);
    expect(byNginx).toMatch(/\r\nServer: nginx\r\n/);

    // The same request straight to the site (signed in): the site's own limit is the same number.
    const sitePort = Number(new URL(server.url).port);
    const bySite = await requestHeadOnly(sitePort, head(sitePort, LARGEST_REQUEST_BYTES + 1, adminCookie));
    expect(bySite).toMatch(/^HTTP\/1\.1 413 /);
    expect(bySite).toMatch(/content-type: application\/json/i);
  });

  it('passes a body of exactly client_max_body_size on to the site', async () => {
    const preamble = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
    );
    const epilogue = Buffer.from('\r\n--b--\r\n');
    const body = Buffer.alloc(LARGEST_REQUEST_BYTES, 0x20);
    preamble.copy(body, 0);
    epilogue.copy(body, body.length - epilogue.length);
    const res = await request(nginx.url, 'POST', '/trpc/admin.settings.uploadBrochure', {
      headers: { 'content-type': 'multipart/form-data; boundary=b', cookie: adminCookie, ...sameOrigin() },
      body,
    });
    // nginx let it through, and the site took it, read it and judged the file itself (not a PDF).
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).error.data.fieldErrors).toEqual({ file: [PDF_REJECTED_MESSAGE] });
  });
});

describe('a content change through the cache', () => {
  it(
    `shows on the public page within ${PUBLIC_PAGE_SECONDS} seconds, at once for the administrator`,
    async () => {
      expect(adminCookie).not.toBe('');
      const before = await cachedCopy('/');
      expect(cacheStatus(before)).toBe('HIT');
      const oldTagline = heroTitle(before.text);
      expect(oldTagline).toBeDefined();

      const tagline = `Learning Through The Proxy ${Date.now()}`;
      const save = await postJson('/trpc/admin.settings.save', { tagline }, { cookie: adminCookie });
      expect(save.status).toBe(200);
      const savedAt = Date.now();

      // The administrator sees it at once; visitors are still served the copy in the cache.
      expect(heroTitle((await get('/', { cookie: adminCookie })).text)).toBe(tagline);
      const firstVisitor = await get('/');
      expect(heroTitle(firstVisitor.text)).toBe(oldTagline);
      expect(['HIT', 'STALE', 'UPDATING']).toContain(cacheStatus(firstVisitor));

      // Then, within s-maxage, every visitor gets the new page.
      const seen: string[] = [];
      let shown = false;
      while (!shown && Date.now() - savedAt < (PUBLIC_PAGE_SECONDS + 5) * 1000) {
        await new Promise((r) => setTimeout(r, 250));
        const res = await get('/');
        seen.push(String(cacheStatus(res)));
        shown = heroTitle(res.text) === tagline;
      }
      const elapsed = Date.now() - savedAt;
      expect(shown, `statuses seen: ${[...new Set(seen)].join(', ')}`).toBe(true);
      // s-maxage, plus nginx's whole-second clock (up to 1 s), the polling interval and one render.
      expect(elapsed).toBeLessThanOrEqual((PUBLIC_PAGE_SECONDS + 3) * 1000);
      // And the new page is cached in its turn.
      const after = await cachedCopy('/');
      expect(cacheStatus(after)).toBe('HIT');
      expect(heroTitle(after.text)).toBe(tagline);
    },
    (PUBLIC_PAGE_SECONDS + 15) * 1000,
  );
});

describe('the site’s access log through nginx', () => {
  /** The site's own access log (school-website-proxy.conf's access_log, its folder rewritten to nginx's). */
  const accessLog = () => {
    const file = path.join(nginx.dir, 'school-website.access.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  };
  /** The access log once it holds `line` (nginx writes it after the answer has left). */
  async function accessLogWith(line: string): Promise<string> {
    const deadline = Date.now() + 5000;
    let text = accessLog();
    while (!text.includes(line) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      text = accessLog();
    }
    return text;
  }

  it('never answers a search from its cache nor stores one, in any language', async () => {
    for (const address of ['/search?q=fees', '/mr/search?q=fees', '/search']) {
      const first = await get(address);
      expect(first.status, address).toBe(200);
      expect(first.headers['cache-control'], address).toBe('no-cache');
      const second = await get(address);
      expect(cacheStatus(second), address).not.toBe('HIT');
      expect(['BYPASS', undefined]).toContain(cacheStatus(second));
    }
  });

  it('writes the search and notices pages and the API without their query, the other addresses whole', async () => {
    const searched = [
      '/search?q=secretword',
      '/search/?q=secretword',
      '/mr/search?q=secretword&page=2',
      '/notices?q=secretword',
      '/hi/notices/?category=exam&q=secretword',
      `/trpc/notices.list?input=${encodeURIComponent(JSON.stringify({ q: 'secretword' }))}`,
    ];
    for (const address of searched) await get(address);
    // A script of the search page carries the page's whole address as its Referer (same site).
    await get('/favicon.ico', { referer: 'https://school.example.org/ur/search?q=secretword' });
    // An address outside those keeps its query, as nginx's `combined` format writes it.
    await get('/about?utm_source=newsletter');

    const log = await accessLogWith('"GET /about?utm_source=newsletter HTTP/1.1"');
    expect(log).toContain('"GET /about?utm_source=newsletter HTTP/1.1" 200 ');
    expect(log).not.toContain('secretword');
    for (const address of searched) {
      expect(log).toContain(`"GET ${address.slice(0, address.indexOf('?'))} HTTP/1.1"`);
    }
    expect(log).toContain('"https://school.example.org/ur/search"');
    // The combined format: the visitor's address first, then the request line, status, size, referrer, agent.
    expect(log).toMatch(/^127\.0\.0\.1 - - \[[^\]]+\] "GET \/search HTTP\/1\.1" \d{3} \d+ "-" "-"$/m);
    // Nothing of these requests is written to nginx's general access log.
    const general = path.join(nginx.dir, 'access.log');
    expect(fs.existsSync(general) ? fs.readFileSync(general, 'utf8') : '').not.toContain('secretword');
  });
});

describe('nginx itself', () => {
  it('logged no error while serving the tests but the refused oversized body', () => {
    const errors = nginx
      .errorLog()
      .split('\n')
      .filter((line) => /\[(error|crit|alert|emerg)\]/.test(line));
    expect(errors.filter((line) => !line.includes('client intended to send too large body'))).toEqual([]);
    expect(errors).toHaveLength(1);
  });
});
