import type { Page } from '@playwright/test';
import { PAGES, PATHS } from '../../src/shared/paths';
import { expect, test } from './fixtures';

// Privacy by design (India's DPDP Act): no public page makes a request to anyone but the school's
// own site before the visitor asks (the about video loads only when played). Every public page is
// opened and scrolled to its end; every request it made, and every resource its document names, is
// the site's own (or a data: or blob: address).

/** The pages of the registry, a notice, a campus's disclosure page and the privacy notice. */
const FIXED = [
  ...Object.values(PAGES).map((p) => p.path),
  `${PATHS.disclosure}/ganga-nagar`,
  PATHS.privacy,
  PATHS.tcVerification,
];
const paths = [...new Set(FIXED)];

/** The address of a notice on the site (the newest one listed). */
async function aNoticePath(page: Page): Promise<string> {
  await page.goto(PATHS.notices);
  const href = await page
    .locator(`main a[href^="${PATHS.notices}/"]`)
    .evaluateAll((links) =>
      links.map((a) => a.getAttribute('href') ?? '').find((h) => /^\/notices\/[a-z0-9-]+$/.test(h)),
    );
  expect(href, 'a notice listed on /notices').toBeTruthy();
  return href!;
}

/** Opens `path`, scrolls to the bottom (lazy images, sections that load when seen) and waits for quiet. */
async function visit(page: Page, path: string, origin: string) {
  const requested: string[] = [];
  const blocked: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  await page.exposeFunction('__reportBlocked', (uri: string) => blocked.push(uri)).catch(() => {});
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportBlocked: (u: string) => void }).__reportBlocked(e.blockedURI),
    );
  });

  const res = await page.goto(path, { waitUntil: 'load' });
  expect(res?.status(), path).toBe(200);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForLoadState('networkidle');

  const foreign = (url: string) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url);
  expect(requested.length, `${path} made requests`).toBeGreaterThan(0);
  expect(requested.filter(foreign), `requests from ${path} to another origin`).toEqual([]);
  expect(blocked, `requests from ${path} blocked by the CSP`).toEqual([]);

  // Nor does its document name a resource elsewhere (an image, script, style, frame or media file
  // that a later interaction or another browser would fetch without asking).
  const named = await page.evaluate(() => {
    const urls: string[] = [];
    const attrs: [string, string][] = [
      ['img', 'src'],
      ['img', 'srcset'],
      ['source', 'src'],
      ['source', 'srcset'],
      ['script', 'src'],
      ['iframe', 'src'],
      ['video', 'src'],
      ['video', 'poster'],
      ['audio', 'src'],
      ['object', 'data'],
      ['embed', 'src'],
      ['link[rel~="stylesheet"]', 'href'],
      ['link[rel~="preload"]', 'href'],
      ['link[rel~="modulepreload"]', 'href'],
      ['link[rel~="preconnect"]', 'href'],
      ['link[rel~="dns-prefetch"]', 'href'],
      ['link[rel~="icon"]', 'href'],
    ];
    for (const [selector, attr] of attrs)
      for (const el of document.querySelectorAll(selector)) {
        const value = el.getAttribute(attr);
        if (!value) continue;
        for (const part of attr === 'srcset' ? value.split(',').map((s) => s.trim().split(/\s+/)[0] ?? '') : [value])
          urls.push(new URL(part, document.baseURI).href);
      }
    return urls;
  });
  expect(named.filter(foreign), `resources ${path} names on another origin`).toEqual([]);
}

test.describe('no request to a third party before the visitor asks', () => {
  for (const path of paths) {
    test(path, async ({ page, baseURL }) => {
      await visit(page, path, new URL(String(baseURL)).origin);
    });
  }

  test('a notice', async ({ page, baseURL }) => {
    await visit(page, await aNoticePath(page), new URL(String(baseURL)).origin);
  });
});
