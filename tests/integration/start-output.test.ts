import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_SERVER, freePort } from '../helpers/server-process';

// What the built server prints when it starts (docs/decisions/034-log-format-and-progress.md): plain
// lines with the address and the first administrator's one-time password for a person at a terminal,
// JSON lines exactly as before under systemd, in a pipe, or with LOG_FORMAT=json.

const root = path.resolve(import.meta.dirname, '..', '..');
const running: { child: ChildProcess; dataDir: string }[] = [];

afterEach(async () => {
  for (const { child, dataDir } of running.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // The process group: under `script` the server is the grandchild.
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/**
 * Starts the built server on an empty DATA_DIR (a first start) and resolves with its output once
 * `until` matches it. `tty`: under `script`, so its stdout is a real terminal.
 */
async function start(env: Record<string, string>, until: RegExp, { tty = false } = {}): Promise<string> {
  if (!fs.existsSync(BUILT_SERVER)) throw new Error(`No build at ${BUILT_SERVER}: run npm run build first.`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-start-'));
  const port = await freePort();
  const fullEnv = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ...env,
  };
  const argv = tty
    ? ['script', '-qefc', `${JSON.stringify(process.execPath)} ${JSON.stringify(BUILT_SERVER)}`, '/dev/null']
    : [process.execPath, BUILT_SERVER];
  const child = spawn(argv[0]!, argv.slice(1), {
    cwd: root,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.push({ child, dataDir });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString().replace(/\r\n/g, '\n');
      if (until.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return output.replace(/:\d+\//g, ':PORT/').replace(/:\d+$/gm, ':PORT');
}

const lines = (output: string) => output.split('\n').filter((l) => l.trim() !== '');
const isJson = (line: string) => {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
};

describe('a first start', () => {
  it('with LOG_FORMAT=pretty prints the address, the administrator and the one-time password as plain lines', async () => {
    const output = await start({ LOG_FORMAT: 'pretty' }, /Lost it\?.*\n/);
    expect(output).toContain('Al Mahmood School website is running at http://localhost:PORT\n');
    expect(output).toContain('Dashboard: http://localhost:PORT/admin\n');
    expect(output).toContain('First administrator: admin\n');
    const password =
      /^One-time password: (\S+) \(shown once; you will be asked to choose a new one when you first sign in, in Dashboard > Settings > Change password\)$/m.exec(
        output,
      )?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(12);
    // Shown once, in that line only; and no line of the log is JSON.
    expect(output.split(password!).length - 1).toBe(1);
    expect(lines(output).filter(isJson)).toEqual([]);
    expect(output).toMatch(/^\d\d:\d\d:\d\d INFO {2}Server listening at http:\/\/127\.0\.0\.1:PORT$/m);
  });

  it('with LOG_FORMAT=json writes only JSON lines, the one-time password among them as before', async () => {
    const output = await start({ LOG_FORMAT: 'json' }, /Server listening at/);
    expect(lines(output).every(isJson)).toBe(true);
    const entries = lines(output).map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(entries.find((e) => e.msg.includes('one-time password: '))?.level).toBe(40);
    expect(output).not.toContain('website is running');
  });

  it('never prints a password the operator set with ADMIN_PASSWORD', async () => {
    const chosen = 'office chose this 42';
    const output = await start(
      { LOG_FORMAT: 'pretty', ADMIN_USERNAME: 'office', ADMIN_PASSWORD: chosen },
      /Dashboard: .*\n/,
    );
    expect(output).toContain('website is running at');
    expect(output).not.toContain(chosen);
    expect(output).not.toContain('One-time password');
    expect(output).not.toContain('First administrator');
  });

  it('in a real terminal is readable without LOG_FORMAT', async () => {
    const output = await start({}, /Lost it\?.*\n/, { tty: true });
    expect(output).toContain('First administrator: admin\n');
    expect(output).toMatch(/^One-time password: \S+ \(shown once;/m);
    expect(lines(output).filter(isJson)).toEqual([]);
  });

  it('in a terminal under systemd (JOURNAL_STREAM) stays JSON', async () => {
    const output = await start({ JOURNAL_STREAM: '8:12345' }, /Server listening at.*\n/, { tty: true });
    expect(lines(output).every(isJson)).toBe(true);
    expect(output).not.toContain('website is running');
  });
});
