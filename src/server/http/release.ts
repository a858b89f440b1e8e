import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// What names one release of the site in the browser (the offline worker's cache,
// docs/decisions/040-offline.md): a hash of the client build's two manifests, which name every built
// file by the hash of its content, so any change to the pages' code or styles is a new release. Read
// once at start; a server without a build is 'development'.

/** Characters of the hash kept: enough that two releases never share one. */
const RELEASE_ID_CHARS = 12;

export function releaseId(clientDir: string): string {
  const hash = crypto.createHash('sha256');
  let found = false;
  for (const name of ['manifest.json', 'public-manifest.json']) {
    const file = path.join(clientDir, '.vite', name);
    if (!fs.existsSync(file)) continue;
    hash.update(name).update(fs.readFileSync(file));
    found = true;
  }
  return found ? hash.digest('hex').slice(0, RELEASE_ID_CHARS) : 'development';
}
