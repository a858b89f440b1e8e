import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
export const BUILT_SERVER = path.join(root, 'dist', 'server', 'main.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the server logged (JSON lines). */
  log: () => string;
  kill: () => Promise<void>;
}

/**
 * Starts the built server (npm test builds first) as its own process, optionally under a command
 * prefix such as `prlimit --fsize=...`, and resolves once it logs that it listens.
 */
export async function startServer(env: Record<string, string>, prefix: string[] = []): Promise<ServerProcess> {
  if (!fs.existsSync(BUILT_SERVER)) throw new Error(`No build at ${BUILT_SERVER}: run npm run build first.`);
  const port = await freePort();
  const argv = [...prefix, process.execPath, ...(env.NODE_IMPORT ? ['--import', env.NODE_IMPORT] : []), BUILT_SERVER];
  const child = spawn(argv[0]!, argv.slice(1), {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening at')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    log: () => output,
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
