// Backup and restore times of the built command line (dist/server/backup-cli.js) for the seeded site and
// for the same site with 100,000 enquiries (docs/scaling.md). The server must be stopped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { removeTempDir, root, tempDir } from './util.mjs';

/** Runs the built backup command line; its wall time in seconds. */
function timed(args) {
  const t0 = performance.now();
  const result = spawnSync(process.execPath, [path.join(root, 'dist/server/backup-cli.js'), ...args], {
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { ...result, seconds: (performance.now() - t0) / 1000 };
}

/** Enquiries as parents leave them (the server is stopped; one transaction). */
function addEnquiries(dir, count) {
  const sqlite = new Database(path.join(dir, 'school.db'));
  const insert = sqlite.prepare(
    `INSERT INTO enquiries (name, email, mobile, state, city, school, grade, address)
     VALUES (?, ?, ?, 'Maharashtra', 'Akola', 'Ganga Nagar', 'Grade 3', ?)`,
  );
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++)
      insert.run(`Parent ${i}`, `parent${i}@example.com`, `98${String(i).padStart(8, '0')}`, `${i} Ganga Nagar, Akola`);
  })();
  sqlite.close();
}

export function measureBackups({ dataDir }) {
  const results = [];
  for (const [label, enquiries] of [
    ['seeded site', 0],
    ['100,000 enquiries', 100_000],
  ]) {
    if (enquiries) addEnquiries(dataDir, enquiries);
    const backup = timed(['backup', '--data-dir', dataDir]);
    const archive = backup.stdout?.match(/Backup written: (\S+)/)?.[1];
    if (!archive) throw new Error(`backup failed: ${backup.stderr}`);
    const restoreDir = tempDir('restore');
    const restore = timed(['restore', archive, '--data-dir', path.join(restoreDir, 'data')]);
    removeTempDir(restoreDir);
    if (restore.status !== 0) throw new Error(`restore failed: ${restore.stderr}`);
    results.push({
      label,
      enquiries,
      backupSeconds: backup.seconds,
      archiveMB: fs.statSync(archive).size / 1e6,
      restoreSeconds: restore.seconds,
    });
    fs.rmSync(archive);
  }
  return results;
}
