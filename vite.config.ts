/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One config, two builds: the browser bundle (dist/client, with a manifest the server reads)
// and the server (`vite build --ssr src/server/main.ts`, dist/server), which bundles the
// server-render entry and leaves node_modules external.
// OUT_DIR lets parallel work build into separate folders (default dist).
const outRoot = process.env.OUT_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: false,
  build: isSsrBuild
    ? {
        outDir: `${outRoot}/server`,
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        rollupOptions: { input: { main: 'src/server/main.ts', cli: 'src/server/cli.ts', 'backup-cli': 'src/server/backup-cli.ts' } },
      }
    : {
        outDir: `${outRoot}/client`,
        emptyOutDir: true,
        manifest: true,
        target: 'es2020',
        cssCodeSplit: true,
        rollupOptions: { input: 'src/client/entry-client.tsx' },
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
}));
