/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// One config, three builds:
// - the dashboard's browser bundle (`vite build`: dist/client, manifest .vite/manifest.json), a
//   single-page app with React Router, TanStack Query and the tRPC client;
// - the public pages' browser bundle (`vite build --mode public`: the same folder, manifest
//   .vite/public-manifest.json): the site script and the islands, React components hydrated one at a
//   time with small stand-ins for those three libraries (docs/architecture.md, "Islands");
// - the server (`vite build --ssr`, dist/server), which bundles the server-render entry with the real
//   libraries and leaves node_modules external.
// OUT_DIR lets parallel work build into separate folders (default dist).
const outRoot = process.env.OUT_DIR ?? 'dist';
const here = (file: string) => path.resolve(import.meta.dirname, file);

/** In the public build, these modules are replaced by their public-runtime stand-ins. */
function publicRuntime(): Plugin {
  const packages: Record<string, string> = {
    'react-router-dom': here('src/client/public/router.tsx'),
    '@tanstack/react-query': here('src/client/public/react-query.ts'),
  };
  const files = new Map([[here('src/client/lib/trpc.ts'), here('src/client/public/trpc.ts')]]);
  return {
    name: 'public-runtime',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (packages[source]) return packages[source];
      if (!source.startsWith('.') || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const swap = resolved && files.get(resolved.id);
      return swap ?? resolved;
    },
  };
}

/** React and the public runtime's stand-ins: what every island needs, one file (see manualChunks). */
const ISLAND_RUNTIME = [/node_modules\/(react|react-dom|scheduler)\//, /src\/client\/public\/(router|trpc|react-query)\./];
/**
 * What the site script shares with the islands (constants, its words, typed-text.ts): a small file of
 * its own, or the bundler would put it into React's file and every page would load React.
 */
const SITE_SHARED = /src\/(shared\/(constants|typed-text|content\/(site-controls|offline)-words)|client\/lib\/visit-source)\.ts$/;

/** The @font-face rules of each script but Latin (src/server/http/client-assets.ts SCRIPT_FONTS reads them). */
const SCRIPT_FONT_STYLES = ['src/client/styles/fonts/devanagari.css', 'src/client/styles/fonts/arabic.css'];

/**
 * The public pages' modules (their route ids in page-routes.tsx): each is an entry of the public build,
 * which the public runtime imports by the address the server gives it.
 */
function publicPageModules(): string[] {
  const routes = fs.readFileSync(here('src/client/page-routes.tsx'), 'utf8');
  return [...new Set([...routes.matchAll(/'(src\/client\/pages\/[^']+\.tsx)'/g)].map((m) => m[1] as string))];
}

export default defineConfig(({ isSsrBuild, mode }) => {
  const isPublic = mode === 'public';
  return {
    plugins: [react(), ...(isPublic ? [publicRuntime()] : [])],
    publicDir: false,
    build: isSsrBuild
      ? {
          outDir: `${outRoot}/server`,
          emptyOutDir: true,
          target: 'node20',
          sourcemap: true,
          rollupOptions: {
            input: {
              main: 'src/server/main.ts',
              cli: 'src/server/cli.ts',
              'backup-cli': 'src/server/backup-cli.ts',
              'host-cli': 'src/server/host-cli.ts',
              // The image worker, a process of its own (src/server/lib/images/image-jobs.ts finds it here).
              'image-worker': 'src/server/lib/images/image-worker.ts',
              // The PDF text worker, a thread of its own (src/server/lib/pdf-text.ts finds it here).
              'pdf-text-worker': 'src/server/lib/pdf-text-worker.ts',
            },
          },
        }
      : {
          outDir: `${outRoot}/client`,
          // The dashboard's build runs first and empties the folder; the public build adds to it.
          emptyOutDir: !isPublic,
          manifest: isPublic ? '.vite/public-manifest.json' : true,
          target: 'es2020',
          cssCodeSplit: true,
          // An island's CSS is in the page already (the server put it there): when its module is
          // imported, only its scripts are fetched.
          ...(isPublic ? { modulePreload: { polyfill: false, resolveDependencies: (_: string, deps: string[]) => deps.filter((d) => !d.endsWith('.css')) } } : {}),
          rollupOptions: isPublic
            ? {
                // The site script, which every public page loads; the islands' runtime, which it imports
                // when a page's first island wakes; and, for their CSS only, the shell and the page
                // modules (the server puts their CSS into each page; the browser never loads them).
                input: [
                  'src/client/site/site.ts',
                  'src/client/islands/runtime.tsx',
                  'src/client/public/shell.ts',
                  ...publicPageModules(),
                  // The fonts of the languages with their own script: CSS the server puts into those
                  // languages' pages only; their woff2 files are copied into assets/ with a hash.
                  ...SCRIPT_FONT_STYLES,
                ],
                preserveEntrySignatures: 'exports-only',
                // React and the stand-ins in one file: one request when an island wakes, and compressed
                // together it is smaller.
                output: {
                  codeSplitting: {
                    groups: [
                      // First, so a constant the stand-ins also import is not pulled into React's file.
                      { name: 'site-shared', test: SITE_SHARED, priority: 2 },
                      { name: 'react', test: (id: string) => ISLAND_RUNTIME.some((re) => re.test(id)), priority: 1 },
                    ],
                  },
                },
              }
            : { input: 'src/client/entry-client.tsx' },
        },
    test: {
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
      environment: 'node',
      pool: 'forks',
      testTimeout: 20_000,
      hookTimeout: 60_000,
      globalSetup: ['tests/helpers/vitest-global-setup.ts'],
      setupFiles: ['tests/helpers/vitest-setup.ts'],
    },
  };
});
