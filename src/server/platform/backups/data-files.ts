import fs from 'node:fs/promises';
import path from 'node:path';
import { DB_FILENAME } from '../../db/client';
import { PID_FILENAME } from './server-pid';

export const BACKUPS_DIRNAME = 'backups';
/** Work folders of a running backup or restore, inside the folder they write to. */
export const WORK_PREFIX = '.partial-';

/** Top-level names of DATA_DIR that are not the site's files: the database, backups, the pid file. */
function isSkipped(topName: string): boolean {
  return (
    topName === BACKUPS_DIRNAME ||
    topName === PID_FILENAME ||
    topName.startsWith(DB_FILENAME) ||
    topName.startsWith(WORK_PREFIX) ||
    topName.startsWith('.restore-')
  );
}

/**
 * The site's files under DATA_DIR (media, the uploaded brochure, any document), as paths relative to
 * it with '/' separators. Regular files only; half-written temporary files (`*.tmp`) are left out.
 * `extraSkip` is an absolute folder to leave out too (a backup folder given inside DATA_DIR).
 */
export async function listDataFiles(dataDir: string, extraSkip?: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string, rel: string): Promise<void> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (!rel && isSkipped(entry.name)) continue;
      if (extraSkip && path.resolve(full) === path.resolve(extraSkip)) continue;
      if (entry.isDirectory()) await walk(full, relPath);
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) out.push(relPath);
    }
  }
  await walk(dataDir, '');
  return out.sort();
}
