import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PUBLIC_PAGES } from '../../src/client/page-routes';
import { LANGUAGES, PATHS, pathInLanguage, splitLanguage } from '../../src/shared/paths';
import { makeTestApp, type TestApp } from '../helpers/test-app';

// The JavaScript budget of the public pages (docs/decisions/039-islands.md), measured as the brotli
// files the server sends:
// - before any interaction, a page loads what its loader script names (the site script and its
//   imports): at most 10 KB on an information page, 15 KB on the home page and the form pages;
// - each island adds, when it wakes, the islands' runtime (React) and its own module with their
//   imports, reported per island and held to ISLAND_BUDGET.
// Each page is rendered by the real server, so what is counted is what the page names, not what the
// build was meant to give it. A page over budget names its files and how each changed against the
// sizes recorded in js-budget.json (`node scripts/record-js-budget.mjs` after a build).

const KB = 1024;
const PAGE_BUDGET = 10 * KB;
const HOME_BUDGET = 15 * KB;
/** React DOM alone is about 60 KB: an island is React, the public runtime's stand-ins and its own module. */
const ISLAND_BUDGET = 85 * KB;
const FORM_PAGES: readonly string[] = [
  PATHS.home,
  PATHS.apply,
  PATHS.contact,
  PATHS.tcVerification,
  PATHS.admissionStatus,
];

const root = path.resolve(import.meta.dirname, '../..');
const clientDir = path.join(root, 'dist', 'client');
const manifestFile = path.join(clientDir, '.vite', 'public-manifest.json');
const recorded = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'js-budget.json'), 'utf8')) as {
  chunks: Record<string, number>;
};

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

function load(): Manifest {
  if (!fs.existsSync(manifestFile)) throw new Error(`No public build at ${clientDir}: run npm run build first.`);
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
}

/** A built file's name without its content hash: site-a1b2c3d4.js → site. */
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');
const brotliSize = (file: string) => fs.statSync(path.join(clientDir, `${file.replace(/^\//, '')}.br`)).size;
const sum = (files: string[]) => files.reduce((total, f) => total + brotliSize(f), 0);

function report(files: string[]): string {
  return files
    .map((file) => {
      const name = chunkName(file);
      const size = brotliSize(file);
      const before = recorded.chunks[name];
      const change = before === undefined ? 'new chunk' : `${size - before >= 0 ? '+' : ''}${size - before} B`;
      return { name, size, change, growth: before === undefined ? size : size - before };
    })
    .sort((a, b) => b.growth - a.growth)
    .map((c) => `  ${c.name}: ${(c.size / KB).toFixed(1)} KB (${c.change} against js-budget.json)`)
    .join('\n');
}

/** A module and every module it imports statically, as built files. */
function filesOf(manifest: Manifest, id: string, seen = new Set<string>()): Set<string> {
  if (seen.has(id)) return seen;
  seen.add(id);
  for (const imported of manifest[id]?.imports ?? []) filesOf(manifest, imported, seen);
  return seen;
}
const asFiles = (manifest: Manifest, ids: Iterable<string>) =>
  [...ids].map((id) => `/${manifest[id]?.file}`).filter((f) => f !== '/undefined');

/**
 * Each island's chunk in the build: the registry's lines (`name: () => import('../path')`) are the
 * runtime's dynamic imports, each the module's own entry or the shared chunk named after it.
 */
function islandModules(manifest: Manifest): Map<string, string> {
  const registry = path.join(root, 'src/client/islands/registry.ts');
  const text = fs.readFileSync(registry, 'utf8');
  const dynamic = manifest['src/client/islands/runtime.tsx']?.dynamicImports ?? [];
  const found = new Map<string, string>();
  for (const m of text.matchAll(/(?:'([\w-]+)'|(\w+)):\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    const base = path.basename(m[3] as string);
    const id = dynamic.find((d) => d.startsWith(`_${base}-`) || /\/([\w-]+)\.tsx?$/.exec(d)?.[1] === base);
    if (id) found.set((m[1] ?? m[2]) as string, id);
  }
  return found;
}

interface PageLoad {
  path: string;
  /** What the page loads before any interaction. */
  scripts: string[];
  islands: string[];
}

/** The public pages, each rendered by the server: the scripts it names and the islands it holds. */
async function pageLoads(t: TestApp): Promise<PageLoad[]> {
  const notices = await t.caller().notices.list({});
  const slug = notices.items[0]?.slug;
  const english = PUBLIC_PAGES.map((r) => r.path ?? '')
    .map((p) => (p.includes(':slug') ? p.replace(':slug', slug ?? 'missing') : p))
    .concat('/no-such-page');
  // Every page in every language: a page carries its own language's words, never the four.
  const paths = LANGUAGES.flatMap(({ code }) => english.map((p) => pathInLanguage(p, code)));
  const loads: PageLoad[] = [];
  for (const pagePath of paths) {
    const html = (await t.app.inject({ method: 'GET', url: pagePath })).body;
    const loader = html.match(/<script data-src="([^"]*)" data-preload="([^"]*)"/);
    const direct = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1] as string);
    const scripts = [loader?.[1] ?? '', ...(loader?.[2] ?? '').split(' '), ...direct].filter(Boolean);
    const islands = [...new Set([...html.matchAll(/data-island="([\w-]+)"/g)].map((m) => m[1] as string))];
    loads.push({ path: pagePath, scripts, islands });
  }
  return loads;
}

