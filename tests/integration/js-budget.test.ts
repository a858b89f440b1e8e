import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { NOT_FOUND_ROUTE_ID, PUBLIC_PAGES, ROUTE_MODULE_ALIASES } from '../../src/client/page-routes';
import { PATHS } from '../../src/shared/paths';

// The JavaScript budget of the public pages (docs/decisions/026-public-runtime.md): what a page
// downloads is the public runtime's entry, its page module and the chunks those import, measured as
// the brotli files the server sends. Sizes are deterministic, so this runs on every build; timings
// belong to `npm run bench`. A page over budget names its chunks and how each changed against the
// sizes recorded in js-budget.json (update that file when a change is meant: see its note).

const KB = 1024;
/** The home page and the pages whose purpose is a form (they load the form kit as the home page does). */
const HOME_BUDGET = 90 * KB;
/**
 * Every information page. 76 KB since every page carries the accessibility statement's and the terms'
 * footer links and entries, and the "Last updated" line (docs/decisions/033-last-updated.md); 77 KB
 * since an information page draws its sections from its document, with the one renderer of every
 * section and block kind (client/pages/info/sections/page-document.tsx) beside its own lists.
 */
const PAGE_BUDGET = 77 * KB;
const FORM_PAGES: readonly string[] = [PATHS.home, PATHS.apply, PATHS.contact, PATHS.tcVerification];

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

function load(): Record<string, Chunk> {
  if (!fs.existsSync(manifestFile)) throw new Error(`No public build at ${clientDir}: run npm run build first.`);
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
}

/** A built file's name without its content hash: entry-public-a1b2c3.js → entry-public. */
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');

const brotliSize = (file: string) => fs.statSync(path.join(clientDir, `${file}.br`)).size;

/** The files a page made of `moduleId` downloads on load (not what it imports later, on use). */
function pageFiles(manifest: Record<string, Chunk>, moduleId: string): string[] {
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of manifest[id]?.imports ?? []) walk(imported);
  };
  walk('src/client/public/entry-public.tsx');
  walk(moduleId);
  return [...seen].map((id) => manifest[id]?.file).filter((f): f is string => Boolean(f));
}

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

const pages = [
  ...PUBLIC_PAGES.map((r) => ({ path: r.path ?? '', id: ROUTE_MODULE_ALIASES[r.id ?? ''] ?? r.id ?? '' })),
  { path: '(not found)', id: NOT_FOUND_ROUTE_ID },
];

describe('JavaScript budget of the public pages (brotli)', () => {
  const manifest = load();

  test.each(pages)('$path', ({ path: pagePath, id }) => {
    expect(manifest[id], `${id} is not in the public build`).toBeDefined();
    const files = pageFiles(manifest, id);
    const total = files.reduce((sum, f) => sum + brotliSize(f), 0);
    const budget = FORM_PAGES.includes(pagePath) ? HOME_BUDGET : PAGE_BUDGET;
    expect(
      total,
      `${pagePath} downloads ${(total / KB).toFixed(1)} KB of JavaScript, over its ${budget / KB} KB budget. Its chunks, most grown first:\n${report(files)}`,
    ).toBeLessThanOrEqual(budget);
  });

  test('no dashboard code is in the public build', () => {
    const admin = Object.keys(manifest).filter((id) => /\/admin\/|entry-client/.test(id));
    expect(admin).toEqual([]);
    for (const chunk of Object.values(manifest)) {
      const code = fs.readFileSync(path.join(clientDir, chunk.file), 'utf8');
      // Strings only the dashboard and its libraries carry: React Router's data router, TanStack
      // Query's cache, the tRPC client, and the dashboard's own headings.
      expect(code, chunk.file).not.toMatch(/createBrowserRouter|QueryClient|TRPCClientError|Sign out/);
    }
  });

  test('the validation library is loaded only when a form is used', () => {
    const zodChunks = Object.values(manifest).filter((c) =>
      fs.readFileSync(path.join(clientDir, c.file), 'utf8').includes('ZodError'),
    );
    expect(zodChunks.length).toBeGreaterThan(0);
    for (const page of pages) {
      const loaded = pageFiles(manifest, page.id);
      for (const zod of zodChunks) expect(loaded, `${page.path} loads ${zod.file} on load`).not.toContain(zod.file);
    }
  });
});
