// `npm start` builds first when there is no build or the sources are newer than it.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'dist', 'server', 'main.js');

function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

const sources = Math.max(newest(path.join(root, 'src')), fs.statSync(path.join(root, 'package-lock.json')).mtimeMs);
if (!fs.existsSync(output) || fs.statSync(output).mtimeMs < sources) {
  console.log('Building the site (first start or sources changed)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
