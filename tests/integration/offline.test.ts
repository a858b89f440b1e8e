import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KEPT_PAGE_KEYS,
  MANIFEST_PATH,
  OFFLINE_NETWORK_TIMEOUT_MS,
  OFFLINE_PATH,
  OFFLINE_WORDS,
  SERVICE_WORKER_PATH,
} from '../../src/shared/content/offline-words';
import { PATHS } from '../../src/shared/paths';
import { DEFAULT_SETTINGS } from '../../src/shared/schemas/settings';
import { formData, png } from '../fixtures/images';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The site on a phone without a connection (docs/decisions/040-offline.md): the web app manifest from
// the school's settings, the worker at /sw.js (never kept by a cache, allowed by the CSP, its cache
// named by the release), and the offline page it shows.

let t: TestApp;
const admin = () => t.caller({ session: { adminId: 1, username: 'admin', role: 'owner' as const, twoFactor: true } });
const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string }[];
}

/** The object the worker is given before its text (service-worker.ts). */
function workerConfig(script: string) {
  const json = /const OFFLINE_CONFIG = (\{.*\});\n/.exec(script)?.[1];
  expect(json, 'the worker names its facts').toBeDefined();
  return JSON.parse(json ?? '{}') as {
    release: string;
    cachePrefix: string;
    keep: string[];
    offlinePath: string;
    timeoutMs: number;
    neverPaths: string[];
  };
}

/** A client build of its own: only its manifests, which are what names a release. */
function fakeBuild(publicManifest: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-build-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
  fs.writeFileSync(path.join(dir, '.vite', 'public-manifest.json'), JSON.stringify(publicManifest));
  return dir;
}

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the web app manifest', () => {
  it('is linked from every public page, and not from the dashboard', async () => {
    for (const url of [PATHS.home, PATHS.fees, PATHS.notices, OFFLINE_PATH, '/no-such-page']) {
      expect((await get(t, url)).body, url).toContain(`<link rel="manifest" href="${MANIFEST_PATH}">`);
    }
    expect((await get(t, PATHS.adminLogin)).body).not.toContain('rel="manifest"');
  });

  it('names the school, its colour and icons from the settings, as application/manifest+json', async () => {
    const res = await get(t, MANIFEST_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = res.json() as Manifest;
    expect(manifest).toMatchObject({
      name: DEFAULT_SETTINGS.schoolName,
      short_name: DEFAULT_SETTINGS.shortName,
      start_url: '/',
      display: 'standalone',
      // The designed purple's theme colour, as the pages' <meta name="theme-color">.
      theme_color: '#5b21b6',
    });
    expect(manifest.icons.map((i) => [i.sizes, i.type])).toEqual([
      ['192x192', 'image/png'],
      ['512x512', 'image/png'],
    ]);
    // The built-in mark, drawn at each size.
    for (const icon of manifest.icons) {
      const file = await get(t, icon.src);
      expect(file.statusCode, icon.src).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      const meta = await sharp(file.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }

    await admin().admin.settings.save({
      schoolName: 'Crescent Public School',
      shortName: 'Crescent',
      primaryColor: '#14532d',
    });
    try {
      const changed = (await get(t, MANIFEST_PATH)).json() as Manifest;
      expect(changed).toMatchObject({ name: 'Crescent Public School', short_name: 'Crescent' });
      const home = (await get(t, PATHS.home)).body;
      // The same colour as the pages' theme colour, which follows the school's.
      const themeColour = /<meta name="theme-color" content="(#[0-9a-f]{6})">/.exec(home)?.[1];
      expect(changed.theme_color).toBe(themeColour);
      expect(changed.theme_color).not.toBe(manifest.theme_color);
      // A new colour is a new address for the icons, so a phone does not keep the old ones.
      expect(changed.icons[0]?.src).toBe('/app-icon-192.png?c=14532d');
    } finally {
      await admin().admin.settings.save({
        schoolName: DEFAULT_SETTINGS.schoolName,
        shortName: DEFAULT_SETTINGS.shortName,
        primaryColor: DEFAULT_SETTINGS.primaryColor,
      });
    }
  });

  it('makes its icons from the uploaded logo', async () => {
    const saved = await admin().admin.settings.uploadLogo(
      formData({}, { name: 'logo.png', bytes: await png(600, 300) }),
    );
    try {
      const manifest = (await get(t, MANIFEST_PATH)).json() as Manifest;
      const big = manifest.icons.find((i) => i.sizes === '512x512');
      expect(big?.src).toBe(`/app-icon-512.png?v=${saved.logo.slice(5, 17)}`);
      const file = await get(t, big?.src ?? '');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.width, meta.height, meta.hasAlpha]).toEqual([512, 512, true]);
      // The logo (a purple oblong) centred: the icon's middle is the logo's colour (#7c3aed, re-encoded),
      // its top corner the transparent margin.
      const pixel = async (at: number) => [
        ...(await sharp(file.rawPayload).extract({ left: at, top: at, width: 1, height: 1 }).raw().toBuffer()),
      ];
      const [r = 0, g = 0, b = 0] = await pixel(256);
      expect(Math.abs(r - 0x7c) + Math.abs(g - 0x3a) + Math.abs(b - 0xed)).toBeLessThan(12);
      expect((await pixel(0))[3]).toBe(0);
    } finally {
      await admin().admin.settings.removeLogo();
    }
  });
});

