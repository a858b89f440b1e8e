// The site in four languages (docs/decisions/050-four-languages.md): what a page in Marathi or Urdu
// costs beside the same page in English.
// - First contentful paint of /fees, /mr/fees and /ur/fees in headless Chromium, each visit in a fresh
//   context (no font in the cache): the fonts load with `font-display: swap`, so they never delay it.
// - Every fixed page in every language fetched twice: the first pass renders, the second is answered
//   from the page cache (its times show it: a render takes milliseconds, a cached page a fraction of
//   one), then the server's RSS with all of them stored.
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM } from './js-sizes.mjs';
import { rssMB } from './server.mjs';
import { onCleanup, percentile, request, root } from './util.mjs';

const FCP_SAMPLES = 5;
const FCP_PAGES = ['/fees', '/mr/fees', '/hi/fees', '/ur/fees'];
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];

/** The language codes other than English, read from src/shared/paths.ts (the bench is plain JS). */
export function prefixedLanguages() {
  const source = fs.readFileSync(path.join(root, 'src', 'shared', 'paths.ts'), 'utf8');
  const block = /export const LANGUAGES = \[([\s\S]*?)\] as const/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/code: '([a-z]{2})'/g)].map((m) => m[1]).filter((c) => c !== 'en');
}

/** '/mr/fees' → '/fees'; an English address as it is. */
export function withoutLanguage(urlPath, codes = prefixedLanguages()) {
  const m = /^\/([a-z]{2})(\/.*)$/.exec(urlPath);
  return m && codes.includes(m[1]) ? m[2] : urlPath;
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? null,
    samples: sorted.length,
  };
};

async function firstContentfulPaint({ port }) {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const removeCloser = onCleanup(() => browser.close());
  const byPage = Object.fromEntries(FCP_PAGES.map((p) => [p, []]));
  try {
    // Interleaved, so a slower moment of the machine falls on every page alike.
    for (let i = 0; i < FCP_SAMPLES + 1; i += 1) {
      for (const urlPath of FCP_PAGES) {
        const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
        try {
          const page = await context.newPage();
          await page.goto(`http://127.0.0.1:${port}${urlPath}`, { waitUntil: 'load', timeout: 30_000 });
          const fcp = await page.evaluate(
            () =>
              new Promise((resolve) => {
                const seen = performance.getEntriesByName('first-contentful-paint')[0];
                if (seen) return resolve(seen.startTime);
                new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? null)).observe({
                  type: 'paint',
                  buffered: true,
                });
              }),
          );
          if (i > 0 && typeof fcp === 'number') byPage[urlPath].push(fcp);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    removeCloser();
  }
  return Object.fromEntries(Object.entries(byPage).map(([p, ms]) => [p, stats(ms)]));
}

/** Every fixed page (PATHS) in every language, twice; the second pass from the page cache. */
async function twoPasses({ port, pid, paths }) {
  const codes = prefixedLanguages();
  const all = paths.flatMap((p) => [p, ...codes.map((c) => (p === '/' ? `/${c}/` : `/${c}${p}`))]);
  const pass = async () => {
    const times = [];
    const statuses = {};
    const slowest = [];
    for (const urlPath of all) {
      const t0 = performance.now();
      const res = await request(port, 'GET', urlPath, { headers: { 'accept-encoding': 'br' } });
      const ms = performance.now() - t0;
      times.push(ms);
      slowest.push({ path: urlPath, ms: Number(ms.toFixed(2)) });
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
    slowest.sort((a, b) => b.ms - a.ms);
    return { ...stats(times), statuses, slowest: slowest.slice(0, 5) };
  };
  const first = await pass();
  const second = await pass();
  return { pages: all.length, first, second, rssAfter: rssMB(pid)?.rss ?? null };
}

export async function measureLanguages({ server, paths }) {
  const fcp = await firstContentfulPaint({ port: server.port });
  const cache = await twoPasses({ port: server.port, pid: server.pid, paths });
  return { fcp, cache };
}
