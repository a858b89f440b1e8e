// Memory and photo-upload measurements of the built server (docs/decisions/024-memory-budget.md).
// Needs a build (npm run build). Loopback only; every server it starts gets its own temporary DATA_DIR.
// Run alone with `node scripts/bench/memory-and-photo.mjs` (prints one JSON object), or import it.
//
// Units: every *MB figure is MiB (kB from /proc / 1024, one decimal). Linux only (/proc/<pid>/status).
//
// Exports:
//   rssMB(pid) -> number                    VmRSS of the process now.
//   peakRssMB(pid) -> number                VmHWM: the highest VmRSS since the process started (the kernel
//                                           cannot reset it for another process).
//   sampleRss(pid, intervalMs = 2) -> { stop() -> { maxMB, samples } }
//                                           samples VmRSS on a timer; the max of a window.
//   startServer({ root, env, nodeArgs, dataDir }) -> Promise<server>
//                                           spawns `node [nodeArgs] dist/server/main.js` in `root` with
//                                           NODE_ENV=production, LOG_LEVEL=warn, a free PORT, a fresh
//                                           DATA_DIR (unless given), a first administrator and a high
//                                           ENQUIRY_RATE_LIMIT, then `env` on top. Nothing else of this
//                                           process's environment is passed but PATH, so MALLOC_ARENA_MAX
//                                           and the like are in force only when `env` names them.
//                                           server = { pid, port, url, dataDir, admin: { username,
//                                           password }, child, startedAt, stop() }
//   measureFirstStart({ root, env, nodeArgs, settleMs = 1000 }) -> Promise<{ coldStartMs, rssAfterStartMB,
//                                           peakRssStartMB, server }>
//                                           coldStartMs: spawn to the first 200 on `/` (seeding included).
//                                           rssAfterStartMB: VmRSS settleMs after that 200.
//                                           peakRssStartMB: VmHWM at that moment (exact, kernel-kept).
//                                           The caller stops `server` (await server.stop()).
//   measureLoad({ port, pid, durationMs = 10000, connections = 50, paths = PUBLIC_PATHS,
//                 enquiriesPerSecond = 5 }) -> Promise<{ requests, rps, cpuUsPerRequest, errors, enquiries,
//                                           peakRssMB, rssEndMB, hwmMB }>
//                                           `connections` keep-alive clients loop over `paths` (br, gzip)
//                                           while one more posts an Enquiry Form at the given rate.
//                                           peakRssMB: max of VmRSS sampled every 5 ms during the load.
//                                           cpuUsPerRequest: the server's CPU time over requests served
//                                           (rps depends on the machine's other load; this much less).
//   measureIdle({ pid, waitMs = 5000 }) -> Promise<{ rssIdleMB, hwmMB }>   VmRSS after waitMs of quiet.
//   phonePhoto() -> Promise<Buffer>          A 12-megapixel 4000x3000 JPEG (noise, so it does not compress
//                                           away) with EXIF orientation 6 and camera tags, as a phone writes.
//   cpuSeconds(pid) -> number               user + system CPU seconds the process has used so far.
//   measurePhotoUpload({ port, pid, username, password, photo }) -> Promise<{ seconds, cpuSeconds,
//                                           peakRssMB, baselineRssMB, hwmBeforeMB, hwmAfterMB, widths }>
//                                           Signs in, uploads `photo` (default phonePhoto()) through the
//                                           dashboard's API (admin.photos.create, multipart) and waits for
//                                           the answer: every variant is on disk by then. seconds: request
//                                           sent to answer received. peakRssMB: VmRSS sampled every 2 ms
//                                           during the request; when the process's VmHWM rose during the
//                                           request, VmHWM is the exact peak and is used instead. Run it
//                                           on a server that has already started (and, for a fair figure,
//                                           after measureLoad or measureIdle).
//   runAll({ root, env, nodeArgs }) -> Promise<object>   all of the above in order on one server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const DEFAULT_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const PUBLIC_PATHS = ['/', '/about', '/admissions', '/infrastructure', '/awards', '/leadership', '/contact'];

