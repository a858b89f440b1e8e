import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under a folder with its sha256 and mode: two equal snapshots mean nothing changed. */
export function snapshotDir(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string, rel: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      const r = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        out[`${r}/`] = 'dir';
        walk(full, r);
      } else {
        const hash = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
        out[r] = `${hash} ${(fs.statSync(full).mode & 0o777).toString(8)}`;
      }
    }
  };
  walk(dir, '');
  return out;
}

export function modeOf(file: string): number {
  return fs.statSync(file).mode & 0o777;
}
