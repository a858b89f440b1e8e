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

/**
 * package.json's version, read once at start. Importing the JSON instead would make Vite bundle the
 * whole file (its scripts and dependency list) into the server build.
 */
export const APP_VERSION: string = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).version;
