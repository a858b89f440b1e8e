import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The folder holding package.json, found once: the same code runs from src/ (tests) and dist/ (built).
function findRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
