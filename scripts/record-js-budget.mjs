// Records the brotli size of every chunk of the public build in tests/integration/js-budget.json, the
// sizes the JavaScript budget test compares a grown page's chunks with. Run after `npm run build` when a
// change in size is meant, and commit the file with the change.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, process.env.OUT_DIR ?? 'dist', 'client');
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'public-manifest.json'), 'utf8'));
const chunks = {};
for (const { file } of Object.values(manifest)) {
  if (!file.endsWith('.js')) continue;
  chunks[path.basename(file).replace(/-[\w-]{8}\.js$/, '')] = fs.statSync(path.join(clientDir, `${file}.br`)).size;
}
const sorted = Object.fromEntries(Object.entries(chunks).sort(([a], [b]) => a.localeCompare(b)));
const out = path.join(root, 'tests', 'integration', 'js-budget.json');
fs.writeFileSync(
  out,
  `${JSON.stringify({ note: 'Brotli bytes per public chunk; npm run build && node scripts/record-js-budget.mjs', chunks: sorted }, null, 2)}\n`,
);
console.log(`recorded ${Object.keys(sorted).length} chunks in ${path.relative(root, out)}`);
