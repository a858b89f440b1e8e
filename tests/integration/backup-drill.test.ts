import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_PATTERN } from '../../src/server/platform/backups/create';
import {
  BACKUP_PHASE_TEXT,
  type BackupPhase,
  RESTORE_PHASE_TEXT,
  RESTORE_PHASES,
} from '../../src/shared/content/progress-words';
import { makeEnquiryInput } from '../factories/inputs';
import { readRowsOffline } from '../factories/rows';
import { modeOf, snapshotDir } from '../helpers/backup-files';
import { type ServerProcess, startServer } from '../helpers/server-process';

// The restore drill (docs/decisions/015-backups.md): the built server takes enquiries over HTTP while
// `npm run backup` (the built command, its own process) copies the site; the archive is restored into
// a fresh DATA_DIR, a server is started on it, and every enquiry acknowledged before the backup began
// must be there.

const root = path.resolve(import.meta.dirname, '..', '..');
const CLI = path.join(root, 'dist', 'server', 'backup-cli.js');

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[]): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const temps: string[] = [];
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

let server: ServerProcess;
let dataDir: string;
let archive: string;

beforeAll(async () => {
  if (!fs.existsSync(CLI)) throw new Error(`No build at ${CLI}: run npm run build first.`);
  dataDir = tempDir('school-drill-');
  fs.cpSync(process.env.TEST_TEMPLATE_DATA_DIR!, dataDir, { recursive: true });
  server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ENQUIRY_RATE_LIMIT: '10000' });
});

afterAll(async () => {
  await server?.kill();
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function postEnquiry(url: string, n: number): Promise<{ email: string; ok: boolean }> {
  const email = `drill-parent-${n}@example.com`;
  const res = await fetch(`${url}/trpc/enquiries.create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(makeEnquiryInput({ email, lastName: `Drill ${n}` })),
  });
  await res.arrayBuffer();
  return { email, ok: res.status === 200 };
}

describe('restore drill', () => {
  it('backs up under concurrent enquiries; the restored site has every enquiry acknowledged before the backup began', async () => {
    const ackedBefore: string[] = [];
    const ackedDuring: string[] = [];
    let backupStarted = false;
    let stop = false;
    let next = 0;
    let enoughWritten: () => void = () => {};
    const warmedUp = new Promise<void>((resolve) => {
      enoughWritten = resolve;
    });
    const writer = async () => {
      while (!stop) {
        const { email, ok } = await postEnquiry(server.url, next++);
        expect(ok).toBe(true);
        // Counted by when the acknowledgment arrived.
        (backupStarted ? ackedDuring : ackedBefore).push(email);
        if (ackedBefore.length >= 40) enoughWritten();
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);

    await warmedUp;
    backupStarted = true;
    const before = [...ackedBefore];
    const backup = await runCli(['backup', '--data-dir', dataDir]);
    const writtenDuringBackup = ackedDuring.length;
    stop = true;
    await writers;
    // Only what it was doing, step by step, on standard error.
    expect(backup.stderr.split('\n').filter(Boolean)).toEqual(
      ['files', 'database', 'files', 'checking', 'compressing'].map((p) => BACKUP_PHASE_TEXT[p as BackupPhase]),
    );
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written: .*school-backup-\d{8}-\d{6}\.tar\.gz/);
    // The writes really ran while the backup was being taken.
    expect(writtenDuringBackup).toBeGreaterThan(0);

    const backupsDir = path.join(dataDir, 'backups');
    const archives = fs.readdirSync(backupsDir);
    expect(archives).toHaveLength(1);
    expect(archives[0]).toMatch(ARCHIVE_PATTERN);
    archive = path.join(backupsDir, archives[0]!);
    expect(modeOf(archive)).toBe(0o600);
    expect(modeOf(backupsDir)).toBe(0o700);

    // Restore on "another machine": a DATA_DIR that does not exist yet.
    const fresh = path.join(tempDir('school-drill-restore-'), 'data');
    const restore = await runCli(['restore', archive, '--data-dir', fresh]);
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^Restored school-backup-/);
    // Only what it was doing, step by step, on standard error.
    expect(restore.stderr.split('\n').filter(Boolean)).toEqual(RESTORE_PHASES.map((p) => RESTORE_PHASE_TEXT[p]));

    const restored = await startServer({ DATA_DIR: fresh, LOG_LEVEL: 'info' });
    try {
      expect((await fetch(`${restored.url}/healthz`)).status).toBe(200);
      const stored = new Set(readRowsOffline(fresh, 'enquiries').map((r) => r.email));
      const missing = before.filter((email) => !stored.has(email));
      expect(missing).toEqual([]);
      expect(before.length).toBeGreaterThanOrEqual(40);
      // The restored site takes new enquiries.
      expect((await postEnquiry(restored.url, 1_000_000)).ok).toBe(true);
    } finally {
      await restored.kill();
    }
  });

  it('refuses to restore while the server runs on that DATA_DIR, and says how to stop it', async () => {
    expect(archive).toBeDefined();
    const namesBefore = fs.readdirSync(dataDir).sort();
    const backupsBefore = snapshotDir(path.join(dataDir, 'backups'));
    const result = await runCli(['restore', archive, '--data-dir', dataDir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`(process ${server.child.pid}) is running on ${dataDir}`);
    expect(result.stderr).toContain(
      'Stop the server first (for example: sudo systemctl stop school-website), then run the restore again.',
    );
    expect(fs.readdirSync(dataDir).sort()).toEqual(namesBefore);
    expect(snapshotDir(path.join(dataDir, 'backups'))).toEqual(backupsBefore);
    // The server is untouched and still takes enquiries.
    expect((await postEnquiry(server.url, 2_000_000)).ok).toBe(true);
  });

  it('refuses a file that is not a backup with a non-zero exit code and a sentence', async () => {
    const bogus = path.join(tempDir('school-bogus-'), 'school-backup-20260101-020000.tar.gz');
    fs.writeFileSync(bogus, 'not an archive');
    const target = tempDir('school-bogus-target-');
    const result = await runCli(['restore', bogus, '--data-dir', target]);
    expect(result.code).toBe(1);
    // The step it stopped at, then why.
    expect(result.stderr).toMatch(/^Restoring: unpacking the archive…\nRestore refused: The archive could not be read/);
    expect(fs.readdirSync(target)).toEqual([]);
  });

  it('answers a wrong command line with its usage', async () => {
    const result = await runCli(['restore']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('npm run restore -- <archive> [--data-dir DIR]');
  });
});