const round = (n) => Math.round(n * 10) / 10;

function statusField(pid, field) {
  const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  if (!m) throw new Error(`no ${field} for process ${pid}`);
  return round(Number(m[1]) / 1024);
}

export function rssMB(pid) {
  return statusField(pid, 'VmRSS');
}

export function peakRssMB(pid) {
  return statusField(pid, 'VmHWM');
}

/** CPU seconds (user + system) the process has used: a figure the machine's other load barely moves. */
export function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, counted in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export function sampleRss(pid, intervalMs = 2) {
  let maxMB = 0;
  let samples = 0;
  const take = () => {
    try {
      maxMB = Math.max(maxMB, rssMB(pid));
      samples++;
    } catch {
      // The process ended; the last samples stand.
    }
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { maxMB, samples };
    },
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function request(port, { method = 'GET', urlPath = '/', headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

export async function startServer({ root = DEFAULT_ROOT, env = {}, nodeArgs = [], dataDir } = {}) {
  const entry = path.join(root, 'dist', 'server', 'main.js');
  if (!fs.existsSync(entry)) throw new Error(`No build at ${entry}: run npm run build first.`);
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'school-memory-bench-'));
  const port = await freePort();
  const admin = { username: 'bench-admin', password: 'Bench-memory-photo-7341' };
  const childEnv = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dir,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ENQUIRY_RATE_LIMIT: '10000',
    ...env,
  };
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid,
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir: dir,
    admin: { username: childEnv.ADMIN_USERNAME, password: childEnv.ADMIN_PASSWORD },
    child,
    startedAt,
    stderr: () => stderr,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (!keepData && !dataDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function measureFirstStart({ root = DEFAULT_ROOT, env = {}, nodeArgs = [], settleMs = 1000 } = {}) {
  const server = await startServer({ root, env, nodeArgs });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited during start:\n${server.stderr()}`);
    try {
      const r = await request(server.port, { urlPath: '/' });
      if (r.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error('server did not answer / within 60 s');
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const coldStartMs = Math.round(performance.now() - server.startedAt);
  await new Promise((r) => setTimeout(r, settleMs));
  return { coldStartMs, rssAfterStartMB: rssMB(server.pid), peakRssStartMB: peakRssMB(server.pid), server };
}

const ENQUIRY = {
  state: 'Maharashtra',
  city: 'Akola',
  school: 'Ganga Nagar',
  firstName: 'Amina',
  lastName: 'Shaikh',
  grade: 'Grade 3',
  email: 'amina.parent@example.com',
  mobile: '9876543210',
  address: '12 Ganga Nagar, Akola',
};

export async function measureLoad({
  port,
  pid,
  durationMs = 10_000,
  connections = 50,
  paths = PUBLIC_PATHS,
  enquiriesPerSecond = 5,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections + 1 });
  const sampler = sampleRss(pid, 5);
  const end = Date.now() + durationMs;
  let requests = 0;
  let errors = 0;
  let enquiries = 0;
  const headers = { 'accept-encoding': 'br, gzip' };
  const worker = async (n) => {
    for (let i = n; Date.now() < end; i++) {
      try {
        const r = await request(port, { urlPath: paths[i % paths.length], headers, agent });
        if (r.status === 200) requests++;
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  const enquirer = async () => {
    const body = JSON.stringify(ENQUIRY);
    while (Date.now() < end) {
      const r = await request(port, {
        method: 'POST',
        urlPath: '/trpc/enquiries.create',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        body,
        agent,
      }).catch(() => ({ status: 0 }));
      if (r.status === 200) enquiries++;
      else errors++;
      await new Promise((r) => setTimeout(r, 1000 / enquiriesPerSecond));
    }
  };
  const cpuBefore = cpuSeconds(pid);
  const t0 = performance.now();
  await Promise.all([
    ...Array.from({ length: connections }, (_, n) => worker(n)),
    enquiriesPerSecond > 0 && enquirer(),
  ]);
  const elapsed = performance.now() - t0;
  agent.destroy();
  const { maxMB } = sampler.stop();
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    requests,
    rps: Math.round((requests * 1000) / elapsed),
    cpuUsPerRequest: Math.round((cpu * 1e6) / Math.max(1, requests + enquiries)),
    errors,
    enquiries,
    peakRssMB: maxMB,
    rssEndMB: rssMB(pid),
    hwmMB: peakRssMB(pid),
  };
}

export async function measureIdle({ pid, waitMs = 5000 }) {
  await new Promise((r) => setTimeout(r, waitMs));
  return { rssIdleMB: rssMB(pid), hwmMB: peakRssMB(pid) };
}

export async function phonePhoto() {
  const { default: sharp } = await import('sharp');
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#6d8a5a',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '20/1 42/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 0/1 0/1' },
    })
    .toBuffer();
}

async function signIn(url, username, password) {
  const res = await fetch(`${url}/trpc/admin.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const sid = /sid=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (res.status !== 200 || !sid) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return `sid=${sid}`;
}

export async function measurePhotoUpload({ port, pid, username, password, photo }) {
  const url = `http://127.0.0.1:${port}`;
  const bytes = photo ?? (await phonePhoto());
  const cookie = await signIn(url, username, password);
  const form = new FormData();
  form.append('album', 'campus');
  form.append('alt', 'Children planting saplings in the school garden');
  form.append('sortOrder', '0');
  form.append('image', new File([new Uint8Array(bytes)], 'IMG_2041.jpg', { type: 'image/jpeg' }));
  const baselineRssMB = rssMB(pid);
  const hwmBeforeMB = peakRssMB(pid);
  const cpuBefore = cpuSeconds(pid);
  const sampler = sampleRss(pid, 2);
  const t0 = performance.now();
  const res = await fetch(`${url}/trpc/admin.photos.create`, { method: 'POST', headers: { cookie }, body: form });
  const text = await res.text();
  const seconds = Math.round(performance.now() - t0) / 1000;
  const { maxMB } = sampler.stop();
  const cpu = Math.round((cpuSeconds(pid) - cpuBefore) * 100) / 100;
  const hwmAfterMB = peakRssMB(pid);
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${text}`);
  const item = JSON.parse(text).result.data;
  const widths = [...String(item.imageSrcSet ?? '').matchAll(/(\d+)w/g)].map((m) => Number(m[1]));
  return {
    seconds,
    cpuSeconds: cpu,
    peakRssMB: hwmAfterMB > hwmBeforeMB ? hwmAfterMB : maxMB,
    baselineRssMB,
    hwmBeforeMB,
    hwmAfterMB,
    widths,
  };
}

export async function runAll({ root = DEFAULT_ROOT, env = {}, nodeArgs = [] } = {}) {
  const photo = await phonePhoto();
  const start = await measureFirstStart({ root, env, nodeArgs });
  const { server } = start;
  try {
    const load = await measureLoad({ port: server.port, pid: server.pid });
    const idle = await measureIdle({ pid: server.pid });
    const upload = await measurePhotoUpload({ port: server.port, pid: server.pid, ...server.admin, photo });
    const afterUpload = await measureIdle({ pid: server.pid });
    return {
      coldStartMs: start.coldStartMs,
      rssAfterStartMB: start.rssAfterStartMB,
      peakRssStartMB: start.peakRssStartMB,
      load,
      idle,
      upload,
      idleAfterUploadMB: afterUpload.rssIdleMB,
    };
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = {};
  if (process.env.MALLOC_ARENA_MAX) env.MALLOC_ARENA_MAX = process.env.MALLOC_ARENA_MAX;
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  console.log(JSON.stringify(await runAll({ env, nodeArgs }), null, 2));
}
