// Shared pieces of `npm run bench`: cleanup of children and temp folders, loopback HTTP, the built
// server as a child process, tools from Debian's packages, percentiles.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';

export const root = path.resolve(import.meta.dirname, '..', '..');

// ---- Cleanup: every child and temp folder is registered here and removed on exit or Ctrl-C. ----

const children = new Map();
const tempDirs = new Set();
const closers = new Set();

/** A temp folder removed when the bench ends, however it ends; with `keep`, left for a look afterwards. */
export function tempDir(prefix, { keep = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `school-bench-${prefix}-`));
  if (!keep) tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/**
 * Tracks a child process so cleanup() stops it (by its own pid) if it is still running: SIGKILL unless
 * `signal` says otherwise (nginx takes SIGTERM, so its master stops its workers).
 */
export function track(child, signal = 'SIGKILL') {
  children.set(child, signal);
  child.once('exit', () => children.delete(child));
  return child;
}

/** An async closer (a browser) run by cleanup(). */
export function onCleanup(fn) {
  closers.add(fn);
  return () => closers.delete(fn);
}

let cleanedUp = false;
/** Runs closers (which wait for their process), then kills what is left and removes temp folders. */
export async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const fn of closers) {
    try {
      await Promise.race([fn(), new Promise((r) => setTimeout(r, 3000))]);
    } catch {}
  }
  cleanupSync();
}

function cleanupSync() {
  for (const [child, signal] of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.kill(signal);
      } catch {}
    }
  }
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

process.once('exit', cleanupSync);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping children and removing temp folders`);
    cleanup().finally(() => process.exit(130));
  });
}

// ---- Loopback HTTP ----

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** One request on a fresh connection; resolves with status, headers and the body as sent. */
export function request(port, method, urlPath, { headers = {}, body, agent = false, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : Buffer.from(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent,
        headers: { ...(data ? { 'content-length': String(data.length) } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${urlPath}: no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(data);
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- The built server ----

export const BUILT_SERVER = path.join(root, 'dist', 'server', 'main.js');

/** The administrator the first start creates (ADMIN_USERNAME / ADMIN_PASSWORD), for the photo upload. */
/**
 * A test value only: the bench Owner's two-factor secret (base32). An Owner must sign in with a code
 * before any dashboard work (docs/decisions/036-staff-accounts-and-roles.md).
 */
export const BENCH_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';

/** The bench Owner's current sign-in code. */
export function benchCode() {
  return new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(BENCH_TOTP_SECRET),
  }).generate();
}

export const BENCH_ADMIN = { username: 'bench-admin', password: 'Bench only 7391 horse staple' };

/**
 * Spawns the built server (one Node process, NODE_ENV=production, as `npm start` runs it) on a free loopback port with its
 * own DATA_DIR; its output goes to a file in `dir` (as a service's log would), not through a pipe
 * the bench has to read. Returns at once; `waitForFirstPage` waits for the first 200 on /.
 */
/** How `npm start` and the systemd unit run the server (package.json, deploy/systemd; docs/decisions/024-memory-budget.md). */
export const START_NODE_ARGS = ['--v8-pool-size=1', '--max-semi-space-size=2', '--max-old-space-size=256'];
export const START_ENV = { MALLOC_ARENA_MAX: '2' };

/**
 * BENCH_CPU_PROF=<folder>: each server the bench starts writes a V8 CPU profile there when it stops
 * (open it in Chrome's DevTools), to see where a measured figure's time goes.
 */
function profileArgs() {
  const folder = process.env.BENCH_CPU_PROF;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(folder)}`] : [];
}

export async function spawnServer({ dataDir, dir, env = {} }) {
  const port = await freePort();
  const logPath = path.join(dir, `server-${port}.log`);
  const out = fs.openSync(logPath, 'a');
  const t0 = performance.now();
  const child = track(
    spawn(process.execPath, [...START_NODE_ARGS, ...profileArgs(), BUILT_SERVER], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...START_ENV,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        BACKUP_HOUR: 'off',
        ...env,
      },
      stdio: ['ignore', out, out],
    }),
  );
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    port,
    pid: child.pid,
    child,
    dataDir,
    spawnedAt: t0,
    exited,
    log: () => (fs.existsSync(logPath) ? fs.readFileSync(logPath, 'utf8') : ''),
    /** SIGTERM (the server closes its database), SIGKILL after 10 s. */
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(force);
    },
  };
}

/**
 * Polls GET / until it answers 200 (milliseconds since spawn), or throws with the server's log if the
 * process exits first or `timeoutMs` passes.
 */
export async function waitForFirstPage(server, timeoutMs = 60_000) {
  let exit = null;
  server.exited.then((e) => {
    exit = e;
  });
  for (;;) {
    if (exit) {
      const error = new Error(
        `the server exited (${exit.code ?? exit.signal}) before answering:\n${tail(server.log())}`,
      );
      error.serverLog = server.log();
      throw error;
    }
    try {
      const res = await request(server.port, 'GET', '/', { headers: { 'accept-encoding': 'br' }, timeoutMs: 10_000 });
      if (res.status === 200) return performance.now() - server.spawnedAt;
    } catch {}
    if (performance.now() - server.spawnedAt > timeoutMs) throw new Error(`no 200 on / within ${timeoutMs} ms`);
    await sleep(10);
  }
}

export function tail(text, lines = 15) {
  return text.trim().split('\n').slice(-lines).join('\n');
}

// ---- Tools from Debian's packages ----

const SBIN = ['/usr/sbin', '/sbin', '/usr/local/sbin'];

/** A program in PATH or in the sbin folders (Debian installs nginx in /usr/sbin). */
export function findProgram(name) {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), ...SBIN]) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {}
  }
  return null;
}

/**
 * nginx and wrk, installed from Debian's packages when missing (apt-get install, after apt-get update
 * if the first attempt fails). Returns { nginx, wrk, problem }: a missing program is null and
 * `problem` says what to install.
 */
export function ensureTools() {
  const missing = () => ['nginx', 'wrk'].filter((p) => !findProgram(p));
  if (missing().length > 0) {
    const packages = missing();
    const asRoot = process.getuid?.() === 0;
    const apt = (args) =>
      spawnSync(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['-n', 'apt-get', ...args], {
        stdio: ['ignore', 'ignore', 'pipe'],
        encoding: 'utf8',
        timeout: 180_000,
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    console.log(`bench: installing ${packages.join(' and ')} (apt-get install -y ${packages.join(' ')})`);
    let result = apt(['install', '-y', ...packages]);
    if (result.status !== 0) {
      apt(['update']);
      result = apt(['install', '-y', ...packages]);
    }
  }
  const nginx = findProgram('nginx');
  const wrk = findProgram('wrk');
  const still = missing();
  return {
    nginx,
    wrk,
    problem:
      still.length > 0
        ? `${still.join(' and ')} not installed and could not be installed here: run \`sudo apt-get install -y ${still.join(' ')}\` (Debian's packages)`
        : null,
  };
}

// ---- Figures ----

/** The p-th percentile (0-100) of sorted numbers, nearest rank. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export const round = (n, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);
