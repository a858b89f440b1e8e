// The JavaScript each public page downloads: every public page (home and the information pages,
// from the sitemap and src/shared/paths.ts; /admin skipped) loaded in headless Chromium, each in a
// fresh context (a first visit), until load and network idle. Each JavaScript response's size is its brotli size as the server sends
// it for `accept-encoding: br` (Content-Length of the same URL fetched with that header), so the figure
// does not depend on what Chromium advertises over plain http.
import fs from 'node:fs';
import path from 'node:path';
import { withoutLanguage } from './languages.mjs';
import { onCleanup, request, root } from './util.mjs';

export const CHROMIUM = '/usr/bin/chromium';
const PAGES_AT_ONCE = 3;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];

/** Module paths of admin code in the client build's manifest (anything under src/client/admin). */
function adminFiles() {
  const manifestPath = path.join(root, 'dist', 'client', '.vite', 'manifest.json');
  const files = new Set();
  if (!fs.existsSync(manifestPath)) return files;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  for (const [key, entry] of Object.entries(manifest)) {
    if (key.startsWith('src/client/admin/') || entry.src?.startsWith('src/client/admin/'))
      files.add(path.basename(entry.file));
  }
  return files;
}

/** A file name that belongs to admin code: the manifest says so, or its name does. */
function isAdmin(name, fromManifest) {
  return fromManifest.has(name) || /(^|[/-])(dashboard-page|login-page|admin)[-.]/.test(name);
}

/** The fixed addresses of src/shared/paths.ts (PATHS), read from the source: the bench is plain JS. */
export function pathsFromSource() {
  const source = fs.readFileSync(path.join(root, 'src', 'shared', 'paths.ts'), 'utf8');
  const block = /export const PATHS = \{([\s\S]*?)\n\};?/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s+\w+: '(\/[^']*)',?$/gm)].map((m) => m[1]);
}

/**
 * Every public page, home first: the server's sitemap.xml (which adds notices and campus pages) and
 * the fixed addresses of src/shared/paths.ts, without /admin, files, and addresses that redirect.
 */
/** The pages whose purpose is a form: they load the form kit, as the home page does. */
const FORM_PAGES = ['/apply', '/contact', '/tc-verification', '/admission-status'];

export async function publicPaths(port) {
  const res = await request(port, 'GET', '/sitemap.xml');
  if (res.status !== 200) throw new Error(`sitemap.xml answered ${res.status}`);
  const fromSitemap = [...res.body.toString().matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const candidates = [...new Set(['/', ...fromSitemap, ...pathsFromSource()])].filter(
    (p) => !p.startsWith('/admin') && !/\.(pdf|xml|ics|txt)$/.test(p),
  );
  const pages = [];
  for (const p of candidates) {
    const page = await request(port, 'GET', p, { headers: { 'accept-encoding': 'br' } });
    if (page.status === 200 && /text\/html/.test(String(page.headers['content-type']))) pages.push(p);
  }
  return pages;
}

export async function measureJsSizes({ server }) {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const removeCloser = onCleanup(() => browser.close());
  const brSize = new Map();
  const sizeOf = async (urlPath) => {
    if (!brSize.has(urlPath)) {
      const res = await request(server.port, 'GET', urlPath, { headers: { 'accept-encoding': 'br' } });
      brSize.set(urlPath, {
        bytes: Number(res.headers['content-length'] ?? res.body.length),
        encoding: res.headers['content-encoding'] ?? 'identity',
      });
    }
    return brSize.get(urlPath);
  };
  const manifestAdmin = adminFiles();
  const measurePage = async (urlPath) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const scripts = new Map();
      page.on('response', (res) => {
        const url = new URL(res.url());
        const type = res.headers()['content-type'] ?? '';
        if (url.port === String(server.port) && (/javascript/.test(type) || url.pathname.endsWith('.js')))
          scripts.set(url.pathname, res);
      });
      const answer = await page.goto(`http://127.0.0.1:${server.port}${urlPath}`, {
        waitUntil: 'load',
        timeout: 30_000,
      });
      // Network idle alone is not enough: on a busy machine the browser can spend more than its 500 ms
      // parsing a page before it reaches the loader, so the site script first says it is running,
      // then nothing more is fetched for 500 ms. No scrolling or input: what a page loads before any
      // interaction (an island near the first screen counts, as it wakes by itself).
      await page.waitForFunction(() => document.documentElement.dataset.site === 'ready', undefined, {
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle', { timeout: 30_000 });
      const files = [];
      for (const [scriptPath, res] of scripts) {
        const { bytes, encoding } = await sizeOf(scriptPath);
        const sizes = await res.request().sizes();
        files.push({
          file: path.basename(scriptPath),
          brotliBytes: bytes,
          encoding,
          browserBodyBytes: sizes.responseBodySize,
          browserEncoding: res.headers()['content-encoding'] ?? 'identity',
          admin: isAdmin(path.basename(scriptPath), manifestAdmin),
        });
      }
      files.sort((a, b) => b.brotliBytes - a.brotliBytes);
      return {
        path: urlPath,
        status: answer?.status() ?? null,
        jsBytes: files.reduce((n, f) => n + f.brotliBytes, 0),
        files,
        adminFiles: files.filter((f) => f.admin).map((f) => f.file),
      };
    } finally {
      await context.close();
    }
  };
  let pages;
  try {
    // A few pages at a time, each in its own context: network idle waits 500 ms per page.
    const queue = await publicPaths(server.port);
    const byPath = new Map();
    const worker = async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift())
        byPath.set(next, await measurePage(next));
    };
    const order = [...queue];
    await Promise.all(Array.from({ length: PAGES_AT_ONCE }, worker));
    pages = order.map((p) => byPath.get(p));
  } finally {
    await browser.close();
    removeCloser();
  }
  const home = pages.find((p) => p.path === '/');
  // The form pages are held to the home page's budget, as in tests/integration/js-budget.test.ts.
  // Each language's home page and form pages likewise ('/mr/' and '/mr/apply').
  const isForm = (p) =>
    p.path !== '/' && (withoutLanguage(p.path) === '/' || FORM_PAGES.includes(withoutLanguage(p.path)));
  const forms = pages.filter(isForm);
  const info = pages.filter((p) => p.path !== '/' && !isForm(p));
  const largest = (list) => list.reduce((a, b) => (b.jsBytes > (a?.jsBytes ?? -1) ? b : a), null);
  const largestInfo = largest(info);
  return {
    home,
    largestForm: largest(forms),
    infoCount: info.length,
    largestInfo,
    pages,
    adminOnPublic: pages.filter((p) => p.adminFiles.length > 0).map((p) => ({ path: p.path, files: p.adminFiles })),
  };
}