describe('the service worker', () => {
  it('is served as a script nobody keeps without asking, and the CSP allows it and the manifest', async () => {
    const res = await get(t, SERVICE_WORKER_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    for (const url of [SERVICE_WORKER_PATH, PATHS.home, MANIFEST_PATH]) {
      const csp = String((await get(t, url)).headers['content-security-policy']);
      expect(csp, url).toContain("worker-src 'self'");
      expect(csp, url).toContain("manifest-src 'self'");
    }
  });

  it('keeps the offline page and the five pages a parent needs, and never the private ones', async () => {
    const config = workerConfig((await get(t, SERVICE_WORKER_PATH)).body);
    expect(config.keep).toEqual([
      OFFLINE_PATH,
      PATHS.notices,
      PATHS.calendar,
      PATHS.importantDates,
      PATHS.fees,
      PATHS.contact,
    ]);
    expect(KEPT_PAGE_KEYS).toHaveLength(5);
    expect(config.offlinePath).toBe(OFFLINE_PATH);
    expect(config.timeoutMs).toBe(OFFLINE_NETWORK_TIMEOUT_MS);
    expect(config.neverPaths).toEqual(['/admin', '/trpc', PATHS.tcVerification, PATHS.admissionStatus, PATHS.search]);
    // Every page it keeps is a page the site answers.
    for (const url of config.keep) {
      const page = await get(t, url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('names its cache by the release: another build is another cache', async () => {
    const first = fakeBuild({ 'src/client/public/entry-public.tsx': { file: 'assets/entry-public-AAAAAAAA.js' } });
    const second = fakeBuild({ 'src/client/public/entry-public.tsx': { file: 'assets/entry-public-BBBBBBBB.js' } });
    const apps: TestApp[] = [];
    try {
      for (const clientDir of [first, first, second]) apps.push(await makeTestApp({}, { clientDir }));
      const [a, again, b] = await Promise.all(apps.map(async (app) => (await get(app, SERVICE_WORKER_PATH)).body));
      const [ca, cagain, cb] = [a, again, b].map((script) => workerConfig(script ?? ''));
      expect(ca?.release).toMatch(/^[0-9a-f]{12}$/);
      // The same build, started again, is the same release: the visitor's kept pages stay.
      expect(cagain?.release).toBe(ca?.release);
      expect(cb?.release).not.toBe(ca?.release);
      // The release is in the worker's text, so the browser installs the new worker.
      expect(a).not.toBe(b);
      expect(ca?.cachePrefix).toBe('school-pages-');
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      for (const dir of [first, second]) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the offline page', () => {
  it('says so, links the kept pages, and gives the school’s phone, WhatsApp, e-mail and addresses; never indexed', async () => {
    await admin().admin.settings.save({ whatsappNumber: '+91 98765 43210', phone: '+91 72400 12345' });
    try {
      const res = await get(t, OFFLINE_PATH);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toMatch(new RegExp(`<h1[^>]*>${OFFLINE_WORDS.heading}</h1>`));
      expect(html).toContain(`<title>${OFFLINE_WORDS.title} | ${DEFAULT_SETTINGS.schoolName}</title>`);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain('href="tel:+917240012345"');
      expect(html).toContain('href="https://wa.me/919876543210"');
      expect(html).toContain(`href="mailto:${DEFAULT_SETTINGS.email}"`);
      expect(html).toContain(DEFAULT_SETTINGS.addressDubai.split('\n')[0]);
      for (const url of [PATHS.notices, PATHS.calendar, PATHS.importantDates, PATHS.fees, PATHS.contact]) {
        expect(html).toContain(`href="${url}"`);
      }
      expect((await get(t, '/sitemap.xml')).body).not.toContain(OFFLINE_PATH);
    } finally {
      await admin().admin.settings.save({ whatsappNumber: '', phone: DEFAULT_SETTINGS.phone });
    }
  });
});
