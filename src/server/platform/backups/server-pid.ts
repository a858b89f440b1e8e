import fs from 'node:fs';
import path from 'node:path';

// The running server writes DATA_DIR/server.pid and removes it when it stops, so a restore can refuse
// to replace the files under a live server (docs/decisions/015-backups.md).
export const PID_FILENAME = 'server.pid';

export function writePidFile(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, PID_FILENAME), `${process.pid}\n`);
}

/** Removes the pid file if it is still this process's (synchronous: also runs from an 'exit' handler). */
export function removePidFile(dataDir: string): void {
  const file = path.join(dataDir, PID_FILENAME);
  try {
    if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
  } catch {
    // Already gone.
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the service account).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live server using this DATA_DIR, or null (no pid file, or its process has ended). */
export function runningServerPid(dataDir: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, PID_FILENAME), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}