describe('JavaScript budget of the public pages (brotli)', () => {
  const manifest = load();
  let t: TestApp;
  let loads: PageLoad[];
  beforeAll(async () => {
    t = await makeTestApp();
    loads = await pageLoads(t);
  });
  afterAll(() => t.close());

  test('every public page loads at most 10 KB before any interaction (15 KB the home and form pages)', () => {
    expect(loads.length).toBeGreaterThan(30 * LANGUAGES.length);
    for (const page of loads) {
      expect(page.scripts.length, `${page.path} loads no script`).toBeGreaterThan(0);
      const total = sum(page.scripts);
      const budget = FORM_PAGES.includes(splitLanguage(page.path).path) ? HOME_BUDGET : PAGE_BUDGET;
      expect(
        total,
        `${page.path} loads ${(total / KB).toFixed(1)} KB of JavaScript before any interaction, over its ${budget / KB} KB budget:\n${report(page.scripts)}`,
      ).toBeLessThanOrEqual(budget);
    }
  });

  test('no page loads React before any interaction; each island adds at most 85 KB when it wakes', () => {
    const react = asFiles(manifest, ['src/client/islands/runtime.tsx']);
    for (const page of loads) for (const file of react) expect(page.scripts, page.path).not.toContain(file);
    const modules = islandModules(manifest);
    const seen = new Set(loads.flatMap((p) => p.islands));
    expect(seen.size, 'the pages hold islands').toBeGreaterThan(0);
    for (const name of seen) {
      const id = modules.get(name);
      expect(id, `island ${name} is in the registry`).toBeDefined();
      const files = asFiles(
        manifest,
        filesOf(manifest, id as string, filesOf(manifest, 'src/client/islands/runtime.tsx')),
      );
      const total = sum(files);
      expect(
        total,
        `the island ${name} adds ${(total / KB).toFixed(1)} KB when it wakes, over ${ISLAND_BUDGET / KB} KB:\n${report(files)}`,
      ).toBeLessThanOrEqual(ISLAND_BUDGET);
    }
  });

  test('no script a page loads, nor an island, carries the words of more than one language', () => {
    // Devanagari (Marathi, Hindi) and Arabic script (Urdu) in one file would be catalogues of several
    // languages in one download: the words reach a page with its HTML or its island's props instead.
    const modules = islandModules(manifest);
    const runtime = filesOf(manifest, 'src/client/islands/runtime.tsx');
    const islandFiles = [...modules.values()].flatMap((id) =>
      asFiles(manifest, filesOf(manifest, id, new Set(runtime))),
    );
    const files = new Set([...loads.flatMap((p) => p.scripts), ...islandFiles]);
    expect(files.size).toBeGreaterThan(3);
    for (const file of files) {
      // The list of languages names each in its own script: that list is shared, not a catalogue.
      let code = fs.readFileSync(path.join(clientDir, file.replace(/^\//, '')), 'utf8');
      for (const { name } of LANGUAGES) code = code.replaceAll(name, '');
      const devanagari = /[\u0900-\u097F]/u.test(code);
      const arabic = /[\u0600-\u06FF]/u.test(code);
      expect(devanagari && arabic, `${file} holds Devanagari and Urdu words`).toBe(false);
    }
  });

  test('no dashboard code is in the public build', () => {
    const admin = Object.keys(manifest).filter((id) => /\/admin\/|entry-client/.test(id));
    expect(admin).toEqual([]);
    for (const chunk of Object.values(manifest)) {
      if (!chunk.file.endsWith('.js')) continue;
      const code = fs.readFileSync(path.join(clientDir, chunk.file), 'utf8');
      // Strings only the dashboard and its libraries carry: React Router's data router, TanStack
      // Query's cache, the tRPC client, and the dashboard's own headings.
      expect(code, chunk.file).not.toMatch(/createBrowserRouter|QueryClient|TRPCClientError|Sign out/);
    }
  });

  test('neither React nor the validation library is in what a page loads before any interaction', () => {
    const heavy = Object.values(manifest).filter(
      (c) =>
        c.file.endsWith('.js') &&
        /ZodError|Minified React error/.test(fs.readFileSync(path.join(clientDir, c.file), 'utf8')),
    );
    expect(heavy.length).toBeGreaterThan(0);
    for (const page of loads)
      for (const chunk of heavy)
        expect(page.scripts, `${page.path} loads ${chunk.file}`).not.toContain(`/${chunk.file}`);
  });
});
